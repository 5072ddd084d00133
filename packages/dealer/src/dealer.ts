/**
 * Constrained dealing, after Python redeal: a small declarative vocabulary per seat, fixed cards
 * ("predeal"), a `--where` condition and any predicate, with impossible constraints refused.
 *
 * ```ts
 * const dealer = unwrap(makeDealer(
 *   { N: { hcp: [15, 17], shape: BALANCED }, S: { hcp: [12, 37] }, predeal: { W: ['SA'] } },
 *   { random: seededRandom(7) },
 * ));
 * const deal = unwrap(dealer.next());   // a core Deal; dealer.stats.attempts counts deals examined
 * ```
 * Seats with constraints are dealt first and each check runs as soon as the seats it reads are
 * dealt, so most deals are thrown away after 13 cards. Constraints that no deal can meet are found
 * before dealing where they can be (`dealer/constraint-impossible`, `dealer/predeal-conflict`);
 * otherwise an attempt budget per deal (and optionally a time budget) ends the search with
 * `dealer/constraint-unsatisfiable` instead of looping for ever.
 */
import {
  SEATS,
  SUITS,
  err,
  ok,
  parseCard,
  parseHand,
  type Card,
  type CodedError,
  type Deal,
  type Hand,
  type Result,
  type Seat,
} from '@biritch/core';
import { DealEngine, type Check } from './engine.js';
import { cryptoRandom, type RandomSource } from './random.js';
import { ANY_SHAPE, lengthsOfCode, parseShape, shapeIntersect, shapeTable, type Shape } from './shape.js';
import { CARD_HCP, CARD_SUIT, HOLDING_CONTROLS, HOLDING_LENGTH, cardNumber } from './tables.js';
import { canBeTrue, compileWhere, conjuncts, parseWhere, seatMask, type Where, type WhereNode } from './where.js';

/** An inclusive range [min, max]. */
export type Range = readonly [min: number, max: number];

/** Constraints on one hand. Every field is optional; all given must hold. */
export interface HandConstraints {
  /** High-card points (Milton Work). */
  readonly hcp?: Range;
  /** Controls (ace 2, king 1). */
  readonly controls?: Range;
  readonly spades?: Range;
  readonly hearts?: Range;
  readonly diamonds?: Range;
  readonly clubs?: Range;
  /** A shape set, or a pattern for `parseShape` such as `'(4432) + (5332)'`. */
  readonly shape?: Shape | string;
  /** Any test of the hand (run after the checks above). */
  readonly accept?: (hand: Hand) => boolean;
}

/** Fixed cards for a seat: a hand written `S.H.D.C` (may have fewer than 13 cards), or a list of cards (`'SA'`, `'h10'`…). */
export type Predeal = string | readonly string[];

/** Everything a dealer can be asked for. */
export interface DealConstraints {
  readonly N?: HandConstraints;
  readonly E?: HandConstraints;
  readonly S?: HandConstraints;
  readonly W?: HandConstraints;
  /** Cards (or whole hands) fixed in advance. */
  readonly predeal?: Partial<Readonly<Record<Seat, Predeal>>>;
  /** A condition in the `--where` language (see `parseWhere`). */
  readonly where?: string | Where;
  /** Any test of the whole deal (run last). */
  readonly accept?: (deal: Deal) => boolean;
}

/** How a dealer draws and how long it may search. */
export interface DealerOptions {
  /** The random source; crypto-strength by default. */
  readonly random?: RandomSource;
  /** Deals examined, at most, for each deal asked for (default 10,000,000). */
  readonly maxAttempts?: number;
  /** Milliseconds, at most, for each deal asked for; needs `now`. */
  readonly maxMillis?: number;
  /** The clock for `maxMillis` (e.g. `performance.now`); injected, never read behind your back. */
  readonly now?: () => number;
}

/** A source of deals meeting the constraints. */
export interface Dealer {
  /** The next deal, or `dealer/constraint-unsatisfiable` when the budget runs out. */
  next(): Result<Deal>;
  /** Writes the next deal's 16 holdings (seat × 4 + suit, seats N E S W) into `out`; undefined on success. */
  nextInPlace(out: Int32Array): CodedError | undefined;
  /** Deals examined and deals accepted so far. */
  readonly stats: { readonly attempts: number; readonly accepted: number };
  /** The order in which seats are dealt (constrained seats first). */
  readonly order: readonly Seat[];
}

