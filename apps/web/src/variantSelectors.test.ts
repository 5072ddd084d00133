// The web selectors at variant tables (issue 6; docs/variants.md, "The original's worked example"
// from seeds/001): the repeat is labelled in the bidding box, owners and partnerships are shown
// as the auction goes, and the seats move on screen when dummy swaps.
import { describe, expect, it } from 'vitest';
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
  type Seat,
  type TableState,
  type Vulnerability,
} from '@biritch/core';
import { selectBiddingBox, selectTable, selectVariant } from './selectors.js';
import { DEFAULT_CREATE_FORM, FORM_OPTIONS, RULE_SET_OPTIONS, createRequestOf, isFormAllowed } from './options.js';

const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};

function after(
  ruleSet: RuleSetId,
  dealer: Seat,
  calls: readonly string[],
  vulnerability: Vulnerability = 'both',
): TableState {
  let s = initialTableState({ ruleSet });
  s = unwrap(decide(s, { type: 'startDeal', board: 1, dealer, vulnerability, deal: DEAL }, { kind: 'system' })).reduce(
    evolve,
    s,
  );
  for (const c of calls)
    s = unwrap(
      decide(s, { type: 'call', call: unwrap(parseCall(c)) }, { kind: 'seat', seat: s.auction!.turn! }),
    ).reduce(evolve, s);
  return s;
}

describe('the bidding box labels the repeat (Auction 4)', () => {
  it('N, after S 2♥ and W 4♥, sees "Repeat 4♥" enabled; 3♥ is not offered', () => {
    const model = selectTable(viewFor(after('four-at-one-table', 'S', ['2H', '4H']), 'N'), 'N');
    const repeat = model.box!.bids.find((b) => b.key === '4H')!;
    expect(repeat).toMatchObject({ legal: true, label: 'Repeat 4♥' });
    expect(model.box!.bids.find((b) => b.key === '3H')!.legal).toBe(false);
    expect(model.box!.bids.filter((b) => b.label)).toHaveLength(1);
    expect(model.box!.others.find((o) => o.key === 'X')!.legal).toBe(false);
  });
  it('no label when the same bid is not legal (the owner S cannot repeat), nor at standard tables', () => {
    expect(selectBiddingBox([{ type: 'pass' }], { type: 'bid', level: 4, strain: 'H' }).bids.some((b) => b.label)).toBe(
      false,
    );
    const standard = selectTable(viewFor(after('standard', 'S', ['2H', '4H']), 'N'), 'N');
    expect(standard.box!.bids.some((b) => b.label)).toBe(false);
  });
});

describe('owners and partnerships as the auction goes', () => {
  it('shows ♥ owned by S and the partnership moving from W to N to E', () => {
    expect(selectVariant(viewFor(after('four-at-one-table', 'S', ['2H', '4H']), 'E'))).toMatchObject({
      title: 'Four at One Table',
      owners: [{ strain: 'H', label: '♥', seat: 'S' }],
      partnerships: [['S', 'W']],
      moved: [],
    });
    expect(
      selectVariant(viewFor(after('four-at-one-table', 'S', ['2H', '4H', '4H', '4H']), 'E'))!.partnerships,
    ).toEqual([['S', 'E']]);
  });
  it('is absent at a standard table', () => {
    expect(selectTable(viewFor(after('standard', 'S', ['1H']), 'S'), 'S').variant).toBeNull();
  });
  it('Hao bridge: the hao partnership and a dummy who is not a partner', () => {
    const v = selectVariant(viewFor(after('hao', 'N', ['1H', 'X', 'P', 'HAO', 'P', 'P', 'P']), 'E'))!;
    expect(v).toMatchObject({ title: 'Hao bridge', partnerships: [['E', 'W']], dummyIsPartner: false, moved: [] });
  });
});

