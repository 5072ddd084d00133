/**
 * The robots' bidding system against the saycbridge expectations
 * (the test data's bidding/saycbridge/sayc_tests.jsonl, BSD-3; 906 cases, one malformed).
 *
 *     node --import tsx bench/robots-bidding.ts            # pass rate overall and per group
 *     node --import tsx bench/robots-bidding.ts --failures # also every failing case
 *
 * Then the time per call: robots bid 400 random deals from seed 25 at all four seats (SAYC, 2/1,
 * SAYC with Roman Key Card Blackwood, Polish Club), every call timed (p50 / p99 / max), the forced
 * hands that passed counted (must be 0) and the slams bid.
 *
 *     node --import tsx bench/robots-bidding.ts --think [--native] [--think-budget 1000] [--think-deals 60]
 *     node --import tsx bench/robots-bidding.ts --think --native --strength expert
 *     node --import tsx bench/robots-bidding.ts --think --pool --strength expert   # DDS in the native pool, as the server
 *
 * also times the thinking fallback (bidding/think.ts) on the calls no rule covers (`--strength`
 * takes the thinking budget of that robot strength, `thinkBudgetMs`, as the robots at the tables
 * do; reported: every call's time, the thought-over calls' time, by how much they passed the
 * budget, the solves and the load). `--cpu-clock` counts budgets and times in this process's CPU
 * time (a busy machine neither cuts the thinking short nor inflates the figures),
 * `--print-thought` prints every call that thought (hand, auction, candidates' averages, time),
 * `--no-slams` leaves out the slam judgement (think.ts `judgeSlam`, on for the robots that think),
 * `--think-only` skips the suite and the rules' timing, and
 *
 *     node --import tsx bench/robots-bidding.ts --slams 2000 [--native] [--missed [--missed-deals]] [--slam-seed 26]
 *
 * checks every slam the robots bid on 2000 random deals double-dummy (`--failing` lists those that go down); `--missed` also lists the slams
 * a side missed (12+ tricks double-dummy, stopped lower), grouped by how the side's auction began.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { testDataPath } from '@biritch/testing';
import { bidToEnd, finalContract } from './robotsBench.js';
import {
  SEATS,
  STRAINS,
  makeCall,
  makeDeal,
  makeHand,
  seatAfter,
  type Call,
  type Deal,
  type Seat,
} from '@biritch/core';
import { hcp, randomDeal, seededRandom } from '@biritch/dealer';
import {
  STRENGTHS,
  SYSTEMS,
  chooseCall,
  isRobotStrength,
  forceOn,
  parseYarboroughCases,
  scoreCases,
  scoreSaycCases,
  uniformFrom,
} from '@biritch/robots';
import { createTsSolver, type DDTable } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import { createNativePool } from '@biritch/solver/native-pool';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
// `--think-only`: skip the suite and the rules' timing (the thinking's figures alone).
if (!process.argv.includes('--think-only')) {
  const file = process.env.SAYC_TESTS ?? testDataPath('bidding/saycbridge/sayc_tests.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n');
  const t0 = performance.now();
  const score = scoreSaycCases(lines);
  const ms = performance.now() - t0;
  const groups = new Map<string, { pass: number; total: number }>();
  const failed = new Set(score.failures.map((f) => f.case.id));
  for (const line of lines) {
    if (!line.trim()) continue;
    const o = JSON.parse(line) as { group: string; index: number };
    const id = `${o.group}#${o.index}`;
    const g = groups.get(o.group) ?? { pass: 0, total: 0 };
    g.total++;
    if (!failed.has(id) && !score.errors.some((e) => e.message.startsWith(id))) g.pass++;
    groups.set(o.group, g);
  }
  if (process.argv.includes('--failures')) {
    for (const f of score.failures) {
      const c = f.case;
      const got = f.got ? makeCall(f.got) : '-';
      const auction = c.auction.map(makeCall).join(' ');
      console.log(`${c.id}: ${makeHand(c.hand)} [${auction}] expected ${makeCall(c.expected)} got ${got} (${f.rule})`);
    }
  }
  for (const [name, g] of groups) console.log(`${name.padEnd(48)} ${g.pass}/${g.total}`);
  for (const e of score.errors) console.log(`input error, line ${e.line}: ${e.code} ${e.message}`);
  const rate = ((100 * score.passed) / score.total).toFixed(1);
  console.log(
    `SAYC pass rate: ${score.passed}/${score.total} = ${rate}% (${score.errors.length} malformed case(s) reported), ` +
      `${(ms / score.total).toFixed(2)} ms per call`,
  );

  for (const name of ['sayc_standard', 'sayc_regression']) {
    const path = testDataPath('bidding/yarborough', `${name}.yaml`);
    const parsed = parseYarboroughCases(readFileSync(path, 'utf8'), name);
    const s = scoreCases(parsed.cases);
    const codes = parsed.errors.map((e) => e.code).join(', ');
    const pc = ((100 * s.passed) / s.total).toFixed(1);
    const bad = `${parsed.errors.length} malformed case(s): ${codes}`;
    console.log(`yarborough ${name}: ${s.passed}/${s.total} = ${pc}% (${bad})`);
    if (process.argv.includes('--failures') && name === 'sayc_regression') {
      for (const f of s.failures) {
        const c = f.case;
        const got = f.got ? makeCall(f.got) : '-';
        console.log(
          `  ${c.id}: ${makeHand(c.hand)} [${c.auction.map(makeCall).join(' ')}] expected ${makeCall(c.expected)} got ${got} (${f.rule})`,
        );
      }
    }
  }

  for (const system of ['sayc', '2/1', 'sayc-rkcb', 'polish'] as const) {
    const rules = SYSTEMS[system];
    const rng = seededRandom(25);
    const times: number[] = [];
    let forcedPasses = 0;
    let slams = 0;
    for (let d = 0; d < 400; d++) {
      const deal = randomDeal(rng);
      const dealer = SEATS[d % 4]!;
      const auction = bidToEnd(dealer, (seat, calls) => {
        const t = performance.now();
        const r = chooseCall({ hand: deal[seat], auction: calls, dealer, vulnerability: 'none' }, rules);
        times.push(performance.now() - t);
        if (!r.ok) return null;
        if (r.value.call.type === 'pass' && forceOn(rules, calls, dealer, 'none').kind !== 'none') forcedPasses++;
        return r.value.call;
      });
      if (auction.some((c) => c.type === 'bid' && c.level >= 6)) slams++;
    }
    const ms3 = [50, 99, 100].map((p) => pct(times, p).toFixed(2));
    console.log(
      `time per call (${system}, ${times.length} calls, 400 deals from seed 25): ` +
        `p50 ${ms3[0]} ms, p99 ${ms3[1]} ms, max ${ms3[2]} ms; forced hands that passed: ${forcedPasses}; slams bid: ${slams}`,
    );
  }
}

// The thinking fallback (bidding/think.ts): robots bid random deals from seed 26 with a solver; every
// call that no rule covers is thought over within `--think-budget` ms (default 1000). Reported: how
// many calls were thought over, their time, and how many layouts each solved.
if (process.argv.includes('--think')) {
  const arg = (name: string, d: number): number => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : d;
  };
  const strengthAt = process.argv.indexOf('--strength');
  const strength = strengthAt >= 0 ? process.argv[strengthAt + 1] : undefined;
  if (strength !== undefined && !isRobotStrength(strength)) throw new Error(`no robot strength '${strength}'`);
  const budgetMs = strength ? STRENGTHS[strength].thinkBudgetMs : arg('--think-budget', 1000);
  // `--cpu-clock`: budgets and every figure in this process's CPU time, so a busy machine (other
  // processes taking the cores) neither cuts the thinking short nor inflates the times.
  const cpuClock = process.argv.includes('--cpu-clock');
  const clockNow = cpuClock
    ? () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1000;
      }
    : () => performance.now();
  const load0 = loadavg()[0]!;
  const deals = arg('--think-deals', 60);
  // `--pool`: native DDS in the pool whose solves stop at their budget, as the server's robots run it.
  const pooled = process.argv.includes('--pool') ? createNativePool() : null;
  const native = pooled?.ok ? pooled : process.argv.includes('--native') ? loadNativeSolver() : null;
  const inner = native?.ok ? native.value : createTsSolver();
  // Every solve timed: a call may pass its budget by at most its slowest solve (think.ts).
  let slowestSolve = 0;
  let solves = 0;
  let solveMs = 0;
  const timed = <T>(f: () => T): T => {
    const t0 = clockNow();
    try {
      return f();
    } finally {
      const ms = clockNow() - t0;
      slowestSolve = Math.max(slowestSolve, ms);
      solves++;
      solveMs += ms;
    }
  };
  const solver: typeof inner = {
    ...inner,
    solve: (position, strain, options) => timed(() => inner.solve(position, strain, options)),
    // The pool's side-by-side searches (think.ts hands a layout's contracts to them at once): timed as one.
    ...(inner.solveEach ? { solveEach: (jobs, budget) => timed(() => inner.solveEach!(jobs, budget)) } : {}),
  };
  const printThought = process.argv.includes('--print-thought');
  const noSlams = process.argv.includes('--no-slams');
  const rng = seededRandom(26);
  const next = uniformFrom(seededRandom(27));
  // One solve first: the solver's set-up (DDS threads, the TS engine's tables) is not thinking time.
  solver.solve({ deal: randomDeal(seededRandom(1)), trick: { leader: 'W', cards: [] } }, 'NT');
  const times: number[] = [];
  const every: number[] = [];
  const layouts: number[] = [];
  let gaveUp = 0;
  let beyondOneSolve = 0;
  for (let d = 0; d < deals; d++) {
    const deal = randomDeal(rng);
    const dealer = SEATS[d % 4]!;
    bidToEnd(dealer, (seat, auction) => {
      const t = clockNow();
      // As the robots think: the fallback where no rule fits, and the slam judgement (`--no-slams` leaves it out).
      const think = { solver, next, now: clockNow, budgetMs, slams: !noSlams };
      slowestSolve = 0;
      const r = chooseCall({ hand: deal[seat], auction, dealer, vulnerability: 'none' }, SYSTEMS.sayc, think);
      const took = clockNow() - t;
      every.push(took);
      // Over the budget by more than the call's slowest solve (10 ms for the rest): the bound broken.
      if (took > budgetMs + slowestSolve + 10) beyondOneSolve++;
      const thought = r.ok && r.value.rule.startsWith('think');
      if (slowestSolve > 0 && r.ok && !thought) gaveUp++;
      if (!r.ok) return null;
      if (thought) {
        times.push(took);
        layouts.push(Number(r.value.message.args.layouts));
      }
      if (printThought && (thought || slowestSolve > 0)) {
        const shown = auction.map(makeCall).join(' ') || '-';
        const cands =
          'candidates' in r.value ? (r.value as { candidates: { call: Call; average: number }[] }).candidates : [];
        const list = cands.map((c) => `${makeCall(c.call)} ${c.average.toFixed(0)}`).join(', ');
        console.log(
          `${dealer} ${seat} ${makeHand(deal[seat])} [${shown}] → ${makeCall(r.value.call)} (${r.value.rule}) ` +
            `${took.toFixed(0)} ms, ${r.value.message.args.layouts ?? 0} layouts; ${list}`,
        );
      }
      return r.value.call;
    });
  }
  const ms = [50, 99, 100].map((p) => pct(times, p).toFixed(0));
  console.log(`solves: ${solves} in ${solveMs.toFixed(0)} ms`);
  const all = [50, 99, 100].map((p) => pct(every, p).toFixed(1));
  const over = Math.max(0, ...times.map((x) => x - budgetMs)).toFixed(0);
  const load = `load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  console.log(
    `thinking fallback (${solver.name}, ${strength ?? 'budget'} ${budgetMs} ms, ${deals} deals from seed 26, ` +
      `${cpuClock ? 'CPU' : 'wall'} clock, ${load}): ` +
      `every call (${every.length}) p50 ${all[0]} ms, p99 ${all[1]} ms, max ${all[2]} ms; ${times.length} calls thought ` +
      `over: p50 ${ms[0]} ms, p99 ${ms[1]} ms, max ${ms[2]} ms (at most ${over} ms past the budget); ` +
      `layouts solved p50 ${pct(layouts, 50)}, min ${pct(layouts, 0)}; ${gaveUp} calls solved and kept the rules' ` +
      `call (too few layouts, or a slam that did not pay); calls past the budget by more than their slowest solve: ${beyondOneSolve}`,
  );
}

// Slams: robots bid `--slams N` random deals from seed 25 (SAYC and SAYC with Roman Key Card
// Blackwood); every slam reached is checked double-dummy (declarer: the first of the side to name
// the strain).
/**
 * How one side's auction began, for grouping missed slams: the side's first two calls, the second named
 * by kind (a jump shift: a new suit one level higher than needed), with "contested" when an
 * opponent bid or doubled before the side's second call and "overcall" when the opponents opened.
 */