/** The default budget: deals examined per deal asked for. */
export const DEFAULT_MAX_ATTEMPTS = 10_000_000;

const SUIT_FIELDS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

interface SeatBounds {
  hcp: [number, number];
  controls: [number, number];
  len: [number, number][];
  shape: Shape | undefined;
}

const impossible = (message: string) => err('dealer/constraint-impossible', message);

function isRange(r: unknown): r is Range {
  return (
    Array.isArray(r) && r.length === 2 && r.every((x) => typeof x === 'number' && !Number.isNaN(x)) && r[0] <= r[1]
  );
}

/** Parses the predeal into fixed card numbers per seat. */
function readPredeal(predeal: DealConstraints['predeal']): Result<number[][]> {
  const fixed: number[][] = [[], [], [], []];
  const owner = new Map<number, Seat>();
  for (const [i, seat] of SEATS.entries()) {
    const p = predeal?.[seat];
    if (p === undefined) continue;
    let cards: Card[] = [];
    if (typeof p === 'string') {
      const h = parseHand(p);
      if (!h.ok) return err('dealer/bad-predeal', `${seat}: ${h.error.message}`);
      for (let s = 0; s < 4; s++)
        for (let r = 0; r < 13; r++)
          if (h.value[s]! & (1 << r)) cards.push(`${SUITS[s]!}${'23456789TJQKA'[r]!}` as Card);
    } else if (Array.isArray(p)) {
      for (const text of p) {
        const c = parseCard(text);
        if (!c.ok) return err('dealer/bad-predeal', `${seat}: ${c.error.message}`);
        cards.push(c.value);
      }
    } else {
      return err('dealer/bad-predeal', `${seat}: a predeal is a hand 'S.H.D.C' or a list of cards`);
    }
    cards = [...new Set(cards)];
    if (cards.length > 13)
      return err('dealer/predeal-conflict', `${seat} is given ${cards.length} cards; a hand has 13`);
    for (const c of cards) {
      const n = cardNumber(c);
      const other = owner.get(n);
      if (other) return err('dealer/predeal-conflict', `${c} is given to both ${other} and ${seat}`);
      owner.set(n, seat);
      fixed[i]!.push(n);
    }
  }
  return ok(fixed);
}

/** Tightens bounds from one `&&` operand of the condition, when it is `metric(seat) op number`. */
function boundsFromConjunct(node: WhereNode, bounds: SeatBounds[]): void {
  if (node.k === 'test' && node.shape) {
    const b = bounds[node.seat]!;
    b.shape = b.shape ? shapeIntersect(b.shape, node.shape) : node.shape;
    return;
  }
  if (node.k !== 'cmp') return;
  let metric = node.a;
  let value = node.b;
  let op = node.op;
  if (metric.k === 'num' && value.k === 'metric') {
    [metric, value] = [value, metric];
    const flip = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' } as const;
    op = flip[op];
  }
  if (metric.k !== 'metric' || value.k !== 'num' || op === '!=') return;
  const b = bounds[metric.seat]!;
  let target: [number, number] | undefined;
  if (metric.suit === undefined && metric.fn === 'hcp') target = b.hcp;
  else if (metric.suit === undefined && metric.fn === 'controls') target = b.controls;
  else if ((SUIT_FIELDS as readonly string[]).includes(metric.fn))
    target = b.len[SUIT_FIELDS.indexOf(metric.fn as (typeof SUIT_FIELDS)[number])];
  if (!target) return;
  const v = value.value;
  // the metrics are whole numbers
  if (op === '<') target[1] = Math.min(target[1], Math.ceil(v) - 1);
  else if (op === '<=') target[1] = Math.min(target[1], Math.floor(v));
  else if (op === '>') target[0] = Math.max(target[0], Math.floor(v) + 1);
  else if (op === '>=') target[0] = Math.max(target[0], Math.ceil(v));
  else {
    target[0] = Math.max(target[0], Math.ceil(v));
    target[1] = Math.min(target[1], Math.floor(v));
  }
}

