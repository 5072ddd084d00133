/**
 * Choosing and explaining calls with the robots' bidding system.
 *
 * ```ts
 * const r = chooseCall({ hand: unwrap(parseHand('AK2.KQ3.J432.Q32')), auction: [], dealer: 'N', vulnerability: 'none' });
 * if (r.ok) r.value // { call: 1NT, explanation: '15–17 HCP, balanced', rule: 'open-1nt' }
 * explainCall([], bid(1, 'NT'))  // { rule: 'open-1nt', explanation: '15–17 HCP, balanced', … }
 * ```
 * In a competitive auction no rule covers, the robot bids as if the opponents had passed (rule
 * name suffixed `/uncontested`) when that call is legal. A hand that partner's forcing call (or
 * the side's game force) binds never passes: it makes the most descriptive bid (`forced-*`,
 * forcing.ts); any other hand that no rule fits passes (rule `default-pass`). A call is never
 * illegal: core's rules judge every candidate.
 */
import {
  SEATS,
  auctionFromCalls,
  callEquals,
  checkCall,
  handSize,
  err,
  ok,
  standardRules,
  type Auction,
  seatAfter,
  sideOf,
  type Call,
  type Deal,
  type Hand,
  type Result,
  type Seat,
  type Vulnerability,
} from '@biritch/core';
import {
  bidContext,
  callKey,
  contestableRules,
  matchAuction,
  matchRule,
  meaningOf,
  type BidContext,
  type BidRule,
  type RuleMatch,
} from './engine.js';
import { forceOn, forcedCall, keepsJumps, type ForceState } from './forcing.js';
import { handFacts, type HandFacts } from './handFacts.js';
import { handRangesFromAuction, shownHcpBy, type HandRanges } from './inference.js';
import { candidateCalls, judgeGrand, judgeSlam, ourGameIsTheContract, thinkCall, type ThinkOptions } from './think.js';
import { SAYC_RULES } from './system/index.js';
import { randomDeal, seededRandom } from '@biritch/dealer';

