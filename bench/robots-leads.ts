/**
 * Opening leads only, against double-dummy: four robots bid random deals from a fixed seed, then
 * the opening leader's choice is charged with the tricks it gives up on the real deal. The same
 * sampled layouts are scored under several ways of choosing among them, so the ways compare on
 * equal samples.
 *
 *     node --import tsx bench/robots-leads.ts --deals 200 --seed 3000 --samples 20
 *
 * Options: `--system NAME` (the four robots bid that system: sayc, 2/1, polish …; default sayc) and
 * `--read-as NAME` (the leader reads the auction as that system instead, as every robot read it as
 * SAYC before session 23), `--deals N` (default 200), `--seed S` (default 2511, the play bench's), `--samples K`
 * (layouts per lead, default 20: the expert's `leadSamples`), `--sampler replay|ranges` (default
 * `replay`, the robots' own: layouts that replay the auction, play/leadSample.ts; `ranges`: the
 * auction's HCP and length ranges with a loose fill-up, play/sample.ts), `--ts` (TypeScript solver
 * instead of native DDS), `--save FILE` (every lead's per-layout scores and true scores as JSON
 * lines, to study other ways of choosing offline), `--dump` (one line per lead: contract, auction,
 * the leader's hand, the rule-of-thumb lead, its cost and the leads that were best on the real deal
 * — to read what the rules get wrong). `--samples 1` measures the rules of thumb alone.
 * The robots lead the best average once they solved `LEAD_TRUSTED_SAMPLES` layouts (the rows "best
 * average"), and with fewer the rules of thumb unless a lead beats them by `LEAD_MARGIN` (the rows
 * "rule of thumb unless beaten by"), chooseCard.ts; each on the first 5, 10, 20 or 40 layouts (an
 * expert solves about `900 ms × 0.9 / solve time` of them, which the bench prints from the solve
 * times it measured).
 * `--batch` solves each lead's layouts at once on every core (native DDS's `solveAll`; no figure of
 * an expert's layouts then). `--strength expert` lets robots of that strength bid (a strength with a solver thinks where no rule
 * fits, as in robots-play.ts; the default bidders use the rules alone).
 * `--robot expert` (or `club`) measures instead the robot's own `chooseCard` at that strength's
 * `leadSamples` and time on the wall clock, as at the table: its cost, how many leads it simulated,
 * the layouts it solved and its time (so the figure depends on the machine's load). With `--server`
 * the lead is asked of the server's robot pool instead (packages/server/src/robots/pool.ts: a child
 * process running DDS in the native pool, as at the tables), timed from the question to the answer.
 * Reports, per way of choosing: the share of leads costing a trick and the tricks lost per deal;
 * how many layouts replayed the auction (or fitted its ranges); and whether the layouts give the real
 * odds (the lead best on most layouts: on what share of its layouts it is best, and on what share of
 * the real deals).
 */
import { SEATS, viewFor, type Card, type Deal, type Seat } from '@biritch/core';
import { appendFileSync, writeFileSync } from 'node:fs';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { SolveResult, SolverBackend } from '@biritch/solver';
import {
  chooseCard,
  STRENGTHS,
  createRobot,
  declaringSideSuits,
  handRangesFromAuction,
  heuristicCard,
  knowledgeOf,
  LEAD_CARD_SLACK,
  LEAD_MARGIN,
  leadCardIn,
  leadLayouts,
  leadRisk,
  sampleLayoutsCounted,
  stoppableSolver,
  bySide,
  tableSystems,
  uniformFrom,
  type Robot,
  type SystemName,
} from '@biritch/robots';
import { partnerSeat, suitOf, rankOf } from '@biritch/core';
import { RobotPool } from '../packages/server/src/robots/pool.js';
import { flag, hasFlag, letRobotsAct, numberFlag, solverFromFlags, startBoard } from './robotsBench.js';

