// Rubber score sheets. Modern: ACBL Laws of Contract (Rubber) Bridge 72–81 and Law 80 (1993),
// shared/spec/scoring-reference.md §1.3; Polish seed (seeds/000) for the 50-point option.
// Historical: the Estonian booklet (seeds/004, shared/spec/historical-scoring.md), whose worked
// score sheet (deals A–F, 1814 per player) is reproduced below.
import { describe, expect, it } from 'vitest';
import { parseContract, unwrap, STRAINS, type Seat } from '@biritch/core';
import { scoreRubber, scoreRubberSession, splitIntoRubbers, type SheetDeal } from './rubber.js';
import { RUBBER_TABLES, scoreRubberDeal, parseRubberTable } from './rubberTables.js';
import { scoreCheckedContract } from './duplicate.js';
import { parseDealString as parseDealText } from './sheetFile.js';

const d = (contract: string, declarer: Seat, tricks: number, extra: Partial<SheetDeal> = {}): SheetDeal => ({
  contract: unwrap(parseContract(contract)),
  declarer,
  tricks,
  ...extra,
});

describe('modern rubber (Laws 72–81)', () => {
  it('two games to none: rubber bonus 700 (Law 74)', () => {
    const s = unwrap(scoreRubber([d('4S', 'N', 10), d('3NT', 'S', 9)]));
    expect(s.winner).toBe('NS');
    expect(s.totals.NS).toEqual({ above: 700, below: 220, total: 920 });
    expect(s.games).toEqual([
      { winner: 'NS', deal: 1 },
      { winner: 'NS', deal: 2 },
    ]);
  });
  it('two games to one: rubber bonus 500 (Law 74)', () => {
    const s = unwrap(scoreRubber([d('4S', 'N', 10), d('5C', 'E', 11), d('3NT', 'S', 9)]));
    expect(s.lines[2]!.entries).toContainEqual({ side: 'NS', line: 'above', kind: 'rubber', points: 500 });
  });
  it('a side becomes vulnerable once it has won a game: one down undoubled is then 100', () => {
    const s = unwrap(scoreRubber([d('4S', 'N', 10), d('2H', 'S', 7)]));
    expect(s.lines[1]!.vulnerable).toEqual({ NS: true, EW: false });
    expect(s.lines[1]!.entries).toEqual([{ side: 'EW', line: 'above', kind: 'undertricks', points: 100 }]);
  });
  it("part scores add up to game, and a game wipes the other side's part score for the next game (Law 73)", () => {
    const s = unwrap(
      scoreRubber([d('2H', 'N', 8), d('2S', 'E', 8), d('2C', 'S', 8), d('2NT', 'E', 8), d('1NT', 'W', 7)]),
    );
    // NS 60 + 40 = 100 on deal 3: game. EW's 60 no longer counts: 70 + 40 = 110 makes game only on deal 5.
    expect(s.games).toEqual([
      { winner: 'NS', deal: 3 },
      { winner: 'EW', deal: 5 },
    ]);
  });
  it('no part-score bonus; overtricks, slams and insult as Law 77: 6♠X vulnerable +1', () => {
    const s = unwrap(scoreRubber([d('4H', 'N', 10), d('6SX', 'S', 13)]));
    const e = s.lines[1]!.entries;
    expect(e).toEqual([
      { side: 'NS', line: 'below', kind: 'tricks', points: 360 },
      { side: 'NS', line: 'above', kind: 'contract', points: 50 },
      { side: 'NS', line: 'above', kind: 'overtricks', points: 200 },
      { side: 'NS', line: 'above', kind: 'slam', points: 750 },
      { side: 'NS', line: 'above', kind: 'rubber', points: 700 },
    ]);
  });
  it('honours score to the side holding them, whoever declares: 150 for five, 100 for four, 150 for four aces', () => {
    const s = unwrap(
      scoreRubber([
        d('4S', 'N', 10, { honours: { side: 'EW', kind: 'four-trumps' } }),
        d('3NT', 'E', 9, { honours: { side: 'EW', kind: 'four-aces' } }),
      ]),
    );
    expect(s.lines[0]!.entries).toContainEqual({ side: 'EW', line: 'above', kind: 'honours', points: 100 });
    expect(s.lines[1]!.entries).toContainEqual({ side: 'EW', line: 'above', kind: 'honours', points: 150 });
  });
  it('an unfinished rubber: 300 for the one completed game, 100 for a lone part score (Law 80, 1993)', () => {
    const s = unwrap(scoreRubber([d('4S', 'N', 10), d('2H', 'E', 8)]));
    expect(s.finished).toBe(false);
    expect(s.lines[2]!.entries).toEqual([
      { side: 'NS', line: 'above', kind: 'unfinished', points: 300 },
      { side: 'EW', line: 'above', kind: 'unfinished', points: 100 },
    ]);
  });
  it('an unfinished rubber at one game all: no game premium, only the lone part score (Law 80)', () => {
    const s = unwrap(scoreRubber([d('4S', 'N', 10), d('4S', 'E', 10), d('2C', 'S', 8)]));
    expect(s.lines[3]!.entries).toEqual([{ side: 'NS', line: 'above', kind: 'unfinished', points: 100 }]);
  });
  it('keeps running totals after every deal', () => {
    const s = unwrap(scoreRubber([d('2H', 'N', 9), d('3NT', 'E', 8), d('2S', 'S', 8)]));
    // Deal 3 completes a game (60 + 60); the unfinished rubber then credits 300 (Law 80).
    expect(s.lines.map((l) => l.running)).toEqual([
      { NS: 90, EW: 0 },
      { NS: 140, EW: 0 },
      { NS: 200, EW: 0 },
      { NS: 500, EW: 0 },
    ]);
  });
  it("the Polish seed's 50 for a part score is an option", () => {
    const s = unwrap(scoreRubber([d('2H', 'E', 8)], { unfinishedPartScore: 50 }));
    expect(s.lines[1]!.entries).toEqual([{ side: 'EW', line: 'above', kind: 'unfinished', points: 50 }]);
  });
  it('no part-score premium when both sides have part scores (Law 80: "only one side")', () => {
    const s = unwrap(scoreRubber([d('2H', 'E', 8), d('2S', 'N', 8)]));
    expect(s.lines.length).toBe(2);
  });
  it('a passed-out deal scores nothing', () => {
    const s = unwrap(scoreRubber([{ contract: null }, d('4S', 'N', 10)]));
    expect(s.lines[0]!.passedOut).toBe(true);
  });
  it('refuses deals after the rubber is over, and bad deals, with codes', () => {
    expect(scoreRubber([d('4S', 'N', 10), d('4S', 'N', 10), d('1C', 'E', 7)])).toMatchObject({
      ok: false,
      error: { code: 'sheet/rubber-over' },
    });
    expect(scoreRubber([d('4S', 'N', 14)])).toMatchObject({ ok: false, error: { code: 'score/bad-tricks' } });
    expect(scoreRubber([{ contract: unwrap(parseContract('4S')), declarer: 'Q' as Seat, tricks: 10 }])).toMatchObject({
      ok: false,
      error: { code: 'sheet/bad-declarer' },
    });
    expect(scoreRubber([d('4S', 'N', 10, { honours: { side: 'NS', kind: 'four-aces' } })])).toMatchObject({
      ok: false,
      error: { code: 'honours/wrong-strain' },
    });
  });
  it('splits a long list into rubbers', () => {
    const parts = unwrap(splitIntoRubbers([d('4S', 'N', 10), d('4S', 'N', 10), d('3NT', 'E', 9)]));
    expect(parts.map((p) => p.length)).toEqual([2, 1]);
  });
  it("agrees with Law 77 on every contract: the standard table's entries + 50 part score or 300/500 game = the duplicate score", () => {
    for (let level = 1; level <= 7; level++)
      for (const strain of STRAINS)
        for (const doubled of [0, 1, 2] as const)
          for (const vulnerable of [false, true])
            for (let tricks = 0; tricks <= 13; tricks++) {
              const contract = { level: level as 1, strain, doubled };
              const entries = unwrap(
                scoreRubberDeal(RUBBER_TABLES.standard, { contract, declarer: 'N', tricks, vulnerable }),
              );
              let net = entries.reduce((s, e) => s + (e.side === 'NS' ? e.points : -e.points), 0);
              const below = entries.find((e) => e.line === 'below')?.points ?? 0;
              if (tricks >= level + 6) net += below >= 100 ? (vulnerable ? 500 : 300) : 50;
              expect(net).toBe(scoreCheckedContract(contract, tricks, vulnerable).total);
            }
  });
});

