/**
 * Forcing calls: whether the player to call may pass, and the descriptive call a forced hand
 * makes when no rule of the system covers the auction.
 *
 * ```ts
 * // 2♣ – Pass – 2♦ – Pass – 3♣ – Pass – ?  (3♣ after 2♣–2♦ is forcing to game)
 * forceOn(SAYC_RULES, calls, 'N', 'none')   // { kind: 'game', rule: '2c-rebid-suit' }
 * forcedCall(ctx, handFacts(hand), force, SAYC_RULES)  // e.g. 3♦ 'forced-new-suit', never Pass
 * ```
 * Each rule says how far its call forces (`BidRule.forcing`). A one-round force (not made by a
 * passed hand) binds partner when the next opponent passed (a bid or double by that opponent
 * frees partner, as in the SAYC booklet's "free bids"); a game force binds both partners while
 * the side's own last bid is below game and the opponent on the right passed. The forced hand's
 * fallback prefers, in order: support for a suit partner has shown (game at once with a major fit
 * in a game force and no extras; 3NT before a minor fit), a six-card suit, no-trump with balanced
 * shape and their suits stopped or a new four-card suit (the cheaper), a rebid of a five-card
 * suit, preference, and finally the cheapest bid in its longest suit: the most descriptive call
 * that keeps the auction alive.
 */
import {
  SUITS,
  SUIT_SYMBOLS,
  type Bid,
  type Call,
  type Seat,
  type Strain,
  type Suit,
  type Vulnerability,
} from '@biritch/core';
import {
  bidContext,
  callKey,
  cheapestBid,
  contestableRules,
  findMeanings,
  meaningsAt,
  suitOfKey,
  type BidContext,
  type BidRule,
  type RuleMatch,
} from './engine.js';
import { hasStopper, type HandFacts } from './handFacts.js';

/** Whether the player to call is forced to bid, and by which rule. */
export interface ForceState {
  readonly kind: 'none' | 'round' | 'game';
  /** The rule whose call forces (absent when not forced). */
  readonly rule?: string | undefined;
}

const NOT_FORCED: ForceState = { kind: 'none' };

/** The level at which each strain scores a game. */
export const gameLevel = (strain: Strain): number => (strain === 'NT' ? 3 : strain === 'H' || strain === 'S' ? 4 : 5);

/** What one earlier call showed, read from the rule behind it. */
interface Shown {
  readonly rule: BidRule | null;
  /** Suits the call showed at least three cards in, with the length shown. */
  readonly suits: readonly (readonly [Suit, number])[];
}

/**
 * Meanings already read, per rule list and auction prefix: the same earlier calls are read again at
 * every later turn of the auction. A pure function's results, bounded in size.
 */
const SHOWN_CACHE = new WeakMap<readonly BidRule[], Map<string, Shown>>();
const CACHE_LIMIT = 20_000;

