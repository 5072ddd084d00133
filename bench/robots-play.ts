/**
 * The robots' card play against double-dummy: four robots bid and play random deals from a fixed
 * seed through core's table machine, and every card with a choice is charged with the tricks it
 * gives up (the solver's per-card scores of the real position: best card's tricks minus the
 * played card's, for the side that played it).
 *
 *     node --import tsx bench/robots-play.ts --strength expert     # 200 deals, seed 2511, expert robots
 *     node --import tsx bench/robots-play.ts --deals 20            # a quick run
 *     node --import tsx bench/robots-play.ts --policy baseline     # today's (issue 8) card play
 *     node --import tsx bench/robots-play.ts --strength club --ts  # club strength, TypeScript solver
 *
 * `--record FILE` writes every deal's commands and its card decisions with a choice (JSON lines), for
 * `bench/robots-positions.ts` to replay one version's positions to another (a paired comparison).
 *
 * Options: `--deals N`, `--seed S`, `--strength beginner|club|expert` (default: createRobot's
 * defaults), `--policy baseline|sampled`,
 * `--budget MS` (overrides the strength's time per card), `--samples N` (most layouts per card), `--system NAME`
 * (the four robots bid that system and read both sides' calls by it; default sayc), `--ts` (TypeScript solver; the default is
 * native DDS when libdds is installed), `--from B` (start at board B, default 1: two processes on
 * `--from 1 --deals 100` and `--from 101 --deals 100` play the same 200 deals), `--minutes M` (start no deal after M minutes; the report
 * covers the deals played), `--cpu-clock` (the robots' time budget counts this process's CPU time
 * instead of the wall clock, so that a busy machine does not cut their thinking short: the figures
 * are then those of a machine to itself; the times per card are reported on both clocks). The same solver
 * charges the cards.
 * Reports: the share of opening leads that cost a trick, the defenders' and the declaring side's
 * tricks lost per deal (by trick number and by how the card was chosen), the time per card and the
 * machine's load average over the run (the robots think against a wall clock).
 */
