/**
 * The bidding engine: matches declarative rules against an auction and a hand.
 *
 * ```ts
 * const rule: BidRule = { name: 'open-1nt', auction: '', call: '1N', when: { hcp: [15, 17], bal: true }, explain: '15–17 HCP, balanced' };
 * const ctx = bidContext([], 'N', 'none', () => true);
 * matchRule(rule, ctx, handFacts(hand)) // { call: 1NT, rule: 'open-1nt', explanation: '15–17 HCP, balanced' } or null
 * ```
 * An auction pattern is written from the first non-pass call on, one token per call, and ends
 * just before the call to choose, so its length fixes who made each call ("1N P" = partner
 * opened 1NT, right-hand opponent passed). Tokens: `P`, `X`, `XX`, `_` (any call), a bid such
 * as `1N` or `2C`, or a bid on a suit variable: `M` a major, `m` a minor, `oM` / `om` the other
 * major / minor, `x` `y` `z` `w` any suit (distinct variables are distinct suits).
 * `1x P|1x X` lists alternative auctions; a leading `...` stands for any earlier calls. A bid token may
 * also say how far it jumped over the bid before it: `^y` the cheapest bid in y, `^^y` a single jump
 * (`1D 1S ^^z` is 1♦–(1♠)–3♣ or –2♥, never the free 2♣), `^^^y` a double jump, with the level too
 * when it matters (`^2z`: the cheapest bid in z, at the two level). A call template uses the same forms plus `^y` (the
 * cheapest bid in y), `^^y` (a jump), `^^^y` (a double jump); variables the auction leaves free
 * are tried over the suits, longest first. Legality is asked of the context (core's rules).
 */
import {
  STRAINS,
  SUITS,
  SUIT_SYMBOLS,
  callEquals,
  isVulnerable,
  seatAfter,
  type Bid,
  type Call,
  type Level,
  type Seat,
  type Strain,
  type Suit,
  type Vulnerability,
} from '@biritch/core';
import {
  hasFeature,
  hasStopper,
  topHonours,
  isGoodSuit,
  ruleOf15,
  ruleOf20,
  supportPoints,
  topTricksOpposite,
  type HandFacts,
} from './handFacts.js';

/**
 * Every alternative of an auction pattern followed by the same calls:
 * `continued('1x P 1y P|1x P 2y P', '2N P')` is `'1x P 1y P 2N P|1x P 2y P 2N P'`.
 */
export const continued = (pattern: string, calls: string): string =>
  pattern
    .split('|')
    .map((a) => `${a} ${calls}`)
    .join('|');

/** An inclusive range [min, max], or a lone number meaning "at least". */
export type Range = readonly [number, number] | number;