describe("the Estonian booklet's worked Kontrakt sheet (deals A–F)", () => {
  // "we" = A and B (NS here), "they" = X and Y (EW).
  const deals: SheetDeal[] = [
    d('2DX', 'N', 9, { honours: { side: 'NS', kind: 'four-trumps' } }), // A
    d('3C', 'E', 12, { honours: { side: 'EW', kind: 'five-trumps' } }), // B
    d('4H', 'W', 9), // C
    d('2S', 'S', 9, { honours: { side: 'NS', kind: 'four-trumps' } }), // D
    d('3C', 'N', 8), // E
    d('4S', 'N', 13, { honours: { side: 'NS', kind: 'five-trumps' } }), // F
  ];
  const sheet = unwrap(scoreRubber(deals, { table: RUBBER_TABLES.kontrakt }));
  const sum = (i: number, side: 'NS' | 'EW', line: 'above' | 'below') =>
    sheet.lines[i]!.entries.filter((e) => e.side === side && e.line === line).reduce((s, e) => s + e.points, 0);
  it('deal A: 300 above (50 + 50 doubled, 100 honours), 28 below', () => {
    expect([sum(0, 'NS', 'above'), sum(0, 'NS', 'below')]).toEqual([300, 28]);
  });
  it('deal B: 500 above (50 + 150 + 100 small slam + 200 honours), 18 below', () => {
    expect([sum(1, 'EW', 'above'), sum(1, 'EW', 'below')]).toEqual([500, 18]);
  });
  it('deal C: 100 to us for their one down', () => {
    expect(sum(2, 'NS', 'above')).toBe(100);
  });
  it('deal D: 500 above with the 300 game premium; 18 below makes game (28 + 18 ≥ 30); totals 946 to 518', () => {
    expect([sum(3, 'NS', 'above'), sum(3, 'NS', 'below')]).toEqual([500, 18]);
    expect(sheet.lines[3]!.gameWon).toBe('NS');
    expect(sheet.lines[3]!.running).toEqual({ NS: 946, EW: 518 });
  });
  it('deal E: vulnerable one down gives them (50 + 50) × 2 = 200', () => {
    expect(sheet.lines[4]!.vulnerable.NS).toBe(true);
    expect(sum(4, 'EW', 'above')).toBe(200);
  });
  it('deal F: 1550 above ((50 + 150) × 2 + 200 grand slam + 200 honours + 750 rubber), 36 below', () => {
    expect([sum(5, 'NS', 'above'), sum(5, 'NS', 'below')]).toEqual([1550, 36]);
  });
  it('final: we 2532, they 718, difference 1814; A and B +1814, X and Y −1814', () => {
    expect([sheet.totals.NS.total, sheet.totals.EW.total, sheet.difference]).toEqual([2532, 718, 1814]);
    const session = unwrap(
      scoreRubberSession([{ players: { NS: ['A', 'B'], EW: ['X', 'Y'] }, deals }], { table: RUBBER_TABLES.kontrakt }),
    );
    expect(session.players).toEqual({ A: 1814, B: 1814, X: -1814, Y: -1814 });
  });
  it('partners changing after each rubber: results accumulate per player', () => {
    const session = unwrap(
      scoreRubberSession(
        [
          { players: { NS: ['A', 'B'], EW: ['X', 'Y'] }, deals },
          { players: { NS: ['A', 'X'], EW: ['B', 'Y'] }, deals: [d('3NT', 'E', 10), d('3NT', 'W', 10)] },
        ],
        { table: RUBBER_TABLES.kontrakt },
      ),
    );
    // Second rubber: EW 30 + 30 below; 50 + 50 made and overtrick, then vulnerable 100 + 100; 300 game; 750 rubber.
    const second = session.rubbers[1]!.difference;
    expect(second).toBe(-(30 + 30 + 100 + 200 + 300 + 750));
    expect(session.players).toEqual({ A: 1814 + second, B: 1814 - second, X: -1814 + second, Y: -1814 - second });
  });
  it('scores Schikane (50 for a hand void of trumps) only when asked and the deal is known', () => {
    const hands = unwrap(parseDealText('N:AKQJT.AKQJ.A2.A2 98765.T98.K3.K43 432.765.QJT98.QJ -.432.7654.T98765'));
    const plain = unwrap(scoreRubber([d('4S', 'N', 10, { deal: hands })], { table: RUBBER_TABLES.kontrakt }));
    expect(plain.lines[0]!.entries.some((e) => e.kind === 'chicane')).toBe(false);
    const withChicane = unwrap(
      scoreRubber([d('4S', 'N', 10, { deal: hands })], { table: RUBBER_TABLES.kontrakt, chicane: true }),
    );
    expect(withChicane.lines[0]!.entries).toContainEqual({ side: 'EW', line: 'above', kind: 'chicane', points: 50 });
    expect(withChicane.lines[0]!.entries).toContainEqual({ side: 'NS', line: 'above', kind: 'honours', points: 200 });
  });
  it('can leave below-the-line points out of the final count ("usually" in Kontrakt-bridge)', () => {
    const s = unwrap(scoreRubber(deals, { table: RUBBER_TABLES.kontrakt, countBelowLine: false }));
    expect(s.difference).toBe(1814 - (28 + 18 + 36 - 18));
  });
});

