/**
 * Claim checking (issue 26, a table option on by default): once a deal with a claim is over and
 * every hand is public, was the claim right double-dummy? The position is the one the claim was
 * made in (a snapshot of the play taken then, so a later undo does not move it); the solver says
 * how many of the remaining tricks the claimer's side takes with best play by everyone.
 *
 * ```ts
 * const snap = claimSnapshot(viewFor(state, 'spectator'), 'S', 9); // when the claim is made
 * const position = claimPosition(fullDeal, snap);                  // once the hands are revealed
 * claimerTricks(snap, solver.solve(position, strain).tricks);       // compare with snap.claimed
 * ```
 * Solving runs in a worker thread (`ClaimChecker`), with a time budget, never on the table's
 * queue; nothing is computed before the deal's end, so no hidden card can leak through it.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import {
  handWithout,
  seatAfter,
  sideOf,
  type Card,
  type Deal,
  type PlayedCard,
  type Seat,
  type Strain,
  type TableView,
} from '@biritch/core';
import type { Position } from '@biritch/solver';

/** The play when a claim was made: what had been played, the trick in progress, who claimed what. */
export interface ClaimSnapshot {
  readonly seat: Seat;
  /** Tricks claimed for the claimer's side, of the remaining ones (Law 68). */
  readonly claimed: number;
  /** Every card played before the claim, in order. */
  readonly played: readonly Card[];
  /** The trick in progress at the claim (its leader and the cards played to it so far). */
  readonly trick: { readonly leader: Seat; readonly cards: readonly PlayedCard[] };
  /** Tricks not yet completed at the claim (the one in progress included). */
  readonly tricksLeft: number;
  readonly strain: Strain;
}

/** A claim's check as the table info shows it. */
export interface ClaimCheck {
  readonly deal: number;
  readonly seat: Seat;
  readonly claimed: number;
  /** Whether the claim was accepted. */
  readonly accepted: boolean;
  /** Tricks the claimer's side takes double-dummy from the claim on; null until known or when unavailable. */
  readonly doubleDummy: number | null;
  readonly status: 'pending' | 'ready' | 'unavailable';
}

/** The snapshot of the play (from the spectator's view, which holds only public facts) when `seat` claims. */
export function claimSnapshot(view: TableView, seat: Seat, claimed: number): ClaimSnapshot | null {
  const strain = view.contract?.strain;
  if (!strain || view.turn === null) return null;
  const completed = view.playedTricks;
  const current = view.currentTrick ?? { leader: view.turn, cards: [] };
  const played = [...completed.flatMap((t) => t.cards.map((c) => c.card)), ...current.cards.map((c) => c.card)];
  return { seat, claimed, played, trick: current, tricksLeft: 13 - completed.length, strain };
}

/** The solver's position at the claim: the dealt hands without the cards played before it. */
export function claimPosition(deal: Deal, snap: ClaimSnapshot): Position {
  const hands: Record<Seat, Deal[Seat]> = { ...deal };
  // Each card came from one hand: take it from whichever holds it.
  for (const card of snap.played)
    for (const s of ['N', 'E', 'S', 'W'] as const) {
      const without = handWithout(hands[s], card);
      if (without.some((h, i) => h !== hands[s][i])) {
        hands[s] = without;
        break;
      }
    }
  return { deal: hands, trick: { leader: snap.trick.leader, cards: snap.trick.cards.map((c) => c.card) } };
}

/** The claimer's side's tricks from the solver's answer (the most the side to play takes from the position). */
export function claimerTricks(snap: ClaimSnapshot, toPlayTricks: number): number {
  const toPlay = seatAfter(snap.trick.leader, snap.trick.cards.length);
  return sideOf(toPlay) === sideOf(snap.seat) ? toPlayTricks : snap.tricksLeft - toPlayTricks;
}

/** A job for the worker and its answer. */
export interface ClaimCheckRequest {
  readonly id: number;
  readonly position: Position;
  readonly strain: Strain;
  readonly budgetMs: number;
}
/** The worker's answer: the side to play's tricks, or why not. */
export type ClaimCheckResponse =
  | { readonly id: number; readonly tricks: number }
  | { readonly id: number; readonly code: string };

/** Time budget of one claim's solve (ms): a claim at the first trick is a whole deal's solve. */
export const CLAIM_CHECK_BUDGET_MS = 20_000;

// The worker runs TypeScript from source like the rest of the server: tsx is registered inside it.
const WORKER_URL = new URL('./claimCheck.worker.ts', import.meta.url).href;
const TSX_API_URL = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootstrap = (): string =>
  `import(${JSON.stringify(TSX_API_URL)}).then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

/** Solves claim positions one at a time in a worker thread (started on first use). */
export class ClaimChecker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (r: ClaimCheckResponse) => void>();
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly budgetMs = CLAIM_CHECK_BUDGET_MS) {}

  /** The claimer's side's double-dummy tricks from the claim on, or null when the solver could not say. */
  check(deal: Deal, snap: ClaimSnapshot): Promise<number | null> {
    const run = this.chain.then(() => this.solve(claimPosition(deal, snap), snap.strain));
    this.chain = run.catch(() => null);
    return run.then((r) => ('tricks' in r ? claimerTricks(snap, r.tricks) : null)).catch(() => null);
  }

  /** Stops the worker. */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    for (const resolve of this.waiting.values()) resolve({ id: 0, code: 'claimCheck/closed' });
    this.waiting.clear();
    await w?.terminate();
  }

  private solve(position: Position, strain: Strain): Promise<ClaimCheckResponse> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ id, position, strain, budgetMs: this.budgetMs } satisfies ClaimCheckRequest);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(bootstrap(), { eval: true });
    worker.unref();
    worker.on('message', (r: ClaimCheckResponse) => {
      const resolve = this.waiting.get(r.id);
      this.waiting.delete(r.id);
      resolve?.(r);
    });
    const fail = (): void => {
      if (this.worker === worker) this.worker = null;
      for (const resolve of this.waiting.values()) resolve({ id: 0, code: 'claimCheck/worker-failed' });
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.worker = worker;
    return worker;
  }
}