/** Checks, before any dealing, what can be proved impossible. */
function checkStatically(bounds: SeatBounds[], fixed: number[][]): Result<true> {
  const freeCards = Array.from({ length: 52 }, (_, c) => c).filter((c) => !fixed.some((f) => f.includes(c)));
  const freeHcpDesc = freeCards.map((c) => CARD_HCP[c]!).sort((a, b) => b - a);
  const freeInSuit = [0, 1, 2, 3].map((s) => freeCards.filter((c) => CARD_SUIT[c] === s).length);
  for (const [i, seat] of SEATS.entries()) {
    const b = bounds[i]!;
    const f = fixed[i]!;
    const need = 13 - f.length;
    const fixedHcp = f.reduce((n, c) => n + CARD_HCP[c]!, 0);
    const fixedLen = [0, 1, 2, 3].map((s) => f.filter((c) => CARD_SUIT[c] === s).length);
    const [lo, hi] = b.hcp;
    if (lo > hi) return impossible(`${seat}: the high-card point range ${lo}–${hi} is empty`);
    if (lo > 37) return impossible(`${seat}: at least ${lo} high-card points is impossible (a hand has at most 37)`);
    if (hi < 0) return impossible(`${seat}: at most ${hi} high-card points is impossible`);
    if (fixedHcp > hi)
      return impossible(`${seat}: the predealt cards already have ${fixedHcp} high-card points, more than ${hi}`);
    const reachable = fixedHcp + freeHcpDesc.slice(0, need).reduce((n, p) => n + p, 0);
    if (reachable < lo)
      return impossible(
        `${seat}: at most ${reachable} high-card points can be reached with the predealt cards, not ${lo}`,
      );
    if (b.controls[0] > b.controls[1] || b.controls[0] > 12)
      return impossible(`${seat}: the control range ${b.controls[0]}–${b.controls[1]} cannot be met`);
    for (let s = 0; s < 4; s++) {
      const [l, h] = b.len[s]!;
      const name = SUIT_FIELDS[s]!;
      if (l > h || l > 13 || h < 0) return impossible(`${seat}: ${name} length ${l}–${h} cannot be met`);
      if (fixedLen[s]! > h)
        return impossible(`${seat}: the predealt cards hold ${fixedLen[s]} ${name}, more than ${h}`);
      if (fixedLen[s]! + Math.min(need, freeInSuit[s]!) < l)
        return impossible(`${seat}: ${l} ${name} cannot be reached with the predealt cards`);
    }
    const minSum = b.len.reduce((n, [l], s) => n + Math.max(l, fixedLen[s]!), 0);
    const maxSum = b.len.reduce((n, [, h]) => n + h, 0);
    if (minSum > 13) return impossible(`${seat}: the minimum suit lengths add up to ${minSum}, more than 13 cards`);
    if (maxSum < 13) return impossible(`${seat}: the maximum suit lengths add up to ${maxSum}, fewer than 13 cards`);
    if (b.shape) {
      const fits = b.shape.codes.some((code) =>
        lengthsOfCode(code).every(
          (n, s) =>
            n >= Math.max(b.len[s]![0], fixedLen[s]!) && n <= b.len[s]![1] && n - fixedLen[s]! <= freeInSuit[s]!,
        ),
      );
      if (!fits) return impossible(`${seat}: no shape meets the shape and suit-length constraints together`);
    }
  }
  const sum = (f: (b: SeatBounds) => number): number => bounds.reduce((n, b) => n + f(b), 0);
  if (sum((b) => b.hcp[0]) > 40)
    return impossible(`the minimum high-card points add up to ${sum((b) => b.hcp[0])}, more than the 40 in the pack`);
  if (sum((b) => b.hcp[1]) < 40)
    return impossible(`the maximum high-card points add up to ${sum((b) => b.hcp[1])}, fewer than the 40 in the pack`);
  if (sum((b) => b.controls[0]) > 12)
    return impossible(`the minimum controls add up to ${sum((b) => b.controls[0])}, more than the 12 in the pack`);
  if (sum((b) => b.controls[1]) < 12)
    return impossible(`the maximum controls add up to ${sum((b) => b.controls[1])}, fewer than the 12 in the pack`);
  for (let s = 0; s < 4; s++) {
    const lo = sum((b) => b.len[s]![0]);
    const hi = sum((b) => b.len[s]![1]);
    if (lo > 13)
      return impossible(`the minimum ${SUIT_FIELDS[s]} lengths add up to ${lo}, more than the 13 in the pack`);
    if (hi < 13)
      return impossible(`the maximum ${SUIT_FIELDS[s]} lengths add up to ${hi}, fewer than the 13 in the pack`);
  }
  return ok(true);
}

