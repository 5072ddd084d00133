/**
 * The auction (Laws 17–22), generic over the rule set: turn order, legality, end, outcome.
 *
 * ```ts
 * const rules = unwrap(ruleSetFor('standard'));
 * const r = auctionFromCalls(rules, 'W', ['P', 'P', '1D', '2H', '2S', '3H', '4S', 'P', 'P', 'P']);
 * if (r.ok) rules.outcome(r.value, {}); // 4♠ by W, dummy E, lead from N
 * ```
 * Turn order is clockwise from the dealer (Law 17A). Everything about which calls are allowed and
 * who plays with whom is asked of the rule set (`rules/ruleSet.ts`). Every function here is pure.
 */
import { seatAfter, type Seat } from './cards.js';
import { callEquals, makeCall, parseCall, type Call } from './calls.js';
import { err, ok, type CodedError, type Result } from './result.js';
import type { Auction, RuleSet } from './rules/ruleSet.js';

/** An auction before any call, the dealer to call first (Law 17A). */
export function emptyAuction<S>(rules: RuleSet<S>, dealer: Seat): Auction<S> {
  return {
    ruleSet: rules.id,
    dealer,
    calls: [],
    lastBid: null,
    doubled: 0,
    doubledBy: null,
    passesInRow: 0,
    over: false,
    turn: dealer,
    rule: rules.initialRuleState(dealer),
  };
}

/** Whether `seat` may make `call` now: the auction is open, it is their turn, and the rule set allows it. */
export function checkCall<S>(rules: RuleSet<S>, auction: Auction<S>, seat: Seat, call: Call): Result<null> {
  if (auction.over || auction.turn === null) return err('auction/auction-over', 'the auction is over');
  if (auction.turn !== seat) return err('auction/not-your-turn', `it is ${auction.turn}'s turn to call, not ${seat}'s`);
  // The rule set judges first, so it can explain a call it leaves out (e.g. "no doubles in this variant").
  const judged = rules.checkCall(auction, seat, call);
  if (!judged.ok) return judged;
  if (!rules.vocabulary.some((c) => callEquals(c, call)))
    return err('auction/call-not-available', `${makeCall(call)} is not a call in ${rules.title}`);
  return judged;
}

/** The auction after a call already known to be legal (no check: use `auctionWithCall` for input). */
export function auctionWithCallUnchecked<S>(
  rules: RuleSet<S>,
  auction: Auction<S>,
  seat: Seat,
  call: Call,
  alert?: string,
): Auction<S> {
  const index = auction.calls.length;
  const rule = rules.applyCall(auction, seat, call);
  const base = {
    ...auction,
    calls: [...auction.calls, alert === undefined ? { seat, call } : { seat, call, alert }],
    passesInRow: call.type === 'pass' ? auction.passesInRow + 1 : 0,
    rule,
  };
  let next: Auction<S>;
  switch (call.type) {
    case 'bid':
      next = { ...base, lastBid: { seat, bid: call, index }, doubled: 0, doubledBy: null };
      break;
    case 'double':
      next = { ...base, doubled: 1, doubledBy: seat };
      break;
    case 'redouble':
      next = { ...base, doubled: 2 };
      break;
    default:
      next = base;
  }
  const over = rules.isAuctionOver(next);
  return { ...next, over, turn: over ? null : seatAfter(seat) };
}

/** The auction after `seat` makes `call`, or a coded error (state unchanged). */
export function auctionWithCall<S>(
  rules: RuleSet<S>,
  auction: Auction<S>,
  seat: Seat,
  call: Call,
  alert?: string,
): Result<Auction<S>> {
  const check = checkCall(rules, auction, seat, call);
  return check.ok ? ok(auctionWithCallUnchecked(rules, auction, seat, call, alert)) : check;
}

/** The legal calls for `seat` now (empty when it is not their turn or the auction is over), in vocabulary order. */
export function legalCallsIn<S>(rules: RuleSet<S>, auction: Auction<S>, seat: Seat): Call[] {
  if (auction.turn !== seat) return [];
  return rules.vocabulary.filter((c) => rules.checkCall(auction, seat, c).ok);
}

/** An error in a sequence of calls: which call (0-based `index`, 1-based `position`) and why. */
export interface CallSequenceError extends CodedError {
  readonly index: number;
  readonly position: number;
  readonly call: string;
}

/**
 * Folds a sequence of calls (text like `1C`, `1N`, `X`, `XX`, `P`, or `Call` values) made in turn
 * from the dealer. The first bad or illegal call is reported with its position and reason.
 */
export function auctionFromCalls<S>(
  rules: RuleSet<S>,
  dealer: Seat,
  calls: readonly (string | Call)[],
): Result<Auction<S>, CallSequenceError> {
  let a = emptyAuction(rules, dealer);
  for (let i = 0; i < calls.length; i++) {
    const item = calls[i]!;
    const text = typeof item === 'string' ? item : makeCall(item);
    const parsed = typeof item === 'string' ? parseCall(item) : ok(item);
    const fail = (e: CodedError): Result<never, CallSequenceError> => ({
      ok: false,
      error: { code: e.code, message: `call ${i + 1} (${text}): ${e.message}`, index: i, position: i + 1, call: text },
    });
    if (!parsed.ok) return fail(parsed.error);
    const seat = a.turn ?? seatAfter(a.calls[a.calls.length - 1]?.seat ?? dealer);
    const next = auctionWithCall(rules, a, seat, parsed.value);
    if (!next.ok) return fail(next.error);
    a = next.value;
  }
  return ok(a);
}
