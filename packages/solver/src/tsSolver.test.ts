// Checks the TypeScript engine against a plain minimax on random small endings, against DDS 2.9's
// golden files (shared/data/dds, dds-bridge/dds `hands/`, Apache-2.0): TRACE lines of played deals,
// FUT lines and full tables, and its coded errors.
import { readFileSync } from 'node:fs';
import {
  SEATS,
  STRAINS,
  SUITS,
  RANK_CHARS,
  parseDeal,
  unwrap,
  type Card,
  type Deal,
  type Hand,
  type Seat,
  type Strain,
} from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { trySolve, tryTable } from './errors.js';
import { requireTestData, testDataPath } from '@biritch/testing';
import { parseDdsList, type DdsListEntry } from './goldenFiles.js';
import { DdEngine } from './engine.js';
import { createTsSolver } from './tsSolver.js';
import { cardMap, randomEnding, seededInts } from './testing.js';
import type { Position } from './types.js';

const hasDds = requireTestData('dds');
const list = (name: string): DdsListEntry[] => unwrap(parseDdsList(readFileSync(testDataPath('dds', name), 'utf8')));

const cardSuit = (c: Card): number => SUITS.indexOf(c[0] as (typeof SUITS)[number]);
const cardBit = (c: Card): number => RANK_CHARS.indexOf(c[1] as (typeof RANK_CHARS)[number]);
const next = (s: Seat, k = 1): Seat => SEATS[(SEATS.indexOf(s) + k) % 4]!;
const isNs = (s: Seat): boolean => s === 'N' || s === 'S';
/** Every card's score from a fresh solver, each card of a group of equals listed under its own name. */
const cardScores = (position: Position, strain: Strain): Record<string, number> =>
  cardMap(createTsSolver().solve(position, strain, { cards: true }).cards);
/** A fresh engine's test "North-South take at least `target`" from `leader`'s lead: its answer and nodes. */
function rootTest(deal: Deal, trump: number, leader: number, target: number): { ok: boolean; nodes: number } {
  const engine = new DdEngine();
  engine.setBudget(undefined);
  engine.setupInPlace(
    SEATS.flatMap((seat) => [...deal[seat]]),
    trump,
    leader,
    [],
  );
  const ok = engine.testNs(target);
  return { ok, nodes: engine.nodes };
}

/** Winner of a complete trick (the rules of Law 44), for replaying golden plays. */
function trickWinner(leader: Seat, cards: readonly Card[], strain: Strain): Seat {
  const trump = strain === 'NT' ? -1 : SUITS.indexOf(strain);
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const a = cards[best]!;
    const b = cards[i]!;
    if (cardSuit(b) === cardSuit(a) ? cardBit(b) > cardBit(a) : cardSuit(b) === trump) best = i;
  }
  return next(leader, best);
}

const without = (hand: Hand, c: Card): Hand => {
  const h = [...hand] as [number, number, number, number];
  h[cardSuit(c)]! &= ~(1 << cardBit(c));
  return h;
};

/** Plays `cards` from the start of a deal: the position reached and the tricks North-South won. */
function replay(
  deal: Deal,
  leader: Seat,
  cards: readonly Card[],
  strain: Strain,
): { position: Position; nsWon: number; ewWon: number } {
  const hands: Record<Seat, Hand> = { ...deal };
  let lead = leader;
  let trick: Card[] = [];
  let nsWon = 0;
  let ewWon = 0;
  for (const c of cards) {
    const seat = next(lead, trick.length);
    hands[seat] = without(hands[seat], c);
    trick.push(c);
    if (trick.length === 4) {
      lead = trickWinner(lead, trick, strain);
      if (isNs(lead)) nsWon++;
      else ewWon++;
      trick = [];
    }
  }
  return { position: { deal: hands, trick: { leader: lead, cards: trick } }, nsWon, ewWon };
}

