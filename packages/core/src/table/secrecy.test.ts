// Secrecy (docs/style.md, principle 3; issue 2): over thousands of random complete boards — random
// legal auctions and plays, claims, undo requests and stray commands — no seat's view and no event
// delivered to a seat (by its `visibleTo`) ever holds a card that seat may not yet see; and the
// log folds back to the same state.
// What a viewer may see is modelled here independently of `visibleTo` and of the view code:
// its own hand (Law 6), every played card, dummy's hand once the opening lead is made (Law 41D),
// a claimer's cards while a claim is made, to the four players (Law 68), and all 52 cards
// once the deal has ended; a lead out of turn is faced to all (Laws 53–54). Spectators see no
// hidden card until the end. Half the boards are at tables with Law rectifications.
// Alerts (issue 21, findings 1 and 2; Law 16): a third of the calls carry an explanation, which
// only the caller and the caller's opponents may read before the deal ends — also after an undo
// rebuilds the auction — and the caller's partner and spectators receive the same frames (the
// same events, the same bare sequence numbers) and the same view whether or not a call was alerted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, SEATS, cardsOf, handFromCards, type Card, type Deal } from '../cards.js';
import { ALL_BIDS, bidBeats, makeCall } from '../calls.js';
import { unwrap } from '../result.js';
import { partnerIn } from '../rules/ruleSet.js';
import {
  decide,
  evolve,
  initialTableState,
  isVisibleTo,
  legalCalls,
  legalCards,
  replay,
  rulesOf,
  waitingFor,
  type TableState,
} from './machine.js';
import { viewFor } from './view.js';
import type { Actor, RuleSetId, TableCommand, TableEvent, Viewer } from './types.js';

const VIEWERS: readonly Viewer[] = [...SEATS, 'spectator'];

const lcg = (seed: number) => () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};

/** Every card named in an event. */
function cardsInEvent(e: TableEvent): Card[] {
  switch (e.type) {
    case 'handDealt':
    case 'dummyFaced':
    case 'claimerHandShown':
      return cardsOf(e.hand);
    case 'handsRevealed':
      return SEATS.flatMap((s) => cardsOf(e.deal[s]));
    case 'cardPlayed':
      return [e.card];
    case 'trickCompleted':
      return [...e.cards];
    default:
      return [];
  }
}

const CARD_SET: ReadonlySet<string> = new Set(ALL_CARDS);

/** Every card string anywhere in a JSON value (cards are strings in views, never holdings). */
function cardsInJson(value: unknown, out: Card[] = []): Card[] {
  if (typeof value === 'string') {
    if (CARD_SET.has(value)) out.push(value as Card);
  } else if (Array.isArray(value)) for (const v of value) cardsInJson(v, out);
  else if (value !== null && typeof value === 'object')
    for (const k in value) cardsInJson((value as Record<string, unknown>)[k], out);
  return out;
}

interface Stats {
  boards: number;
  events: number;
  views: number;
  claims: number;
  acceptedClaims: number;
  undos: number;
  passedOut: number;
  irregularities: number;
  transfers: number;
  /** Alerted calls, and undos after which an alerted call still stands. */
  alerts: number;
  alertsUndone: number;
}

const newStats = (): Stats => ({
  boards: 0,
  events: 0,
  views: 0,
  claims: 0,
  acceptedClaims: 0,
  undos: 0,
  passedOut: 0,
  irregularities: 0,
  transfers: 0,
  alerts: 0,
  alertsUndone: 0,
});

/** Every alert text (`alert#n`) anywhere in a JSON value. */
function alertsInJson(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^alert#\d+$/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) alertsInJson(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const k in value) alertsInJson((value as Record<string, unknown>)[k], out);
  }
  return out;
}

/** What a viewer receives of a batch: each visible event, or a bare sequence number. */
const deliveryShape = (events: readonly TableEvent[], viewer: Viewer): string =>
  JSON.stringify(events.map((e) => (isVisibleTo(e, viewer) ? e : 'bare')));

