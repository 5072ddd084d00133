/**
 * Robots' decision times: four robots play random boards through core's table machine, with the
 * TypeScript double-dummy solver, and every call and card is timed.
 *
 *     node --import tsx bench/robots.ts              # 6 boards, 500 ms budget per card
 *     node --import tsx bench/robots.ts 20 300       # 20 boards, 300 ms budget
 *     node --import tsx bench/robots.ts 6 500 --native  # with native DDS (libdds) as the solver
 *
 * Prints p50 / p99 / max per call and per card, how many cards were chosen by double-dummy
 * sampling, by rules of thumb, or were the only legal card, and how the declarer's tricks compare
 * with the double-dummy result of each contract (with --native; the TS solver is too slow for
 * full tables here, so it is skipped without it).
 */
import {
  SEATS,
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  initialTableState,
  viewFor,
  type Seat,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { createTsSolver } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import { createRobot, type Robot } from '@biritch/robots';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const boards = Number(args[0] ?? 6);
const budget = Number(args[1] ?? 500);
const native = process.argv.includes('--native') ? loadNativeSolver() : null;
if (native && !native.ok) console.log(`native DDS not available (${native.error.code}): using the TypeScript solver`);
const solver = native?.ok ? native.value : createTsSolver();
console.log(`solver: ${solver.name}, ${boards} boards, ${budget} ms per decision`);
const callMs: number[] = [];
const cardMs: number[] = [];
const methods = new Map<string, number>();
const byTrick: Record<number, { dd: number; all: number }> = {};
const ddDiffs: number[] = [];

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

for (let b = 1; b <= boards; b++) {
  const robots = Object.fromEntries(
    SEATS.map((s, i) => [s, createRobot({ seat: s, rng: seededRandom(b * 10 + i), solver, timeBudgetMs: budget })]),
  ) as Record<Seat, Robot>;
  let state = initialTableState({ ruleSet: 'standard' });
  const deal = randomDeal(seededRandom(500 + b));
  const start = decide(
    state,
    { type: 'startDeal', board: b, dealer: boardDealer(b), vulnerability: boardVulnerability(b), deal },
    { kind: 'system' },
  );
  if (!start.ok) throw new Error(start.error.message);
  state = start.value.reduce(evolve, state);
  for (let guard = 0; guard < 400 && state.phase !== 'ended'; guard++) {
    let acted = false;
    for (const seat of SEATS) {
      const view = viewFor(state, seat);
      const t0 = performance.now();
      const cmd = robots[seat].onView(view);
      const ms = performance.now() - t0;
      if (!cmd) continue;
      if (cmd.type === 'call') callMs.push(ms);
      if (cmd.type === 'play') {
        cardMs.push(ms);
        const trick = view.tricks.declarer + view.tricks.defenders + 1;
        byTrick[trick] ??= { dd: 0, all: 0 };
        byTrick[trick].all++;
        const d = robots[seat].lastDecision;
        const method = d?.kind === 'card' ? d.method : 'none';
        methods.set(method, (methods.get(method) ?? 0) + 1);
        if (method === 'double-dummy') byTrick[trick].dd++;
      }
      const r = decide(state, cmd, { kind: 'seat', seat });
      if (!r.ok) throw new Error(`${seat}: ${r.error.code}`);
      state = r.value.reduce(evolve, state);
      acted = true;
    }
    if (!acted) break;
  }
  const res = state.result;
  let vsDd = '';
  if (native?.ok && res?.contract && res.declarer && res.declarerTricks !== null) {
    // How the robots' play compares with double-dummy play of the same contract (both sides perfect).
    const best = solver.table(deal)[res.declarer][res.contract.strain];
    ddDiffs.push(res.declarerTricks - best);
    vsDd = ` (double-dummy ${best})`;
  }
  console.log(
    `board ${b}: ${res?.contract ? `${res.contract.level}${res.contract.strain}${['', 'X', 'XX'][res.contract.doubled]} by ${res.declarer}, ${res.declarerTricks} tricks${vsDd}` : 'passed out'}`,
  );
}
console.log(`card methods: ${[...methods].map(([m, n]) => `${m} ${n}`).join(', ')}`);
console.log(
  `double-dummy share by trick: ${Object.entries(byTrick)
    .map(([t, v]) => `${t}:${v.dd}/${v.all}`)
    .join(' ')}`,
);
if (ddDiffs.length > 0) {
  const mean = ddDiffs.reduce((a, x) => a + x, 0) / ddDiffs.length;
  console.log(
    `declarer's tricks minus double-dummy tricks: mean ${mean.toFixed(2)} over ${ddDiffs.length} played contracts (positive: the defence erred)`,
  );
}
console.log(
  `calls: n=${callMs.length} p50 ${pct(callMs, 50).toFixed(2)} ms, p99 ${pct(callMs, 99).toFixed(2)} ms, max ${Math.max(...callMs).toFixed(1)} ms`,
);
console.log(
  `cards: n=${cardMs.length} p50 ${pct(cardMs, 50).toFixed(1)} ms, p99 ${pct(cardMs, 99).toFixed(1)} ms, max ${Math.max(...cardMs).toFixed(1)} ms (budget ${budget} ms)`,
);