/** Plain minimax over every legal card: tricks the side to play takes from here. */
function bruteForce(position: Position, strain: Strain): number {
  const toPlay = next(position.trick.leader, position.trick.cards.length);
  const hand = position.deal[toPlay];
  const left = hand.reduce((n, h) => n + [...Array(13).keys()].filter((b) => h & (1 << b)).length, 0);
  if (left === 0) return 0;
  return Math.max(...legalCards(position).map((c) => scoreAfter(position, strain, c)));
}

function legalCards(position: Position): Card[] {
  const toPlay = next(position.trick.leader, position.trick.cards.length);
  const hand = position.deal[toPlay];
  const lead = position.trick.cards[0];
  const suits = lead && hand[cardSuit(lead)] !== 0 ? [cardSuit(lead)] : [0, 1, 2, 3];
  const out: Card[] = [];
  for (const s of suits)
    for (let b = 12; b >= 0; b--) if (hand[s]! & (1 << b)) out.push(`${SUITS[s]!}${RANK_CHARS[b]!}` as Card);
  return out;
}

/** Tricks of the side playing `card` from `position`, the rest played by minimax. */
function scoreAfter(position: Position, strain: Strain, card: Card): number {
  const toPlay = next(position.trick.leader, position.trick.cards.length);
  const deal = { ...position.deal, [toPlay]: without(position.deal[toPlay], card) };
  const cards = [...position.trick.cards, card];
  if (cards.length < 4) {
    const nextSeat = next(toPlay);
    const sub = bruteForce({ deal, trick: { leader: position.trick.leader, cards } }, strain);
    if (isNs(nextSeat) === isNs(toPlay)) return sub;
    const leftAfter = deal[nextSeat].reduce((n, h) => n + [...Array(13).keys()].filter((b) => h & (1 << b)).length, 0);
    return leftAfter - sub;
  }
  const winner = trickWinner(position.trick.leader, cards, strain);
  const sub = bruteForce({ deal, trick: { leader: winner, cards: [] } }, strain);
  const restLeft = deal[winner].reduce((n, h) => n + [...Array(13).keys()].filter((b) => h & (1 << b)).length, 0);
  const winnerSide = isNs(winner) === isNs(toPlay);
  return winnerSide ? 1 + sub : restLeft - sub;
}

describe('createTsSolver: small endings against plain minimax', () => {
  it('agrees on 100 random 1- to 4-card endings in every strain, tricks in progress included (card by card up to 3 cards)', () => {
    const rnd = seededInts(20261121);
    const solver = createTsSolver({ ttBits: 14 });
    for (let i = 0; i < 100; i++) {
      const n = 1 + (i % 4);
      const position = randomEnding(rnd, n, rnd(4));
      const strain = STRAINS[i % 5]!;
      const r = solver.solve(position, strain, { cards: true });
      expect(r.tricks, `ending ${i}`).toBe(bruteForce(position, strain));
      const covered = r.cards!.flatMap((c) => [c.card, ...c.equals]).sort();
      expect(covered).toEqual(legalCards(position).sort());
      if (n < 4)
        for (const c of r.cards!)
          for (const card of [c.card, ...c.equals])
            expect(scoreAfter(position, strain, card), `${card} in ending ${i}`).toBe(c.tricks);
      expect(Math.max(...r.cards!.map((c) => c.tricks))).toBe(r.tricks);
    }
  });

  it('finds a simple squeeze: South cashes the club and West cannot guard both red suits (NT)', () => {
    // N: ♥A2 ♦2? — three-card ending: N ♥AQ ♠2, S ♣A ♦A ♥3, W ♥K4 ♦K, E ♠J T 9.
    const deal: Deal = {
      N: [0, 0, (1 << 12) | (1 << 10), 1 << 0],
      E: [0, 0, 0, (1 << 9) | (1 << 8) | (1 << 7)],
      S: [1 << 12, 1 << 12, 1 << 1, 0],
      W: [0, 1 << 11, (1 << 11) | (1 << 2), 0],
    };
    const r = createTsSolver().solve({ deal, trick: { leader: 'S', cards: [] } }, 'NT', { cards: true });
    expect(r.tricks).toBe(bruteForce({ deal, trick: { leader: 'S', cards: [] } }, 'NT'));
    expect(r.cards!.find((c) => c.card === 'CA')!.tricks).toBe(r.tricks);
  });
});

