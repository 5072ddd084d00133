// Law 64 trick transfer for revokes, and revokes let through by a table with rectifications.
import { describe, expect, it } from 'vitest';
import { parseHand, type Card, type Deal, type Seat, type Suit } from '../cards.js';
import { parseCall } from '../calls.js';
import { unwrap } from '../result.js';
import type { Play, Revoke } from '../play.js';
import { decide, evolve, initialTableState, legalCards, type TableState } from '../table/machine.js';
import type { TableCommand, TableEvent } from '../table/types.js';
import { revokeTransfer } from './revoke.js';

// A finished play with the given trick winners; declarer S, dummy N (only winners and revokes matter here).
const finished = (winners: string, revokes: Revoke[]): Play => ({
  strain: 'NT',
  declarer: 'S',
  dummy: 'N',
  order: ['N', 'E', 'S', 'W'],
  hands: { N: [0, 0, 0, 0], E: [0, 0, 0, 0], S: [0, 0, 0, 0], W: [0, 0, 0, 0] },
  leader: 'W',
  current: [],
  tricks: winners.split('').map((w) => ({ leader: 'W', cards: [], winner: w as Seat })),
  declarerTricks: winners.split('').filter((w) => w === 'N' || w === 'S').length,
  defenderTricks: winners.split('').filter((w) => w === 'E' || w === 'W').length,
  turn: winners.length === 13 ? null : 'W',
  revokes,
});
const rv = (trick: number, seat: Seat, suit: Suit = 'S'): Revoke => ({ trick, seat, suit, card: 'C2' as Card });

describe('revoke trick transfer (Law 64)', () => {
  it('transfers the revoke trick and one more when the offender won it and the side won a later trick (Law 64A1)', () => {
    const t = revokeTransfer(finished('EEWSSSSSSSSSS', [rv(0, 'E')]));
    expect(t).toMatchObject({ toDeclarer: 2, toDefenders: 0, assessments: [{ tricks: 2, ruling: 'won-by-offender' }] });
  });
  it('transfers one trick when the offender won the revoke trick and the side no later one (Law 64A1)', () => {
    expect(revokeTransfer(finished('SSSSESSSSSSSS', [rv(4, 'E')])).toDeclarer).toBe(1);
  });
  it("transfers one trick when the offender's partner won the revoke trick (Law 64A2)", () => {
    expect(revokeTransfer(finished('SSSSWSSSSSSSS', [rv(4, 'E')])).toDeclarer).toBe(1);
  });
  it('transfers one trick when the other side won the revoke trick but the offending side a later one (Law 64A2)', () => {
    expect(revokeTransfer(finished('SSSSSSSSSSSSW', [rv(4, 'E')])).toDeclarer).toBe(1);
  });
  it('transfers nothing when the offending side won neither the revoke trick nor a later one (Law 64B1)', () => {
    expect(revokeTransfer(finished('WSSSSSSSSSSSS', [rv(1, 'E')]))).toMatchObject({
      toDeclarer: 0,
      assessments: [{ ruling: 'no-later-trick' }],
    });
  });
  it('does not rectify a second revoke in the same suit by the same player (Law 64B2)', () => {
    const t = revokeTransfer(finished('EEEESSSSSSSSS', [rv(0, 'E', 'H'), rv(2, 'E', 'H')]));
    expect(t.assessments.map((a) => a.ruling)).toEqual(['won-by-offender', 'same-suit-again']);
    expect(t.toDeclarer).toBe(2);
  });
  it('does not rectify a revoke by dummy, whose cards are faced (Law 64B3)', () => {
    expect(revokeTransfer(finished('NNNNNNNNNNNNN', [rv(3, 'N')]))).toMatchObject({
      toDefenders: 0,
      assessments: [{ ruling: 'dummy' }],
    });
  });
  it('does not rectify a revoke on the twelfth trick (Law 64B6)', () => {
    expect(revokeTransfer(finished('SSSSSSSSSSSEE', [rv(11, 'E')])).toDeclarer).toBe(0);
  });
  it("transfers from declarer's side when declarer revokes", () => {
    expect(revokeTransfer(finished('SSSSSSSSSSSSS', [rv(0, 'S')]))).toMatchObject({ toDeclarer: 0, toDefenders: 2 });
  });
  it('counts tricks won by a claim as later tricks (Law 63A3)', () => {
    const partial = { ...finished('WWWE', [rv(3, 'W')]), turn: 'E' as Seat };
    expect(revokeTransfer(partial, { declarer: 0, defenders: 0 }).toDeclarer).toBe(1);
    expect(revokeTransfer(partial, { declarer: 0, defenders: 9 }).toDeclarer).toBe(1);
    const own = { ...finished('WWWW', [rv(3, 'W')]), turn: 'W' as Seat };
    expect(revokeTransfer(own, { declarer: 9, defenders: 0 }).toDeclarer).toBe(1);
    expect(revokeTransfer(own, { declarer: 0, defenders: 9 }).toDeclarer).toBe(2);
  });
  it('never takes more tricks than the offending side won from its first revoke on', () => {
    // Two revokes in different suits, each worth two, but the defenders won only three tricks from the first on.
    const t = revokeTransfer(finished('SSEESSSSSSSSE', [rv(2, 'E', 'H'), rv(3, 'E', 'D')]));
    expect(t.assessments.map((a) => a.tricks)).toEqual([2, 2]);
    expect(t.toDeclarer).toBe(3);
  });
});

