/**
 * The dealing engine: a partial Fisher–Yates shuffle into typed arrays, one seat at a time,
 * with checks run as soon as the seats they look at are dealt (so most deals are rejected
 * after 13 cards). Internal to the package: `makeDealer` and `randomDeal` are its public faces.
 *
 * ```ts
 * const e = new DealEngine(seededRandom(1), plan);
 * e.setChecks([[() => e.hcp[0]! >= 15], [], [], []]);
 * if (e.attempt()) e.hold; // 16 holdings, seat × 4 + suit
 * ```
 * The deck is a `Uint8Array` of the free card numbers (all 52 unless cards are predealt) and is
 * never reset: each attempt shuffles the current permutation again, which is uniform whatever it
 * was. The seat dealt k-th fills positions start … start + need − 1: each position i swaps in the
 * card at i + j with j uniform on 0 … free − i − 1 (Fisher–Yates). The offsets come three at a time
 * from one 32-bit word (see `attempt`; the README gives the exact rule); the last seat takes what is
 * left without drawing.
 */
import type { RandomSource } from './random.js';
import { HOLDING_HCP } from './tables.js';

/** A check on the engine's state: true to keep going, false to reject the deal. */
export type Check = () => boolean;

/** What the engine deals: free cards, seats in order and how many each still needs, checks per stage. */
export interface EnginePlan {
  /** Card numbers not predealt. */
  readonly free: readonly number[];
  /** Seat indices (N 0 … W 3) in dealing order. */
  readonly order: readonly number[];
  /** Cards each seat still needs (13 − predealt), by seat index. */
  readonly need: readonly number[];
  /** Predealt holdings, seat × 4 + suit. */
  readonly baseHold: Int32Array;
}

/** State the checks read: holdings (seat × 4 + suit) and high-card points by seat. */
export interface EngineState {
  readonly hold: Int32Array;
  readonly hcp: Int32Array;
}

/** Deals into typed arrays; see the module comment. */
export class DealEngine implements EngineState {
  readonly hold = new Int32Array(16);
  readonly hcp = new Int32Array(4);
  private readonly deck: Uint8Array;
  private readonly order: Int32Array;
  private readonly need: Int32Array;
  private readonly checks: (readonly Check[])[] = [[], [], [], []];
  private readonly baseHold: Int32Array;
  private readonly buf = new Uint32Array(1024);
  private pos = 1024;
  /** Deals examined so far (accepted or not). */
  attempts = 0;

  constructor(
    private readonly source: RandomSource,
    plan: EnginePlan,
  ) {
    this.deck = Uint8Array.from(plan.free);
    this.order = Int32Array.from(plan.order);
    this.need = Int32Array.from(plan.need);
    this.baseHold = plan.baseHold;
  }

  /** Sets the checks: checks[k] runs once the first k + 1 seats of the order are dealt. */
  setChecks(checks: readonly (readonly Check[])[]): void {
    for (let k = 0; k < 4; k++) this.checks[k] = [...(checks[k] ?? [])];
  }

  /** Deals one deal into `hold`/`hcp`; returns whether every check passed. */
  attempt(): boolean {
    this.attempts++;
    const deck = this.deck;
    const hold = this.hold;
    const hcp = this.hcp;
    const order = this.order;
    const need = this.need;
    const baseHold = this.baseHold;
    const free = deck.length;
    const buf = this.buf;
    let pos = this.pos;
    let i = 0;
    for (let k = 0; k < 4; k++) {
      const seat = order[k]!;
      // cards 0..31 go to lo, 32..51 to hi (bit card − 32), without a branch on the suit
      let lo = 0;
      let hi = 0;
      const end = i + need[seat]!;
      if (k === 3) {
        for (; i < end; i++) {
          const card = deck[i]!;
          const bit = 1 << (card & 31);
          const m = -(card >> 5);
          hi |= bit & m;
          lo |= bit & ~m;
        }
      } else {
        while (i < end) {
          // Up to three positions per 32-bit word: P = r1·r2·r3 < 2^18, so x·P < 2^50 is exact in
          // a double; ⌊x·P / 2^32⌋ is uniform on 0 … P − 1 once the words whose low half
          // (x·P mod 2^32) falls below 2^32 mod P are thrown away (Lemire), and its mixed-radix
          // digits (r1, r2, r3) are the three Fisher–Yates offsets.
          const g = Math.min(end - i, 3);
          const r1 = free - i;
          const r2 = g > 1 ? r1 - 1 : 1;
          const r3 = g > 2 ? r1 - 2 : 1;
          const r23 = r2 * r3;
          const p = r1 * r23;
          if (pos === 1024) {
            this.source.fill(buf);
            pos = 0;
          }
          let x = buf[pos++]!;
          let low = Math.imul(x, p) >>> 0;
          if (low < p) {
            const threshold = (4294967296 - p) % p;
            while (low < threshold) {
              if (pos === 1024) {
                this.source.fill(buf);
                pos = 0;
              }
              x = buf[pos++]!;
              low = Math.imul(x, p) >>> 0;
            }
          }
          let v = (x * p * 2.3283064365386963e-10) | 0;
          const q1 = (v / r23) | 0;
          v -= q1 * r23;
          let j = i + q1;
          let card = deck[j]!;
          deck[j] = deck[i]!;
          deck[i] = card;
          let bit = 1 << (card & 31);
          let m = -(card >> 5);
          hi |= bit & m;
          lo |= bit & ~m;
          i++;
          if (g > 1) {
            const q2 = (v / r3) | 0;
            v -= q2 * r3;
            j = i + q2;
            card = deck[j]!;
            deck[j] = deck[i]!;
            deck[i] = card;
            bit = 1 << (card & 31);
            m = -(card >> 5);
            hi |= bit & m;
            lo |= bit & ~m;
            i++;
            if (g > 2) {
              j = i + v;
              card = deck[j]!;
              deck[j] = deck[i]!;
              deck[i] = card;
              bit = 1 << (card & 31);
              m = -(card >> 5);
              hi |= bit & m;
              lo |= bit & ~m;
              i++;
            }
          }
        }
      }
      const b = seat << 2;
      const h0 = (lo & 8191) | baseHold[b]!;
      const h1 = ((lo >>> 13) & 8191) | baseHold[b + 1]!;
      const h2 = (((lo >>> 26) | (hi << 6)) & 8191) | baseHold[b + 2]!;
      const h3 = ((hi >>> 7) & 8191) | baseHold[b + 3]!;
      hold[b] = h0;
      hold[b + 1] = h1;
      hold[b + 2] = h2;
      hold[b + 3] = h3;
      hcp[seat] = HOLDING_HCP[h0]! + HOLDING_HCP[h1]! + HOLDING_HCP[h2]! + HOLDING_HCP[h3]!;
      const stage = this.checks[k]!;
      if (stage.length !== 0) {
        this.pos = pos;
        for (let c = 0; c < stage.length; c++) if (!stage[c]!()) return false;
      }
    }
    this.pos = pos;
    return true;
  }
}