/** Hand and situation constraints of a rule. All given keys must hold. */
export interface When {
  /** High-card points. */
  readonly hcp?: Range;
  /** HCP plus length points. */
  readonly pts?: Range;
  /** Losing-trick count. */
  readonly ltc?: Range;
  /** HCP adjusted by judgement: flat 4-3-3-3 minus one, each good long suit plus one. */
  readonly adj?: Range;
  /** Support points with the named suit (or variable) as trumps. */
  readonly sup?: readonly [string, number, number];
  /** Suit lengths by suit letter or variable. */
  readonly len?: Readonly<Record<string, Range>>;
  /** Length of the second-longest suit. */
  readonly second?: Range;
  /** Length of the shortest suit. */
  readonly shortest?: Range;
  /** Balanced (4333, 4432, 5332) or not. */
  readonly bal?: boolean;
  /** Balanced or 5422 / 6322. */
  readonly semi?: boolean;
  /** The named suits are (among) the longest. */
  readonly longest?: readonly string[];
  /** Stoppers in the named suits. */
  readonly stop?: readonly string[];
  /** Stoppers in every suit nobody has bid. */
  readonly stopUnbid?: boolean;
  /** Stoppers in every suit the opponents have bid. */
  readonly stopOpps?: boolean;
  /** Two of the top three or three of the top five honours in the named suits. */
  readonly good?: readonly string[];
  /** How many of the top five honours (A K Q J T) are held in the named suits. */
  readonly top5?: Readonly<Record<string, Range>>;
  /** How many of the ace, king and queen are held in the named suits. */
  readonly top3?: Readonly<Record<string, Range>>;
  /** An ace or a guarded king in one of the named suits other than the trump (a weak two's "feature"). */
  readonly feature?: readonly string[];
  /** Lengths in every suit nobody has bid. */
  readonly unbid?: Range;
  /** Lengths in every suit the opponents have bid. */
  readonly inOpps?: Range;
  /** Length in at least one major nobody has bid (the major a negative double promises). */
  readonly unbidMajor?: Range;
  /** Number of aces (Blackwood and Gerber answers); 4 counts as 0 when the range allows 0. */
  readonly aces?: readonly number[];
  /** Number of kings (answers to a king ask); 4 counts as 0 when the range allows 0. */
  readonly kings?: readonly number[];
  /** Key cards for a trump suit (the four aces and the trump king, Roman Key Card Blackwood): [suit, counts]. */
  readonly keys?: readonly [string, readonly number[]];
  /**
   * Key cards between the hands after partner's 1430 answer `5C` (one or four) or `5D` (none or three),
   * this hand's own added: [trump, answer, totals]. See `keysBetween`.
   */
  readonly keysWith?: readonly [string, '5C' | '5D', readonly number[]];
  /** A first- or second-round control (ace, king, singleton or void) in each named suit. */
  readonly controls?: readonly string[];
  /**
   * Control bidding: every side suit strictly between `after` and `before` in the order of control
   * bids over the `trump` (the suits in rank order from just above the trump round to just below it;
   * `after` absent: from the trump, `before` absent: to the trump) has (`has`) or lacks a control.
   */
  readonly controlsBetween?: readonly ControlSpan[];
  /** The named suits come in this order among the control bids over the first one, the trump. */
  readonly cueOrder?: readonly string[];
  /**
   * A useful void for a key-card answer: a void in a suit other than the trump (the first name) that
   * partner has not bid, in the second named suit when one is given.
   */
  readonly usefulVoid?: readonly [string] | readonly [string, string];
  /** Honours held, by suit: `{ M: 'Q' }` holds the queen of M (letters A K Q J T). */
  readonly holds?: Readonly<Record<string, string>>;
  /**
   * The partnership's strength: this hand's points (HCP and length) plus the HCP partner's calls
   * have shown (read from the rules behind them, `BidContext.partnerHcp`).
   */
  readonly combined?: Range;
  /**
   * Top tricks in no-trump when partner holds every ace and king this hand lacks, as the ace and king
   * asks have shown (`topTricksOpposite`); `fit` names the agreed suit, where partner has shown
   * `fitLength` cards (and the queen when `fitQueen`).
   */
  readonly topTricks?: {
    readonly min: number;
    readonly fit?: string;
    readonly fitLength?: number;
    readonly fitQueen?: boolean;
  };
  /**
   * Partner's last call answered a king ask in steps (6♣ none, 6♦ one, 6♥ two, 6♠ three) and completes
   * the four kings with this hand's (6♣ only when this hand holds all four); given a suit, the answer
   * counted side kings (Roman Key Card), and that trump's king is ours too (every key card is).
   */
  readonly kingsComplete?: true | string;
  /** Rule of 20 (opening) or of 15 (fourth seat). */
  readonly r20?: boolean;
  readonly r15?: boolean;
  /** Position at the table of the opening (1 = dealer). Only for opening rules. */
  readonly seat?: readonly number[];
  /** Whether this player passed before the opening. */
  readonly passedHand?: boolean;
  /** Whether our side is vulnerable. */
  readonly vul?: boolean;
  /** Pairs [a, b]: suit a ranks above suit b. */
  readonly above?: readonly (readonly [string, string])[];
  /** Pairs [a, b]: a and b are different suits (a free variable may not bind a suit named literally). */
  readonly differ?: readonly (readonly [string, string])[];
  /** Pairs [a, b]: suit a is longer than suit b. */
  readonly longer?: readonly (readonly [string, string])[];
  /** Pairs [a, b]: suit a is at least as long as suit b. */
  readonly asLong?: readonly (readonly [string, string])[];
  /** All of these hold. */
  readonly all?: readonly When[];
  /** At least one of these holds. */
  readonly any?: readonly When[];
  /** This does not hold. */
  readonly not?: When;
}

/** A span of side suits in the order of control bids over a trump (`When.controlsBetween`). */
export interface ControlSpan {
  readonly trump: string;
  readonly after?: string;
  readonly before?: string;
  readonly has: boolean;
}

/** How partner draws the opponents' attention to a call (ACBL Alert Procedures). */
export type Alert = 'alert' | 'announce';

/** How far a call forces partner: one round, or to game. */
export type Forcing = 'round' | 'game';

/** One bidding rule: where it applies, what hand it needs, the call, and what the call means. */
export interface BidRule {
  /** A stable name, shown as the rule behind a call. */
  readonly name: string;
  /** One or more auction patterns (see the module comment). */
  readonly auction: string | readonly string[];
  /** The call template. */
  readonly call: string;
  /**
   * Whether partner may pass the call: `round` forces one answer (unless the next opponent
   * bids or doubles), `game` forces the partnership to game; absent means not forcing.
   */
  readonly forcing?: Forcing | undefined;
  /**
   * What the ACBL Alert Procedures ask of partner: `announce` (1NT range, transfers, forcing
   * 1NT) or `alert` (an artificial call below 3NT that is not on the list of calls needing no
   * alert); absent means neither.
   */
  readonly alert?: Alert | undefined;
  /**
   * Only in an auction the opponents have left alone: never through the bidder's reading of a
   * contested auction as if they had passed (`/uncontested`). The strong jump shift and its
   * continuations: a jump shift in competition is weak (saycbridge: "jumpshifts are off in competition").
   */
  readonly uncontested?: boolean | undefined;
  readonly when?: When;
  /** What the call tells partner, in plain words; `{x}` is replaced by the suit symbol. */
  readonly explain: string;
}

const CONTESTABLE = new WeakMap<readonly BidRule[], readonly BidRule[]>();
/** The rules that may read a contested auction as if the opponents had passed (all but `uncontested` ones). */
export function contestableRules(rules: readonly BidRule[]): readonly BidRule[] {
  let out = CONTESTABLE.get(rules);
  if (!out) {
    out = rules.filter((r) => !r.uncontested);
    CONTESTABLE.set(rules, out);
  }
  return out;
}

/** The auction as the player to call sees it. */
export interface BidContext {
  /** The whole auction, dealer first. */
  readonly auction: readonly Call[];
  /** The auction from the first non-pass call on. */
  readonly calls: readonly Call[];
  /** Position of the player to call (1 = dealer) when nobody has opened yet. */
  readonly seatPosition: number;
  readonly passedHand: boolean;
  readonly vulnerable: boolean;
  /** Suits bid by the opponents / by our side. */
  readonly oppSuits: readonly Suit[];
  readonly ourSuits: readonly Suit[];
  /** The seat to call. */
  readonly seat: Seat;
  /** Whether a call is legal now (core's rules decide). */
  readonly legal: (call: Call) => boolean;
  /** The HCP partner's calls have shown, as one expected figure (the bidder supplies it; 0 when absent). */
  readonly partnerHcp?: (() => number) | undefined;
}