describe('Vanderbilt-bridge (booklet table 2)', () => {
  const V = RUBBER_TABLES.vanderbilt;
  const net = (c: string, tricks: number, vulnerable: boolean) =>
    unwrap(scoreRubberDeal(V, { contract: unwrap(parseContract(c)), declarer: 'N', tricks, vulnerable })).reduce(
      (s, e) => s + (e.side === 'NS' ? e.points : -e.points),
      0,
    );
  it('NT tricks 35 each; game needs 100; making scores only when doubled', () => {
    expect(net('3NT', 9, false)).toBe(105);
    expect(net('3NTX', 9, false)).toBe(210 + 50);
    expect(net('3NTXX', 9, true)).toBe(420 + 200);
  });
  it('undertricks follow the table: NV doubled 5 down = 100+100+200+200+400; V undoubled 3 down = 100+200+200', () => {
    expect(net('4SX', 5, false)).toBe(-1000);
    expect(net('4S', 7, true)).toBe(-500);
    expect(net('4SXX', 9, true)).toBe(-400);
    expect(net('4SX', 8, true)).toBe(-600);
  });
  it('slams only when bid: 4♠ with 12 tricks earns no slam, 6♠ bid and made earns 500/750', () => {
    expect(net('4S', 12, false)).toBe(120 + 100);
    expect(net('6S', 12, true)).toBe(180 + 750);
  });
  it('no game premium; rubber 700 or 500', () => {
    const s = unwrap(scoreRubber([d('4S', 'N', 10), d('4S', 'E', 10), d('4S', 'S', 10)], { table: V }));
    expect(s.lines.flatMap((l) => l.entries.filter((e) => e.kind === 'game'))).toEqual([]);
    expect(s.lines[2]!.entries).toContainEqual({ side: 'NS', line: 'above', kind: 'rubber', points: 500 });
  });
});

