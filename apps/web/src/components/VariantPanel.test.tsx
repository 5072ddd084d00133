// @vitest-environment jsdom
// The variant panel (Four at One Table, the spec's worked example from seeds/001): the
// strain owners, the partnerships as core's rule set forms them, and the seat swap for the play.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  decide,
  evolve,
  initialTableState,
  parseCall,
  parseHand,
  unwrap,
  viewFor,
  type Deal,
  type RuleSetId,
  type TableState,
} from '@biritch/core';
import { selectVariant } from '../selectors.js';
import { VariantPanel } from './VariantPanel.js';

afterEach(cleanup);

// The worked example's hands (the spec's "The original's worked example").
const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};

function fourAtOneTable(calls: readonly string[], ruleSet: RuleSetId = 'four-at-one-table'): TableState {
  let s = initialTableState({ ruleSet });
  s = unwrap(
    decide(s, { type: 'startDeal', board: 1, dealer: 'S', vulnerability: 'both', deal: DEAL }, { kind: 'system' }),
  ).reduce(evolve, s);
  for (const c of calls)
    s = unwrap(
      decide(s, { type: 'call', call: unwrap(parseCall(c)) }, { kind: 'seat', seat: s.auction!.turn! }),
    ).reduce(evolve, s);
  return s;
}

describe('VariantPanel', () => {
  it('before any bid: no owners, no partners', () => {
    render(<VariantPanel variant={selectVariant(viewFor(fourAtOneTable([]), 'N'))!} />);
    expect(screen.getByTestId('owners').textContent).toBe('none bid yet');
    expect(screen.getByTestId('partnerships').textContent).toBe('nobody yet');
  });
  it("after 2♥ 4♥: South owns hearts and West, who bid them, is South's partner", () => {
    render(<VariantPanel variant={selectVariant(viewFor(fourAtOneTable(['2H', '4H']), 'N'))!} />);
    expect(screen.getByLabelText('hearts owned by South')).toBeDefined();
    expect(screen.getByTestId('partnerships').textContent).toBe('S–W');
    expect(screen.queryByTestId('seat-swap')).toBeNull();
  });
  it('after the auction dummy East swaps with North: the panel says who sits where', () => {
    render(
      <VariantPanel variant={selectVariant(viewFor(fourAtOneTable(['2H', '4H', '4H', '4H', 'P', 'P', 'P']), 'N'))!} />,
    );
    expect(screen.getByTestId('seat-swap').textContent).toBe('East sits North; North sits East');
    expect(screen.getByTestId('partnerships').textContent).toBe('S–E');
  });
  it('Hao bridge: no "Strains: none bid yet" after strains were bid (Hao has no strain owners)', () => {
    render(<VariantPanel variant={selectVariant(viewFor(fourAtOneTable(['1S', '2H'], 'hao'), 'N'))!} />);
    expect(screen.queryByTestId('owners')).toBeNull();
    expect(screen.queryByText('none bid yet')).toBeNull();
    expect(screen.getByTestId('partnerships')).toBeDefined();
  });
});