/** Variable bindings: variable name → suit. */
export type Bindings = Readonly<Record<string, Suit>>;

const VAR_DOMAINS: Readonly<Record<string, readonly Suit[]>> = {
  M: ['H', 'S'],
  m: ['C', 'D'],
  x: SUITS,
  y: SUITS,
  z: SUITS,
  w: SUITS,
};
const OTHER: Readonly<Record<string, readonly [string, Readonly<Record<string, Suit>>]>> = {
  oM: ['M', { H: 'S', S: 'H' }],
  om: ['m', { C: 'D', D: 'C' }],
};

/** Builds the context for the player whose turn it is after `auction`. */
export function bidContext(
  auction: readonly Call[],
  dealer: Seat,
  vulnerability: Vulnerability,
  legal: (call: Call) => boolean,
): BidContext {
  let lead = 0;
  while (lead < auction.length && auction[lead]!.type === 'pass') lead++;
  const seat = seatAfter(dealer, auction.length);
  const calls = auction.slice(lead);
  const oppSuits = new Set<Suit>();
  const ourSuits = new Set<Suit>();
  auction.forEach((c, i) => {
    if (c.type !== 'bid' || c.strain === 'NT') return;
    const mine = (auction.length - i) % 2 === 0;
    (mine ? ourSuits : oppSuits).add(c.strain);
  });
  // I passed before the opening when one of the leading passes was mine.
  const passedHand = leadingPassIsMine(auction.length, lead);
  return {
    auction,
    calls,
    seatPosition: lead + 1,
    passedHand,
    vulnerable: isVulnerable(vulnerability, seat),
    oppSuits: [...oppSuits],
    ourSuits: [...ourSuits],
    seat,
    legal,
  };
}

function leadingPassIsMine(n: number, lead: number): boolean {
  for (let i = 0; i < lead; i++) if ((n - i) % 4 === 0) return true;
  return false;
}

const strainOfLetter = (c: string): Strain | null =>
  c === 'N' ? 'NT' : (SUITS as readonly string[]).includes(c) ? (c as Suit) : null;

/** Tries to bind a strain token part (`H`, `N`, `M`, `oM`, `x`) to a strain; returns new bindings or null. */
function bindStrain(part: string, strain: Strain, b: Bindings): Bindings | null {
  const lit = part.length === 1 ? strainOfLetter(part) : null;
  if (lit) return lit === strain ? b : null;
  if (strain === 'NT') return null;
  const other = OTHER[part];
  if (other) {
    const [base, map] = other;
    const baseSuit = Object.keys(map).find((k) => map[k] === strain) as Suit | undefined;
    if (!baseSuit) return null;
    return bindStrain(base, baseSuit, b);
  }
  const domain = VAR_DOMAINS[part];
  if (!domain?.includes(strain)) return null;
  const bound = b[part];
  if (bound) return bound === strain ? b : null;
  if (Object.values(b).includes(strain)) return null;
  return { ...b, [part]: strain };
}

/** The suit a strain part names under bindings, or null when free. */
function resolveStrain(part: string, b: Bindings): Strain | null {
  const lit = part.length === 1 ? strainOfLetter(part) : null;
  if (lit) return lit;
  const other = OTHER[part];
  if (other) {
    const base = b[other[0]];
    return base ? other[1][base]! : null;
  }
  return b[part] ?? null;
}

/**
 * Matches one pattern token against the call `calls[at]` (a jump token reads the calls before it:
 * `^x` the cheapest bid in x, `^^x` a single jump, `^^^x` a double jump; a level may follow the
 * carets, `^^3x`, to fix it too).
 */
function matchToken(token: string, calls: readonly Call[], at: number, b: Bindings): Bindings | null {
  const call = calls[at]!;
  if (token === '_') return b;
  if (token === 'P') return call.type === 'pass' ? b : null;
  if (token === 'X') return call.type === 'double' ? b : null;
  if (token === 'XX') return call.type === 'redouble' ? b : null;
  if (call.type !== 'bid') return null;
  const carets = /^\^*/.exec(token)![0].length;
  let rest = token.slice(carets);
  if (carets > 0) {
    const cheapest = cheapestBid(calls.slice(0, at), call.strain);
    if (!cheapest || call.level - cheapest.level !== carets - 1) return null;
    if (!/^[1-7]/.test(rest)) return bindStrain(rest, call.strain, b);
  }
  const level = Number(rest[0]);
  rest = rest.slice(1);
  if (!(level >= 1 && level <= 7) || level !== call.level) return null;
  return bindStrain(rest, call.strain, b);
}

/**
 * The first call of an auction pattern and whose it is, seen from the player the pattern's rule is for:
 * `us` when an even number of tokens come before that player's call (our side opened), `them` when
 * odd; null for an empty pattern or one that starts with `...` (any earlier calls).
 */
export function patternOpening(pattern: string): { readonly call: string; readonly by: 'us' | 'them' } | null {
  const tokens = pattern.trim() === '' ? [] : pattern.trim().split(/\s+/);
  const call = tokens[0];
  if (call === undefined || call === '...') return null;
  return { call, by: tokens.length % 2 === 0 ? 'us' : 'them' };
}