describe('what the panel and the felt say (issue 26: what a new player ran into)', () => {
  it('Hao bridge has no strain owners: the panel shows no "Strains" row rather than "none bid yet" after bids', () => {
    expect(selectVariant(viewFor(after('hao', 'N', ['1S', 'P']), 'S'))!.owners).toBeNull();
    expect(selectVariant(viewFor(after('four-at-one-table', 'S', ['2H']), 'E'))!.owners).toHaveLength(1);
  });
  it('Four at One Table on a board where nobody is vulnerable says everyone is: the view scores all vulnerable', () => {
    const model = selectTable(viewFor(after('four-at-one-table', 'N', [], 'none'), 'S'), 'S');
    expect(model.vulnerability).toBe('both');
    expect(model.seats.bottom.vulnerable).toBe(true);
  });
  it("Hao bridge keeps the board's vulnerability", () => {
    expect(selectTable(viewFor(after('hao', 'N', [], 'none'), 'S'), 'S').vulnerability).toBe('none');
  });
});

describe('the seats move on screen when dummy swaps (Declarer 3)', () => {
  const done = after('four-at-one-table', 'S', ['2H', '4H', '4H', '4H', 'P', 'P', 'P']);
  it('declarer S at the bottom: dummy E now sits opposite (top), N on the right', () => {
    const m = selectTable(viewFor(done, 'S'), 'S');
    expect([m.seats.bottom.seat, m.seats.left.seat, m.seats.top.seat, m.seats.right.seat]).toEqual([
      'S',
      'W',
      'E',
      'N',
    ]);
    expect(m.where).toEqual({ S: 'bottom', W: 'left', E: 'top', N: 'right' });
    expect(m.variant!.moved).toEqual([
      { player: 'E', position: 'N' },
      { player: 'N', position: 'E' },
    ]);
    expect(m.variant!.tricks).toEqual({ declarer: 0, defenders: 0 });
  });
  it('N, who moved to East, stays at the bottom with declarer S on the left and dummy E on the right', () => {
    const m = selectTable(viewFor(done, 'N'), 'N');
    expect(m.where).toEqual({ N: 'bottom', S: 'left', W: 'top', E: 'right' });
  });
  it('before the swap (during the auction) everyone sits where dealt', () => {
    const m = selectTable(viewFor(after('four-at-one-table', 'S', ['2H']), 'S'), 'S');
    expect(m.where).toEqual({ S: 'bottom', W: 'left', N: 'top', E: 'right' });
  });
  it("the opening leader of the replay is the player on declarer's left after the swap", () => {
    let s = done;
    while (s.phase === 'play') {
      const p = s.play!;
      const actor = p.turn === p.dummy ? p.declarer : p.turn!;
      const card = viewFor(s, actor).legalCards[0]!;
      s = unwrap(decide(s, { type: 'play', card }, { kind: 'seat', seat: actor })).reduce(evolve, s);
    }
    expect(selectTable(viewFor(s, 'S'), 'S').result!.leader).toBe('W');
  });
});

describe('the lobby offers the variants with the forms they can be scored in', () => {
  it('both variants are ready; rubber and Chicago only for standard bridge (server: table/bad-form)', () => {
    expect(RULE_SET_OPTIONS.every((r) => r.ready)).toBe(true);
    expect(FORM_OPTIONS.filter((f) => isFormAllowed('four-at-one-table', f.id)).map((f) => f.id)).toEqual([
      'single',
      'duplicate',
    ]);
    expect(FORM_OPTIONS.filter((f) => isFormAllowed('standard', f.id))).toHaveLength(4);
  });
});

describe("the lobby's 2018 option for Four at One Table (spec, Declarer 2c)", () => {
  it('sends noPartnershipNotPlayed only for a Four at One Table table with the box ticked', () => {
    expect(
      createRequestOf({ ...DEFAULT_CREATE_FORM, ruleSet: 'four-at-one-table', noPartnershipNotPlayed: true }),
    ).toMatchObject({ ruleSet: 'four-at-one-table', noPartnershipNotPlayed: true });
    expect(createRequestOf({ ...DEFAULT_CREATE_FORM, ruleSet: 'four-at-one-table' })).not.toHaveProperty(
      'noPartnershipNotPlayed',
    );
    expect(
      createRequestOf({ ...DEFAULT_CREATE_FORM, ruleSet: 'hao', noPartnershipNotPlayed: true }),
    ).not.toHaveProperty('noPartnershipNotPlayed');
  });
});