import {
  SEATS,
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  handWithout,
  initialTableState,
  viewFor,
  type Card,
  type Deal,
  type Seat,
  type Strain,
} from '@biritch/core';
import { appendFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { SolverBackend } from '@biritch/solver';
import { createRobot, type Robot } from '@biritch/robots';
import { cardPlayFlags, cpuNow, flag, numberFlag, solverFromFlags } from './robotsBench.js';

const deals = numberFlag('deals', 200);
// `--from B`: the first board (default 1), so that two processes can share a seed's deals.
const first = numberFlag('from', 1);
const seed = numberFlag('seed', 2511);
const play = cardPlayFlags();
const { strength, policy, cpuClock } = play;
// Stop starting new deals after this many minutes (a bounded run on a shared machine); report what was played.
const minutes = numberFlag('minutes', Number.POSITIVE_INFINITY);
const record = flag('record');
if (record) writeFileSync(record, '');
const solver: SolverBackend = solverFromFlags();
console.log(
  `solver ${solver.name}, ${deals} deals from seed ${seed}, ` +
    `strength ${strength ?? 'default (500 ms, 24 layouts)'}, policy ${policy}` +
    (cpuClock ? ', budget in CPU time' : '') +
    (play.budget ? `, ${play.budget} ms per card` : ''),
);

interface Tally {
  cards: number;
  lost: number;
  costly: number;
}
const tally = (): Tally => ({ cards: 0, lost: 0, costly: 0 });
const sides = { declarer: tally(), defenders: tally() };
const byTrick: Record<'declarer' | 'defenders', Tally[]> = { declarer: [], defenders: [] };
const byMethod = new Map<string, Tally>();
const leads = tally();
const leadMethods = new Map<string, Tally>();
const cardMs: number[] = [];
const msByMethod = new Map<string, number[]>();
// With --cpu-clock, each card's time on the robots' own clock too (this process's CPU time).
const cardCpuMs: number[] = [];
let played = 0;
let passedOut = 0;

const add = (t: Tally, cost: number): void => {
  t.cards++;
  t.lost += cost;
  if (cost > 0) t.costly++;
};
const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** Tricks the card gives up: the best card's score minus its own, for the side that plays it. */
function costOf(remaining: Deal, leader: Seat, trickCards: readonly Card[], strain: Strain, card: Card): number {
  const r = solver.solve({ deal: remaining, trick: { leader, cards: trickCards } }, strain, { cards: true });
  const scores = r.cards ?? [];
  const best = Math.max(...scores.map((c) => c.tricks));
  const mine = scores.find((c) => c.card === card || c.equals.includes(card));
  if (!mine) throw new Error(`card ${card} has no score`);
  return best - mine.tricks;
}

const started = performance.now();
// The machine's load beside every figure: the robots think against a wall clock.
const loads: number[] = [];
let stoppedAt = 0;
for (let b = first; b < first + deals; b++) {
  if ((performance.now() - started) / 60_000 > minutes) {
    stoppedAt = b - 1;
    break;
  }
  const robots = Object.fromEntries(
    SEATS.map((s, i) => [
      s,
      createRobot({
        seat: s,
        rng: seededRandom(seed * 1000 + b * 10 + i),
        solver,
        ...play.robotOptions,
      }),
    ]),
  ) as Record<Seat, Robot>;
  let state = initialTableState({ ruleSet: 'standard' });
  const deal = randomDeal(seededRandom(seed + b));
  const startDeal = {
    type: 'startDeal',
    board: b,
    dealer: boardDealer(b),
    vulnerability: boardVulnerability(b),
    deal,
  } as const;
  const start = decide(state, startDeal, { kind: 'system' });
  if (!start.ok) throw new Error(start.error.message);
  state = start.value.reduce(evolve, state);
  const remaining = { ...deal } as Record<Seat, Deal[Seat]>;
  let lostDecl = 0;
  let lostDef = 0;
  // For --record: every command in order, and the index of each card decision with a choice.
  const log: { seat: Seat | 'system'; cmd: unknown }[] = [{ seat: 'system', cmd: startDeal }];
  const decisions: { at: number; seat: Seat; card: Card; cost: number; method: string }[] = [];
  for (let guard = 0; guard < 400 && state.phase !== 'ended'; guard++) {
    let acted = false;
    for (const seat of SEATS) {
      const view = viewFor(state, seat);
      const t0 = performance.now();
      const c0 = cpuClock ? cpuNow() : 0;
      const cmd = robots[seat].onView(view);
      const ms = performance.now() - t0;
      const cpuMs = cpuClock ? cpuNow() - c0 : 0;
      if (!cmd) continue;
      if (cmd.type === 'play' && view.contract && view.declarer && view.dummy && view.turn) {
        const player = view.turn;
        const trickNo = view.playedTricks.length + 1;
        const d = robots[seat].lastDecision;
        const method = d?.kind === 'card' ? d.method : 'none';
        if (view.legalCards.length > 1) {
          const trick = view.currentTrick ?? { leader: player, cards: [] };
          const cost = costOf(
            remaining,
            trick.leader,
            trick.cards.map((c) => c.card),
            view.contract.strain,
            cmd.card,
          );
          const side = player === view.declarer || player === view.dummy ? 'declarer' : 'defenders';
          add(sides[side], cost);
          byTrick[side][trickNo] ??= tally();
          add(byTrick[side][trickNo]!, cost);
          const key = `${side} ${method}`;
          add(byMethod.get(key) ?? byMethod.set(key, tally()).get(key)!, cost);
          decisions.push({ at: log.length, seat, card: cmd.card, cost, method });
          if (side === 'declarer') lostDecl += cost;
          else lostDef += cost;
          if (trickNo === 1 && trick.cards.length === 0) {
            add(leads, cost);
            add(leadMethods.get(method) ?? leadMethods.set(method, tally()).get(method)!, cost);
          }
          cardMs.push(ms);
          if (cpuClock) cardCpuMs.push(cpuMs);
          (msByMethod.get(method) ?? msByMethod.set(method, []).get(method)!).push(ms);
        }
        remaining[player] = handWithout(remaining[player], cmd.card);
      }
      const r = decide(state, cmd, { kind: 'seat', seat });
      if (!r.ok) throw new Error(`${seat}: ${r.error.code}`);
      log.push({ seat, cmd });
      state = r.value.reduce(evolve, state);
      acted = true;
    }
    if (!acted) break;
  }
  if (record) appendFileSync(record, `${JSON.stringify({ board: b, seed, log, decisions })}\n`);
  const res = state.result;
  if (!res?.contract) {
    passedOut++;
    continue;
  }
  played++;
  loads.push(loadavg()[0]!);
  if (b % 10 === 0 || b === first + deals - 1) {
    const contract = `${res.contract.level}${res.contract.strain}${['', 'X', 'XX'][res.contract.doubled]}`;
    const secs = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `deal ${b}: ${contract} by ${res.declarer}, ` +
        `${res.declarerTricks} tricks, lost declarer ${lostDecl} defenders ${lostDef}; ${secs} s`,
    );
  }
}

