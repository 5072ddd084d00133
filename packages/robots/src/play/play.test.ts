/**
 * Card play: in thousands of random positions reached through core's table machine the robot's
 * card is always one of core's legal cards (Law 44C, following suit); sampled layouts agree with
 * everything the player saw; claims and undo requests are answered as Laws 68–70 and the table
 * options allow.
 */
import { describe, expect, it } from 'vitest';
import {
  SEATS,
  bid,
  cardsOf,
  handHas,
  initialTableState,
  legalCards,
  rankOf,
  seatAfter,
  suitOf,
  viewFor,
  PASS,
  STRAINS,
  type Level,
  type Seat,
  type TableState,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { createTsSolver } from '@biritch/solver';
import { OPEN_RANGES } from '../bidding/inference.js';
import { chooseCard } from './chooseCard.js';
import { respondToClaim, respondToUndo } from './claims.js';
import { knowledgeOf } from './knowledge.js';
import { uniformFrom } from './random.js';
import { sampleLayouts } from './sample.js';
import { apply } from './position.testing.js';

/** A table in the play: a random deal, a random contract bid by the dealer, then `cards` random legal cards. */
function randomPosition(seed: number, cards: number): TableState {
  const next = uniformFrom(seededRandom(seed));
  const dealer = SEATS[next(4)]!;
  let s = apply(
    initialTableState(),
    { type: 'startDeal', board: 1, dealer, vulnerability: 'none', deal: randomDeal(seededRandom(seed + 7)) },
    'system',
  );
  s = apply(s, { type: 'call', call: bid((1 + next(7)) as Level, STRAINS[next(5)]!) }, dealer);
  for (let i = 1; i <= 3; i++) s = apply(s, { type: 'call', call: PASS }, seatAfter(dealer, i));
  for (let i = 0; i < cards && s.phase === 'play'; i++) {
    const seat = SEATS.find((x) => legalCards(s, x).length > 0)!;
    const legal = legalCards(s, seat);
    s = apply(s, { type: 'play', card: legal[next(legal.length)]! }, seat);
  }
  return s;
}

const actorOf = (s: TableState): Seat => SEATS.find((x) => legalCards(s, x).length > 0)!;

describe('chooseCard never plays an illegal card', () => {
  it('rules of thumb: 3000 random positions', () => {
    const next = uniformFrom(seededRandom(1));
    for (let i = 0; i < 3000; i++) {
      const s = randomPosition(i, i % 52);
      if (s.phase !== 'play') continue;
      const seat = actorOf(s);
      const view = viewFor(s, seat);
      const r = chooseCard(view, s.play!.tricks, { solver: null, next, now: () => 0, timeBudgetMs: 100 });
      expect(r.ok && view.legalCards.includes(r.value.card)).toBe(true);
    }
  });

  it('double-dummy sampling: 40 positions late in the play', () => {
    const solver = createTsSolver({ ttBits: 16 });
    const next = uniformFrom(seededRandom(2));
    let dd = 0;
    for (let i = 0; i < 40; i++) {
      const s = randomPosition(10_000 + i, 36 + (i % 12));
      if (s.phase !== 'play') continue;
      const seat = actorOf(s);
      const view = viewFor(s, seat);
      let t = 0;
      const r = chooseCard(view, s.play!.tricks, {
        solver,
        next,
        now: () => t++,
        timeBudgetMs: 1e9,
        samples: 6,
        minSamples: 3,
      });
      expect(r.ok && view.legalCards.includes(r.value.card)).toBe(true);
      if (r.ok && r.value.method === 'double-dummy') {
        dd++;
        // Every legal card's average, best first; the card played is among the best (a signal or
        // the rule-of-thumb card only breaks ties).
        const scores = r.value.scores ?? [];
        expect(scores.map((x) => x.card).sort()).toEqual([...view.legalCards].sort());
        expect(scores.every((x, j) => j === 0 || x.average <= scores[j - 1]!.average)).toBe(true);
        expect(scores.find((x) => x.card === r.value.card)!.average).toBe(scores[0]!.average);
      }
    }
    expect(dd).toBeGreaterThan(10);
  });
});

describe('sampled layouts agree with what the player saw', () => {
  it('hold every unseen card once, the right counts, and no card of a suit a player showed out of', () => {
    for (let i = 0; i < 60; i++) {
      const s = randomPosition(500 + i, 8 + (i % 30));
      if (s.phase !== 'play') continue;
      const seat = actorOf(s);
      const k = knowledgeOf(viewFor(s, seat), s.play!.tricks)!;
      expect(k.complete).toBe(true);
      const layouts = sampleLayouts(
        k,
        { N: OPEN_RANGES, E: OPEN_RANGES, S: OPEN_RANGES, W: OPEN_RANGES },
        uniformFrom(seededRandom(i)),
        { count: 5, attempts: 200 },
      );
      expect(layouts.length).toBeGreaterThan(0);
      for (const deal of layouts) {
        for (const x of SEATS) {
          expect(deal[x].reduce((n, h) => n + (h.toString(2).split('1').length - 1), 0)).toBe(k.left[x]);
          for (let suit = 0; suit < 4; suit++)
            if (k.voids[x][suit] && k.hidden.includes(x)) expect(deal[x][suit]).toBe(0);
        }
        for (const c of k.pool) expect(k.hidden.filter((x) => handHas(deal[x], c)).length).toBe(1);
        // The real holdings of seen hands are kept.
        for (const x of SEATS) if (k.seen[x]) expect(deal[x]).toEqual(k.seen[x]);
      }
    }
  });

  it('a missed trick makes the knowledge incomplete (the robot then plays by rules of thumb)', () => {
    const s = randomPosition(9, 12);
    const seat = actorOf(s);
    const k = knowledgeOf(viewFor(s, seat), s.play!.tricks.slice(1))!;
    expect(k.complete).toBe(false);
  });
});

describe('claims (Laws 68–70) and undo', () => {
  /** Plays on until `left` tricks remain and the declarer (or dummy) is on lead with no card of the trick played. */
  function claimPosition(seed: number, left: number): TableState | null {
    const s = randomPosition(seed, (13 - left) * 4);
    return s.phase === 'play' && s.play!.current.length === 0 ? s : null;
  }

  it('an opponent accepts a claim the cards support and rejects one they do not', () => {
    const solver = createTsSolver({ ttBits: 16 });
    let checked = 0;
    for (let seed = 1; seed < 40 && checked < 6; seed++) {
      const s0 = claimPosition(seed, 4);
      if (!s0) continue;
      const claimer = SEATS.find((x) => legalCards(s0, x).length > 0)!;
      const play = s0.play!;
      const turn = play.turn!;
      // What the claimer's side can make double-dummy from here.
      const best = solver.solve({ deal: play.hands, trick: { leader: turn, cards: [] } }, play.strain).tricks;
      for (const [tricks, expected] of [
        [best, true],
        [best + 1, false],
      ] as const) {
        if (tricks > 4) continue;
        const s = apply(s0, { type: 'claim', tricks }, claimer);
        const opp = s.claim!.responders.find(
          (x) => (x === play.declarer || x === play.dummy) !== (claimer === play.declarer || claimer === play.dummy),
        )!;
        expect(respondToClaim(viewFor(s, opp), s.play!.tricks, { solver, timeBudgetMs: 1e9 })).toBe(expected);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('without a solver an opponent accepts only a last-trick claim with a card nobody can beat', () => {
    let accepted = 0;
    let rejected = 0;
    for (let seed = 1; seed < 200; seed++) {
      const s0 = claimPosition(seed, 1);
      if (!s0) continue;
      const play = s0.play!;
      const claimer = play.turn!;
      if (claimer === play.dummy) continue;
      const card = cardsOf(play.hands[claimer])[0]!;
      const others = SEATS.filter((x) => x !== claimer).map((x) => cardsOf(play.hands[x])[0]!);
      // The lead wins when no other card of its suit is higher and nobody can ruff it.
      const wins = others.every((c) =>
        suitOf(c) === suitOf(card) ? rankOf(c) < rankOf(card) : suitOf(c) !== play.strain,
      );
      const partner = SEATS.find(
        (x) =>
          x !== claimer &&
          (x === play.declarer || x === play.dummy) === (claimer === play.declarer || claimer === play.dummy),
      )!;
      const higherOnlyWithPartner = others.every((c, i) => {
        const holder = SEATS.filter((x) => x !== claimer)[i]!;
        return holder === partner || suitOf(c) !== suitOf(card) || rankOf(c) < rankOf(card);
      });
      const s = apply(s0, { type: 'claim', tricks: 1 }, claimer);
      const opp = s.claim!.responders.find(
        (x) => (x === play.declarer || x === play.dummy) !== (claimer === play.declarer || claimer === play.dummy),
      )!;
      const answer = respondToClaim(viewFor(s, opp), play.tricks, { solver: null, timeBudgetMs: 10 });
      if (answer) {
        accepted++;
        expect(wins || higherOnlyWithPartner).toBe(true);
      } else rejected++;
    }
    expect(accepted).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
  });

  it('a robot does not answer a claim it is not asked about', () => {
    const s0 = claimPosition(5, 3) ?? claimPosition(6, 3)!;
    const claimer = actorOf(s0);
    const s = apply(s0, { type: 'claim', tricks: 0 }, claimer);
    expect(respondToClaim(viewFor(s, claimer), s.play!.tricks, { solver: null, timeBudgetMs: 10 })).toBeNull();
  });

  it('approves the undo of a lone misclick only where the table allows it', () => {
    const s0 = randomPosition(11, 5);
    const last = s0.actions.at(-1)!;
    const requester = last.kind === 'card' ? (last.seat === s0.play!.dummy ? s0.play!.declarer : last.seat) : last.seat;
    const s = apply(s0, { type: 'requestUndo' }, requester);
    const responder = s.undo!.responders[0]!;
    expect(s.undo!.count).toBe(1);
    expect(respondToUndo(viewFor(s, responder), true)).toBe(true);
    expect(respondToUndo(viewFor(s, responder), false)).toBe(false);
    expect(respondToUndo(viewFor(s, requester), true)).toBeNull();
  });

  it('refuses an undo that would take back more than one action', () => {
    const s0 = randomPosition(12, 6);
    const play = s0.play!;
    // The player who acted two actions ago asks: that takes back two actions.
    const prev = s0.actions.at(-2)!;
    if (prev.kind !== 'card') return;
    const requester = prev.seat === play.dummy ? play.declarer : prev.seat;
    const lastActor = (() => {
      const a = s0.actions.at(-1)!;
      return a.kind === 'card' && a.seat === play.dummy ? play.declarer : a.seat;
    })();
    if (lastActor === requester) return;
    const s = apply(s0, { type: 'requestUndo' }, requester);
    expect(s.undo!.count).toBe(2);
    const responder = s.undo!.responders[0]!;
    expect(respondToUndo(viewFor(s, responder), true)).toBe(false);
  });
});