function auctionGroup(calls: readonly { c: Call; seat: Seat }[], side: readonly Seat[]): string {
  const first = calls.findIndex(({ c }) => c.type !== 'pass');
  if (first < 0 || !side.includes(calls[first]!.seat)) return 'opponents opened (overcall or balancing)';
  const ours = calls.filter(({ seat }) => side.includes(seat)).slice(0, 4);
  const open = ours.find(({ c }) => c.type !== 'pass')!;
  const i = ours.indexOf(open);
  const resp = ours[i + 1];
  const at = calls.indexOf(open);
  const respAt = resp ? calls.indexOf(resp) : calls.length;
  const contested = calls.slice(at + 1, respAt).some(({ c, seat }) => !side.includes(seat) && c.type !== 'pass');
  const o = makeCall(open.c);
  if (!resp) return `${o} (opener only)`;
  const r = resp.c;
  let kind = makeCall(r);
  if (open.c.type === 'bid' && r.type === 'bid' && r.strain !== open.c.strain && r.strain !== 'NT' && !contested) {
    const cheapest = STRAINS.indexOf(r.strain) > STRAINS.indexOf(open.c.strain) ? open.c.level : open.c.level + 1;
    if (open.c.level === 1 && r.level === cheapest + 1) kind = `${kind} (jump shift)`;
    if (r.level >= cheapest + 2) kind = `${kind} (double jump)`;
  }
  return `${o} ${kind}${contested ? ' contested' : ''}`;
}

