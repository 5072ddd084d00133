/**
 * The TypeScript double-dummy backend: validates positions, converts core's values to the
 * engine's numbers and back, scores cards and fills tables.
 *
 * ```ts
 * const solver = createTsSolver();
 * solver.table(deal).S.NT                          // tricks South makes in no-trump
 * solver.solve({ deal, trick: { leader: 'W', cards: ['D5'] } }, 'H', { cards: true }).cards
 * ```
 * No node: imports: runs unchanged in Node and in a browser worker. Each instance owns its
 * engine (and its transposition table, about 32 MB); instances share nothing.
 */
import {
  RANK_CHARS,
  SEATS,
  STRAINS,
  SUITS,
  isCard,
  rankOf,
  seatAfter,
  suitIndex,
  suitOf,
  type Card,
  type Deal,
  type Seat,
  type Strain,
} from '@biritch/core';
import { DdEngine, type EngineBudget } from './engine.js';
import { SolverError } from './errors.js';
import { estimateNs, tableFirstGuess } from './guess.js';
import type { CardScore, DDTable, Position, SolveBudget, SolveOptions, SolveResult, SolverBackend } from './types.js';

/** Options of `createTsSolver`. */
export interface TsSolverOptions {
  /** Clock for time budgets, in milliseconds (default `performance.now`). */
  readonly now?: () => number;
  /** log2 of the transposition table's entries at first (default 20: 32 MB). */
  readonly ttBits?: number;
  /**
   * log2 of the most entries the table grows to when a search fills it (default ttBits + 1: 64 MB;
   * list100 never grows it, the hardest deals of largest.txt do and need about a fifth fewer nodes
   * than with a table that starts again empty; + 2 saves a little more but takes the process past
   * 256 MB). Full at that size, the table keeps its deepest half and drops the rest.
   */
  readonly maxTtBits?: number;
}

const cardCode = (card: Card): number => suitIndex(suitOf(card)) * 16 + (rankOf(card) - 2);
const codeCard = (code: number): Card => `${SUITS[code >> 4]!}${RANK_CHARS[code & 15]!}` as Card;
const holdingOk = (h: unknown): h is number => typeof h === 'number' && Number.isInteger(h) && h >= 0 && h < 1 << 13;

/** Checks a position and returns the engine's 16 holdings and trick codes; throws `solver/bad-position`. */
function loadPosition(position: Position): { hands: Int32Array; leader: number; trick: number[] } {
  const bad = (why: string): never => {
    throw new SolverError('solver/bad-position', why);
  };
  const leaderSeat = position?.trick?.leader;
  const leader = SEATS.indexOf(leaderSeat);
  if (leader < 0) bad(`'${String(leaderSeat)}' is not a seat`);
  const cards = position.trick.cards;
  if (!Array.isArray(cards) || cards.length > 3) bad('a trick in progress has 0 to 3 cards');
  const hands = new Int32Array(16);
  const seen = [0, 0, 0, 0];
  for (let seat = 0; seat < 4; seat++) {
    const hand = position.deal?.[SEATS[seat]!];
    if (!Array.isArray(hand) || hand.length !== 4) bad(`${SEATS[seat]!} has no hand`);
    for (let s = 0; s < 4; s++) {
      const h = hand![s];
      if (!holdingOk(h)) bad(`${SEATS[seat]!}: ${String(h)} is not a 13-bit holding`);
      if (seen[s]! & h!) bad(`a card of ${SUITS[s]!} is in two hands`);
      seen[s]! |= h!;
      hands[seat * 4 + s] = h!;
    }
  }
  const trick: number[] = [];
  for (const card of cards) {
    if (!isCard(card)) bad(`'${String(card)}' is not a card`);
    const c = cardCode(card);
    const m = 1 << (c & 15);
    if (seen[c >> 4]! & m) bad(`${card} is played to the trick and also held (or played twice)`);
    seen[c >> 4]! |= m;
    trick.push(c);
  }
  const size = (seat: number): number => {
    let n = 0;
    for (let s = 0; s < 4; s++) for (let h = hands[seat * 4 + s]!; h; h &= h - 1) n++;
    return n;
  };
  const left = size(leader) + (trick.length > 0 ? 1 : 0);
  if (left > 13) bad('a hand has more than 13 cards');
  for (let i = 0; i < 4; i++) {
    const want = i < trick.length ? left - 1 : left;
    if (size((leader + i) & 3) !== want) bad(`${SEATS[(leader + i) & 3]!} should hold ${want} cards`);
  }
  if (left === 0 && trick.length > 0) bad('no cards left to finish the trick');
  for (let i = 1; i < trick.length; i++) {
    const seat = (leader + i) & 3;
    const leadSuit = trick[0]! >> 4;
    if (trick[i]! >> 4 !== leadSuit && hands[seat * 4 + leadSuit] !== 0)
      bad(`${SEATS[seat]!} did not follow suit while holding ${SUITS[leadSuit]!}`);
  }
  return { hands, leader, trick };
}

const strainCode = (strain: Strain): number => {
  const i = STRAINS.indexOf(strain);
  if (i < 0) throw new SolverError('solver/bad-strain', `'${String(strain)}' is not a strain (C D H S NT)`);
  return i;
};

