/**
 * The TypeScript engine against an exact minimax on random small endings (a trick in progress
 * included), in every strain: the check to run after changing a pruning rule. list100's tables
 * alone did not catch two wrong first versions of session 4's rules; endings like these did.
 *
 *   node --import tsx bench/solver-fuzz.ts                       # 3000 endings of 4 cards, seed 1
 *   node --import tsx bench/solver-fuzz.ts --cards 5 --count 200 --seed 7
 *
 * The reference is deliberately plain and independent of the engine: alpha-beta over every legal
 * card (no grouping, no bounds), remembering the value of each position at a trick start. Each
 * ending is also solved by a fresh solver and by one shared solver (so stale table entries show
 * up too). Exit code 1 and the ending's index and position on the first disagreement.
 */
import { SEATS, STRAINS, rankOf, suitIndex, suitOf, type Strain } from '@biritch/core';
import { createTsSolver } from '@biritch/solver';
import { randomEnding, seededInts } from '../packages/solver/src/testing.js';
import type { Position } from '../packages/solver/src/types.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const cards = opt('--cards', 4);
const count = opt('--count', 3000);
const seed = opt('--seed', 1);

/** Tricks North-South take from a position (engine numbers: holdings seat * 4 + suit, trump 4 = NT). */
function exactNs(hands: Int32Array, trump: number, leader: number, trick: number[], memo: Map<string, number>): number {
  const seat = (leader + trick.length) & 3;
  let left = 0;
  for (let s = 0; s < 4; s++) for (let h = hands[seat * 4 + s]!; h !== 0; h &= h - 1) left++;
  if (left === 0 && trick.length === 0) return 0;
  const key = trick.length === 0 ? `${trump}${leader}:${hands.join(',')}` : '';
  if (key !== '') {
    const known = memo.get(key);
    if (known !== undefined) return known;
  }
  const ns = (seat & 1) === 0;
  const ledSuit = trick.length > 0 ? trick[0]! >> 4 : -1;
  const follow = ledSuit >= 0 && hands[seat * 4 + ledSuit] !== 0;
  let best = ns ? -1 : 99;
  for (let s = 0; s < 4; s++) {
    if (follow && s !== ledSuit) continue;
    for (let h = hands[seat * 4 + s]!; h !== 0; h &= h - 1) {
      const bit = 31 - Math.clz32(h & -h);
      hands[seat * 4 + s]! ^= 1 << bit;
      trick.push(s * 16 + bit);
      let v: number;
      if (trick.length < 4) v = exactNs(hands, trump, leader, trick, memo);
      else {
        let w = 0;
        for (let i = 1; i < 4; i++) {
          const c = trick[i]!;
          const b = trick[w]!;
          if ((c >> 4 === b >> 4 && (c & 15) > (b & 15)) || (c >> 4 === trump && b >> 4 !== trump)) w = i;
        }
        const winner = (leader + w) & 3;
        const done = trick.splice(0, 4);
        v = exactNs(hands, trump, winner, [], memo) + ((winner & 1) === 0 ? 1 : 0);
        trick.push(...done);
      }
      trick.pop();
      hands[seat * 4 + s]! ^= 1 << bit;
      best = ns ? Math.max(best, v) : Math.min(best, v);
    }
  }
  if (key !== '') memo.set(key, best);
  return best;
}

const toEngine = (p: Position): { hands: Int32Array; leader: number; trick: number[] } => {
  const hands = new Int32Array(16);
  SEATS.forEach((seat, i) => {
    p.deal[seat].forEach((h, s) => {
      hands[i * 4 + s] = h;
    });
  });
  return {
    hands,
    leader: SEATS.indexOf(p.trick.leader),
    trick: p.trick.cards.map((c) => suitIndex(suitOf(c)) * 16 + rankOf(c) - 2),
  };
};

const rnd = seededInts(seed);
const shared = createTsSolver({ ttBits: 16 });
const t0 = performance.now();
for (let i = 0; i < count; i++) {
  const position = randomEnding(rnd, cards);
  const strain: Strain = STRAINS[rnd(5)]!;
  const { hands, leader, trick } = toEngine(position);
  const toPlay = (leader + trick.length) & 3;
  const ns = exactNs(hands, STRAINS.indexOf(strain), leader, trick, new Map());
  let total = 0;
  for (let s = 0; s < 4; s++) for (let h = hands[toPlay * 4 + s]!; h !== 0; h &= h - 1) total++;
  // Tricks still to be won, the one in progress included: the hand to play holds one card for each.
  const want = (toPlay & 1) === 0 ? ns : total - ns;
  const fresh = createTsSolver({ ttBits: 12 }).solve(position, strain).tricks;
  const reused = shared.solve(position, strain).tricks;
  if (fresh !== want || reused !== want) {
    console.log(
      `ending ${i} (seed ${seed}, ${cards} cards), ${strain}: minimax ${want}, fresh solver ${fresh}, shared solver ${reused}`,
    );
    console.log(JSON.stringify(position));
    process.exit(1);
  }
}
console.log(
  `${count} endings of ${cards} cards (seed ${seed}), every strain: all agree with minimax (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);
