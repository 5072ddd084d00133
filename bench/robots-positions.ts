/**
 * A paired comparison of two card players on the same positions: `bench/robots-play.ts --record
 * FILE` keeps every deal's commands and each card decision with a choice (with the tricks it gave
 * up against double dummy); this replays each recorded position to a fresh robot of today's code
 * and charges its card the same way. Both players then face the very same positions, so the
 * difference per deal has far less noise than two separate runs of robots-play.ts, whose play
 * drifts apart after the first different card.
 *
 *     node --import tsx bench/robots-play.ts --deals 60 --strength expert --cpu-clock --record /tmp/a.jsonl
 *     # … change the card play …
 *     node --import tsx bench/robots-positions.ts /tmp/a.jsonl --strength expert --cpu-clock
 *
 * Options: `--strength`, `--policy`, `--budget MS`, `--cpu-clock`, `--ts` as in robots-play.ts;
 * `--side defenders|declarer` (only that side's decisions), `--tricks A-B` (only those tricks),
 * `--repeat R` (each position R times with different random sources, for the noise of one player).
 * Reports tricks lost per deal by side for the recorded player and today's, and the paired
 * difference per deal with its 95% confidence interval.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  SEATS,
  decide,
  evolve,
  handHas,
  handWithout,
  initialTableState,
  viewFor,
  type Card,
  type Deal,
  type Seat,
  type TableCommand,
  type TableState,
} from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import { createRobot, type PlayPolicy, type RobotStrength } from '@biritch/robots';
import { createTsSolver, type SolverBackend } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';

const file = process.argv[2];
if (!file || file.startsWith('--')) throw new Error('usage: robots-positions.ts FILE [options]');
const flag = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const strength = flag('strength') as RobotStrength | undefined;
const policy = (flag('policy') ?? 'sampled') as PlayPolicy;
const budgetFlag = flag('budget');
const onlySide = flag('side');
const [fromTrick, toTrick] = (flag('tricks') ?? '1-13').split('-').map(Number) as [number, number];
const repeat = Number(flag('repeat') ?? 1);
const cpuClock = process.argv.includes('--cpu-clock');
const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const native = process.argv.includes('--ts') ? null : loadNativeSolver();
const solver: SolverBackend = native?.ok ? native.value : createTsSolver();

interface Recorded {
  board: number;
  seed: number;
  log: { seat: Seat | 'system'; cmd: TableCommand }[];
  decisions: { at: number; seat: Seat; card: Card; cost: number; method: string }[];
}
const records = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Recorded);

/** Tricks the card gives up against double dummy (as robots-play.ts charges it). */
function costOf(state: TableState, remaining: Deal, card: Card): number {
  const view = viewFor(state, 'N');
  const trick = view.currentTrick ?? { leader: view.turn!, cards: [] };
  const r = solver.solve(
    { deal: remaining, trick: { leader: trick.leader, cards: trick.cards.map((c) => c.card) } },
    view.contract!.strain,
    { cards: true },
  );
  const scores = r.cards ?? [];
  const best = Math.max(...scores.map((c) => c.tricks));
  const mine = scores.find((c) => c.card === card || c.equals.includes(card));
  if (!mine) throw new Error(`card ${card} has no score`);
  return best - mine.tricks;
}

const apply = (state: TableState, seat: Seat | 'system', cmd: TableCommand): TableState => {
  const r = decide(state, cmd, seat === 'system' ? { kind: 'system' } : { kind: 'seat', seat });
  if (!r.ok) throw new Error(`replay: ${seat} ${JSON.stringify(cmd)}: ${r.error.code}`);
  return r.value.reduce(evolve, state);
};

type Side = 'declarer' | 'defenders';
const total = { old: { declarer: 0, defenders: 0 }, now: { declarer: 0, defenders: 0 } };
const costly = { old: { declarer: 0, defenders: 0 }, now: { declarer: 0, defenders: 0 } };
const cards = { declarer: 0, defenders: 0 };
const perDealDiff: number[] = [];
const byTrick = new Map<number, { old: number; now: number }>();
const started = performance.now();
const load0 = loadavg()[0]!;
const times: number[] = [];