describe('createTsSolver: split groups of touching cards', () => {
  // Found on list100.txt deal 13 (South declares spades): a stored bound proved where North's
  // ♠T98 were one group was reused where ♠8 was South's, so South could overtake ♠6 and run hearts.
  const deal: Deal = {
    N: [0, 1 << 0, 0, (1 << 8) | (1 << 7) | (1 << 4)], // ♠T96 ♦2
    E: [0, (1 << 10) | (1 << 9) | (1 << 6), 0, 1 << 3], // ♠5 ♦QJ8
    S: [0, 1 << 8, (1 << 9) | (1 << 6), 1 << 6], // ♠8 ♥J8 ♦T
    W: [(1 << 10) | (1 << 4), 0, (1 << 5) | (1 << 1), 0], // ♥73 ♣Q6
  };
  it('North leads ♠6 for South to overtake: all four tricks, as plain minimax finds', () => {
    const position: Position = { deal, trick: { leader: 'N', cards: [] } };
    expect(bruteForce(position, 'S')).toBe(4);
    expect(createTsSolver({ ttBits: 12 }).solve(position, 'S').tricks).toBe(4);
  });

  it.skipIf(!hasDds)('list100.txt deal 13: South makes 6 spades (TABLE), West on lead', () => {
    const e = list('list100.txt')[12]!;
    const r = createTsSolver().solve({ deal: e.deal, trick: { leader: 'W', cards: [] } }, 'S');
    expect(13 - r.tricks).toBe(e.table.S.S);
  });
});

describe('DdEngine: quick tricks through a split suit to partner (no-trump)', () => {
  // Found with bench/solver-drill.ts in thomas1.txt's no-trump ending, where DDS settles this
  // position at once: East cashes ♦6, leads a heart to West's ♥K, West cashes ♠A and returns a
  // heart to East's ♥Q. East-West take 4 of the 5 tricks left.
  const deal: Deal = {
    N: [(1 << 12) | (1 << 9) | (1 << 7), 0, 0, (1 << 8) | (1 << 5)], // ♠T7 ♣AJ9
    E: [(1 << 11) | (1 << 8), 1 << 4, (1 << 10) | (1 << 6), 0], // ♥Q8 ♦6 ♣KT
    S: [0, 0, (1 << 9) | (1 << 7) | (1 << 4), (1 << 10) | (1 << 6)], // ♠Q8 ♥J96
    W: [1 << 6, 0, (1 << 11) | (1 << 8), (1 << 12) | (1 << 7)], // ♠A9 ♥KT ♣8
  };
  const position: Position = { deal, trick: { leader: 'E', cards: [] } };

  it('East-West take 4 tricks; a club lead gives two away (every card as native DDS 2.9 scores it)', () => {
    expect(createTsSolver().solve(position, 'NT').tricks).toBe(4);
    // DDS 2.9 SolveBoard, every card: H8 4, HQ 4, D6 4, CT 2, CK 2 (a plain minimax over 5 cards
    // each is too slow for the unit suite).
    expect(cardScores(position, 'NT')).toEqual({ D6: 4, HQ: 4, H8: 4, CK: 2, CT: 2 });
  });

  it('the test "North-South take 2" is decided at the root, before any card is tried', () => {
    const test = rootTest(deal, 4, 1, 2);
    expect(test.ok).toBe(false);
    expect(test.nodes).toBe(1);
  });
});