/** Matches a whole pattern against the context's calls. */
export function matchAuction(pattern: string, calls: readonly Call[]): Bindings | null {
  for (const alt of parsedPattern(pattern)) {
    const b = matchSequence(alt, calls);
    if (b) return b;
  }
  return null;
}

/** One alternative of an auction pattern, split into its tokens once; `tail` when it began with `...`. */
interface PatternAlternative {
  readonly tokens: readonly string[];
  readonly tail: boolean;
}

/** The rules' auction patterns, parsed once each (they are the system's data, a few thousand). */
const PARSED_PATTERNS = new Map<string, readonly PatternAlternative[]>();
const PARSED_PATTERNS_MOST = 20_000;

function parsedPattern(pattern: string): readonly PatternAlternative[] {
  let parsed = PARSED_PATTERNS.get(pattern);
  if (!parsed) {
    parsed = pattern.split('|').map((alt) => {
      const tokens = alt.trim() === '' ? [] : alt.trim().split(/\s+/);
      // A leading `...` matches any earlier calls: the rest must match the end of the auction.
      const tail = tokens[0] === '...';
      return { tokens: tail ? tokens.slice(1) : tokens, tail };
    });
    if (PARSED_PATTERNS.size >= PARSED_PATTERNS_MOST) PARSED_PATTERNS.clear();
    PARSED_PATTERNS.set(pattern, parsed);
  }
  return parsed;
}

function matchSequence({ tokens, tail }: PatternAlternative, calls: readonly Call[]): Bindings | null {
  if (tail ? tokens.length > calls.length : tokens.length !== calls.length) return null;
  const offset = calls.length - tokens.length;
  let b: Bindings = {};
  for (let i = 0; i < tokens.length; i++) {
    const r = matchToken(tokens[i]!, calls, offset + i, b);
    if (!r) return null;
    b = r;
  }
  return b;
}

const lastBid = (auction: readonly Call[]): Bid | null => {
  for (let i = auction.length - 1; i >= 0; i--) {
    const c = auction[i]!;
    if (c.type === 'bid') return c;
  }
  return null;
};

/** The cheapest bid in a strain over the auction's last bid. */
export function cheapestBid(auction: readonly Call[], strain: Strain): Bid | null {
  const last = lastBid(auction);
  const level =
    last === null ? 1 : STRAINS.indexOf(strain) > STRAINS.indexOf(last.strain) ? last.level : last.level + 1;
  return level <= 7 ? { type: 'bid', level: level as Level, strain } : null;
}

/** Makes the call a template names under complete bindings, or null (free variable, beyond 7NT). */
function makeTemplateCall(template: string, b: Bindings, auction: readonly Call[]): Call | null {
  if (template === 'P') return { type: 'pass' };
  if (template === 'X') return { type: 'double' };
  if (template === 'XX') return { type: 'redouble' };
  const jump = /^\^*/.exec(template)![0].length - 1;
  if (jump >= 0) {
    const strain = resolveStrain(template.slice(jump + 1), b);
    if (!strain) return null;
    const c = cheapestBid(auction, strain);
    if (!c || c.level + jump > 7) return null;
    return { type: 'bid', level: (c.level + jump) as Level, strain };
  }
  const level = Number(template[0]);
  const strain = resolveStrain(template.slice(1), b);
  if (!strain || !(level >= 1 && level <= 7)) return null;
  return { type: 'bid', level: level as Level, strain };
}

/** Variables a template leaves free under bindings. */
function freeVars(template: string, b: Bindings): string[] {
  const part = template.replace(/^\^+/, '').replace(/^\d/, '');
  if (part === '' || strainOfLetter(part) || ['P', 'X', 'XX'].includes(template)) return [];
  const base = OTHER[part]?.[0] ?? part;
  return b[base] ? [] : [base];
}

const inRange = (v: number, r: Range): boolean => (typeof r === 'number' ? v >= r : v >= r[0] && v <= r[1]);

function suitNamed(name: string, b: Bindings): Suit {
  const s = resolveStrain(name, b);
  if (!s || s === 'NT') throw new Error(`bidding rule names an unbound or no-trump suit '${name}'`);
  return s;
}

