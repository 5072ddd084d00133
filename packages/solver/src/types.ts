/**
 * The double-dummy solver's contract, shared by the TypeScript engine and the native DDS backend.
 *
 * ```ts
 * const backend: SolverBackend = createTsSolver();
 * const r = backend.solve({ deal, trick: { leader: 'W', cards: [] } }, 'S', { cards: true });
 * r.tricks // most tricks the side on lead (W's side) can take from here
 * ```
 * Orders stay those of core (seats N E S W, strains C D H S NT); DDS's own orders live only
 * inside the native backend.
 */
import type { Card, Deal, Seat, Strain } from '@biritch/core';

/** A position in the play: the cards each seat still holds and the trick in progress. */
export interface Position {
  /** Remaining cards per seat (cards already played to the current trick are NOT in these hands). */
  readonly deal: Deal;
  /** The trick in progress: who led to it and the 0–3 cards played so far, in order. */
  readonly trick: { readonly leader: Seat; readonly cards: readonly Card[] };
}

/** A card's double-dummy value; `equals` are the lower cards of the same suit and hand that are equivalent. */
export interface CardScore {
  readonly card: Card;
  readonly equals: readonly Card[];
  /** Tricks the side to play (the player of this card) takes from the current position on, this trick included. */
  readonly tricks: number;
}

/** The answer of one `solve`. */
export interface SolveResult {
  /** Most tricks the side to play can take from the position on (cards of the trick in progress counted). */
  readonly tricks: number;
  /** With `cards: true`, every legal card of the player to play, grouped as DDS does. */
  readonly cards?: readonly CardScore[];
  /** Search nodes visited (for benchmarks). */
  readonly nodes?: number;
  /** Of those, the positions reached after a completed trick: DDS reports these as its `nodes`. */
  readonly trickNodes?: number;
}

/** Declarer seat → strain → tricks declarer's side takes with best play. */
export type DDTable = Readonly<Record<Seat, Readonly<Record<Strain, number>>>>;

/** Limits per call so a pathological deal cannot hang a server. */
export interface SolveBudget {
  /** Give up after this many milliseconds (wall clock). */
  readonly timeMs?: number;
  /** Give up after this many search nodes (read every 1024 nodes: a search may pass it by fewer than that). */
  readonly nodes?: number;
}

/** Options of one call. */
export interface SolveOptions {
  /** Also score every legal card. */
  readonly cards?: boolean;
  readonly budget?: SolveBudget;
  /**
   * Only whether the side to play takes at least this many tricks (1 to the tricks left): one
   * null-window search instead of several, about 2.5 times faster with DDS. The answer's `tricks`
   * is then `target` when it does and `target − 1` when it does not (a bound, not the count). A
   * backend may answer the exact count instead (the TypeScript engine does). Not with `cards`.
   */
  readonly target?: number | undefined;
}

/** A solver: TypeScript (`ts`) or native DDS (`dds`). Instances hold no module-level state. */
export interface SolverBackend {
  readonly name: 'ts' | 'dds';
  /**
   * Whether a solve stops at its budget even though the engine cannot be interrupted: the caller
   * stops waiting and the engine finishes apart (nativePool.ts). The TypeScript engine stops itself.
   */
  readonly abandonable?: boolean;
  /** Solves one position with the given trump strain; the player to play is found from the trick. */
  solve(position: Position, strain: Strain, options?: SolveOptions): SolveResult;
  /** The full 5 strains × 4 declarers table of a complete deal. */
  table(deal: Deal, options?: { readonly budget?: SolveBudget }): DDTable;
  /**
   * Solves several positions in one strain at once, side by side on the machine's cores, each as
   * `solve` would without a budget: it cannot be stopped. Native DDS only (absent otherwise).
   */
  solveAll?(positions: readonly Position[], strain: Strain, options?: { readonly cards?: boolean }): SolveResult[];
  /**
   * Solves several positions side by side, each with its own strain and options (a target, say),
   * within one budget for them all: an answer for each, or null for those not answered in time
   * (the native pool, nativePool.ts: one solve a worker at a time). Absent where the solves could
   * only run one after the other.
   */
  solveEach?(jobs: readonly SolveJob[], budget?: SolveBudget): (SolveResult | null)[];
}

/** One position for `solveEach`: its strain and options (no budget: the call's budget holds for all). */
export interface SolveJob {
  readonly position: Position;
  readonly strain: Strain;
  readonly options?: Omit<SolveOptions, 'budget'>;
}