describe('DdEngine: the side on lead holds every trump left (allTrumps)', () => {
  // Found with bench/solver-drill.ts on list100 deal 43 in hearts, where DDS settles this ending
  // at once and we searched 14 trick nodes: South crosses to North's ♣K, ruffs a diamond, and
  // North-South's four trumps all score, the opponents holding none.
  const deal: Deal = {
    N: [1 << 11, (1 << 7) | (1 << 6), (1 << 10) | (1 << 7), 0], // ♣K ♦98 ♥Q9
    E: [(1 << 5) | (1 << 0), (1 << 10) | (1 << 8) | (1 << 3), 0, 0], // ♣72 ♦QT5
    S: [(1 << 4) | (1 << 3) | (1 << 2), 0, (1 << 8) | (1 << 5), 0], // ♣654 ♥T7
    W: [(1 << 8) | (1 << 7), (1 << 11) | (1 << 5) | (1 << 2), 0, 0], // ♣T9 ♦K74
  };
  const position: Position = { deal, trick: { leader: 'S', cards: [] } };

  it('North-South take all 5 tricks, only with a club lead (every card as native DDS 2.9 scores it)', () => {
    // DDS 2.9 SolveBoard, every card: C6 (= C5, C4) 5, H7 4, HT 4.
    expect(cardScores(position, 'H')).toEqual({ C6: 5, C5: 5, C4: 5, H7: 4, HT: 4 });
  });

  it('the test "North-South take 4" is decided at the root: cross to ♣K, ruff a diamond, two trumps of North', () => {
    const test = rootTest(deal, 2, 2, 4);
    expect(test.ok).toBe(true);
    expect(test.nodes).toBe(1);
  });
});

describe.skipIf(!hasDds)('createTsSolver: DDS golden files', () => {
  const solver = createTsSolver();
  it('matches every TRACE value of list10.txt from the 6th trick on (positions in and between tricks)', () => {
    for (const e of list('list10.txt')) {
      const declarer = next(e.first, 3);
      for (let k = Math.min(20, e.trace.length - 1); k < e.trace.length; k++) {
        const { position, nsWon, ewWon } = replay(e.deal, e.first, e.play.slice(0, k), e.strain);
        const toPlay = next(position.trick.leader, position.trick.cards.length);
        const left = position.deal[toPlay].reduce(
          (n, h) => n + [...Array(13).keys()].filter((b) => h & (1 << b)).length,
          0,
        );
        const r = solver.solve(position, e.strain);
        const future = isNs(toPlay) === isNs(declarer) ? r.tricks : left - r.tricks;
        expect(future + (isNs(declarer) ? nsWon : ewWon), `line ${e.line}, after ${k} cards`).toBe(e.trace[k]);
      }
    }
  });

  it('matches the FUT lines of list1.txt and list2.txt (every card, equivalent cards grouped)', () => {
    for (const e of [...list('list1.txt'), ...list('list2.txt')]) {
      const r = solver.solve({ deal: e.deal, trick: { leader: e.first, cards: [] } }, e.strain, { cards: true });
      const got = Object.fromEntries(r.cards!.map((c) => [c.card, { equals: c.equals, tricks: c.tricks }]));
      const want = Object.fromEntries(e.fut.map((c) => [c.card, { equals: c.equals, tricks: c.tricks }]));
      expect(got, `line ${e.line}`).toEqual(want);
    }
  });

  it('a table that grows when full, then keeps only its deepest positions at its largest, still gives the TABLE of list1.txt', () => {
    const e = list('list1.txt')[0]!;
    // 2^14 entries growing to 2^16: this deal's table grows the pool twice, then fills it once more.
    expect(createTsSolver({ ttBits: 14, maxTtBits: 16 }).table(e.deal)).toEqual(e.table);
    // 2^11 entries, never growing: the pool fills and is cut to its deepest half many times a strain.
    expect(createTsSolver({ ttBits: 11, maxTtBits: 11 }).table(e.deal)).toEqual(e.table);
  });

  it('matches the no-trump row of the TABLE of list1.txt, every declarer (all 100 tables: bench/solver-engine.ts)', () => {
    const e = list('list1.txt')[0]!;
    for (const declarer of SEATS) {
      const r = solver.solve({ deal: e.deal, trick: { leader: next(declarer), cards: [] } }, 'NT');
      expect(13 - r.tricks, declarer).toBe(e.table[declarer].NT);
    }
  });
});