const deals = numberFlag('deals', 200);
const seed = numberFlag('seed', 2511);
const samples = numberFlag('samples', 20);
const sampler = flag('sampler') ?? 'replay';
// The robot itself at a strength's real settings (layouts and time on the wall clock), instead of the offline ways.
const robotStrength = flag('robot') as keyof typeof STRENGTHS | undefined;
// The bidders' strength (as robots-play.ts's `--strength`): a strength with a solver thinks where no
// rule fits, so its auctions are the play bench's. Default: createRobot's (rules only).
const bidders = flag('strength') as keyof typeof STRENGTHS | undefined;
// Each lead's layouts solved at once on every core (native DDS): faster, but the solve time printed
// is then no robot's (robots solve one layout at a time).
const batch = hasFlag('batch');
// `--system NAME`: the four robots bid that system (default sayc); `--read-as NAME`: the leader reads
// the auction as that system instead (how the robots read every auction before session 23: as SAYC).
const system = (flag('system') ?? 'sayc') as SystemName;
const systems = tableSystems('N', (flag('read-as') ?? system) as SystemName, (flag('read-as') ?? system) as SystemName);
const robotTally = {
  costly: 0,
  lost: 0,
  simulated: 0,
  layouts: [] as number[],
  ms: [] as number[],
  boards: [] as number[],
};
// The lead asked of the server's robot pool (one worker, native DDS in its pool, as at the tables).
// One table for every board: each board a table of its own would count as several tables asking at
// once, and the pool would split its time between them (fairQueue.ts's shareOf).
const serverPool = robotStrength && hasFlag('server') ? new RobotPool({ threads: 1, solver: 'auto' }) : null;
// The pool's workers do not keep a process alive (a server's sockets do): this timer does, until the end.
const keepAlive = serverPool ? setInterval(() => {}, 60_000) : null;
const save = flag('save');
// Each lead's record is appended as it is made, so a long run can be read before it ends.
if (save) writeFileSync(save, '');
let sampleMs = 0;
const wallNow = (): number => performance.now();
let solveMs = 0;
const solver: SolverBackend = solverFromFlags();
console.log(`solver ${solver.name}, ${deals} deals from seed ${seed}, ${samples} layouts per lead`);

interface Way {
  readonly name: string;
  /** Picks a lead from the per-layout scores (tricks for the leaders' side, by card). */
  readonly pick: (
    scores: readonly Map<Card, number>[],
    legal: readonly Card[],
    rule: Card,
    risk: (c: Card) => number,
    usual: (c: Card) => Card,
  ) => Card;
}

const mean = (scores: readonly Map<Card, number>[], c: Card, n = scores.length): number =>
  scores.slice(0, n).reduce((s, m) => s + m.get(c)!, 0) / Math.max(1, Math.min(n, scores.length));
const argmax = (legal: readonly Card[], f: (c: Card) => number, tie: (a: Card, b: Card) => number): Card =>
  [...legal].sort((a, b) => f(b) - f(a) || tie(a, b))[0]!;

/** On how many of the first `n` layouts `c` is among the best leads. */
const oftenBest = (scores: readonly Map<Card, number>[], c: Card, n = scores.length): number =>
  scores.slice(0, n).filter((m) => m.get(c) === Math.max(...m.values())).length;