if (process.argv.includes('--slams')) {
  const n = Number(process.argv[process.argv.indexOf('--slams') + 1] ?? 2000);
  const native = process.argv.includes('--native') ? loadNativeSolver() : null;
  const solver = native?.ok ? native.value : createTsSolver();
  // `--missed`: the deals where a side that bid stopped below a slam that makes double-dummy for it
  // (its best strain and declarer, from the DD table; sides with 26+ HCP), grouped by how its auction began
  // (`auctionGroup`); `--missed-deals` prints the first deals of each group.
  const missed = process.argv.includes('--missed') ? new Map<string, string[]>() : null;
  const tables = new Map<string, DDTable>();
  const noteMissed = (deal: Deal, dealer: Seat, auction: readonly Call[]): void => {
    // A slam on fewer than 26 HCP between the hands is rare and no rule's business: no DD table there.
    if (hcp(deal.N) + hcp(deal.S) < 26 && hcp(deal.E) + hcp(deal.W) < 26) return;
    const key = makeDeal(deal);
    const table = tables.get(key) ?? solver.table(deal);
    tables.set(key, table);
    const sides: readonly (readonly Seat[])[] = [
      ['N', 'S'],
      ['E', 'W'],
    ];
    for (const side of sides) {
      const best = Math.max(...side.flatMap((s) => STRAINS.map((st) => table[s][st])));
      if (best < 12 || hcp(deal[side[0]!]) + hcp(deal[side[1]!]) < 26) continue;
      const calls = auction.map((c, i) => ({ c, seat: seatAfter(dealer, i) }));
      if (!calls.some(({ c, seat }) => c.type === 'bid' && side.includes(seat))) continue;
      const g = auctionGroup(calls, side);
      const xs = missed!.get(g) ?? [];
      const strains = STRAINS.filter((st) => side.some((s) => table[s][st] >= 12)).join('');
      xs.push(`${key} dealer ${dealer}: ${auction.map(makeCall).join(' ')} (12+ tricks in ${strains})`);
      missed!.set(g, xs);
    }
  };
  // `--slam-seed`: another seed, to check a change on deals it was not made on.
  const seed = Number(process.argv[process.argv.indexOf('--slam-seed') + 1] ?? 25);
  for (const system of ['sayc', 'sayc-rkcb'] as const) {
    const rng = seededRandom(process.argv.includes('--slam-seed') ? seed : 25);
    let slams = 0;
    let made = 0;
    for (let d = 0; d < n; d++) {
      const deal = randomDeal(rng);
      const dealer = SEATS[d % 4]!;
      const auction = bidToEnd(dealer, (seat, calls) => {
        const r = chooseCall({ hand: deal[seat], auction: calls, dealer, vulnerability: 'none' }, SYSTEMS[system]);
        return r.ok ? r.value.call : null;
      });
      const final = finalContract(dealer, auction);
      if (missed && (!final || final.contract.level < 6)) noteMissed(deal, dealer, auction);
      if (!final || final.contract.level < 6) continue;
      const { contract: bid, declarer } = final;
      slams++;
      const lead = seatAfter(declarer, 1);
      const tricks = 13 - solver.solve({ deal, trick: { leader: lead, cards: [] } }, bid.strain).tricks;
      if (tricks >= 6 + bid.level) made++;
      else if (process.argv.includes('--failing'))
        console.log(
          `  down: ${makeDeal(deal)} dealer ${dealer}: ${auction.map(makeCall).join(' ')} (${tricks} tricks)`,
        );
    }
    console.log(
      `slams (${system}, ${n} deals from seed ${process.argv.includes('--slam-seed') ? seed : 25}): ` +
        `${slams} bid, ${made} make double-dummy`,
    );
    if (missed) {
      const groups = [...missed.entries()].sort((a, b) => b[1].length - a[1].length);
      const total = groups.reduce((t, [, xs]) => t + xs.length, 0);
      console.log(`missed slams (${system}): ${total} deals where a side stopped below a slam that makes double-dummy`);
      for (const [key, xs] of groups.slice(0, 30)) {
        console.log(`  ${String(xs.length).padStart(4)}  ${key}`);
        if (process.argv.includes('--missed-deals')) for (const x of xs.slice(0, 6)) console.log(`          ${x}`);
      }
      missed.clear();
    }
  }
}