/** Whether a hand and context satisfy a rule's constraints under bindings. */
export function satisfies(w: When, f: HandFacts, b: Bindings, ctx: BidContext): boolean {
  if (w.hcp !== undefined && !inRange(f.hcp, w.hcp)) return false;
  if (w.pts !== undefined && !inRange(f.points, w.pts)) return false;
  if (w.ltc !== undefined && !inRange(f.ltc, w.ltc)) return false;
  if (w.adj !== undefined && !inRange(f.adjusted, w.adj)) return false;
  if (w.sup && !inRange(supportPoints(f, suitNamed(w.sup[0], b)), [w.sup[1], w.sup[2]])) return false;
  if (w.len) for (const [k, r] of Object.entries(w.len)) if (!inRange(f.len[suitNamed(k, b)], r)) return false;
  if (w.second !== undefined && !inRange(f.shape[1]!, w.second)) return false;
  if (w.shortest !== undefined && !inRange(f.shape[3]!, w.shortest)) return false;
  if (w.bal !== undefined && f.balanced !== w.bal) return false;
  if (w.semi !== undefined && f.semiBalanced !== w.semi) return false;
  if (w.longest && !w.longest.every((k) => f.len[suitNamed(k, b)] === f.shape[0])) return false;
  if (w.stop && !w.stop.every((k) => hasStopper(f, suitNamed(k, b)))) return false;
  if (w.stopUnbid && !SUITS.every((s) => ctx.oppSuits.includes(s) || ctx.ourSuits.includes(s) || hasStopper(f, s)))
    return false;
  if (w.stopOpps && !ctx.oppSuits.every((s) => hasStopper(f, s))) return false;
  if (w.good && !w.good.every((k) => isGoodSuit(f, suitNamed(k, b)))) return false;
  if (w.top5)
    for (const [k, r] of Object.entries(w.top5)) if (!inRange(topHonours(f, suitNamed(k, b), 5), r)) return false;
  if (w.top3)
    for (const [k, r] of Object.entries(w.top3)) if (!inRange(topHonours(f, suitNamed(k, b), 3), r)) return false;
  if (w.feature && !w.feature.some((k) => hasFeature(f, suitNamed(k, b)))) return false;
  if (w.unbid !== undefined) {
    const bid = new Set([...ctx.oppSuits, ...ctx.ourSuits]);
    if (!SUITS.every((s) => bid.has(s) || inRange(f.len[s], w.unbid!))) return false;
  }
  if (w.inOpps !== undefined && !ctx.oppSuits.every((s) => inRange(f.len[s], w.inOpps!))) return false;
  if (w.unbidMajor !== undefined) {
    const free = (['H', 'S'] as const).filter((s) => !ctx.oppSuits.includes(s) && !ctx.ourSuits.includes(s));
    if (!free.some((s) => inRange(f.len[s], w.unbidMajor!))) return false;
  }
  if (w.aces && !w.aces.includes(f.hand.reduce((n, h) => n + ((h >> 12) & 1), 0))) return false;
  if (w.kings && !w.kings.includes(f.hand.reduce((n, h) => n + ((h >> 11) & 1), 0))) return false;
  if (w.keys) {
    const trump = SUITS.indexOf(suitNamed(w.keys[0], b));
    const keys = f.hand.reduce((n, h) => n + ((h >> 12) & 1), 0) + ((f.hand[trump]! >> 11) & 1);
    if (!w.keys[1].includes(keys)) return false;
  }
  if (w.keysWith && !w.keysWith[2].includes(keysBetween(f, suitNamed(w.keysWith[0], b), w.keysWith[1], ctx)))
    return false;
  if (w.controls && !w.controls.every((k) => hasControl(f, suitNamed(k, b)))) return false;
  if (w.controlsBetween)
    for (const span of w.controlsBetween) {
      const suits = cueSuits(
        suitNamed(span.trump, b),
        span.after && suitNamed(span.after, b),
        span.before && suitNamed(span.before, b),
      );
      if (!suits.every((s) => hasControl(f, s) === span.has)) return false;
    }
  if (w.cueOrder && w.cueOrder.length > 1) {
    const order = cueSuits(suitNamed(w.cueOrder[0]!, b));
    const at = w.cueOrder.slice(1).map((k) => order.indexOf(suitNamed(k, b)));
    if (at.some((i, j) => i < 0 || (j > 0 && i <= at[j - 1]!))) return false;
  }
  if (w.usefulVoid) {
    const trump = suitNamed(w.usefulVoid[0], b);
    const only = w.usefulVoid[1] === undefined ? null : suitNamed(w.usefulVoid[1], b);
    const bidByPartner = partnerSuits(ctx);
    const ok = SUITS.some(
      (s) => s !== trump && (only === null || s === only) && f.len[s] === 0 && !bidByPartner.has(s),
    );
    if (!ok) return false;
  }
  if (w.holds)
    for (const [k, letters] of Object.entries(w.holds)) {
      const h = f.hand[SUITS.indexOf(suitNamed(k, b))]!;
      if (![...letters].every((l) => h & (1 << (8 + 'TJQKA'.indexOf(l))))) return false;
    }
  if (w.combined !== undefined && !inRange(f.points + (ctx.partnerHcp?.() ?? 0), w.combined)) return false;
  if (
    w.kingsComplete !== undefined &&
    !kingsComplete(f, w.kingsComplete === true ? null : suitNamed(w.kingsComplete, b), ctx)
  )
    return false;
  if (w.topTricks) {
    const t = w.topTricks;
    const fit =
      t.fit === undefined
        ? undefined
        : { suit: suitNamed(t.fit, b), length: t.fitLength ?? 0, queen: t.fitQueen === true };
    if (topTricksOpposite(f, fit) < t.min) return false;
  }
  if (w.r20 !== undefined && ruleOf20(f) !== w.r20) return false;
  if (w.r15 !== undefined && ruleOf15(f) !== w.r15) return false;
  if (w.seat && !w.seat.includes(ctx.seatPosition)) return false;
  if (w.passedHand !== undefined && ctx.passedHand !== w.passedHand) return false;
  if (w.vul !== undefined && ctx.vulnerable !== w.vul) return false;
  if (w.above && !w.above.every(([a, c]) => SUITS.indexOf(suitNamed(a, b)) > SUITS.indexOf(suitNamed(c, b))))
    return false;
  if (w.differ && !w.differ.every(([a, c]) => suitNamed(a, b) !== suitNamed(c, b))) return false;
  if (w.longer && !w.longer.every(([a, c]) => f.len[suitNamed(a, b)] > f.len[suitNamed(c, b)])) return false;
  if (w.asLong && !w.asLong.every(([a, c]) => f.len[suitNamed(a, b)] >= f.len[suitNamed(c, b)])) return false;
  if (w.all && !w.all.every((a) => satisfies(a, f, b, ctx))) return false;
  if (w.any && !w.any.some((a) => satisfies(a, f, b, ctx))) return false;
  if (w.not && satisfies(w.not, f, b, ctx)) return false;
  return true;
}

