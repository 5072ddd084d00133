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
 * was. For the seat dealt k-th, positions i = start … start + need − 1 each take the card at
 * i + below(free − i) (swapped into place); the last seat takes what is left without drawing.
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
  private readonly acc = new Int32Array(2);
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
    const buf = this.buf;
    const acc = this.acc;
    const order = this.order;
    const need = this.need;
    const baseHold = this.baseHold;
    const free = deck.length;
    let pos = this.pos;
    let i = 0;
    for (let k = 0; k < 4; k++) {
      const seat = order[k]!;
      acc[0] = 0;
      acc[1] = 0;
      const end = i + need[seat]!;
      for (; i < end; i++) {
        let card: number;
        if (k === 3) {
          card = deck[i]!;
        } else {
          // Lemire's unbiased integer in 0 … range − 1 (see RandomReader.below), inlined.
          const range = free - i;
          if (pos === 1024) {
            this.source.fill(buf);
            pos = 0;
          }
          let x = buf[pos++]!;
          let low = Math.imul(x, range) >>> 0;
          if (low < range) {
            const threshold = (4294967296 - range) % range;
            while (low < threshold) {
              if (pos === 1024) {
                this.source.fill(buf);
                pos = 0;
              }
              x = buf[pos++]!;
              low = Math.imul(x, range) >>> 0;
            }
          }
          // ⌊x·range / 2^32⌋: x·range < 2^38 is exact in a double, and so is scaling by 2^−32
          const j = i + ((x * range * 2.3283064365386963e-10) | 0);
          card = deck[j]!;
          deck[j] = deck[i]!;
          deck[i] = card;
        }
        // cards 0..31 in acc[0], 32..51 in acc[1]: no branch on the suit
        acc[card >> 5]! |= 1 << (card & 31);
      }
      const lo = acc[0]!;
      const hi = acc[1]!;
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