for (const rec of records) {
  let state = initialTableState({ ruleSet: 'standard' });
  let remaining: Deal | null = null;
  let diff = 0;
  const due = new Map(rec.decisions.map((d) => [d.at, d]));
  rec.log.forEach((entry, i) => {
    const d = due.get(i);
    if (d && remaining) {
      const view = viewFor(state, d.seat);
      const trickNo = view.playedTricks.length + 1;
      const side: Side = view.turn === view.declarer || view.turn === view.dummy ? 'declarer' : 'defenders';
      if ((!onlySide || onlySide === side) && trickNo >= fromTrick && trickNo <= toTrick) {
        for (let k = 0; k < repeat; k++) {
          const robot = createRobot({
            seat: d.seat,
            rng: seededRandom(rec.seed * 7919 + rec.board * 131 + i * 17 + k),
            solver,
            ...(strength ? { strength } : {}),
            playPolicy: policy,
            ...(cpuClock ? { now: cpuNow } : {}),
            ...(budgetFlag ? { timeBudgetMs: Number(budgetFlag) } : {}),
          });
          const t0 = performance.now();
          const cmd = robot.onView(view);
          times.push(performance.now() - t0);
          if (cmd?.type !== 'play') throw new Error(`board ${rec.board}: the robot did not play at command ${i}`);
          const cost = costOf(state, remaining, cmd.card);
          cards[side] += 1 / repeat;
          total.old[side] += d.cost / repeat;
          total.now[side] += cost / repeat;
          if (d.cost > 0) costly.old[side] += 1 / repeat;
          if (cost > 0) costly.now[side] += 1 / repeat;
          diff += (cost - d.cost) / repeat;
          const t = byTrick.get(trickNo) ?? { old: 0, now: 0 };
          t.old += d.cost / repeat;
          t.now += cost / repeat;
          byTrick.set(trickNo, t);
        }
      }
    }
    if (entry.cmd.type === 'startDeal') remaining = { ...entry.cmd.deal };
    if (entry.cmd.type === 'play' && remaining) {
      const owner = SEATS.find((s) => handHas(remaining![s], (entry.cmd as { card: Card }).card))!;
      remaining = { ...remaining, [owner]: handWithout(remaining[owner], entry.cmd.card) };
    }
    state = apply(state, entry.seat, entry.cmd);
  });
  perDealDiff.push(diff);
}

const n = records.length;
const mean = perDealDiff.reduce((a, b) => a + b, 0) / n;
const sd = Math.sqrt(perDealDiff.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
const half = (1.96 * sd) / Math.sqrt(n);
const f = (x: number): string => (x / n).toFixed(3);
const sorted = [...times].sort((a, b) => a - b);
const p = (q: number): string => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
console.log(`${n} deals from ${file}; ${policy}${strength ? `, ${strength}` : ''}${cpuClock ? ', CPU clock' : ''}`);
for (const side of ['defenders', 'declarer'] as const) {
  console.log(
    `${side}: recorded ${f(total.old[side])} tricks lost per deal (${costly.old[side].toFixed(0)} of ` +
      `${cards[side].toFixed(0)} cards cost a trick), today ${f(total.now[side])} (${costly.now[side].toFixed(1)})`,
  );
}
console.log(
  `difference (today − recorded) per deal: ${mean.toFixed(3)}, 95% CI [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]`,
);
console.log(
  `by trick (recorded → today, per deal): ${[...byTrick]
    .sort((a, b) => a[0] - b[0])
    .map(([t, v]) => `${t}:${f(v.old)}→${f(v.now)}`)
    .join(' ')}`,
);
console.log(
  `time per card p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; ${((performance.now() - started) / 1000).toFixed(0)} s, ` +
    `load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
);