const counts = [5, 10, 20, 40].filter((n) => n <= samples);
const ways: Way[] = [
  { name: 'rule of thumb', pick: (_s, _l, rule) => rule },
  ...counts.map((n) => ({
    name: `best average, ${n} layouts`,
    pick: (s: readonly Map<Card, number>[], l: readonly Card[], rule: Card, risk: (c: Card) => number) =>
      argmax(
        l,
        (c) => mean(s, c, n),
        (a, b) => risk(a) - risk(b) || Number(b === rule) - Number(a === rule),
      ),
  })),
  // As the robots choose (chooseCard.ts simulateLead): the best average, then within its suit the
  // card the rules lead from it when that card does within LEAD_CARD_SLACK of the best.
  ...counts.map((n) => ({
    name: `best average, the rules' card of its suit within ${LEAD_CARD_SLACK}, ${n} layouts`,
    pick: (
      s: readonly Map<Card, number>[],
      l: readonly Card[],
      rule: Card,
      risk: (c: Card) => number,
      usual: (c: Card) => Card,
    ) => {
      const chosen = argmax(
        l,
        (c) => mean(s, c, n),
        (a, b) => risk(a) - risk(b) || Number(b === rule) - Number(a === rule),
      );
      const u = usual(chosen);
      return mean(s, u, n) >= mean(s, chosen, n) - LEAD_CARD_SLACK ? u : chosen;
    },
  })),
  // The lead that is best (double-dummy) on the most layouts: the bench charges a lead that is not
  // best on the real deal, so if the layouts were the real odds this way would cost least.
  ...counts.map((n) => ({
    name: `most often best, ${n} layouts`,
    pick: (s: readonly Map<Card, number>[], l: readonly Card[], rule: Card, risk: (c: Card) => number) =>
      argmax(
        l,
        (c) => oftenBest(s, c, n) + mean(s, c, n) / 100,
        (a, b) => risk(a) - risk(b) || Number(b === rule) - Number(a === rule),
      ),
  })),
  ...counts.flatMap((n) =>
    [LEAD_MARGIN / 2, LEAD_MARGIN, LEAD_MARGIN * 2].map((margin) => ({
      name: `rule of thumb unless beaten by ${margin} (${n})`,
      pick: (s: readonly Map<Card, number>[], l: readonly Card[], rule: Card, risk: (c: Card) => number) => {
        const best = argmax(
          l,
          (c) => mean(s, c, n),
          (a, b) => risk(a) - risk(b),
        );
        return mean(s, best, n) > mean(s, rule, n) + margin ? best : rule;
      },
    })),
  ),
];