/** What a bidder needs to know: its hand and the auction so far. */
export interface BiddingInput {
  readonly hand: Hand;
  /** The calls so far, dealer first. */
  readonly auction: readonly Call[];
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** A chosen call, the rule behind it and what it tells partner. */
export type CallChoice = RuleMatch;

/**
 * Chooses a call; a coded error for a hand that is not 13 cards or an auction that is over. With
 * `think` (a solver, a random source, a clock and a budget), an auction no rule covers is decided
 * by simulation (think.ts) before the descriptive fallback and the pass.
 */
export function chooseCall(
  input: BiddingInput,
  rules: readonly BidRule[] = SAYC_RULES,
  think?: ThinkOptions | undefined,
): Result<CallChoice> {
  return choose(input, rules, think, undefined);
}

/**
 * What the thinking remembers while it finishes auctions on many layouts: which rules' auction
 * patterns fit an auction (by its calls from the opening on) and the force on an auction. Both
 * depend on the calls alone, never on the hand, so every layout shares them: matching the
 * patterns was three quarters of the time of a thinking call once the solves were cheap.
 */
interface AuctionMemo {
  readonly rules: Map<string, readonly BidRule[]>;
  readonly force: Map<string, ForceState>;
}

const callsKey = (calls: readonly Call[]): string => calls.map(callKey).join(' ');

/** How many calls a pattern alternative matches: exactly `tokens`, or at least that many after `...`. */
interface Shape {
  readonly tokens: number;
  readonly tail: boolean;
}
const patternsOf = (r: BidRule): readonly string[] => (typeof r.auction === 'string' ? [r.auction] : r.auction);
const shapeCache = new WeakMap<readonly BidRule[], readonly (readonly Shape[])[]>();
/** Each rule's pattern shapes, as engine.ts's `matchAuction` reads them (alternatives split on `|`). */
function shapesOf(rules: readonly BidRule[]): readonly (readonly Shape[])[] {
  let shapes = shapeCache.get(rules);
  if (!shapes) {
    shapes = rules.map((r) =>
      patternsOf(r).flatMap((p) =>
        p.split('|').map((alt) => {
          const tokens = alt.trim() === '' ? [] : alt.trim().split(/\s+/);
          const tail = tokens[0] === '...';
          return { tokens: tail ? tokens.length - 1 : tokens.length, tail };
        }),
      ),
    );
    shapeCache.set(rules, shapes);
  }
  return shapes;
}

/**
 * The rules whose auction pattern fits these calls, in order (matchRule finds no other): patterns
 * of the wrong length are skipped without parsing them, and with a memo each auction is matched once.
 */
function rulesFitting(rules: readonly BidRule[], calls: readonly Call[], memo: AuctionMemo | undefined, tag = '') {
  // `tag` keeps the rules that read a contested auction as if uncontested apart from the whole list.
  const key = memo ? tag + callsKey(calls) : '';
  const known = memo?.rules.get(key);
  if (known) return known;
  const n = calls.length;
  const shapes = shapesOf(rules);
  const fit = rules.filter(
    (r, i) =>
      shapes[i]!.some((s) => (s.tail ? s.tokens <= n : s.tokens === n)) &&
      patternsOf(r).some((p) => matchAuction(p, calls)),
  );
  memo?.rules.set(key, fit);
  return fit;
}

function choose(
  input: BiddingInput,
  rules: readonly BidRule[],
  think: ThinkOptions | undefined,
  memo: AuctionMemo | undefined,
): Result<CallChoice> {
  if (handSize(input.hand) !== 13)
    return err('robots/bad-hand', `a bidder needs 13 cards, not ${handSize(input.hand)}`);
  const a = auctionFromCalls(standardRules, input.dealer, input.auction);
  if (!a.ok) return a;
  if (a.value.over) return err('robots/auction-over', 'the auction is over: there is no call to make');
  const n = input.auction.length;
  let partnerHcp: number | null = null;
  const ctx: BidContext = {
    ...contextOf(a.value, input.vulnerability),
    // Read only when a rule weighs the partnership's strength (slam tries): what partner's calls have
    // shown, by the rules' own inferences (the middle of a closed HCP range, a little above an open one's floor).
    partnerHcp: () => {
      if (partnerHcp === null) {
        const [lo, hi] = n < 2 ? [0, 0] : shownHcpBy(rules, input.auction, n - 2, input.dealer, input.vulnerability);
        // An open-ended range (a game-forcing call, say) says little above its floor.
        partnerHcp = hi - lo > 10 ? lo + 3 : Math.floor((lo + hi) / 2);
      }
      return partnerHcp;
    },
  };
  const f = handFacts(input.hand);
  // A forced hand never passes: a rule that would pass is skipped (forcing.ts).
  const forceKey = memo ? callsKey(ctx.auction) : '';
  let force = memo?.force.get(forceKey);
  if (!force) {
    force = forceOn(rules, ctx.auction, input.dealer, input.vulnerability);
    memo?.force.set(forceKey, force);
  }
  const forceKind = force.kind;
  const allowed = (m: RuleMatch | null): m is RuleMatch =>
    m !== null && (forceKind === 'none' || m.call.type !== 'pass');
  // Each side's calls in the simulated auctions by its own system (one memo per rule list).
  const finisher = (t: ThinkOptions) => {
    const ours = { rules, memo: { rules: new Map(), force: new Map() } as AuctionMemo };
    const other = t.opponentsRules ?? rules;
    const theirs =
      other === rules ? ours : { rules: other, memo: { rules: new Map(), force: new Map() } as AuctionMemo };
    const bySeat = (s: Seat): SeatRules => (sideOf(s) === sideOf(ctx.seat) ? ours : theirs);
    return (auction: readonly Call[], deal: Deal, stop: () => boolean): Call[] | null =>
      finishAuction(auction, deal, input, bySeat, stop);
  };
  // Partner's hand in the slam judgement's layouts makes partner's calls (built only when it looks).
  const partnerTest = () =>
    seatReplays(input.auction, input.dealer, input.vulnerability, rules, seatAfter(ctx.seat, 2));
  for (const rule of rulesFitting(rules, ctx.calls, memo)) {
    const m = matchRule(rule, ctx, f);
    if (!allowed(m)) continue;
    // Where the rules stop in game, the thinking weighs the slam (think.ts `judgeSlam`).
    if (think?.slams) {
      const s =
        judgeSlam(input, rules, ctx, m.call, think, partnerTest) ??
        judgeGrand(input, rules, ctx, m.call, think, partnerTest);
      if (s) return ok(s);
    }
    return ok(m);
  }
  // No rule for this competitive auction: bid as if the opponents had passed, when that call is legal.
  const quiet = uncontestedContext(a.value, input.vulnerability);
  let shutOut = false;
  if (quiet) {
    // Any call at all, legal or not: which uncontested call the hand would make.
    const unbound = bidContext(quiet.calls, input.dealer, input.vulnerability, () => true);
    for (const rule of rulesFitting(contestableRules(rules), quiet.calls, memo, 'quiet ')) {
      const m = matchRule(rule, quiet, f);
      // Once the hand's own uncontested call has been shut out by their bid (1♣–2♣–(3♦) with 19 HCP:
      // 2NT and a new suit are gone), the uncontested reading's later pass ("Minimum") no longer
      // describes it: the thinking, the force or the pass decide below.
      if (allowed(m)) {
        if (m.call.type === 'pass' && shutOut) break;
        return ok({ ...m, rule: `${m.rule}/uncontested` });
      }
      if (!m && matchRule(rule, unbound, f)) shutOut = true;
    }
  }
  if (think) {
    const t = thinkCall(input, rules, ctx, force.kind !== 'none', finisher(think), think);
    if (t) return ok(t);
  }
  if (force.kind !== 'none') {
    const m = forcedCall(ctx, f, force, rules, input.dealer, input.vulnerability);
    if (m) return ok(m);
  }
  // No rule: the hand passes, unless a slam beats passing our game (think.ts `judgeSlam`).
  if (think?.slams) {
    const pass: Call = { type: 'pass' };
    const s =
      judgeSlam(input, rules, ctx, pass, think, partnerTest) ?? judgeGrand(input, rules, ctx, pass, think, partnerTest);
    if (s) return ok(s);
  }
  const message = { id: 'explain.default-pass', args: {} };
  return ok({ call: { type: 'pass' }, rule: 'default-pass', explanation: 'No rule of the system fits: pass', message });
}

/** A seat's rules in a simulated auction, with the memo of what they matched (one per rule list). */
interface SeatRules {
  readonly rules: readonly BidRule[];
  readonly memo?: AuctionMemo | undefined;
}

/**
 * The rest of an auction bid by each seat's system (`rulesOf`: our side's rules, the opponents'
 * own) for every seat of a layout (no thinking), at most 60 calls; null when `stop` says the
 * thinking's time is up (read before every call).
 */
export function finishAuction(
  start: readonly Call[],
  deal: Deal,
  input: BiddingInput,
  rulesOf: (seat: Seat) => SeatRules,
  stop: () => boolean,
): Call[] | null {
  const auction = [...start];
  for (let i = 0; i < 60; i++) {
    if (stop()) return null;
    const seat = seatAfter(input.dealer, auction.length);
    const { rules, memo } = rulesOf(seat);
    const r = choose({ ...input, hand: deal[seat], auction }, rules, undefined, memo);
    if (!r.ok) break;
    auction.push(r.value.call);
  }
  return auction;
}

/**
 * The context of the same auction with the opponents' calls after our opening turned into
 * passes (legality still judged on the real auction), or null when the opponents made no call to
 * ignore or opened, unless our side overcalled 1NT directly: then their opening is ignored too and
 * our 1NT is answered as an opening (SAYC: "systems on" after a 1NT overcall).
 */
function uncontestedContext(a: Auction, vulnerability: Vulnerability): BidContext | null {
  const calls = a.calls.map((c) => c.call);
  const n = calls.length;
  const first = calls.findIndex((c) => c.type !== 'pass');
  if (first < 0) return null;
  // The opponents opened: only our direct 1NT overcall is bid as an opening ("systems on", SAYC).
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
  // A cheapest bid over their call that would read as a jump without it keeps no uncontested meaning.
  if (!changed || !keepsJumps(calls, quiet)) return null;
  const real = contextOf(a, vulnerability);
  return bidContext(quiet, a.dealer, vulnerability, real.legal);
}

/** What `call` means after `auction` in the system, as partner and opponents would read it. */
export function explainCall(
  auction: readonly Call[],
  call: Call,
  opts: { dealer?: Seat; vulnerability?: Vulnerability; rules?: readonly BidRule[] } = {},
): Result<RuleMatch> {
  const a = auctionFromCalls(standardRules, opts.dealer ?? 'N', auction);
  if (!a.ok) return a;
  const ctx = contextOf(a.value, opts.vulnerability ?? 'none');
  if (!ctx.legal(call)) return err('robots/illegal-call', 'that call is not legal after this auction');
  const rules = opts.rules ?? SAYC_RULES;
  // Explanations are asked again and again at a table (each costs a few dozen hands bid): kept per rule list.
  let known = explained.get(rules);
  if (!known) {
    known = new Map();
    explained.set(rules, known);
  }
  const key = `${a.value.dealer} ${opts.vulnerability ?? 'none'} ${callsKey(a.value.calls.map((c) => c.call))} / ${callsKey([call])}`;
  const before = known.get(key);
  if (before) return ok(before);
  if (known.size >= EXPLAINED_KEPT) known.clear();
  const m = meaningOf(rules, ctx, call, reachedRules(a.value, opts.vulnerability ?? 'none', rules, call));
  if (m) {
    known.set(key, m);
    return ok(m);
  }
  const quiet = uncontestedContext(a.value, opts.vulnerability ?? 'none');
  const q = quiet ? meaningOf(contestableRules(rules), quiet, call) : null;
  if (q) return ok({ ...q, rule: `${q.rule}/uncontested` });
  const pass = call.type === 'pass';
  const message = { id: pass ? 'explain.natural-pass' : 'explain.natural', args: {} };
  const explanation = pass ? 'Nothing more to say' : 'No agreed meaning: natural';
  return ok({ call, rule: 'natural', explanation, message });
}

/** Explanations already made, per rule list (at most `EXPLAINED_KEPT` each, then forgotten at once). */
const explained = new WeakMap<readonly BidRule[], Map<string, RuleMatch>>();
const EXPLAINED_KEPT = 2000;

/** Hands dealt to find which rules make a call after an auction (`reachedRules`). */
export const REACH_HANDS = 240;

/**
 * How many hands each rule makes `call` with after the auction: `REACH_HANDS` hands dealt at random
 * (a source seeded by the auction, so the answer never changes) and bid by the rules. The explanation
 * names only the rules some hand reaches, the most often reached first (a rule that an earlier one always outbids, as plain Blackwood's answers under
 * Roman Key Card Blackwood, is no meaning of the call). Read lazily, on the first rule asked about.
 */
function reachedRules(
  a: Auction,
  vulnerability: Vulnerability,
  rules: readonly BidRule[],
  call: Call,
): (rule: string) => number {
  let reached: Map<string, number> | null = null;
  return (rule) => {
    if (!reached) {
      reached = new Map();
      const calls = a.calls.map((c) => c.call);
      const key = callsKey(calls);
      let seed = 2_166_136_261;
      for (let i = 0; i < key.length; i++) seed = Math.imul(seed ^ key.charCodeAt(i), 16_777_619) >>> 0;
      const random = seededRandom(seed);
      const memo: AuctionMemo = { rules: new Map(), force: new Map() };
      for (let i = 0; i < REACH_HANDS / 4; i++) {
        const deal = randomDeal(random);
        for (const seat of SEATS) {
          const r = choose(
            { hand: deal[seat], auction: calls, dealer: a.dealer, vulnerability },
            rules,
            undefined,
            memo,
          );
          if (r.ok && callEquals(r.value.call, call)) reached.set(r.value.rule, (reached.get(r.value.rule) ?? 0) + 1);
        }
      }
    }
    return reached.get(rule) ?? 0;
  };
}

/** The bidding context of a core auction: legality is core's standard rules. */
function contextOf(a: Auction, vulnerability: Vulnerability): BidContext {
  const seat = a.turn;
  return bidContext(
    a.calls.map((c) => c.call),
    a.dealer,
    vulnerability,
    (call) => seat !== null && checkCall(standardRules, a, seat, call).ok,
  );
}

/** Rules one of whose auction patterns matches the context: the only ones `matchRule` can fire (the rest are hand-free misses). */
function rulesFor(rules: readonly BidRule[], ctx: BidContext): BidRule[] {
  return rules.filter((r) =>
    (typeof r.auction === 'string' ? [r.auction] : r.auction).some((p) => matchAuction(p, ctx.calls)),
  );
}

/** The hand-free work of replaying one call of an auction over many hands (`makeCallReplayer`). */
function callReplay(auction: readonly Call[], dealer: Seat, vulnerability: Vulnerability, rules: readonly BidRule[]) {
  const a = auctionFromCalls(standardRules, dealer, auction);
  if (!a.ok || a.value.over) return null;
  const n = auction.length;
  let partnerHcp: number | null = null;
  const ctx: BidContext = {
    ...contextOf(a.value, vulnerability),
    partnerHcp: () => {
      if (partnerHcp === null) {
        const [lo, hi] = n < 2 ? [0, 0] : shownHcpBy(rules, auction, n - 2, dealer, vulnerability);
        partnerHcp = hi - lo > 10 ? lo + 3 : Math.floor((lo + hi) / 2);
      }
      return partnerHcp;
    },
  };
  const force = forceOn(rules, ctx.auction, dealer, vulnerability);
  const allowed = (m: RuleMatch | null): m is RuleMatch =>
    m !== null && (force.kind === 'none' || m.call.type !== 'pass');
  const own = rulesFor(rules, ctx);
  const quiet = uncontestedContext(a.value, vulnerability);
  const quietRules = quiet ? rulesFor(contestableRules(rules), quiet) : [];
  return {
    ctx,
    force,
    /** The call of the first rule that fits the hand (as `choose`), or null when none does. */
    ruleCall(f: HandFacts): Call | null {
      for (const rule of own) {
        const m = matchRule(rule, ctx, f);
        if (allowed(m)) return m.call;
      }
      if (quiet) {
        for (const rule of quietRules) {
          const m = matchRule(rule, quiet, f);
          if (allowed(m)) return m.call;
        }
      }
      return null;
    },
    /** The call when no rule fits and nothing is thought out: the descriptive forced call, or pass. */
    fallback(f: HandFacts): Call {
      if (force.kind !== 'none') {
        const m = forcedCall(ctx, f, force, rules, dealer, vulnerability);
        if (m) return m.call;
      }
      return { type: 'pass' };
    },
  };
}

/**
 * The call `chooseCall` (rules only, no thinking) would make after `auction` with any hand, with the
 * hand-free work done once: for replaying an auction over many sampled hands (opening leads,
 * play/leadSample.ts). Null when the auction is not legal or is over.
 */
export function makeCallReplayer(
  auction: readonly Call[],
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[] = SAYC_RULES,
): ((hand: Hand) => Call) | null {
  const r = callReplay(auction, dealer, vulnerability, rules);
  if (!r) return null;
  return (hand: Hand): Call => {
    const f = handFacts(hand);
    return r.ruleCall(f) ?? r.fallback(f);
  };
}

/**
 * Every call a robot that thinks could make after `auction` with a hand: the rules' call; or, where
 * no rule fits, each candidate its thinking weighs (think.ts `candidateCalls`: it chooses among them
 * by simulation, so which one cannot be replayed) and the call it falls back on. A sampler that
 * keeps hands whose calls are among these keeps the hands of calls the robots thought out (seed
 * 2511, expert robots: the real hands replayed every call of the rules alone on 90.4% of the leads).
 */
export function makeThinkingReplayer(
  auction: readonly Call[],
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[] = SAYC_RULES,
): ((hand: Hand) => readonly Call[]) | null {
  const r = callReplay(auction, dealer, vulnerability, rules);
  if (!r) return null;
  const forced = r.force.kind !== 'none';
  const thinks = forced || !ourGameIsTheContract(auction);
  let partner: HandRanges | null = null;
  const partnerRanges = (): HandRanges => {
    if (!partner) {
      const calls = auction.map((call, i) => ({ seat: seatAfter(dealer, i), call }));
      partner = handRangesFromAuction(calls, dealer, vulnerability, rules)[seatAfter(r.ctx.seat, 2)];
    }
    return partner;
  };
  return (hand: Hand): readonly Call[] => {
    const f = handFacts(hand);
    const call = r.ruleCall(f);
    if (call) return [call];
    const fallback = r.fallback(f);
    if (!thinks) return [fallback];
    const candidates = candidateCalls(r.ctx, hand, partnerRanges(), forced);
    return candidates.length < 2 ? [fallback] : [...candidates, fallback];
  };
}

/**
 * Whether a hand dealt to `seat` would have made every call that seat made in `auction`, by the
 * rules or as a thinking robot could (`makeThinkingReplayer`): the slam judgement's test of
 * partner's hand. Calls that cannot be replayed (an illegal or finished auction) are not checked.
 */
export function seatReplays(
  auction: readonly Call[],
  dealer: Seat,
  vulnerability: Vulnerability,
  rules: readonly BidRule[],
  seat: Seat,
): (hand: Hand) => boolean {
  const checks: { replay: (hand: Hand) => readonly Call[]; call: Call }[] = [];
  auction.forEach((call, i) => {
    if (seatAfter(dealer, i) !== seat) return;
    const replay = makeThinkingReplayer(auction.slice(0, i), dealer, vulnerability, rules);
    if (replay) checks.push({ replay, call });
  });
  return (hand) => checks.every((c) => c.replay(hand).some((x) => callEquals(x, c.call)));
}