describe('createTsSolver: errors', () => {
  const solver = createTsSolver();
  // The deal of list1.txt (DDS 2.9 `hands/`).
  const deal = unwrap(parseDeal('N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3')).deal;
  it('a node budget ends the search with solver/budget-exceeded', () => {
    const r = trySolve(solver, { deal, trick: { leader: 'N', cards: [] } }, 'NT', { budget: { nodes: 500 } });
    expect(r.ok ? '' : r.error.code).toBe('solver/budget-exceeded');
    const t = tryTable(solver, deal, { budget: { nodes: 500 } });
    expect(t.ok ? '' : t.error.code).toBe('solver/budget-exceeded');
  });

  it('a time budget reads the injected clock', () => {
    let t = 0;
    const timed = createTsSolver({ now: () => (t += 1) });
    const r = trySolve(timed, { deal, trick: { leader: 'N', cards: [] } }, 'NT', { budget: { timeMs: 3 } });
    expect(r.ok ? '' : r.error.code).toBe('solver/budget-exceeded');
  });

  it('rejects bad positions and strains with coded errors', () => {
    const cases: [Position, string][] = [
      [{ deal: { ...deal, N: deal.S }, trick: { leader: 'N', cards: [] } }, 'solver/bad-position'],
      [{ deal, trick: { leader: 'X' as Seat, cards: [] } }, 'solver/bad-position'],
      [{ deal, trick: { leader: 'N', cards: ['SA'] } }, 'solver/bad-position'],
      [{ deal: { ...deal, N: [0, 0, 0, 0] }, trick: { leader: 'N', cards: [] } }, 'solver/bad-position'],
    ];
    for (const [position, code] of cases) {
      const r = trySolve(solver, position, 'NT');
      expect(r.ok ? '' : r.error.code).toBe(code);
    }
    const s = trySolve(solver, { deal, trick: { leader: 'N', cards: [] } }, 'X' as Strain);
    expect(s.ok ? '' : s.error.code).toBe('solver/bad-strain');
  });

  it('rejects a trick where a player did not follow suit while holding it', () => {
    // North leads a club, East holds clubs but shows a spade.
    const e = { deal };
    const n = [...e.deal.N] as [number, number, number, number];
    const lowClub = n[0] & -n[0];
    n[0] &= ~lowClub;
    const east = [...e.deal.E] as [number, number, number, number];
    expect(east[0]).not.toBe(0);
    const lowSpade = east[3] & -east[3];
    east[3] &= ~lowSpade;
    const card = (s: number, m: number): Card => `${SUITS[s]!}${RANK_CHARS[31 - Math.clz32(m)]!}` as Card;
    const r = trySolve(
      solver,
      { deal: { ...e.deal, N: n, E: east }, trick: { leader: 'N', cards: [card(0, lowClub), card(3, lowSpade)] } },
      'NT',
    );
    expect(r.ok ? '' : r.error.code).toBe('solver/bad-position');
  });

  it('an empty deal is worth no tricks', () => {
    const empty: Deal = { N: [0, 0, 0, 0], E: [0, 0, 0, 0], S: [0, 0, 0, 0], W: [0, 0, 0, 0] };
    expect(solver.solve({ deal: empty, trick: { leader: 'W', cards: [] } }, 'S', { cards: true })).toMatchObject({
      tricks: 0,
      cards: [],
    });
  });
});