describe('Reform (booklet table 3)', () => {
  it("game at 40; game premium = the game's trick points; rubber premium = both games' trick points, beyond 40 too", () => {
    const s = unwrap(
      scoreRubber([d('4S', 'N', 10), d('1S', 'N', 7), d('4NT', 'S', 10)], { table: RUBBER_TABLES.reform }),
    );
    expect(s.games.map((g) => g.deal)).toEqual([2, 3]);
    expect(s.lines[1]!.entries).toContainEqual({ side: 'NS', line: 'above', kind: 'game', points: 45 });
    expect(s.lines[2]!.entries).toContainEqual({ side: 'NS', line: 'above', kind: 'rubber', points: 85 });
  });
  it('undertricks 8 a trick in the first game, 16 in the second, plus 4 for failing', () => {
    const s = unwrap(
      scoreRubber([d('4S', 'N', 10), d('1S', 'N', 7), d('2H', 'S', 6), d('2H', 'E', 6)], {
        table: RUBBER_TABLES.reform,
      }),
    );
    expect(s.lines[2]!.entries).toEqual([
      { side: 'EW', line: 'above', kind: 'contract', points: 4 },
      { side: 'EW', line: 'above', kind: 'undertricks', points: 32 },
    ]);
    expect(s.lines[3]!.entries).toEqual([
      { side: 'NS', line: 'above', kind: 'contract', points: 4 },
      { side: 'NS', line: 'above', kind: 'undertricks', points: 16 },
    ]);
  });
  it('slams: bid small 48, unbid small 16, unbid grand 32', () => {
    const slam = (c: string, t: number) =>
      unwrap(
        scoreRubberDeal(RUBBER_TABLES.reform, {
          contract: unwrap(parseContract(c)),
          declarer: 'N',
          tricks: t,
          vulnerable: false,
        }),
      ).find((e) => e.kind === 'slam')?.points;
    expect([slam('6S', 12), slam('4S', 12), slam('4S', 13), slam('7S', 13)]).toEqual([48, 16, 32, 96]);
  });
});

describe('tables as data', () => {
  it('a corrected copy of a table loads and is used (e.g. Vanderbilt NT read as 40-30)', () => {
    const fixed = unwrap(
      parseRubberTable({
        ...RUBBER_TABLES.vanderbilt,
        trickValues: { ...RUBBER_TABLES.vanderbilt.trickValues, NT: [40, 30] },
      }),
    );
    const e = unwrap(
      scoreRubberDeal(fixed, { contract: unwrap(parseContract('3NT')), declarer: 'N', tricks: 9, vulnerable: false }),
    );
    expect(e[0]).toEqual({ side: 'NS', line: 'below', kind: 'tricks', points: 100 });
  });
  it('rejects a malformed table with a code naming the field', () => {
    expect(parseRubberTable({ ...RUBBER_TABLES.kontrakt, game: 'thirty' })).toMatchObject({
      ok: false,
      error: { code: 'table/bad-table' },
    });
  });
  it('every shipped table cites its sources', () => {
    for (const t of Object.values(RUBBER_TABLES)) expect(t.sources.length).toBeGreaterThan(0);
  });
});