// North holds the top of every suit but clubs, where East has the ace.
const DEAL: Deal = {
  N: unwrap(parseHand('AKQJ.AKQ.AKQ.KQ8')),
  E: unwrap(parseHand('T98.JT9.JT9.AJT9')),
  S: unwrap(parseHand('765.8765.876.765')),
  W: unwrap(parseHand('432.432.5432.432')),
};

describe('a revoke at a table with rectifications (Laws 61–64)', () => {
  const table = (rectifications: boolean) => {
    let s: TableState = initialTableState({ ruleSet: 'standard', rectifications });
    const events: TableEvent[] = [];
    const act = (cmd: TableCommand, seat?: Seat) => {
      const r = decide(s, cmd, seat ? { kind: 'seat', seat } : { kind: 'system' });
      if (!r.ok) return r.error.code;
      events.push(...r.value);
      s = r.value.reduce(evolve, s);
      return 'ok';
    };
    act({ type: 'startDeal', board: 1, dealer: 'S', vulnerability: 'none', deal: DEAL });
    for (const c of ['1NT', 'P', '3NT', 'P', 'P', 'P'])
      act({ type: 'call', call: unwrap(parseCall(c)) }, s.auction!.turn!);
    return {
      act,
      events,
      get state() {
        return s;
      },
    };
  };
  it('refuses the revoke without rectifications', () => {
    const t = table(false);
    expect(t.act({ type: 'play', card: 'S4' }, 'W')).toBe('ok');
    expect(t.act({ type: 'play', card: 'SA' }, 'S')).toBe('ok');
    expect(t.act({ type: 'play', card: 'C9' }, 'E')).toBe('play/must-follow-suit');
  });
  it('lets East revoke, plays on, then transfers one trick to declarer before the result (Law 64A2)', () => {
    const t = table(true);
    t.act({ type: 'play', card: 'S4' }, 'W');
    t.act({ type: 'play', card: 'SA' }, 'S');
    expect(t.act({ type: 'play', card: 'C9' }, 'E')).toBe('ok');
    t.act({ type: 'play', card: 'S5' }, 'S');
    expect(t.state.play!.revokes).toEqual([{ trick: 0, seat: 'E', card: 'C9', suit: 'S' }]);
    // North wins the revoke trick; East then wins a later trick with the club ace.
    for (const [seat, card] of [
      ['S', 'CK'],
      ['E', 'CA'],
      ['S', 'C7'],
      ['W', 'C4'],
    ] as const)
      expect(t.act({ type: 'play', card }, seat)).toBe('ok');
    expect(t.state.play!.tricks.map((x) => x.winner)).toEqual(['N', 'E']);
    while (t.state.phase === 'play') {
      const p = t.state.play!;
      const actor = p.turn === p.dummy ? p.declarer : p.turn!;
      t.act({ type: 'play', card: legalCards(t.state, actor)[0]! }, actor);
    }
    const played = t.state.play!.declarerTricks;
    const tail = t.events.slice(-3);
    expect(tail.map((e) => e.type)).toEqual(['tricksTransferred', 'dealEnded', 'handsRevealed']);
    expect(tail[0]).toMatchObject({ toDeclarer: 1, toDefenders: 0, law: 64, visibleTo: 'all' });
    expect(tail[1]).toMatchObject({ result: { declarerTricks: played + 1 } });
  });
});