/** Plays one random board from `seed`, checking every delivery and view against the model. */
function randomBoard(seed: number, stats: Stats, ruleSet: RuleSetId = 'standard'): void {
  const rand = lcg(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const shuffled = [...ALL_CARDS];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const deal = Object.fromEntries(
    SEATS.map((s, i) => [s, handFromCards(shuffled.slice(i * 13, i * 13 + 13))]),
  ) as unknown as Deal;
  const allowed = new Map<Viewer, Set<Card>>(VIEWERS.map((v) => [v, new Set<Card>()]));
  const allow = (vs: readonly Viewer[], cards: readonly Card[]) => {
    for (const v of vs) for (const c of cards) allowed.get(v)!.add(c);
  };
  // Who may read each alert before the deal ends: the caller and the caller's opponents (Law 16).
  const alertReaders = new Map<string, readonly Viewer[]>();
  let ended = false;
  let alertCount = 0;

  // Half the boards are played at a table with Law rectifications (Laws 27, 53–54, 64).
  const rectifications = rand() < 0.5;
  const options = {
    ruleSet,
    rectifications,
    noPartnershipNotPlayed: ruleSet === 'four-at-one-table' && rand() < 0.5,
  } as const;
  let state: TableState = initialTableState(options);
  const log: TableEvent[] = [];
  const apply = (command: TableCommand, actor: Actor): boolean => {
    const r = decide(state, command, actor);
    if (!r.ok) return false;
    for (const e of r.value) {
      // The model, from the rules (not from visibleTo).
      if (e.type === 'handDealt') allow([e.seat], cardsOf(deal[e.seat]));
      if (e.type === 'cardPlayed') {
        allow(VIEWERS, [e.card]);
        allow(VIEWERS, cardsOf(deal[state.outcome!.dummy!]));
      }
      // A lead out of turn is faced on the table (Laws 53–54).
      if (e.type === 'irregularityOccurred' && e.irregularity.kind === 'leadOutOfTurn') {
        allow(VIEWERS, [e.irregularity.card]);
        stats.irregularities++;
      }
      if (e.type === 'irregularityOccurred' && e.irregularity.kind === 'insufficientBid') stats.irregularities++;
      if (e.type === 'tricksTransferred') stats.transfers++;
      if (e.type === 'claimMade') {
        allow(SEATS, cardsOf(state.play!.hands[e.seat]));
        stats.claims++;
      }
      if (e.type === 'claimSettled' && e.accepted) stats.acceptedClaims++;
      if (e.type === 'undoApplied') {
        stats.undos++;
        const standing = state.actions.slice(0, state.actions.length - e.count);
        if (standing.some((a) => a.kind === 'call' && a.alert !== undefined)) stats.alertsUndone++;
      }
      if (e.type === 'dealEnded') {
        ended = true;
        allow(VIEWERS, ALL_CARDS);
        if (e.result.contract === null) stats.passedOut++;
      }
      for (const v of VIEWERS) {
        if (!isVisibleTo(e, v)) continue;
        for (const c of cardsInEvent(e))
          if (!allowed.get(v)!.has(c)) throw new Error(`event ${e.type} delivered ${c} to ${v}`);
        for (const a of alertsInJson(e)) {
          if (!alertReaders.get(a)?.includes(v)) throw new Error(`event ${e.type} delivered ${a} to ${v}`);
        }
      }
      state = evolve(state, e);
      log.push(e);
      stats.events++;
    }
    // Liveness: until the deal ends, the table always waits for someone.
    if (state.phase !== 'ended' && waitingFor(state).length === 0)
      throw new Error(`nobody to act in phase ${state.phase}`);
    for (const v of VIEWERS) {
      const view = viewFor(state, v);
      stats.views++;
      for (const c of cardsInJson(view))
        if (!allowed.get(v)!.has(c)) throw new Error(`view of ${v} holds ${c} (phase ${state.phase})`);
      const shown = ended ? [] : alertsInJson(view);
      for (const a of shown) if (!alertReaders.get(a)?.includes(v)) throw new Error(`view of ${v} shows ${a}`);
      if (v !== 'spectator' && state.phase !== 'ended' && view.hands[v] === null)
        throw new Error(`${v} cannot see their own hand`);
    }
    return true;
  };

  const dealer = pick(SEATS);
  if (
    !apply(
      { type: 'startDeal', board: 1 + Math.floor(rand() * 32), dealer, vulnerability: 'none', deal },
      { kind: 'system' },
    )
  )
    throw new Error('deal refused');
  const passBias = 0.55 + rand() * 0.4;
  for (let steps = 0; state.phase !== 'ended'; steps++) {
    if (steps > 600) throw new Error('board did not end');
    const anySeat: Actor = { kind: 'seat', seat: pick(SEATS) };
    if (state.claim) {
      const c = state.claim;
      const waiting = c.responders.filter((s) => c.responses[s] === undefined);
      if (rand() < 0.15) apply({ type: 'withdrawClaim' }, { kind: 'seat', seat: c.seat });
      else apply({ type: 'respondClaim', accept: rand() < 0.6 }, { kind: 'seat', seat: pick(waiting) });
      continue;
    }
    if (state.irregularity) {
      const i = state.irregularity;
      apply({ type: 'respondIrregularity', accept: rand() < 0.5 }, { kind: 'seat', seat: pick(i.deciders) });
      continue;
    }
    if (state.undo) {
      const u = state.undo;
      const waiting = u.responders.filter((s) => u.responses[s] === undefined);
      apply({ type: 'respondUndo', accept: rand() < 0.7 }, { kind: 'seat', seat: pick(waiting) });
      continue;
    }
    const roll = rand();
    if (roll < 0.04) {
      apply({ type: 'requestUndo' }, anySeat);
      continue;
    }
    if (roll < 0.06 && state.phase === 'play') {
      const remaining = 13 - state.play!.tricks.length;
      apply(
        {
          type: 'claim',
          tricks: Math.floor(rand() * (remaining + 1)),
          ...(rand() < 0.5 ? { statement: 'the rest are good' } : {}),
        },
        anySeat,
      );
      continue;
    }
    if (rectifications && roll < 0.14) {
      // An irregularity: an insufficient bid, a lead out of turn or a revoke, when the position allows one.
      if (state.phase === 'auction' && state.auction!.lastBid) {
        const last = state.auction!.lastBid.bid;
        const lower = ALL_BIDS.filter((b) => !bidBeats(b, last));
        apply({ type: 'call', call: pick(lower) }, { kind: 'seat', seat: state.auction!.turn! });
      } else if (state.phase === 'play') {
        const play = state.play!;
        const seat = pick(SEATS.filter((x) => x !== play.dummy));
        apply(
          { type: 'play', card: pick(cardsOf(play.hands[seat]).length ? cardsOf(play.hands[seat]) : ALL_CARDS) },
          { kind: 'seat', seat },
        );
      }
      continue;
    }
    if (roll < 0.1) {
      // A stray command from a random seat: refused (state unchanged) or, by chance, legal.
      const before = JSON.stringify(state);
      const cmd: TableCommand =
        rand() < 0.5
          ? { type: 'play', card: pick(ALL_CARDS) }
          : { type: 'call', call: { type: 'bid', level: 1, strain: 'C' } };
      if (!apply(cmd, anySeat)) expect(JSON.stringify(state)).toBe(before);
      continue;
    }
    if (state.phase === 'auction') {
      const seat = state.auction!.turn!;
      const calls = legalCalls(state, seat);
      const call = rand() < passBias ? calls[0]! : pick(calls);
      if (rand() < 0.33) {
        // An alerted call: partner and spectators must get exactly what they would get without the alert.
        const alert = `alert#${alertCount++}`;
        const partner = partnerIn(rulesOf(state).partnerships(state.auction!), seat);
        alertReaders.set(
          alert,
          SEATS.filter((s) => s !== partner),
        );
        const plain = decide(state, { type: 'call', call }, { kind: 'seat', seat });
        const alerted = decide(state, { type: 'call', call, alert }, { kind: 'seat', seat });
        if (!plain.ok || !alerted.ok) throw new Error(`legal call ${makeCall(call)} refused`);
        const plainState = plain.value.reduce(evolve, state);
        const alertedState = alerted.value.reduce(evolve, state);
        for (const v of [...(partner ? [partner] : []), 'spectator'] as const) {
          if (deliveryShape(plain.value, v) !== deliveryShape(alerted.value, v)) {
            throw new Error(`${v} can tell that ${seat} alerted`);
          }
          // Once the deal has ended (a passed-out auction) every alert is public.
          const differs = JSON.stringify(viewFor(plainState, v)) !== JSON.stringify(viewFor(alertedState, v));
          if (alertedState.phase !== 'ended' && differs) throw new Error(`${v}'s view tells that ${seat} alerted`);
        }
        stats.alerts++;
        if (!apply({ type: 'call', call, alert }, { kind: 'seat', seat })) {
          throw new Error(`legal call ${makeCall(call)} refused`);
        }
      } else if (!apply({ type: 'call', call }, { kind: 'seat', seat })) {
        throw new Error(`legal call ${makeCall(call)} refused`);
      }
    } else {
      const play = state.play!;
      const actor = play.turn === play.dummy ? play.declarer : play.turn!;
      const card = pick(legalCards(state, actor));
      if (!apply({ type: 'play', card }, { kind: 'seat', seat: actor })) throw new Error(`legal card ${card} refused`);
    }
  }
  // The log is the truth: folding it again gives the same state (undo and claims included).
  if (JSON.stringify(replay(log, options)) !== JSON.stringify(state))
    throw new Error('replay differs from the live state');
  stats.boards++;
}

describe('secrecy of hidden cards (property over random boards)', () => {
  it('never shows or delivers a card a viewer may not see, over 2000 random boards', () => {
    const stats = newStats();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        randomBoard(seed, stats);
      }),
      { numRuns: 2000, seed: 20261121 },
    );
    // The boards exercised what they should: claims (some accepted), undos, passed-out deals.
    expect(stats.boards).toBe(2000);
    expect(stats.claims).toBeGreaterThan(100);
    expect(stats.acceptedClaims).toBeGreaterThan(10);
    expect(stats.undos).toBeGreaterThan(100);
    expect(stats.passedOut).toBeGreaterThan(5);
    expect(stats.irregularities).toBeGreaterThan(100);
    expect(stats.transfers).toBeGreaterThan(10);
    expect(stats.alerts).toBeGreaterThan(1000);
    expect(stats.alertsUndone).toBeGreaterThan(20);
    // 12 s on a quiet machine; a property over 2000 boards, not a timed test: room for a busy one.
  }, 120_000);

  // Issue 6: the variants, where dummy may be any player and may move seats (docs/variants.md,
  // Declarer 2–4; hao.ts): the same model, with dummy read from the outcome.
  for (const ruleSet of ['four-at-one-table', 'hao'] as const) {
    it(`never shows or delivers a card a viewer may not see under ${ruleSet}, over 300 random boards`, () => {
      const stats = newStats();
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
          randomBoard(seed, stats, ruleSet);
        }),
        { numRuns: 300, seed: 20261121 },
      );
      expect(stats.boards).toBe(300);
      expect(stats.claims).toBeGreaterThan(10);
      expect(stats.undos).toBeGreaterThan(10);
      expect(stats.passedOut).toBeGreaterThan(0);
      expect(stats.alertsUndone).toBeGreaterThan(0);
    }, 60_000);
  }

  it('catches a leak: a view that showed a hidden hand would fail the model', () => {
    // The checker itself: West's view with East's hand pasted in must be caught.
    const s0 = initialTableState();
    const deal = Object.fromEntries(
      SEATS.map((s, i) => [s, handFromCards(ALL_CARDS.slice(i * 13, i * 13 + 13))]),
    ) as unknown as Deal;
    const events = unwrap(
      decide(s0, { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal }, { kind: 'system' }),
    );
    const s = events.reduce(evolve, s0);
    const leaky = { ...viewFor(s, 'W'), hands: { ...viewFor(s, 'W').hands, E: cardsOf(deal.E) } };
    const allowedW = new Set(cardsOf(deal.W));
    expect(cardsInJson(leaky).some((c) => !allowedW.has(c))).toBe(true);
    expect(cardsInJson(viewFor(s, 'W')).every((c) => allowedW.has(c))).toBe(true);
    expect(
      events
        .filter((e) => isVisibleTo(e, 'W'))
        .flatMap(cardsInEvent)
        .every((c) => allowedW.has(c as Card)),
    ).toBe(true);
    expect(events.filter((e) => isVisibleTo(e, 'spectator')).flatMap(cardsInEvent)).toEqual([]);
  });
});
