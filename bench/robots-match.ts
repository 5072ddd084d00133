/**
 * A self-play match: the new card play (policy `sampled`, a strength level) against today's
 * baseline (policy `baseline`, issue 8's play: 500 ms and 24 layouts per card), duplicate — every
 * board is played at two tables with the same cards, the new robots North–South at one and
 * East–West at the other. Both bid with the same system, so the difference is the card play.
 * The baseline gives no signals, so the new robots read only their partner's
 * (`opponentsSignal: false`).
 *
 *     node --import tsx bench/robots-match.ts --boards 100          # seed 2525, expert vs baseline
 *     node --import tsx bench/robots-match.ts --boards 40 --strength club
 *
 * Options: `--boards N` (default 1000), `--seed S`, `--strength beginner|club|expert` (the new
 * robots' level, default expert), `--ts` (TypeScript solver instead of native DDS).
 * Prints IMPs per board for the new robots with a 95% confidence interval (normal approximation
 * over boards), the boards won and lost, and the contracts that differed in tricks.
 */
import { SEATS, boardDealer, boardVulnerability, decide, evolve, initialTableState, viewFor } from '@biritch/core';
import type { Deal, Seat } from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { scoreBoard, toImps } from '@biritch/scoring';
import { createTsSolver, type SolverBackend } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import { createRobot, type Robot, type RobotStrength } from '@biritch/robots';

const flag = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const boards = Number(flag('boards') ?? 1000);
const seed = Number(flag('seed') ?? 2525);
const strength = (flag('strength') ?? 'expert') as RobotStrength;
const native = process.argv.includes('--ts') ? null : loadNativeSolver();
const solver: SolverBackend = native?.ok ? native.value : createTsSolver();
console.log(
  `solver ${solver.name}; new robots (${strength}, sampled) against the baseline; ` +
    `${boards} boards from seed ${seed}`,
);

/** Plays one board with the given robots; North–South's score. */
function playBoard(b: number, deal: Deal, newSide: 'NS' | 'EW'): { ns: number; text: string } {
  const robots = Object.fromEntries(
    SEATS.map((s, i) => {
      const isNew = (s === 'N' || s === 'S') === (newSide === 'NS');
      const rng = seededRandom(seed * 7919 + b * 10 + i);
      const robot = isNew
        ? createRobot({ seat: s, rng, solver, strength, playPolicy: 'sampled', opponentsSignal: false })
        : createRobot({ seat: s, rng, solver, playPolicy: 'baseline' });
      return [s, robot];
    }),
  ) as Record<Seat, Robot>;
  let state = initialTableState({ ruleSet: 'standard' });
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
  for (let guard = 0; guard < 400 && state.phase !== 'ended'; guard++) {
    let acted = false;
    for (const seat of SEATS) {
      const cmd = robots[seat].onView(viewFor(state, seat));
      if (!cmd) continue;
      const r = decide(state, cmd, { kind: 'seat', seat });
      if (!r.ok) throw new Error(`${seat}: ${r.error.code}`);
      state = r.value.reduce(evolve, state);
      acted = true;
    }
    if (!acted) break;
  }
  const res = state.result;
  if (!res) throw new Error(`board ${b} did not end`);
  const { contract, declarer, declarerTricks: tricks, vulnerability } = res;
  const s = scoreBoard({ contract, declarer, tricks, vulnerability });
  if (!s.ok) throw new Error(s.error.message);
  const named = contract ? `${contract.level}${contract.strain}${['', 'X', 'XX'][contract.doubled]}` : '';
  const text = contract ? `${named} ${declarer} ${tricks}` : 'passed';
  return { ns: s.value.ns, text };
}

const imps: number[] = [];
let won = 0;
let lost = 0;
const started = performance.now();
for (let b = 1; b <= boards; b++) {
  const deal = randomDeal(seededRandom(seed + b));
  const a = playBoard(b, deal, 'NS');
  const c = playBoard(b, deal, 'EW');
  // The new robots score North–South's points at table A and East–West's at table B.
  const swing = toImps(a.ns - c.ns);
  imps.push(swing);
  if (swing > 0) won++;
  if (swing < 0) lost++;
  const sign = swing > 0 ? '+' : '';
  if (swing !== 0) {
    console.log(`board ${b}: new NS ${a.text} (${a.ns}), new EW ${c.text} (${c.ns}): ${sign}${swing} IMPs`);
  }
  if (b % 10 === 0 || b === boards) {
    const n = imps.length;
    const mean = imps.reduce((x, y) => x + y, 0) / n;
    const sd = Math.sqrt(imps.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
    const half = (1.96 * sd) / Math.sqrt(n);
    const secs = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `after ${n} boards: ${mean >= 0 ? '+' : ''}${mean.toFixed(2)} IMPs per board for the new robots, ` +
        '95% CI ' +
        `[${(mean - half).toFixed(2)}, ${(mean + half).toFixed(2)}]; won ${won}, lost ${lost}, ${secs} s`,
    );
  }
}