/**
 * The key cards between the hands after partner's Roman Key Card 1430 answer of 5♣ (one or four) or
 * 5♦ (none or three), this hand's own added. Partner holds the higher number when five key cards in
 * all allow it and the lower would leave the missing ones to opponents holding fewer HCP than they
 * need for them (40 less this hand's HCP and the figure partner's calls have shown, `partnerHcp`, as
 * `combined` reads it: an ace 4, the trump king 3); else the lower. Kantar, "Roman Keycard Blackwood": the asker tells 1 from 4 (0 from 3) by its
 * own key cards and the auction; when it cannot, it assumes the lower and partner with the higher bids on.
 */
export function keysBetween(f: HandFacts, trump: Suit, answer: '5C' | '5D', ctx: BidContext): number {
  const t = SUITS.indexOf(trump);
  // The key cards this hand lacks, by their HCP: the aces, then the trump king.
  const lacking = [
    ...f.hand.filter((h) => !((h >> 12) & 1)).map(() => 4),
    ...(((f.hand[t]! >> 11) & 1) === 0 ? [3] : []),
  ].sort((a, c) => a - c);
  const own = 5 - lacking.length;
  const [low, high] = answer === '5C' ? [1, 4] : [0, 3];
  if (own + high > 5) return own + low;
  // The cheapest key cards the opponents would hold if partner had the lower number.
  const theirs = lacking.slice(0, lacking.length - low).reduce((n, v) => n + v, 0);
  const room = 40 - f.hcp - (ctx.partnerHcp?.() ?? 0);
  return theirs > room ? own + high : own + low;
}

/**
 * Whether partner's king-ask answer (its last call: 6♣ none, 6♦ one, 6♥ two, 6♠ three) and this hand's
 * kings make all four; with a `trump`, the answer counted side kings and the trump king is ours anyway.
 */
function kingsComplete(f: HandFacts, trump: Suit | null, ctx: BidContext): boolean {
  const answer = ctx.auction[ctx.auction.length - 2];
  if (answer?.type !== 'bid' || answer.level !== 6 || answer.strain === 'NT') return false;
  const shown = SUITS.indexOf(answer.strain);
  const kings = f.hand.reduce((n, h) => n + ((h >> 11) & 1), 0);
  if (trump === null) return kings + shown === 4;
  return kings - ((f.hand[SUITS.indexOf(trump)]! >> 11) & 1) + shown === 3;
}

/** First- or second-round control of a suit: the ace or king, a singleton or a void. */
function hasControl(f: HandFacts, suit: Suit): boolean {
  const h = f.hand[SUITS.indexOf(suit)]!;
  return f.len[suit] <= 1 || Boolean(h & (1 << 12)) || Boolean(h & (1 << 11));
}

/**
 * The side suits in the order control bids reach them over a trump (rank order from just above the
 * trump, round to just below it), strictly between `after` and `before` when given.
 */
export function cueSuits(trump: Suit, after?: Suit | '' | undefined, before?: Suit | '' | undefined): Suit[] {
  const t = SUITS.indexOf(trump);
  const order = [1, 2, 3].map((k) => SUITS[(t + k) % 4]!);
  const from = after ? order.indexOf(after) + 1 : 0;
  const to = before ? order.indexOf(before) : order.length;
  return order.slice(from, Math.max(from, to));
}

/** The suits partner has bid in this auction (a call two before ours, four before, …). */
function partnerSuits(ctx: BidContext): Set<Suit> {
  const out = new Set<Suit>();
  for (let i = ctx.auction.length - 2; i >= 0; i -= 4) {
    const c = ctx.auction[i]!;
    if (c.type === 'bid' && c.strain !== 'NT') out.add(c.strain);
  }
  return out;
}

/**
 * The constraints of a rule that do not depend on the hand (suit ranks, seat, passed hand,
 * vulnerability): a listener can check them, so a reverse is not read into a lower new suit.
 */
function contextHolds(w: When, b: Bindings, ctx: BidContext): boolean {
  const ranks = (x: string): number => SUITS.indexOf(suitNamed(x, b));
  if (w.above && !w.above.every(([a, c]) => ranks(a) > ranks(c))) return false;
  if (w.differ && !w.differ.every(([a, c]) => ranks(a) !== ranks(c))) return false;
  if (w.seat && !w.seat.includes(ctx.seatPosition)) return false;
  if (w.passedHand !== undefined && ctx.passedHand !== w.passedHand) return false;
  if (w.vul !== undefined && ctx.vulnerable !== w.vul) return false;
  // A `not` that names only the auction's context (the suits' order, the seat, …) rules the rule
  // out for every hand: 1♦–1♠–1NT–2♣ is New Minor Forcing, not `resp-1n-second-suit`'s clubs.
  if (w.not && contextOnly(w.not) && contextHolds(w.not, b, ctx)) return false;
  return !w.all || w.all.every((a) => contextHolds(a, b, ctx));
}

/** The keys of `When` that `contextHolds` reads: they depend on the auction, never on the hand. */
const CONTEXT_KEYS = new Set(['above', 'differ', 'seat', 'passedHand', 'vul', 'all', 'not']);

const contextOnlyCache = new WeakMap<When, boolean>();

