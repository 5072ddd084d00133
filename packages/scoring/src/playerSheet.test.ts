// The per-player score sheet of the variants, and the worked example of
// docs/variants.md (from seeds/001_848007893afe264d.txt) end to end: the auction
// and the play through core's table machine, then the scores of the three imagined tables before
// and after compensation, with a fixture table holding only the three known values (Scoring 4).
import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  initialTableState,
  legalCards,
  parseCall,
  parseContract,
  parseHand,
  unwrap,
  type Deal,
  type Seat,
  type TableCommand,
  type TableState,
} from '@biritch/core';
import { COMPENSATION_TABLES, parseExpectedScoreTable } from './compensation.js';
import { addFractions, fraction } from './fraction.js';
import { emptyPlayerSheet, makePlayerSheetText, playerSheetWithDeal, scorePlayerSession, scoreVariantDeal, type VariantDealRecord } from './playerSheet.js';
import { scoreFourAtOneTable } from './variants.js';

const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};
// Sławiński's expected-score table is lost: only the three values fixed by the worked example are
// known (all vulnerable: 21 → 70, 26 → 440, 27 → 600). Every other entry stays unknown (null).
const FIXTURE = unwrap(
  parseExpectedScoreTable({
    id: 'slawinski-fixture',
    name: 'Zapis Miltonowy, three values from the worked example',
    sources: ['seeds/001_848007893afe264d.txt'],
    rows: { nv: Array(21).fill(null), v: Array.from({ length: 21 }, (_, i) => ({ 1: 70, 6: 440, 7: 600 })[i] ?? null) },
  }),
);
const c4H = unwrap(parseContract('4H'));
const record = (over: Partial<VariantDealRecord>): VariantDealRecord => ({
  board: 1,
  contract: c4H,
  declarer: 'S',
  dummy: 'E',
  dummyIsPartner: true,
  tricks: 10,
  vulnerability: 'none',
  deal: DEAL,
  ...over,
});

describe('the worked example end to end (docs/variants.md, "The original\'s worked example")', () => {
  it('auction and play through the table machine, then per-player scores from the table\'s result', () => {
    let s: TableState = initialTableState({ ruleSet: 'four-at-one-table' });
    const act = (seat: Seat | null, cmd: TableCommand) => {
      const r = unwrap(decide(s, cmd, seat ? { kind: 'seat', seat } : { kind: 'system' }));
      s = r.reduce(evolve, s);
      return r;
    };
    act(null, { type: 'startDeal', board: 1, dealer: 'S', vulnerability: 'none', deal: DEAL });
    let ended: ReturnType<typeof act> | undefined;
    for (const text of ['2H', '4H', '4H', '4H', 'P', 'P', 'P']) ended = act(s.auction!.turn!, { type: 'call', call: unwrap(parseCall(text)) });
    expect(ended![2]).toMatchObject({ type: 'auctionEnded', declarer: 'S', dummy: 'E', seats: { N: 'E', E: 'N', S: 'S', W: 'W' } });
    expect(s.play!.turn).toBe('W');
    while (s.phase === 'play') {
      const p = s.play!;
      const actor = p.turn === p.dummy ? p.declarer : p.turn!;
      act(actor, { type: 'play', card: legalCards(s, actor)[0]! });
    }
    const result = s.result!;
    const tricks = result.declarerTricks!;
    const scores = unwrap(scoreVariantDeal('four-at-one-table', { ...result, tricks, dummyIsPartner: s.outcome!.dummyIsPartner, deal: DEAL }));
    expect(scores).toEqual(unwrap(scoreFourAtOneTable({ contract: c4H, declarer: 'S', dummy: 'E', partner: true, tricks })));
    // S and E share the result; N and W pay it; the four sum to zero.
    expect(scores.players.S).toBe(scores.players.E);
    expect(scores.players.N).toBe(-scores.players.S);
    expect(addFractions(...(['N', 'E', 'S', 'W'] as const).map((x) => scores.exact[x]))).toEqual(fraction(0));
  });

  // The spec's table: S declares 4♥ at three tables with a different partner-dummy each time.
  const rows: [Seat, number, Record<Seat, number>, Record<Seat, number>][] = [
    ['W', 9, { W: -200, N: 200, E: 200, S: -200 }, { W: -270, N: 270, E: 270, S: -270 }],
    ['N', 10, { W: -620, N: 620, E: -620, S: 620 }, { W: -180, N: 180, E: -180, S: 180 }],
    ['E', 10, { W: -620, N: -620, E: 620, S: 620 }, { W: -20, N: -20, E: 20, S: 20 }],
  ];
  for (const [dummy, tricks, before, after] of rows) {
    it(`dummy ${dummy}, ${tricks} tricks: the spec's scores before and after compensation (HCP read from the hands)`, () => {
      expect(unwrap(scoreVariantDeal('four-at-one-table', record({ dummy, tricks }))).players).toEqual(before);
      expect(unwrap(scoreVariantDeal('four-at-one-table', record({ dummy, tricks }), FIXTURE)).players).toEqual(after);
    });
  }
  it('a weaker declaring pair is compared with the opponents\' expectation: E+W 14 HCP → −(26 HCP: 440)', () => {
    const r = unwrap(scoreVariantDeal('four-at-one-table', record({ declarer: 'E', dummy: 'W' }), FIXTURE));
    expect([r.expected, r.declarerScore]).toEqual([-440, 620 + 440]);
  });
});

