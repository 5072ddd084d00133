// @vitest-environment jsdom
// Claim checking on screen (issue 26): each claim of the deal just ended with its double-dummy
// verdict — right, an over-claim, or tricks given away (Law 68: a claim is of the remaining tricks).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ClaimCheckView } from './ClaimCheckView.js';

afterEach(cleanup);

const check = (claimed: number, doubleDummy: number | null, status: 'pending' | 'ready' | 'unavailable' = 'ready') => ({
  deal: 1,
  seat: 'S' as const,
  claimed,
  accepted: true,
  doubleDummy,
  status,
});

describe('ClaimCheckView', () => {
  it('says a claim worth what was claimed is right', () => {
    render(<ClaimCheckView checks={[check(9, 9)]} />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Claim by South: 9 of the remaining tricks — right double-dummy.',
    );
  });
  it('says how many tricks an over-claim is worth, and those a claim gave away', () => {
    render(<ClaimCheckView checks={[check(9, 7), { ...check(5, 6), accepted: false }]} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Claim by South: 9 of the remaining tricks — double-dummy only 7.',
      'Claim by South: 5 of the remaining tricks — double-dummy 6. (rejected)',
    ]);
  });
  it('says when the check is still running, and nothing when there was no claim', () => {
    const { container } = render(<ClaimCheckView checks={[]} />);
    expect(container.textContent).toBe('');
    render(<ClaimCheckView checks={[check(9, null, 'pending')]} />);
    expect(screen.getByRole('listitem').textContent).toBe('Claim by South: checking double-dummy…');
  });
});