/** Whether a condition reads only the auction's context (so it holds or fails for every hand alike). */
function contextOnly(w: When): boolean {
  let known = contextOnlyCache.get(w);
  if (known === undefined) {
    known =
      Object.keys(w).every((k) => CONTEXT_KEYS.has(k)) &&
      (w.all ?? []).every(contextOnly) &&
      (w.not === undefined || contextOnly(w.not));
    contextOnlyCache.set(w, known);
  }
  return known;
}

/** Fills `{x}` placeholders with suit symbols. */
export function fillExplanation(text: string, b: Bindings): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    const s = resolveStrain(name, b);
    return s && s !== 'NT' ? SUIT_SYMBOLS[s] : m;
  });
}

/**
 * An explanation as a message: the catalog id (`explain.<rule name>`, @biritch/i18n) and its
 * arguments, so a translator can write it in the reader's language. The English catalog text of
 * each rule equals its `explain` field.
 */
export interface ExplanationMessage {
  readonly id: string;
  readonly args: Readonly<Record<string, string | number>>;
  /** The call's other meanings under the system, when other rules make it too (`meaningOf`). */
  readonly alternatives?: readonly ExplanationMessage[] | undefined;
}

/** A rule's verdict for a hand: the call and what it means (in English, and as a message). */
export interface RuleMatch {
  readonly call: Call;
  readonly rule: string;
  readonly explanation: string;
  readonly message: ExplanationMessage;
  /** Whether partner alerts or announces the call (ACBL), when the rule says so. */
  readonly alert?: Alert | undefined;
}

/** The message of a rule's explanation: each `{x}` becomes the suit symbol it stands for, as in `fillExplanation`. */
export function explanationMessage(rule: BidRule, b: Bindings): ExplanationMessage {
  const args: Record<string, string> = {};
  for (const m of rule.explain.matchAll(/\{(\w+)\}/g)) {
    const s = resolveStrain(m[1]!, b);
    args[m[1]!] = s && s !== 'NT' ? SUIT_SYMBOLS[s] : m[0];
  }
  return { id: `explain.${rule.name}`, args };
}

const suitPreferences = new WeakMap<HandFacts, Suit[]>();

/**
 * Order to try the suits of a free variable: longest first; 5+ card ties higher first, 4-card ties up
 * the line. Kept per hand: every rule tried asks again (4% of an opening lead's time went to sorting).
 */
function suitPreference(f: HandFacts): Suit[] {
  let order = suitPreferences.get(f);
  if (!order) {
    order = [...SUITS].sort((a, b) => {
      if (f.len[a] !== f.len[b]) return f.len[b] - f.len[a];
      return f.len[a] >= 5 ? SUITS.indexOf(b) - SUITS.indexOf(a) : SUITS.indexOf(a) - SUITS.indexOf(b);
    });
    suitPreferences.set(f, order);
  }
  return order;
}

/** Tries one rule; returns the call it makes for this hand, or null when it does not apply. */
export function matchRule(rule: BidRule, ctx: BidContext, f: HandFacts): RuleMatch | null {
  const patterns = typeof rule.auction === 'string' ? [rule.auction] : rule.auction;
  for (const p of patterns) {
    const b0 = matchAuction(p, ctx.calls);
    if (!b0) continue;
    for (const b of expandBindings(rule.call, b0, suitPreference(f))) {
      if (rule.when && !satisfies(rule.when, f, b, ctx)) continue;
      const call = makeTemplateCall(rule.call, b, ctx.auction);
      if (!call || !ctx.legal(call)) continue;
      const explanation = fillExplanation(rule.explain, b);
      const alert = rule.alert ? { alert: rule.alert } : {};
      return { call, rule: rule.name, explanation, message: explanationMessage(rule, b), ...alert };
    }
  }
  return null;
}

function* expandBindings(template: string, b: Bindings, order: readonly Suit[]): Generator<Bindings> {
  const free = freeVars(template, b);
  if (free.length === 0) {
    yield b;
    return;
  }
  const v = free[0]!;
  for (const s of order) {
    if (!VAR_DOMAINS[v]?.includes(s) || Object.values(b).includes(s)) continue;
    yield { ...b, [v]: s };
  }
}

/** The rule that gives `call` its meaning after the context's auction, with its suit bindings. */
export function findMeaning(
  rules: readonly BidRule[],
  ctx: BidContext,
  call: Call,
): { readonly rule: BidRule; readonly bindings: Bindings } | null {
  return findMeanings(rules, ctx, call, true)[0] ?? null;
}

/** Every rule that could have made `call` after the context's auction (the first only when `first`), with bindings. */
export function findMeanings(
  rules: readonly BidRule[],
  ctx: BidContext,
  call: Call,
  first = false,
): { readonly rule: BidRule; readonly bindings: Bindings }[] {
  const out: { rule: BidRule; bindings: Bindings }[] = [];
  for (const rule of rules) {
    const patterns = typeof rule.auction === 'string' ? [rule.auction] : rule.auction;
    // A rule that asks nothing of the hand and bids fires for every hand that reaches it, so the
    // rules after it never make a call here (after 2♣–Pass, `2c-waiting`'s 2♦ is not the weak-two
    // responder's new suit of `weak-two-new-suit`). An unconditional pass may be skipped by a forced
    // hand, so it blocks nothing.
    let unconditional: boolean | undefined;
    let blocks = false;
    for (const p of patterns) {
      const b0 = matchAuction(p, ctx.calls);
      if (!b0) continue;
      unconditional ??= !rule.when || contextOnly(rule.when);
      for (const b of expandBindings(rule.call, b0, SUITS)) {
        const made = makeTemplateCall(rule.call, b, ctx.auction);
        if (!made) continue;
        const holds = !rule.when || contextHolds(rule.when, b, ctx);
        if (unconditional && holds && made.type === 'bid' && outbids(made, ctx.auction)) blocks = true;
        if (callEquals(made, call) && holds) {
          if (out.at(-1)?.rule !== rule) out.push({ rule, bindings: b });
          if (first) return out;
          break;
        }
      }
    }
    if (blocks) break;
  }
  return out;
}