function shownBy(
  rules: readonly BidRule[],
  calls: readonly Call[],
  i: number,
  dealer: Seat,
  vul: Vulnerability,
): Shown {
  let cache = SHOWN_CACHE.get(rules);
  if (!cache) {
    cache = new Map();
    SHOWN_CACHE.set(rules, cache);
  }
  const key = `${dealer}${vul}|${calls
    .slice(0, i + 1)
    .map(callKey)
    .join(' ')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const shown = readShown(rules, calls, i, dealer, vul);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, shown);
  return shown;
}

function readShown(
  rules: readonly BidRule[],
  calls: readonly Call[],
  i: number,
  dealer: Seat,
  vul: Vulnerability,
): Shown {
  const call = calls[i]!;
  const before = calls.slice(0, i);
  const quiet = withoutOpponents(before);
  let ms = meaningsAt(rules, calls, i, dealer, vul);
  if (ms.length === 0 && quiet)
    ms = findMeanings(
      contestableRules(rules),
      bidContext(quiet, dealer, vul, () => true),
      call,
    );
  if (ms.length === 0) {
    return { rule: null, suits: call.type === 'bid' && call.strain !== 'NT' ? [[call.strain, 4]] : [] };
  }
  // A suit is shown when every rule that could have made the call promises three cards in it.
  const shownByRule = ms.map((m) => {
    const suits = new Map<Suit, number>();
    for (const [key, r] of Object.entries(m.rule.when?.len ?? {})) {
      const s = suitOfKey(key, m.bindings);
      const min = typeof r === 'number' ? r : r[0];
      if (s && min >= 3) suits.set(s, min);
    }
    return suits;
  });
  const suits: [Suit, number][] = [];
  for (const [s, n] of shownByRule[0]!) {
    if (shownByRule.every((x) => x.has(s))) suits.push([s, Math.min(n, ...shownByRule.map((x) => x.get(s)!))]);
  }
  return { rule: ms[0]!.rule, suits };
}

/**
 * The auction with the opponents' calls after our side's opening turned into passes, as the
 * bidder reads an auction no rule covers (`/uncontested`), or null when they opened (unless our
 * side overcalled 1NT directly: systems on).
 */
function withoutOpponents(calls: readonly Call[]): Call[] | null {
  const n = calls.length;
  const first = calls.findIndex((c) => c.type !== 'pass');
  if (first < 0) return null;
  // As the bidder: when they opened, only our direct 1NT overcall is read as an opening ("systems on").
  if ((n - first) % 2 === 1) {
    const over = calls[first + 1];
    if (over?.type !== 'bid' || over.level !== 1 || over.strain !== 'NT') return null;
  }
  let changed = false;
  const quiet = calls.map((c, i): Call => {
    if ((n - i) % 2 === 1 && c.type !== 'pass') {
      changed = true;
      return { type: 'pass' };
    }
    return c;
  });
  return changed && keepsJumps(calls, quiet) ? quiet : null;
}

/** How many levels a bid skips over the cheapest bid in its strain after `before`. */
function jumpOf(before: readonly Call[], call: Call): number {
  if (call.type !== 'bid') return 0;
  return call.level - (cheapestBid(before, call.strain)?.level ?? call.level);
}

/**
 * Whether the auction read without the opponents' calls (`quiet`, the same length) keeps every bid of
 * the player to call's side the jump or non-jump it was: a cheapest bid over their overcall, such as
 * 3♣ in 1♥–(2♦)–3♣, is no jump shift (SAYC booklet: a jump shift is a jump response to an opening;
 * the saycbridge suite's own bidder: "jumpshifts are off in competition"), so the uncontested rules,
 * which would read 1♥–Pass–3♣ as one, do not apply.
 */
export function keepsJumps(calls: readonly Call[], quiet: readonly Call[]): boolean {
  const n = calls.length;
  for (let i = 0; i < n; i++) {
    if ((n - i) % 2 === 1 || calls[i]!.type !== 'bid') continue;
    if (jumpOf(calls.slice(0, i), calls[i]!) !== jumpOf(quiet.slice(0, i), quiet[i]!)) return false;
  }
  return true;
}

/** Whether call `i` bids a suit an opponent of its bidder bid before it. */
function isCueBid(calls: readonly Call[], i: number): boolean {
  const c = calls[i]!;
  if (c.type !== 'bid' || c.strain === 'NT') return false;
  for (let j = i - 1; j >= 0; j -= 2) {
    const o = calls[j]!;
    if (o.type === 'bid' && o.strain === c.strain) return true;
  }
  return false;
}

/** Whether the player to call after `calls` (dealer first) is forced to bid, under `rules`. */
export function forceOn(
  rules: readonly BidRule[],
  calls: readonly Call[],
  dealer: Seat,
  vul: Vulnerability,
): ForceState {
  const n = calls.length;
  if (n < 2 || calls[n - 1]!.type !== 'pass') return NOT_FORCED;
  const partner = calls[n - 2]!;
  if (partner.type !== 'pass') {
    const f = shownBy(rules, calls, n - 2, dealer, vul).rule;
    // SAYC: a new suit by a passed hand is not forcing (a game force still is), a cue bid of the
    // opponents' suit still is: it cannot be meant as a place to play (P 1♥ 1♠ 2♥ 3♥, the limit raise).
    const passed = bidContext(calls.slice(0, n - 2), dealer, vul, () => true).passedHand;
    if (f?.forcing === 'game') return { kind: 'game', rule: f.name };
    if (f?.forcing === 'round' && (!passed || isCueBid(calls, n - 2))) return { kind: 'round', rule: f.name };
  }
  // A game force made earlier by either of us holds while our own last bid is below game.
  let last = -1;
  for (let i = n - 1; i >= 0; i--)
    if (calls[i]!.type === 'bid') {
      last = i;
      break;
    }
  if (last < 0 || (n - last) % 2 === 1) return NOT_FORCED;
  const lb = calls[last]!;
  if (lb.type !== 'bid' || lb.level >= gameLevel(lb.strain)) return NOT_FORCED;
  for (let i = n - 2; i >= 0; i -= 2) {
    if (calls[i]!.type === 'pass') continue;
    const r = shownBy(rules, calls, i, dealer, vul).rule;
    if (r?.forcing === 'game') return { kind: 'game', rule: r.name };
  }
  return NOT_FORCED;
}

/** The English text of the forced fallbacks (their catalog ids are `explain.<name>`). */
export const FORCED_EXPLANATIONS = {
  'forced-support': "Forced to bid: support for partner's {x}",
  'forced-long-suit': 'Forced to bid: six+ cards in {x}',
  'forced-notrump': 'Forced to bid: no fit, suggests no-trump',
  'forced-new-suit': 'Forced to bid: four+ cards in {x}',
  'forced-rebid': 'Forced to bid: five+ cards in {x}',
  'forced-preference': "Forced to bid: preference for partner's {x}",
  'forced-cheapest': 'Forced to bid: the cheapest bid in the longest suit',
} as const;

type ForcedName = keyof typeof FORCED_EXPLANATIONS;

function made(name: ForcedName, call: Call, suit: Suit | null): RuleMatch {
  const sym = suit ? SUIT_SYMBOLS[suit] : '';
  const text: string = FORCED_EXPLANATIONS[name];
  return {
    call,
    rule: name,
    explanation: text.replace('{x}', sym),
    message: { id: `explain.${name}`, args: suit ? { x: sym } : {} },
  };
}

/**
 * The most descriptive non-passing call for a forced hand (see the module comment); null only
 * when no bid is legal at all (7NT has been bid).
 */
export function forcedCall(
  ctx: BidContext,
  f: HandFacts,
  force: ForceState,
  rules: readonly BidRule[],
  dealer: Seat,
  vul: Vulnerability,
): RuleMatch | null {
  const calls = ctx.auction;
  const n = calls.length;
  const partnerSuits: Suit[] = [];
  const mySuits: Suit[] = [];
  const partnerLen: Record<Suit, number> = { C: 0, D: 0, H: 0, S: 0 };
  for (let i = n - 2; i >= 0; i -= 2) {
    if (calls[i]!.type === 'pass') continue;
    const partners = (n - i) % 4 === 2;
    const into = partners ? partnerSuits : mySuits;
    for (const [s, len] of shownBy(rules, calls, i, dealer, vul).suits) {
      if (!into.includes(s)) into.push(s);
      if (partners) partnerLen[s] = Math.max(partnerLen[s], len);
    }
  }
  const game = force.kind === 'game';
  const bidIn = (s: Strain, maxLevel = 7): Bid | null => {
    const c = cheapestBid(calls, s);
    return c && c.level <= maxLevel && ctx.legal(c) ? c : null;
  };
  const byLength = [...SUITS].sort((a, b) => f.len[b] - f.len[a] || SUITS.indexOf(b) - SUITS.indexOf(a));
  // Support for a suit partner showed, the most recent first: eight cards together, or a major
  // with three and a minor with four. With a major fit in a game force and no extra values,
  // bid the game at once (fast arrival); otherwise raise as cheaply as possible.
  const ntStopped = f.semiBalanced && ctx.oppSuits.every((s) => hasStopper(f, s));
  const cheapNt = bidIn('NT', 3);
  for (const s of partnerSuits) {
    const major = s === 'H' || s === 'S';
    if (f.len[s] + partnerLen[s] < 8 && f.len[s] < (major ? 3 : 4)) continue;
    // A minor fit in a game force: 3NT first when it is still available and the hand suits it.
    if (!major && game && ntStopped && cheapNt) return made('forced-notrump', cheapNt, null);
    const game4 = major && game && f.hcp < 16 ? { type: 'bid' as const, level: 4 as const, strain: s } : null;
    const c = game4 && ctx.legal(game4) ? game4 : bidIn(s, game ? gameLevel(s) : 7);
    if (c) return made('forced-support', c, s);
  }
  const long = byLength[0]!;
  if (f.len[long] >= 6) {
    const c = bidIn(long, game ? gameLevel(long) : 7);
    if (c) return made('forced-long-suit', c, long);
  }
  // No-trump with balanced shape and their suits stopped, or a new four-card suit: the cheaper.
  let newSuit: RuleMatch | null = null;
  for (const s of byLength) {
    if (f.len[s] < 4 || partnerSuits.includes(s) || mySuits.includes(s) || ctx.oppSuits.includes(s)) continue;
    const c = bidIn(s, 4);
    if (c) {
      newSuit = made('forced-new-suit', c, s);
      break;
    }
  }
  if (ntStopped) {
    const c = cheapNt;
    const cheaper = !newSuit || (newSuit.call.type === 'bid' && c !== null && c.level <= newSuit.call.level);
    if (c && cheaper) return made('forced-notrump', c, null);
  }
  if (newSuit) return newSuit;
  for (const s of byLength) {
    if (f.len[s] < 5 || ctx.oppSuits.includes(s)) continue;
    const c = bidIn(s, game ? gameLevel(s) : 7);
    if (c) return made('forced-rebid', c, s);
  }
  const pref = [...partnerSuits].sort((a, b) => f.len[b] - f.len[a])[0];
  if (pref !== undefined) {
    const c = bidIn(pref);
    if (c) return made('forced-preference', c, pref);
  }
  const nt = bidIn('NT', 3);
  if (nt) return made('forced-notrump', nt, null);
  for (const s of byLength) {
    const c = bidIn(s);
    if (c) return made('forced-cheapest', c, s);
  }
  return null;
}