/** The TypeScript backend, with its own engine (no state shared between instances). */
export function createTsSolver(options: TsSolverOptions = {}): SolverBackend {
  const engine = new DdEngine(options.ttBits, options.maxTtBits);
  const now = options.now ?? (() => performance.now());
  const budgetOf = (b: SolveBudget | undefined): EngineBudget | undefined =>
    b === undefined
      ? undefined
      : { nodes: b.nodes ?? Infinity, deadline: b.timeMs === undefined ? Infinity : now() + b.timeMs, now };

  const groupOf = (code: number, seat: number): Card[] => {
    const suit = code >> 4;
    const mine = engine.hands[seat * 4 + suit]!;
    const live = engine.live[suit]!;
    const out: Card[] = [];
    for (let b = (code & 15) - 1; b >= 0; b--) {
      const m = 1 << b;
      if ((live & m) === 0) continue;
      if ((mine & m) === 0) break;
      out.push(codeCard(suit * 16 + b));
    }
    return out;
  };

  // The cards of the deal the table's bounds come from: a position of another deal starts afresh
  // (old entries would only lengthen the chains and fill the pool), one of the same deal, later in
  // the play, keeps them (play analysis and card scoring reuse most of them).
  const dealCards = new Int32Array(16);
  const forgetOtherDeals = (hands: Int32Array, leader: number, trick: readonly number[]): void => {
    const now = Int32Array.from(hands);
    trick.forEach((c, i) => {
      now[((leader + i) & 3) * 4 + (c >> 4)]! |= 1 << (c & 15);
    });
    if (now.every((h, i) => (h & ~dealCards[i]!) === 0)) return;
    engine.clearTableInPlace();
    dealCards.set(now);
  };

  return {
    name: 'ts',
    solve(position: Position, strain: Strain, opts: SolveOptions = {}): SolveResult {
      const trump = strainCode(strain);
      const { hands, leader, trick } = loadPosition(position);
      engine.setBudget(budgetOf(opts.budget));
      forgetOtherDeals(hands, leader, trick);
      engine.setupInPlace(hands, trump, leader, trick);
      const mover = engine.rootSeat;
      const left = engine.count[mover]!;
      const moverNs = (mover & 1) === 0;
      if (left === 0) return { tricks: 0, ...(opts.cards ? { cards: [] } : {}), nodes: 0, trickNodes: 0 };
      // Half a trick up: a first guess one too high costs less than one too low (single solves at
      // the opening lead of list1000, deals 1–400: 22.9M trick nodes from ceil(left / 2), 21.4M
      // from this; the mean error 2.8 → 1.0 tricks).
      const ns = engine.exactNs(Math.round(estimateNs(engine.hands, trump, left) + 0.5));
      const tricks = moverNs ? ns : left - ns;
      if (!opts.cards) return { tricks, nodes: engine.nodes, trickNodes: engine.trickNodes };
      const scores: CardScore[] = [];
      for (const code of engine.rootMoves()) {
        const equals = groupOf(code, mover);
        const token = engine.playRootInPlace(code);
        const wonNs = engine.rootPos === 0 && (engine.rootSeat & 1) === 0 && trick.length === 3 ? 1 : 0;
        const childLeft = engine.count[engine.rootSeat]!;
        const childNs = childLeft === 0 ? 0 : engine.exactNs(ns - wonNs);
        engine.undoRootInPlace(code, token);
        const total = childNs + wonNs;
        scores.push({ card: codeCard(code), equals, tricks: moverNs ? total : left - total });
      }
      scores.sort((a, b) => b.tricks - a.tricks);
      return { tricks, cards: scores, nodes: engine.nodes, trickNodes: engine.trickNodes };
    },

    table(deal: Deal, opts: { readonly budget?: SolveBudget } = {}): DDTable {
      const { hands } = loadPosition({ deal, trick: { leader: 'N', cards: [] } });
      engine.setBudget(budgetOf(opts.budget));
      dealCards.set(hands);
      const out = {} as Record<Seat, Record<Strain, number>>;
      for (const seat of SEATS) out[seat] = {} as Record<Strain, number>;
      // The first search of each strain starts from scratch, and is most of a table's cost (list100
      // deals 1–20: 69 % of the nodes); each test of its zero-window sequence that misses the
      // answer adds to it (list100 deals 1–50: 6.5 % of all trick nodes). So no-trump goes first,
      // and each suit's first guess uses its result: `tableFirstGuess`.
      let ntFirst = 0;
      for (const trump of [4, 0, 1, 2, 3]) {
        // Entries are keyed by trump: another strain's (or another deal's) can never be used here
        // and would only crowd the table (list100 deals 1–20: the same nodes, the pool's peak use
        // 764k → 281k entries).
        engine.clearTableInPlace();
        let guess = tableFirstGuess(hands, trump, ntFirst);
        for (const leader of [0, 2, 1, 3]) {
          engine.setupInPlace(hands, trump, leader, []);
          const left = engine.count[leader]!;
          const ns = left === 0 ? 0 : engine.exactNs(Math.round(guess));
          if (trump === 4 && leader === 0) ntFirst = ns;
          guess = ns;
          const declarer = seatAfter(SEATS[leader]!, 3);
          out[declarer][STRAINS[trump]!] = declarer === 'N' || declarer === 'S' ? ns : left - ns;
        }
      }
      return out;
    },
  };
}