const tallies = ways.map(() => ({ costly: 0, lost: 0 }));
const calibration = { predicted: 0, actual: 0, leads: 0 };
let leadsSeen = 0;
let fitted = 0;
let drawn = 0;
const started = performance.now();
for (let b = 1; b <= deals; b++) {
  const robots = Object.fromEntries(
    SEATS.map((s, i) => [
      s,
      createRobot({
        seat: s,
        rng: seededRandom(seed * 1000 + b * 10 + i),
        solver,
        system,
        ...(bidders ? { strength: bidders } : {}),
      }),
    ]),
  ) as Record<Seat, Robot>;
  const deal = randomDeal(seededRandom(seed + b));
  // Bid until the opening lead is due.
  const state = letRobotsAct(startBoard(b, deal).state, robots, (s) => s.phase !== 'auction', 200);
  if (state.phase !== 'play') continue;
  const leader = SEATS.find((s) => viewFor(state, s).legalCards.length > 0);
  if (!leader) continue;
  const view = viewFor(state, leader);
  const legal = view.legalCards;
  const k = knowledgeOf(view, []);
  if (!k || !view.contract) continue;
  leadsSeen++;
  const strain = view.contract.strain;
  const truth = solver.solve({ deal, trick: { leader, cards: [] } }, strain, { cards: true });
  const trueScore = new Map<Card, number>();
  for (const cs of truth.cards ?? []) for (const c of [cs.card, ...cs.equals]) trueScore.set(c, cs.tricks);
  const top = Math.max(...trueScore.values());
  if (robotStrength && serverPool) {
    const t = performance.now();
    const cmd = await serverPool
      .agentFor('bench', leader, { allowMisclickUndo: false, strength: robotStrength, system })
      .onView(view);
    robotTally.ms.push(performance.now() - t);
    robotTally.boards.push(b);
    if (cmd?.type !== 'play') throw new Error(`board ${b}: the pool answered ${JSON.stringify(cmd)}`);
    const cost = top - trueScore.get(cmd.card)!;
    robotTally.lost += cost;
    if (cost > 0) robotTally.costly++;
    robotTally.layouts.push(0);
    if (b % 20 === 0) console.log(`deal ${b}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    continue;
  }
  if (robotStrength) {
    const level = STRENGTHS[robotStrength];
    const t = performance.now();
    const r = chooseCard(view, [], {
      solver,
      next: uniformFrom(seededRandom(seed * 31 + b)),
      now: wallNow,
      ...(solver.name === 'dds' ? { tailSolver: () => stoppableSolver(wallNow) } : {}),
      timeBudgetMs: level.timeBudgetMs,
      samples: level.samples,
      leadSamples: level.leadSamples,
      systems,
    });
    robotTally.ms.push(performance.now() - t);
    robotTally.boards.push(b);
    if (!r.ok) throw new Error(r.error.message);
    const cost = top - trueScore.get(r.value.card)!;
    robotTally.lost += cost;
    if (cost > 0) robotTally.costly++;
    if (r.value.method === 'lead-simulation') robotTally.simulated++;
    robotTally.layouts.push(r.value.samples);
    if (b % 20 === 0) console.log(`deal ${b}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    continue;
  }
  const ranges = bySide(systems, (rules) =>
    handRangesFromAuction(view.auction, view.dealer ?? 'N', view.scoredVulnerability ?? 'none', rules),
  );
  const rng = seededRandom(seed * 31 + b);
  const t0 = performance.now();
  const { layouts, fitting } =
    sampler === 'replay'
      ? leadLayouts(k, view, uniformFrom(rng), { count: samples, attempts: samples * 400, systems })
      : sampleLayoutsCounted(k, ranges, uniformFrom(rng), { count: samples, attempts: samples * 100 });
  const t1 = performance.now();
  sampleMs += t1 - t0;
  fitted += fitting;
  drawn += layouts.length;
  const positions = layouts.map((d) => ({ deal: d, trick: { leader, cards: [] } }));
  // A layout drawn more than once (leadSample.ts resamples by weight) is solved once.
  const once = new Map<Deal, SolveResult>();
  const solved =
    batch && solver.solveAll
      ? solver.solveAll(positions, strain, { cards: true })
      : positions.map((p) => {
          const r = once.get(p.deal) ?? solver.solve(p, strain, { cards: true });
          once.set(p.deal, r);
          return r;
        });
  const scores = solved.map((r) => {
    const m = new Map<Card, number>();
    for (const cs of r.cards ?? []) for (const c of [cs.card, ...cs.equals]) if (legal.includes(c)) m.set(c, cs.tricks);
    return m;
  });
  solveMs += performance.now() - t1;
  const rule = heuristicCard(k, legal, {
    ...declaringSideSuits(view, k, systems),
    partnerSuits: view.auction.flatMap((c) =>
      c.seat === partnerSeat(leader) && c.call.type === 'bid' && c.call.strain !== 'NT' ? [c.call.strain] : [],
    ),
  });
  const hand = view.hands[leader] ?? [];
  const partnerSuits = view.auction.flatMap((c) =>
    c.seat === partnerSeat(leader) && c.call.type === 'bid' && c.call.strain !== 'NT' ? [c.call.strain] : [],
  );
  const risk = (c: Card): number => leadRisk(c, hand, partnerSuits) * 100 - rankOf(c) + (suitOf(c) === strain ? 0 : 0);
  if (hasFlag('dump')) {
    const ruleCost = top - trueScore.get(rule)!;
    const bestLeads = legal.filter((c) => trueScore.get(c) === top).join(' ');
    const calls = view.auction
      .map((c) => (c.call.type === 'bid' ? `${c.call.level}${c.call.strain}` : c.call.type[0]))
      .join(' ');
    console.log(
      `D ${b} ${view.contract.level}${view.contract.strain} by ${view.declarer} [${calls}] ${leader} ` +
        `${hand.join(' ')} rule ${rule} cost ${ruleCost} best ${bestLeads}`,
    );
  }
  if (save) {
    const rec = {
      b,
      contract: `${view.contract.level}${strain}`,
      declarer: view.declarer,
      leader,
      hand,
      partnerSuits,
      rule,
      fitting,
      truth: Object.fromEntries(trueScore),
      scores: scores.map((m) => Object.fromEntries(m)),
    };
    appendFileSync(save, `${JSON.stringify(rec)}\n`);
  }
  const hints = {
    ...declaringSideSuits(view, k, systems),
    partnerSuits,
  };
  const usual = (c: Card): Card => leadCardIn(k, legal, suitOf(c), hints);
  // Calibration: the most-often-best lead on all the layouts, how often the layouts say it is best
  // against how often it is best on the real deal (do the layouts give the real odds?).
  if (scores.length > 0) {
    const often = argmax(
      legal,
      (c) => oftenBest(scores, c),
      (a, b) => risk(a) - risk(b),
    );
    calibration.predicted += oftenBest(scores, often) / scores.length;
    calibration.actual += trueScore.get(often) === top ? 1 : 0;
    calibration.leads++;
  }
  ways.forEach((w, i) => {
    const c = w.pick(scores, legal, rule, risk, usual);
    const cost = top - trueScore.get(c)!;
    tallies[i]!.lost += cost;
    if (cost > 0) tallies[i]!.costly++;
  });
  if (b % 20 === 0) console.log(`deal ${b}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
if (robotStrength) {
  const q = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!;
  const t = robotTally;
  if (!serverPool)
    console.log(
      `\n${leadsSeen} opening leads by the ${robotStrength} robot: ${((100 * t.costly) / leadsSeen).toFixed(1)}% ` +
        `cost a trick, ${(t.lost / leadsSeen).toFixed(3)} tricks a deal; simulated ${t.simulated} ` +
        `(layouts p50 ${q(t.layouts, 0.5)}, min ${Math.min(...t.layouts)}, max ${Math.max(...t.layouts)}); ` +
        `time p50 ${q(t.ms, 0.5).toFixed(0)} ms, p99 ${q(t.ms, 0.99).toFixed(0)} ms`,
    );
  const slowest = t.ms
    .map((ms, i) => ({ ms, b: t.boards[i]!, layouts: t.layouts[i]! }))
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 5);
  console.log(
    `slowest leads: ${slowest.map((x) => `board ${x.b} ${x.ms.toFixed(0)} ms${serverPool ? '' : ` (${x.layouts} layouts)`}`).join(', ')}`,
  );
  if (serverPool) {
    console.log(
      `\n${leadsSeen} opening leads by the ${robotStrength} robot of the server's pool (${serverPool.engines().join(', ')}): ` +
        `${((100 * t.costly) / leadsSeen).toFixed(1)}% cost a trick, ${(t.lost / leadsSeen).toFixed(3)} tricks a deal; ` +
        `time p50 ${q(t.ms, 0.5).toFixed(0)} ms, p99 ${q(t.ms, 0.99).toFixed(0)} ms, max ${Math.max(...t.ms).toFixed(0)} ms`,
    );
    await serverPool.close();
    if (keepAlive) clearInterval(keepAlive);
    process.exit(0);
  }
  process.exit(0);
}
console.log(`\n${leadsSeen} opening leads; ${fitted}/${drawn} layouts fitted the auction (sampler ${sampler})`);
console.log(
  `sampling ${(sampleMs / leadsSeen).toFixed(1)} ms a lead, solving ${(solveMs / Math.max(1, drawn)).toFixed(1)} ms a layout`,
);
const perLayout = (sampleMs + solveMs) / Math.max(1, drawn);
if (!batch)
  console.log(
    `an expert (900 ms a card) would solve about ${Math.floor((900 * 0.9) / perLayout)} layouts at this load`,
  );
if (calibration.leads > 0)
  console.log(
    `the lead best on most layouts: best on ${((100 * calibration.predicted) / calibration.leads).toFixed(1)}% ` +
      `of its layouts, on ${((100 * calibration.actual) / calibration.leads).toFixed(1)}% of the real deals`,
  );
ways.forEach((w, i) => {
  const t = tallies[i]!;
  console.log(
    `${w.name.padEnd(48)} ${((100 * t.costly) / leadsSeen).toFixed(1).padStart(5)}% cost a trick, ` +
      `${(t.lost / leadsSeen).toFixed(3)} tricks a deal`,
  );
});