/** Makes a dealer for the constraints, or says why the constraints are wrong or impossible. */
export function makeDealer(constraints: DealConstraints = {}, options: DealerOptions = {}): Result<Dealer> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    return err('dealer/bad-option', `maxAttempts must be a positive whole number, not ${maxAttempts}`);
  if (options.maxMillis !== undefined && (typeof options.now !== 'function' || !(options.maxMillis > 0)))
    return err('dealer/bad-option', 'maxMillis needs a positive number of milliseconds and a clock (now)');

  const fixedR = readPredeal(constraints.predeal);
  if (!fixedR.ok) return fixedR;
  const fixed = fixedR.value;

  let where: Where | undefined;
  if (typeof constraints.where === 'string') {
    const w = parseWhere(constraints.where);
    if (!w.ok) return w;
    where = w.value;
  } else where = constraints.where;

  // Bounds per seat, from the declarative fields and from the condition's simple operands.
  const bounds: SeatBounds[] = SEATS.map(() => ({
    hcp: [0, 37],
    controls: [0, 12],
    len: [
      [0, 13],
      [0, 13],
      [0, 13],
      [0, 13],
    ],
    shape: undefined,
  }));
  const shapes: (Shape | undefined)[] = [undefined, undefined, undefined, undefined];
  for (const [i, seat] of SEATS.entries()) {
    const hc = constraints[seat];
    if (!hc) continue;
    const b = bounds[i]!;
    for (const key of ['hcp', 'controls', ...SUIT_FIELDS] as const) {
      const r = hc[key];
      if (r === undefined) continue;
      if (!isRange(r)) return err('dealer/bad-constraint', `${seat}.${key} must be [min, max] with min ≤ max`);
      const target = key === 'hcp' ? b.hcp : key === 'controls' ? b.controls : b.len[SUIT_FIELDS.indexOf(key)]!;
      target[0] = Math.max(target[0], Math.ceil(r[0]));
      target[1] = Math.min(target[1], Math.floor(r[1]));
    }
    if (hc.shape !== undefined) {
      const sh = typeof hc.shape === 'string' ? parseShape(hc.shape) : ok(hc.shape);
      if (!sh.ok) return sh;
      shapes[i] = sh.value;
      b.shape = shapeIntersect(sh.value, ANY_SHAPE);
    }
  }
  const parts = where ? conjuncts(where.root) : [];
  if (where && !canBeTrue(where.root)) return impossible(`the condition '${where.text}' can never be true`);
  for (const p of parts) boundsFromConjunct(p, bounds);
  const stat = checkStatically(bounds, fixed);
  if (!stat.ok) return stat;

  // Dealing order: seats with declarative constraints, then seats in the order the condition names them.
  const order: number[] = [];
  const add = (i: number): void => {
    if (!order.includes(i)) order.push(i);
  };
  SEATS.forEach((seat, i) => {
    if (constraints[seat] && Object.keys(constraints[seat]).length > 0) add(i);
  });
  for (const p of parts) for (let i = 0; i < 4; i++) if (seatMask(p) & (1 << i)) add(i);
  for (let i = 0; i < 4; i++) add(i);

  const baseHold = new Int32Array(16);
  fixed.forEach((cards, i) => {
    for (const c of cards) {
      baseHold[i * 4 + CARD_SUIT[c]!]! |= 1 << (c % 13);
    }
  });
  const taken = new Set(fixed.flat());
  const engine = new DealEngine(options.random ?? cryptoRandom(), {
    free: Array.from({ length: 52 }, (_, c) => c).filter((c) => !taken.has(c)),
    order,
    need: fixed.map((f) => 13 - f.length),
    baseHold,
  });

  const { hold, hcp } = engine;
  const stages: Check[][] = [[], [], [], []];
  const stageOf = (mask: number): number => Math.max(0, ...order.map((seat, k) => (mask & (1 << seat) ? k : 0)));
  for (const [i, seat] of SEATS.entries()) {
    const hc = constraints[seat];
    if (!hc) continue;
    const k = order.indexOf(i);
    const b = i << 2;
    const stage = stages[k]!;
    if (hc.hcp) {
      const [lo, hi] = hc.hcp;
      stage.push(() => hcp[i]! >= lo && hcp[i]! <= hi);
    }
    SUIT_FIELDS.forEach((name, s) => {
      const r = hc[name];
      if (!r) return;
      const [lo, hi] = r;
      stage.push(() => HOLDING_LENGTH[hold[b + s]!]! >= lo && HOLDING_LENGTH[hold[b + s]!]! <= hi);
    });
    const shape = shapes[i];
    if (shape) {
      const table = shapeTable(shape);
      stage.push(
        () =>
          table[
            HOLDING_LENGTH[hold[b]!]! + 14 * HOLDING_LENGTH[hold[b + 1]!]! + 196 * HOLDING_LENGTH[hold[b + 2]!]!
          ] === 1,
      );
    }
    if (hc.controls) {
      const [lo, hi] = hc.controls;
      stage.push(() => {
        const n =
          HOLDING_CONTROLS[hold[b]!]! +
          HOLDING_CONTROLS[hold[b + 1]!]! +
          HOLDING_CONTROLS[hold[b + 2]!]! +
          HOLDING_CONTROLS[hold[b + 3]!]!;
        return n >= lo && n <= hi;
      });
    }
    const accept = hc.accept;
    if (accept) stage.push(() => accept([hold[b]!, hold[b + 1]!, hold[b + 2]!, hold[b + 3]!]));
  }
  for (const p of parts) {
    const mask = seatMask(p);
    const f = compileWhere(p, engine);
    if (mask === 0) {
      if (!f()) return impossible(`the condition '${where!.text}' can never be true`);
      continue;
    }
    stages[stageOf(mask)]!.push(f);
  }
  const dealOf = (h: Int32Array): Deal => {
    const hand = (i: number): Hand => [h[i * 4]!, h[i * 4 + 1]!, h[i * 4 + 2]!, h[i * 4 + 3]!];
    return { N: hand(0), E: hand(1), S: hand(2), W: hand(3) };
  };
  const acceptDeal = constraints.accept;
  if (acceptDeal) stages[3]!.push(() => acceptDeal(dealOf(hold)));
  engine.setChecks(stages);

  let accepted = 0;
  const stats = {
    get attempts(): number {
      return engine.attempts;
    },
    get accepted(): number {
      return accepted;
    },
  };
  const now = options.now;
  const maxMillis = options.maxMillis;
  const search = (): CodedError | undefined => {
    const start = engine.attempts;
    const t0 = maxMillis !== undefined ? now!() : 0;
    for (;;) {
      if (engine.attempt()) {
        accepted++;
        return undefined;
      }
      const tried = engine.attempts - start;
      if (tried >= maxAttempts) {
        return {
          code: 'dealer/constraint-unsatisfiable',
          message: `no deal met the constraints in ${tried.toLocaleString('en')} attempts`,
        };
      }
      if (maxMillis !== undefined && (tried & 0xffff) === 0 && now!() - t0 > maxMillis) {
        return {
          code: 'dealer/constraint-unsatisfiable',
          message: `no deal met the constraints in ${maxMillis} ms (${tried.toLocaleString('en')} attempts)`,
        };
      }
    }
  };
  return ok({
    stats,
    order: order.map((i) => SEATS[i]!),
    next(): Result<Deal> {
      const e = search();
      return e ? { ok: false, error: e } : ok(dealOf(hold));
    },
    nextInPlace(out: Int32Array): CodedError | undefined {
      const e = search();
      if (!e) out.set(hold);
      return e;
    },
  });
}

/** One unconstrained random deal (crypto-strength unless a source is given). */
export function randomDeal(random: RandomSource = cryptoRandom()): Deal {
  const d = makeDealer({}, { random });
  if (!d.ok) throw new Error(d.error.message);
  const deal = d.value.next();
  if (!deal.ok) throw new Error(deal.error.message);
  return deal.value;
}
