// @vitest-environment jsdom
// A hand record on the public page (issue 24 "Live results": "hand records with double-dummy table
// and par"): the four hands, the table, and par beside it as the server worked it out from the
// table (dealer-aware, DDS's DealerPar; Law 2 for who deals and who is vulnerable).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { HandRecord } from './HandRecord.js';

afterEach(cleanup);

// North holds the spades, East the hearts, South the diamonds, West the clubs.
const DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const row = (tricks: number) => ({ NT: tricks, S: tricks, H: tricks, D: tricks, C: tricks });
const TABLE = { N: row(10), S: row(10), E: row(3), W: row(3) };

describe('HandRecord', () => {
  it('shows par beside the double-dummy table: the score and the par contracts', () => {
    render(
      <HandRecord
        board={1}
        deal={DEAL}
        doubleDummy={TABLE}
        par={{
          score: 420,
          contracts: [{ level: 4, strain: 'S', side: 'NS', declarers: ['N', 'S'], doubled: false, result: 0 }],
        }}
      />,
    );
    const par = screen.getByTestId('par-1').textContent!;
    expect(par).toMatch(/^Par N–S \+420: 4♠/);
    expect(par).toMatch(/N\/S/);
  });

  it('shows no par without a double-dummy table', () => {
    render(<HandRecord board={2} deal={DEAL} doubleDummy={null} par={null} />);
    expect(screen.queryByTestId('par-2')).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(4);
  });
});
