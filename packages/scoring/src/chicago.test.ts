// Chicago (scoring-reference.md §1.4: ACBL "How to keep score: Chicago"; Bicycle "Four-deal
// bridge"; David Stevenson on IBLF).
import { describe, expect, it } from 'vitest';
import { parseContract, unwrap, type Seat } from '@biritch/core';
import { chicagoVulnerability, scoreChicago } from './chicago.js';
import type { SheetDeal } from './rubber.js';

const d = (contract: string, declarer: Seat, tricks: number): SheetDeal => ({
  contract: unwrap(parseContract(contract)),
  declarer,
  tricks,
});

describe('Chicago vulnerability', () => {
  it("deal 1 none, deals 2–3 the dealer's side (ACBL), deal 4 both; dealer N first", () => {
    expect([0, 1, 2, 3].map((k) => chicagoVulnerability(k, (['N', 'E', 'S', 'W'] as const)[k]!))).toEqual([
      { NS: false, EW: false },
      { NS: false, EW: true },
      { NS: true, EW: false },
      { NS: true, EW: true },
    ]);
  });
  it("the regional order makes the dealer's opponents vulnerable on deals 2–3 (Bicycle, Stevenson; = duplicate boards 1–4)", () => {
    expect([1, 2].map((k) => chicagoVulnerability(k, (['N', 'E', 'S', 'W'] as const)[k]!, 'non-dealer'))).toEqual([
      { NS: true, EW: false },
      { NS: false, EW: true },
    ]);
  });
});

describe('Chicago sheet', () => {
  it("game bonus at once by the deal's vulnerability; part scores carry and combine to game", () => {
    const s = unwrap(scoreChicago([d('2H', 'N', 8), d('2S', 'E', 8), d('2S', 'S', 8), d('3NT', 'W', 9)]));
    // Deal 1: NS 60. Deal 2 (EW vul): EW 60. Deal 3 (NS vul): NS 60 + 60 = 120 → game 500, both part scores wiped.
    expect(s.lines[2]!.entries).toContainEqual({ side: 'NS', line: 'above', kind: 'game', points: 500 });
    // Deal 4 (both vul): EW 3NT is a game on its own: 500.
    expect(s.lines[3]!.entries).toContainEqual({ side: 'EW', line: 'above', kind: 'game', points: 500 });
    expect(s.games).toEqual([
      { winner: 'NS', deal: 3 },
      { winner: 'EW', deal: 4 },
    ]);
    expect(s.finished).toBe(true);
  });
  it('a part score on deal 4 that does not make game earns 100, even when the other side has a part score', () => {
    const s = unwrap(scoreChicago([d('2H', 'N', 8), d('1NT', 'E', 7), d('1C', 'S', 7), d('1S', 'W', 7)]));
    expect(s.lines[3]!.entries).toEqual([
      { side: 'EW', line: 'below', kind: 'tricks', points: 30 },
      { side: 'EW', line: 'above', kind: 'premium', points: 100 },
    ]);
  });
  it('no 100 premium on deal 4 when the part score completes a game (it gets the game bonus)', () => {
    const s = unwrap(scoreChicago([d('2S', 'E', 8), d('1NT', 'N', 7), d('1C', 'S', 7), d('2S', 'W', 8)]));
    expect(s.lines[3]!.entries.map((e) => e.kind)).toEqual(['tricks', 'game']);
  });
  it('a passed-out deal is redealt by the same dealer and does not count', () => {
    const s = unwrap(
      scoreChicago([d('1C', 'N', 7), { contract: null }, d('4S', 'E', 10), d('1C', 'S', 7), d('1C', 'W', 7)]),
    );
    expect(s.dealers).toEqual(['N', 'E', 'E', 'S', 'W']);
    expect(s.lines[2]!.vulnerable).toEqual({ NS: false, EW: true });
    expect(s.lines[2]!.entries).toContainEqual({ side: 'EW', line: 'above', kind: 'game', points: 500 });
    expect(s.finished).toBe(true);
  });
  it("undertricks by the deal's vulnerability (Law 77): deal 1 one down 50, deal 4 one down 100", () => {
    const s = unwrap(scoreChicago([d('4S', 'N', 9), d('1C', 'E', 7), d('1C', 'S', 7), d('4S', 'W', 9)]));
    expect(s.lines[0]!.entries).toEqual([{ side: 'EW', line: 'above', kind: 'undertricks', points: 50 }]);
    expect(s.lines[3]!.entries).toEqual([{ side: 'NS', line: 'above', kind: 'undertricks', points: 100 }]);
  });
  it('honours count as in rubber (Stevenson): declared 4 trump honours to EW, 100', () => {
    const s = unwrap(scoreChicago([{ ...d('4S', 'N', 10), honours: { side: 'EW', kind: 'four-trumps' } }]));
    expect(s.lines[0]!.entries).toContainEqual({ side: 'EW', line: 'above', kind: 'honours', points: 100 });
  });
  it('a fifth deal starts a new chicago with no part scores carried and no vulnerability', () => {
    const s = unwrap(
      scoreChicago([d('2H', 'N', 8), d('1C', 'E', 7), d('1C', 'S', 7), d('1C', 'W', 7), d('2H', 'N', 8)]),
    );
    expect(s.lines[4]!.vulnerable).toEqual({ NS: false, EW: false });
    expect(s.lines[4]!.entries).toEqual([{ side: 'NS', line: 'below', kind: 'tricks', points: 60 }]);
    expect(s.finished).toBe(false);
  });
});