const perDeal = (lost: number): string => (lost / Math.max(1, played)).toFixed(2);
const share = (t: Tally): string => ((100 * t.costly) / Math.max(1, t.cards)).toFixed(1);
const per = (t: Tally): string =>
  `${perDeal(t.lost)} per deal (${t.lost} tricks, ${t.costly}/${t.cards} cards cost a trick)`;
const stopped = stoppedAt > 0 ? ` (stopped after deal ${stoppedAt}: --minutes ${minutes})` : '';
console.log(`\n${played} deals played, ${passedOut} passed out${stopped}`);
console.log(
  `opening leads costing a trick: ${leads.costly}/${leads.cards} = ${share(leads)}%` +
    ` (${[...leadMethods].map(([m, t]) => `${m} ${t.costly}/${t.cards}`).join(', ')})`,
);
console.log(`defenders lose ${per(sides.defenders)}`);
console.log(`declarer's side loses ${per(sides.declarer)}`);
for (const side of ['defenders', 'declarer'] as const) {
  const row = byTrick[side].map((t, i) => (t ? `${i}:${perDeal(t.lost)}` : '')).filter(Boolean);
  console.log(`${side} by trick (tricks lost per deal): ${row.join(' ')}`);
}
console.log('by method (cards, tricks lost, share of cards costing a trick):');
for (const [m, t] of [...byMethod].sort()) console.log(`  ${m}: ${t.cards} cards, ${t.lost} tricks, ${share(t)}%`);
const times = (xs: number[]): string => `p50 ${pct(xs, 50).toFixed(0)} ms, p99 ${pct(xs, 99).toFixed(0)} ms`;
const max = Math.max(0, ...cardMs).toFixed(0);
console.log(`time per card with a choice (wall clock): n=${cardMs.length} ${times(cardMs)}, max ${max} ms`);
if (cpuClock) {
  // The budget's own clock: on a loaded machine the wall clock runs on while the process waits for a core.
  const maxCpu = Math.max(0, ...cardCpuMs).toFixed(0);
  console.log(`time per card with a choice (CPU clock, the budget's): ${times(cardCpuMs)}, max ${maxCpu} ms`);
}
for (const [m, xs] of msByMethod) console.log(`  ${m}: ${times(xs)}`);
const meanLoad = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length);
console.log(
  `wall time ${((performance.now() - started) / 1000).toFixed(0)} s; load average (1 min) ` +
    `mean ${meanLoad.toFixed(1)}, range ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
);
