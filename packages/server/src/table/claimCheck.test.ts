// Claim checking (issue 26, "Table options people expect": after a claim is settled, show whether
// it was right double-dummy). Law 68: a claim is for a number of the remaining tricks; the
// position is the one the claim was made in, a trick in progress included.
import { describe, expect, it } from 'vitest';
import { handFromCards, handHas, type Deal } from '@biritch/core';
import { createTsSolver } from '@biritch/solver';
import { claimerTricks, claimPosition, type ClaimSnapshot } from './claimCheck.js';

// A four-card ending: North the top spades, East small spades, South hearts, West the clubs.
const DEAL: Deal = {
  N: handFromCards(['SA', 'SK', 'SQ', 'SJ']),
  E: handFromCards(['S5', 'S4', 'S3', 'S2']),
  S: handFromCards(['HT', 'H9', 'H8', 'H7']),
  W: handFromCards(['C6', 'CA', 'CK', 'CQ']),
};

const snap = (over: Partial<ClaimSnapshot>): ClaimSnapshot => ({
  seat: 'N',
  claimed: 4,
  played: [],
  trick: { leader: 'N', cards: [] },
  tricksLeft: 4,
  strain: 'NT',
  ...over,
});

describe('claimPosition', () => {
  it('takes the cards played before the claim from the hands and keeps the trick in progress', () => {
    const s = snap({ played: ['SA'], trick: { leader: 'N', cards: [{ seat: 'N', card: 'SA' }] } });
    const p = claimPosition(DEAL, s);
    expect(handHas(p.deal.N, 'SA')).toBe(false);
    expect(handHas(p.deal.N, 'SK')).toBe(true);
    expect(p.trick).toEqual({ leader: 'N', cards: ['SA'] });
  });
});

describe('claimerTricks', () => {
  it("counts the side to play's tricks for the claimer when they are on the same side", () => {
    expect(claimerTricks(snap({ seat: 'S' }), 3)).toBe(3);
  });
  it('counts the rest of the remaining tricks when the other side is to play', () => {
    // North led: East is to play, so East–West's 1 trick leaves 3 for a North–South claim.
    expect(claimerTricks(snap({ trick: { leader: 'N', cards: [{ seat: 'N', card: 'SA' }] } }), 1)).toBe(3);
  });
});

describe('a claim checked by the solver', () => {
  it("finds North's four top spades worth all four tricks in no-trump (a right claim)", () => {
    const s = snap({ seat: 'N', claimed: 4 });
    const r = createTsSolver().solve(claimPosition(DEAL, s), s.strain);
    expect(claimerTricks(s, r.tricks)).toBe(4);
  });
  it('finds the same claim worth no trick when West holds the clubs and leads in clubs (an over-claim)', () => {
    const s = snap({ seat: 'N', claimed: 4, strain: 'C', trick: { leader: 'W', cards: [] } });
    const r = createTsSolver().solve(claimPosition(DEAL, s), s.strain);
    expect(claimerTricks(s, r.tricks)).toBe(0);
  });
});