/** Whether a bid is above the auction's last bid (is sufficient). */
function outbids(bid: Bid, auction: readonly Call[]): boolean {
  const last = auction.findLast((c): c is Bid => c.type === 'bid');
  return (
    !last ||
    bid.level > last.level ||
    (bid.level === last.level && STRAINS.indexOf(bid.strain) > STRAINS.indexOf(last.strain))
  );
}

/** A rule behind a call, with the suits its pattern bound. */
export type Meaning = { readonly rule: BidRule; readonly bindings: Bindings };

/**
 * Meanings already read, per rule list and auction: the forcing, the ranges and the HCP partner
 * showed all read the same earlier calls again at every later turn. Emptied at `MEANINGS_CACHE_MOST`.
 */
const MEANINGS_CACHE = new WeakMap<readonly BidRule[], Map<string, readonly Meaning[]>>();
const MEANINGS_CACHE_MOST = 20_000;

/** A call as the caches of the auction's reading key it: 1H, 3NT, P, X, XX. */
export const callKey = (c: Call): string =>
  c.type === 'bid' ? `${c.level}${c.strain}` : c.type === 'pass' ? 'P' : c.type === 'double' ? 'X' : 'XX';

/**
 * Every rule that could have made the call at `i` of `calls` (`findMeanings` after the calls before
 * it, any call legal), kept per rule list and auction. The result is shared: callers must not change it.
 */
export function meaningsAt(
  rules: readonly BidRule[],
  calls: readonly Call[],
  i: number,
  dealer: Seat,
  vulnerability: Vulnerability,
): readonly Meaning[] {
  let cache = MEANINGS_CACHE.get(rules);
  if (!cache) {
    cache = new Map();
    MEANINGS_CACHE.set(rules, cache);
  }
  let key = `${dealer}${vulnerability}|`;
  for (let j = 0; j <= i; j++) key += ` ${callKey(calls[j]!)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const found = findMeanings(
    rules,
    bidContext(calls.slice(0, i), dealer, vulnerability, () => true),
    calls[i]!,
  );
  if (cache.size >= MEANINGS_CACHE_MOST) cache.clear();
  cache.set(key, found);
  return found;
}

/** Most meanings an explanation names (the first rules' that make the call, each said once). */
export const MOST_MEANINGS = 3;

/**
 * What a call means after an auction under a rule set: every rule whose auction and call match and
 * that some hand reaches (`reached`: how many of the hands bidder.ts `explainCall` samples made the
 * call by that rule), the most often reached first (the system's order on a tie), each different
 * explanation once (at most `MOST_MEANINGS`), joined by "; or: ". The first rule in the system's
 * order names the match and its alert. Before, only that rule was told: 1NT–3NT was explained as
 * "a long strong minor" (5–9 HCP) to opponents whose 3NT-bidder held 10–15 and no long minor.
 */
export function meaningOf(
  rules: readonly BidRule[],
  ctx: BidContext,
  call: Call,
  reached: (rule: string) => number = () => 1,
): RuleMatch | null {
  const found = findMeanings(rules, ctx, call);
  // Rules no hand reaches (an earlier rule always bids the call first) are not meanings; when none
  // is known to be reached, the first rule is told, as before.
  const reachedOnes = found.filter((x) => reached(x.rule.name) > 0);
  const all = reachedOnes.length > 0 ? reachedOnes : found.slice(0, 1);
  const m = all[0];
  if (!m) return null;
  const texts: string[] = [];
  const messages: ExplanationMessage[] = [];
  const byReach = [...all].sort((a, b) => reached(b.rule.name) - reached(a.rule.name));
  for (const x of byReach) {
    const text = fillExplanation(x.rule.explain, x.bindings);
    if (texts.includes(text)) continue;
    texts.push(text);
    messages.push(explanationMessage(x.rule, x.bindings));
    if (texts.length === MOST_MEANINGS) break;
  }
  const [first, ...alternatives] = messages;
  const message = alternatives.length > 0 ? { ...first!, alternatives } : first!;
  const alert = m.rule.alert ? { alert: m.rule.alert } : {};
  const explanation = texts.map((t, i) => (i === 0 ? t : `; or: ${withoutSharedLabel(texts[0]!, t)}`)).join('');
  return { call, rule: m.rule.name, explanation, message, ...alert };
}

/**
 * `other` without the label the first meaning begins with ("Overcall: "), when it begins with the
 * same one: "Overcall: a six-card ♣ suit, 12–16 HCP; or: a good 5+ card ♣ suit, 10–16 HCP".
 */
export function withoutSharedLabel(first: string, other: string): string {
  const i = first.indexOf(': ');
  if (i <= 0 || i > 40) return other;
  const label = first.slice(0, i + 2);
  return other.startsWith(label) && other.length > label.length ? other.slice(label.length) : other;
}

/** The suit a rule's length key names under bindings, or null when it names none. */
export function suitOfKey(key: string, b: Bindings): Suit | null {
  const s = resolveStrain(key, b);
  return s && s !== 'NT' ? s : null;
}