describe('the running per-player sheet (docs/variants.md, Scoring 3: exact thirds, whole points shown)', () => {
  it('sums exact thirds: three deals of −620/3 total exactly −620, not 3 × −207', () => {
    const three = [1, 2, 3].map((board) => record({ board, dummyIsPartner: false }));
    const sheet = unwrap(scorePlayerSession({ ruleSet: 'four-at-one-table' }, three));
    expect(sheet.lines.map((l) => l.scores.players.N)).toEqual([-207, -207, -207]);
    expect(sheet.totals.N).toEqual(fraction(-620));
    expect(sheet.shown).toEqual({ N: -620, E: -620, S: 1860, W: -620 });
  });
  it('keeps running totals line by line and always sums to zero', () => {
    let sheet = emptyPlayerSheet({ ruleSet: 'four-at-one-table' });
    sheet = unwrap(playerSheetWithDeal(sheet, record({ board: 1 })));
    sheet = unwrap(playerSheetWithDeal(sheet, record({ board: 2, declarer: 'N', dummy: 'W', dummyIsPartner: false, contract: unwrap(parseContract('1NT')), tricks: 9 })));
    sheet = unwrap(playerSheetWithDeal(sheet, record({ board: 3, contract: null, declarer: null, dummy: null, tricks: null })));
    expect(sheet.lines.map((l) => l.totals.S)).toEqual([fraction(620), fraction(570), fraction(570)]);
    expect(sheet.shown).toEqual({ N: -470, E: 570, S: 570, W: -670 });
    expect(addFractions(sheet.totals.N, sheet.totals.E, sheet.totals.S, sheet.totals.W)).toEqual(fraction(0));
    const text = makePlayerSheetText(sheet);
    expect(text).toContain('* dummy was not declarer\'s partner');
    expect(text.split('\n')[4]).toMatch(/total\s+-470\s+\+570\s+\+570\s+-670/);
  });
  it('refuses a bad deal with a coded error and leaves the sheet unchanged', () => {
    const sheet = emptyPlayerSheet({ ruleSet: 'four-at-one-table' });
    expect(playerSheetWithDeal(sheet, record({ tricks: 14 }))).toMatchObject({ ok: false, error: { code: 'score/bad-tricks' } });
    expect(playerSheetWithDeal(sheet, record({ contract: unwrap(parseContract('4HX')) }))).toMatchObject({ ok: false, error: { code: 'variant/no-doubles' } });
    expect(sheet.lines).toHaveLength(0);
  });
  it('compensation needs the hands', () => {
    const sheet = emptyPlayerSheet({ ruleSet: 'four-at-one-table', compensation: FIXTURE });
    const { deal: _deal, ...bare } = record({});
    expect(playerSheetWithDeal(sheet, bare)).toMatchObject({ ok: false, error: { code: 'sheet/needs-deal' } });
  });
  it('with a shipped table (Iniarski\'s, which reads the fit from the hands): S+E 27 HCP and a 8-card heart fit', () => {
    const sheet = unwrap(scorePlayerSession({ ruleSet: 'four-at-one-table', compensation: COMPENSATION_TABLES.iniarski }, [record({})]));
    const line = sheet.lines[0]!;
    expect(line.scores.expected).not.toBeNull();
    expect(line.scores.declarerScore).toBe(620 - line.scores.expected!);
  });
  it('Hao bridge: the board\'s vulnerability counts, and a dummy who did not agree is one of three opponents', () => {
    const sheet = unwrap(
      scorePlayerSession({ ruleSet: 'hao' }, [
        record({ board: 1, dummy: 'N', dummyIsPartner: true, vulnerability: 'none' }),
        record({ board: 2, dummy: 'N', dummyIsPartner: false, vulnerability: 'NS' }),
      ]),
    );
    expect(sheet.lines[0]!.scores.players).toEqual({ N: 420, E: -420, S: 420, W: -420 });
    expect(sheet.lines[1]!.scores.players).toEqual({ N: -207, E: -207, S: 620, W: -207 });
  });
});
