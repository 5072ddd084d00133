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
 * Options: `--strength`, `--policy`, `--budget MS`, `--samples N` (most layouts per card), `--cpu-clock`, `--ts` as in robots-play.ts;
 * `--side defenders|declarer` (only that side's decisions), `--tricks A-B` (only those tricks),
 * `--repeat R` (each position R times with different random sources, for the noise of one player),
 * `--read-cards N` (how many of the hidden players' last cards weigh the layouts),
 * `--costly` (only the positions whose recorded card cost a trick: is the loss noise or bias?),
 * `--show` (print each of today's cards that cost a trick, with every card's average on its layouts and real cost),
 * `--scores-out FILE` (every double-dummy card today: each legal card's average on its layouts, its real cost, and
 * the rules of thumb's card, as JSON lines, to study other ways of choosing among the averages offline),
 * `--method NAME` (only the positions whose recorded card was chosen by that method, e.g. `heuristic`),
 * `--dump` (print every recorded card that cost a trick, with the hands, instead of replaying),
 * `--accuracy` (no card play: at each position, how often the sampled layouts put each unseen card
 * with the player who really holds it, with the play's inferences and without, and how often the
 * real hands break what the sampler takes as known — a measure of the
 * sampler with far less noise than the tricks; `--prefer NAME` weighs the layouts by that
 * reading of the play alone (lead, attitude, count, suit-preference), `--trust-NAME T` trusts it at
 * T instead of the robots' value, `--combined T` reads both as one at trust T; and for each reading — the lead, the
 * signals, each kind of signal alone — how often the real hands pass it against the layouts, and
 * the trust that fits: see `printCalibration`; `--calibration-out FILE` keeps each position's rates,
 * `--calibration-only` measures nothing else).
 * Reports tricks lost per deal by side for the recorded player and today's, and the paired
 * difference per deal with its 95% confidence interval; today's time per card (on the robots' clock:
 * CPU time with `--cpu-clock`) and the layouts it solved a card. `--save OUT` writes today's tricks
 * lost per deal (JSON) and `--against OUT` reads another run's (same file and flags) to print the
 * paired difference between the two runs of today's code — how to compare two versions of the card
 * play without the recorded player in between.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  SEATS,
  decide,
  evolve,
  handHas,
  handWithout,
  cardsOf,
  SUITS,
  suitOf,
  initialTableState,
  makeHand,
  viewFor,
  type Card,
  type Deal,
  type Seat,
  type TableCommand,
  type TableState,
} from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import {
  createRobot,
  fitsSignals,
  knowledgeOf,
  layoutTests,
  signalsToRead,
  playLikelihood,
  recentDecisions,
  sampleLayoutsCounted,
  uniformFrom,
  type HandTest,
  type LayoutTests,
  type PlayKnowledge,
  type Reading,
} from '@biritch/robots';
import type { SolverBackend } from '@biritch/solver';
import { cardPlayFlags, cpuNow, flag, hasFlag, numberFlag, solverFromFlags } from './robotsBench.js';

const file = process.argv[2];
if (!file || file.startsWith('--')) throw new Error('usage: robots-positions.ts FILE [options]');
const play = cardPlayFlags();
// Time per card on the robots' own clock: with --cpu-clock, this process's CPU time (a busy machine does not inflate it).
const thinkingClock = play.cpuClock ? cpuNow : (): number => performance.now();
const { strength, policy, cpuClock } = play;
const onlySide = flag('side');
const [fromTrick, toTrick] = (flag('tricks') ?? '1-13').split('-').map(Number) as [number, number];
const repeat = numberFlag('repeat', 1);
const dump = hasFlag('dump');
const accuracy = hasFlag('accuracy');
const onlyCostly = hasFlag('costly');
const scoresOut = flag('scores-out');
if (scoresOut) writeFileSync(scoresOut, '');
// `--method NAME`: only the positions whose recorded card was chosen so (e.g. `heuristic`: where the solver ran out of time).
const onlyMethod = flag('method');
/** Per way of sampling: cards placed right, cards placed, and layouts that passed `prefer`. */
const placed = {
  auction: { right: 0, all: 0 },
  signals: { right: 0, all: 0 },
  play: { right: 0, all: 0, preferred: 0, layouts: 0 },
  weighed: { right: 0, all: 0 },
};
/** Positions whose real layout passes the play's inferences, and those with an inference at all. */
const truth = { passed: 0, tested: 0, all: 0 };
/** The same for each part of the play's inferences alone: the opening lead's rules, the signals. */
const parts = {
  leadTest: { passed: 0, tested: 0 },
  signalTest: { passed: 0, tested: 0 },
  replay: { passed: 0, tested: 0 },
};
const solver: SolverBackend = solverFromFlags();

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

/** Tricks each legal card gives up against double dummy (as robots-play.ts charges it), from one solve. */
function costsOf(state: TableState, remaining: Deal): Map<Card, number> {
  const view = viewFor(state, 'N');
  const trick = view.currentTrick ?? { leader: view.turn!, cards: [] };
  const r = solver.solve(
    { deal: remaining, trick: { leader: trick.leader, cards: trick.cards.map((c) => c.card) } },
    view.contract!.strain,
    { cards: true },
  );
  const scores = r.cards ?? [];
  const best = Math.max(...scores.map((c) => c.tricks));
  return new Map(scores.flatMap((c) => [c.card, ...c.equals].map((x): [Card, number] => [x, best - c.tricks])));
}

/** Tricks the card gives up against double dummy. */
function costOf(state: TableState, remaining: Deal, card: Card): number {
  const cost = costsOf(state, remaining).get(card);
  if (cost === undefined) throw new Error(`card ${card} has no score`);
  return cost;
}

const apply = (state: TableState, seat: Seat | 'system', cmd: TableCommand): TableState => {
  const r = decide(state, cmd, seat === 'system' ? { kind: 'system' } : { kind: 'seat', seat });
  if (!r.ok) throw new Error(`replay: ${seat} ${JSON.stringify(cmd)}: ${r.error.code}`);
  return r.value.reduce(evolve, state);
};

/** One costly recorded card, for a person to read: the contract, the hands left, the trick, the card and the best ones. */
function printPosition(rec: Recorded, state: TableState, remaining: Deal, d: Recorded['decisions'][number]): void {
  const view = viewFor(state, d.seat);
  const trick = view.currentTrick ?? { leader: view.turn!, cards: [] };
  const r = solver.solve(
    { deal: remaining, trick: { leader: trick.leader, cards: trick.cards.map((c) => c.card) } },
    view.contract!.strain,
    { cards: true },
  );
  const best = Math.max(...(r.cards ?? []).map((c) => c.tricks));
  const bestCards = (r.cards ?? []).filter((c) => c.tricks === best).flatMap((c) => [c.card, ...c.equals]);
  const c = view.contract!;
  const hands = SEATS.map((s) => `${s}${s === view.turn ? '*' : ''} ${makeHand(remaining[s])}`).join('  ');
  console.log(
    `board ${rec.board} ${c.level}${c.strain}${['', 'X', 'XX'][c.doubled]} by ${view.declarer}, ` +
      `trick ${view.playedTricks.length + 1}, ${view.turn} to play after [${trick.cards.map((x) => `${x.seat}:${x.card}`).join(' ')}]` +
      ` (${d.method}): played ${d.card} (cost ${d.cost}), best ${bestCards.join(' ')}\n  ${hands}\n  tricks: ${view.playedTricks
        .map((t) => t.cards.map((x) => `${x.seat}:${x.card}`).join(' '))
        .join(' | ')}`,
  );
}

/** How well 48 sampled layouts place the unseen cards, with and without the play's inferences (`--accuracy`). */
function measurePlacement(rec: Recorded, at: number, view: ReturnType<typeof viewFor>, real: Deal): void {
  const k = knowledgeOf(view, view.playedTricks);
  if (!k || k.hidden.length === 0) return;
  const next = uniformFrom(seededRandom(rec.seed * 7919 + rec.board * 131 + at));
  const withPlay = layoutTests(k, view, true, true, flag('lead-read') === 'rule' ? 'rule' : 'card');
  if (hasFlag('calibration-only')) {
    calibrate(k, withPlay, next, real);
    return;
  }
  const withAuction = layoutTests(k, view, false, true);
  const count = 48;
  const score = (layouts: Deal[], into: { right: number; all: number }): void => {
    for (const layout of layouts) {
      for (const s of k.hidden) {
        for (const c of cardsOf(layout[s])) {
          into.all++;
          if (handHas(real[s], c)) into.right++;
        }
      }
    }
  };
  const a = sampleLayoutsCounted(k, withAuction.ranges, next, { count, attempts: count * 100 });
  score(a.layouts, placed.auction);
  // The robot's readings, `--prefer lead|attitude|count|suit-preference` keeping one, `--trust-NAME T`
  // trusting it at T instead, `--combined T` one reading of both at T (the sampler of session 17).
  const nameOf = (r: Reading): string => r.name ?? '';
  const only = flag('prefer');
  let readings: Reading[] = withPlay.readings
    .filter((r) => !only || nameOf(r) === only)
    .map((r) => {
      const t = flag(`trust-${nameOf(r)}`);
      return t === undefined ? r : { ...r, trust: Number(t) };
    });
  const combined = flag('combined');
  if (combined && readings.length > 0) {
    const tests = readings.map((r) => r.test);
    readings = [{ test: (s, h, p) => tests.every((t) => t(s, h, p)), trust: Number(combined), others: 4 }];
  }
  const b = sampleLayoutsCounted(k, withPlay.ranges, next, {
    count,
    attempts: count * 100,
    accept: withPlay.accept,
    readings,
    replay: withPlay.replay,
  });
  score(b.layouts, placed.play);
  placementCalibration(k, b.layouts, real, view.turn === view.declarer || view.turn === view.dummy);
  const readCards = Number(flag('read-cards') ?? 0);
  if (readCards > 0) {
    // The same layouts weighed by how well the hidden players' last cards were played on each.
    const decisions = recentDecisions(k, readCards);
    const strain = view.contract!.strain;
    for (const layout of b.layouts) {
      const w = playLikelihood(layout, decisions, (p) => solver.solve(p, strain, { cards: true }).cards ?? null);
      for (const s of k.hidden) {
        for (const c of cardsOf(layout[s])) {
          placed.weighed.all += w;
          if (handHas(real[s], c)) placed.weighed.right += w;
        }
      }
    }
  }
  const c = sampleLayoutsCounted(k, withPlay.ranges, next, { count, attempts: count * 100, accept: withPlay.accept });
  score(c.layouts, placed.signals);
  truth.all++;
  if (a.fitting < count) shortA++;
  {
    // How often the real hands break what the sampler takes as known.
    const hcpOf = (h: Deal[Seat]) => cardsOf(h).reduce((n, c) => n + Math.max(0, 'JQKA'.indexOf(c[1]!) + 1), 0);
    const len = (h: Deal[Seat], s: string) => cardsOf(h).filter((c) => c[0] === s).length;
    for (const s of k.hidden) {
      const full = real[s].map((x, i) => (x | k.played[s][i]!) >>> 0) as unknown as Deal[Seat];
      const r = withPlay.ranges[s];
      const p = hcpOf(full);
      realChecks++;
      if (p < r.hcp[0] || p > r.hcp[1]) realHcpBad++;
      if ((['S', 'H', 'D', 'C'] as const).some((x) => len(full, x) < r.len[x][0] || len(full, x) > r.len[x][1]))
        realLenBad++;
      if (withPlay.accept && !withPlay.accept(s, real[s], k.played[s])) realAcceptBad++;
    }
  }
  if (c.fitting < count) shortC++;
  if (readings.length > 0) {
    truth.tested++;
    if (readings.every((r) => k.hidden.every((s) => r.test(s, real[s], k.played[s])))) truth.passed++;
  }
  calibrate(k, withPlay, next, real);
  for (const part of ['leadTest', 'signalTest', 'replay'] as const) {
    const test = withPlay[part];
    if (!test) continue;
    parts[part].tested++;
    if (k.hidden.every((s) => test(s, real[s], k.played[s]))) parts[part].passed++;
  }
  placed.play.preferred += readings.length > 0 ? b.preferred : 0;
  placed.play.layouts += readings.length > 0 ? b.layouts.length : 0;
}

/**
 * How true the sampler's beliefs are, card by card and suit by suit: for each unseen card, the share
 * p of the layouts that give it to the first hidden seat, against whether that seat really holds it
 * (binned by p, with the log-loss); for each hidden seat and suit, the share of the layouts that
 * give the real length, and the mean length the layouts give against the real one (by viewer's side).
 */
const cardBins = Array.from({ length: 10 }, () => ({ p: 0, real: 0, n: 0 }));
const lengths = {
  declarer: { hit: 0, bias: 0, abs: 0, n: 0, logLoss: 0, cards: 0 },
  defenders: { hit: 0, bias: 0, abs: 0, n: 0, logLoss: 0, cards: 0 },
};
function placementCalibration(k: PlayKnowledge, layouts: readonly Deal[], real: Deal, declaring: boolean): void {
  if (layouts.length === 0 || k.hidden.length !== 2) return;
  const into = lengths[declaring ? 'declarer' : 'defenders'];
  const first = k.hidden[0]!;
  const unseen = k.hidden.flatMap((s) => cardsOf(real[s]));
  for (const c of unseen) {
    const share = layouts.filter((l) => handHas(l[first], c)).length / layouts.length;
    const truly = handHas(real[first], c);
    const bin = cardBins[Math.min(9, Math.floor(share * 10))]!;
    bin.p += share;
    bin.real += truly ? 1 : 0;
    bin.n++;
    const q = Math.min(1 - 1e-3, Math.max(1e-3, truly ? share : 1 - share));
    into.logLoss -= Math.log2(q);
    into.cards++;
  }
  for (const s of k.hidden) {
    for (const suit of SUITS) {
      const len = (h: Deal[Seat]): number => cardsOf(h).filter((c) => suitOf(c) === suit).length;
      const realLen = len(real[s]);
      const got = layouts.map((l) => len(l[s]));
      const mean = got.reduce((a, b) => a + b, 0) / got.length;
      into.hit += got.filter((x) => x === realLen).length / got.length;
      into.bias += mean - realLen;
      into.abs += Math.abs(mean - realLen);
      into.n++;
    }
  }
}

function printPlacementCalibration(): void {
  console.log('unseen cards by the share of layouts giving them to the first hidden seat (predicted → real, cards):');
  console.log(
    `  ${cardBins
      .map((b, i) =>
        b.n === 0 ? '' : `${i / 10}–${(i + 1) / 10}: ${(b.p / b.n).toFixed(3)} → ${(b.real / b.n).toFixed(3)} (${b.n})`,
      )
      .filter(Boolean)
      .join('; ')}`,
  );
  for (const side of ['declarer', 'defenders'] as const) {
    const x = lengths[side];
    if (x.n === 0) continue;
    console.log(
      `  ${side}'s view: ${(x.logLoss / x.cards).toFixed(3)} bits a card; real suit length in ${((100 * x.hit) / x.n).toFixed(1)}% of the layouts, ` +
        `mean length − real ${(x.bias / x.n).toFixed(3)}, mean |error| ${(x.abs / x.n).toFixed(3)} (${x.n} holdings)`,
    );
  }
}

/**
 * Per reading (the opening lead's, the signals', and the signals of each kind alone): at each
 * position, the share `r` of the layouts in the auction's ranges that pass it (sampled with every
 * reading neutral: trust 0.5 among 1 other card weighs nothing) and whether the real hands pass it.
 */
const calibration = new Map<string, { r: number; passed: number; of: number; real: boolean }[]>();

function calibrate(k: PlayKnowledge, tests: LayoutTests, next: (n: number) => number, real: Deal): void {
  const named: [string, HandTest][] = [];
  if (tests.leadTest) named.push(['lead', tests.leadTest]);
  if (tests.signalTest) named.push(['signals', tests.signalTest]);
  const signals = signalsToRead(k, true);
  // Each signal on its own, as the robots read them (chooseCard.ts `layoutTests`), under its kind's name.
  for (const x of signals) named.push([x.kind, (s, h, p) => fitsSignals(s, h, p, [x], k.strain)]);
  if (named.length === 0) return;
  const n = sampleLayoutsCounted(k, tests.ranges, next, {
    count: 48,
    attempts: 4800,
    accept: tests.accept,
    readings: named.map(([, test]) => ({ test, trust: 0.5, others: 1 })),
    replay: tests.replay,
  });
  if (n.inRange === 0) return;
  named.forEach(([name, test], i) => {
    const list = calibration.get(name) ?? [];
    // Half a layout either way, so that a rate of 0 or 1 among finitely many layouts stays a rate.
    const r = (n.passedEach[i]! + 0.5) / (n.inRange + 1);
    const passed = n.passedEach[i]!;
    list.push({ r, passed, of: n.inRange, real: k.hidden.every((s) => test(s, real[s], k.played[s])) });
    calibration.set(name, list);
  });
}

/** The log-odds the sampler's Bayes' rule gives a reading that layouts pass at rate r: logit r + log L. */
const posterior = (r: number, logL: number): number => 1 / (1 + Math.exp(-(Math.log(r / (1 - r)) + logL)));

/**
 * The likelihood ratio L = trust × others / (1 − trust) that best explains how often the real hands
 * pass a reading (maximum likelihood, Newton's method) when the sampler's log-odds for the passing
 * layouts are log L + s · logit r (sample.ts `readingShares`): with `sharp`, the sharpness s is fitted
 * too (logistic regression of the real hands' passing on logit r), else s = 1 and at the fit the mean
 * share the sampler gives the passing layouts equals the share of positions where the real hands pass.
 */
function fitReading(list: readonly { r: number; real: boolean }[], sharp: boolean): { logL: number; s: number } {
  let a = 0;
  let b = 1;
  for (let i = 0; i < 60; i++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const x of list) {
      const z = Math.log(x.r / (1 - x.r));
      const p = 1 / (1 + Math.exp(-(a + b * z)));
      const e = (x.real ? 1 : 0) - p;
      const w = p * (1 - p);
      ga += e;
      gb += e * z;
      haa += w;
      hab += w * z;
      hbb += w * z * z;
    }
    const det = haa * hbb - hab * hab;
    if (haa === 0 || (sharp && Math.abs(det) < 1e-12)) break;
    // A reading every real hand passed has no finite fit: L and s stay bounded.
    a = Math.max(-20, Math.min(20, sharp ? a + (hbb * ga - hab * gb) / det : a + ga / haa));
    if (sharp) b = Math.max(-10, Math.min(10, b + (haa * gb - hab * ga) / det));
  }
  return { logL: a, s: b };
}

/** `--accuracy`: each reading's calibration, and the trust (among `others` = 4) that fits it. */
function printCalibration(): void {
  const out = flag('calibration-out');
  if (out) writeFileSync(out, JSON.stringify(Object.fromEntries(calibration)));
  const bins = [0, 0.05, 0.2, 0.4, 0.6, 0.8, 1.0001];
  for (const [name, list] of calibration) {
    const { logL } = fitReading(list, false);
    const L = Math.exp(logL);
    const sharp = fitReading(list, true);
    const passed = list.filter((x) => x.real).length;
    const meanR = list.reduce((a, x) => a + x.r, 0) / list.length;
    const at36 = list.reduce((a, x) => a + posterior(x.r, Math.log(36)), 0) / list.length;
    const rows = bins.slice(0, -1).map((lo, j) => {
      const inBin = list.filter((x) => x.r >= lo && x.r < bins[j + 1]!);
      if (inBin.length === 0) return '';
      const real = inBin.filter((x) => x.real).length / inBin.length;
      const fit = inBin.reduce((a, x) => a + posterior(x.r, logL), 0) / inBin.length;
      const pc = (x: number): string => `${(100 * x).toFixed(0)}%`;
      return ` [${lo}, ${Math.min(1, bins[j + 1]!)}): ${inBin.length} real ${pc(real)} fit ${pc(fit)};`;
    });
    console.log(
      `reading ${name}: ${list.length} positions, real hands pass ${((100 * passed) / list.length).toFixed(1)}%, ` +
        `layouts in range pass ${(100 * meanR).toFixed(1)}% on average; the sampler at trust 0.9 among 4 (L = 36) ` +
        `gives the passing layouts ${(100 * at36).toFixed(1)}%; best fit L = ${L.toFixed(2)} ` +
        `(trust ${(L / (L + 4)).toFixed(3)} among 4 others); with sharpness: trust ` +
        `${(Math.exp(sharp.logL) / (Math.exp(sharp.logL) + 4)).toFixed(3)}, sharpness ${sharp.s.toFixed(2)}; by r:${rows.join('')}`,
    );
  }
}

let shortA = 0;
let realChecks = 0;
let realHcpBad = 0;
let realLenBad = 0;
let realAcceptBad = 0;
let shortC = 0;
type Side = 'declarer' | 'defenders';
const total = { old: { declarer: 0, defenders: 0 }, now: { declarer: 0, defenders: 0 } };
const costly = { old: { declarer: 0, defenders: 0 }, now: { declarer: 0, defenders: 0 } };
const cards = { declarer: 0, defenders: 0 };
const perDealDiff: number[] = [];
/** Today's tricks lost per deal (all sides measured, then by side), for `--save` and `--against`. */
const perDealNow: number[] = [];
const perDealSide = { defenders: [] as number[], declarer: [] as number[] };
const byTrick = new Map<number, { old: number; now: number }>();
/**
 * For each card that cost a trick: how much better the layouts made it than the best card of the
 * real deal (its average minus the best real card's), binned — near 0 the layouts could not tell
 * them apart (a tie broken the wrong way), far above 0 they were sure of the wrong card.
 */
const MARGIN_BINS = [0.001, 0.1, 0.25, 0.5, 1, Number.POSITIVE_INFINITY];
const margins = { defenders: MARGIN_BINS.map(() => 0), declarer: MARGIN_BINS.map(() => 0) };
function noteMargin(
  side: Side,
  state: TableState,
  remaining: Deal,
  card: Card,
  scores: readonly { card: Card; average: number }[],
): void {
  const costs = costsOf(state, remaining);
  const chosen = scores.find((x) => x.card === card)?.average ?? scores[0]!.average;
  const right = Math.max(...scores.filter((x) => costs.get(x.card) === 0).map((x) => x.average));
  const gap = chosen - right;
  margins[side][MARGIN_BINS.findIndex((b) => gap < b)]! += 1;
}
const started = performance.now();
const load0 = loadavg()[0]!;
const times: number[] = [];
// Layouts solved for each card chosen by double-dummy or lead simulation.
const layoutsSolved: number[] = [];
/** For each recorded card that cost a trick: in how many of the repeats today's card cost one too. */
const repeatsCostly: number[] = [];

for (const rec of records) {
  let state = initialTableState({ ruleSet: 'standard' });
  let remaining: Deal | null = null;
  let diff = 0;
  let lost = 0;
  const lostBy = { defenders: 0, declarer: 0 };
  const due = new Map(rec.decisions.map((d) => [d.at, d]));
  rec.log.forEach((entry, i) => {
    const d = due.get(i);
    if (d && remaining && dump) {
      if (d.cost > 0) printPosition(rec, state, remaining, d);
    } else if (d && remaining && accuracy) {
      measurePlacement(rec, i, viewFor(state, d.seat), remaining);
    } else if (d && remaining) {
      const view = viewFor(state, d.seat);
      const trickNo = view.playedTricks.length + 1;
      const side: Side = view.turn === view.declarer || view.turn === view.dummy ? 'declarer' : 'defenders';
      if (
        (!onlySide || onlySide === side) &&
        trickNo >= fromTrick &&
        trickNo <= toTrick &&
        (!onlyCostly || d.cost > 0) &&
        (!onlyMethod || d.method === onlyMethod)
      ) {
        let costlyRepeats = 0;
        for (let k = 0; k < repeat; k++) {
          const robot = createRobot({
            seat: d.seat,
            rng: seededRandom(rec.seed * 7919 + rec.board * 131 + i * 17 + k),
            solver,
            ...play.robotOptions,
          });
          const t0 = thinkingClock();
          const cmd = robot.onView(view);
          times.push(thinkingClock() - t0);
          const decided = robot.lastDecision;
          if (decided?.kind === 'card' && decided.samples > 0) layoutsSolved.push(decided.samples);
          if (cmd?.type !== 'play') throw new Error(`board ${rec.board}: the robot did not play at command ${i}`);
          const cost = costOf(state, remaining, cmd.card);
          if (scoresOut && decided?.kind === 'card' && decided.scores) {
            const real = costsOf(state, remaining);
            const line = {
              board: rec.board,
              at: i,
              side,
              trick: trickNo,
              card: cmd.card,
              samples: decided.samples,
              rule: decided.rule,
              scores: decided.scores.map((x) => ({ card: x.card, average: x.average, cost: real.get(x.card) })),
            };
            appendFileSync(scoresOut, `${JSON.stringify(line)}\n`);
          }
          if (cost > 0 && decided?.kind === 'card' && decided.scores) {
            noteMargin(side, state, remaining, cmd.card, decided.scores);
            if (hasFlag('show')) {
              const now = remaining;
              printPosition(rec, state, now, { ...d, card: cmd.card, cost, method: decided.method });
              const real = costsOf(state, now);
              const costs = decided.scores.map((x) => `${x.card} ${x.average.toFixed(2)}/${real.get(x.card)}`);
              console.log(`  layouts ${decided.samples}: card average/real cost ${costs.join(', ')}`);
            }
          }
          cards[side] += 1 / repeat;
          total.old[side] += d.cost / repeat;
          total.now[side] += cost / repeat;
          if (d.cost > 0) costly.old[side] += 1 / repeat;
          if (cost > 0) costly.now[side] += 1 / repeat;
          if (cost > 0) costlyRepeats++;
          diff += (cost - d.cost) / repeat;
          lost += cost / repeat;
          lostBy[side] += cost / repeat;
          const t = byTrick.get(trickNo) ?? { old: 0, now: 0 };
          t.old += d.cost / repeat;
          t.now += cost / repeat;
          byTrick.set(trickNo, t);
        }
        if (d.cost > 0) repeatsCostly.push(costlyRepeats);
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
  perDealNow.push(lost);
  perDealSide.defenders.push(lostBy.defenders);
  perDealSide.declarer.push(lostBy.declarer);
}

if (dump) process.exit(0);
if (accuracy) {
  const share = (x: { right: number; all: number }): string => `${((100 * x.right) / Math.max(1, x.all)).toFixed(2)}%`;
  console.log(
    `unseen cards placed with their real holder: auction only ${share(placed.auction)}, ` +
      `auction and the lower of equals ${share(placed.signals)}, also the signals and the lead ${share(placed.play)} ` +
      `(${placed.play.all} placements; ${placed.play.preferred} of ${placed.play.layouts} layouts with a play ` +
      `inference passed it; the real layout passed it at ${truth.passed} of ${truth.tested} positions)`,
  );
  console.log(
    `the real layout passed the opening lead's read at ${parts.leadTest.passed} of ${parts.leadTest.tested} ` +
      `positions, the signals' at ${parts.signalTest.passed} of ${parts.signalTest.tested}, the auction's ` +
      `replay at ${parts.replay.passed} of ${parts.replay.tested}`,
  );
  printCalibration();
  printPlacementCalibration();
  if (placed.weighed.all > 0) {
    console.log(`the same, weighed by the hidden players' last ${flag('read-cards')} cards: ${share(placed.weighed)}`);
  }
  console.log(
    `the real hidden hands (${realChecks}): outside the auction's HCP range ${realHcpBad}, outside its lengths ` +
      `${realLenBad}, failing the play's hard tests ${realAcceptBad}; positions short of layouts fitting the ` +
      `auction: ${shortA} of ${truth.all}, also fitting the play's hard tests: ${shortC}`,
  );
  process.exit(0);
}
const n = records.length;
/** The mean of paired differences per deal and the half-width of its 95% confidence interval. */
const meanAndHalf = (xs: readonly number[]): [number, number] => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1));
  return [m, (1.96 * sd) / Math.sqrt(xs.length)];
};
const [mean, half] = meanAndHalf(perDealDiff);
const f = (x: number): string => (x / n).toFixed(3);
const saveTo = flag('save');
if (saveTo) writeFileSync(saveTo, JSON.stringify({ file, perDeal: perDealNow, ...perDealSide }));
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
const against = flag('against');
if (against) {
  const other = JSON.parse(readFileSync(against, 'utf8')) as Record<'perDeal' | Side, number[]>;
  if (other.perDeal.length !== n) throw new Error(`--against ${against}: ${other.perDeal.length} deals, not ${n}`);
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
  const mine = { perDeal: perDealNow, ...perDealSide };
  for (const part of ['perDeal', 'defenders', 'declarer'] as const) {
    const [m, h] = meanAndHalf(mine[part].map((x, i) => x - other[part][i]!));
    console.log(
      `against ${against} (${part === 'perDeal' ? 'both sides' : part}): ${(sum(other[part]) / n).toFixed(3)} → ` +
        `${(sum(mine[part]) / n).toFixed(3)} tricks lost per deal; difference ${m.toFixed(3)}, ` +
        `95% CI [${(m - h).toFixed(3)}, ${(m + h).toFixed(3)}]`,
    );
  }
}
console.log(
  `by trick (recorded → today, per deal): ${[...byTrick]
    .sort((a, b) => a[0] - b[0])
    .map(([t, v]) => `${t}:${f(v.old)}→${f(v.now)}`)
    .join(' ')}`,
);
for (const side of ['defenders', 'declarer'] as const) {
  if (margins[side].every((x) => x === 0)) continue;
  console.log(
    `${side}' costly cards by how much the layouts preferred them to the real deal's best card: ${MARGIN_BINS.map(
      (b, i) => `<${b === Number.POSITIVE_INFINITY ? '∞' : b}: ${margins[side][i]}`,
    ).join(', ')}`,
  );
}
if (repeatsCostly.length > 0) {
  const hist = Array.from({ length: repeat + 1 }, (_, r) => repeatsCostly.filter((x) => x === r).length);
  console.log(
    `recorded costly cards, by how many of ${repeat} repeats cost a trick again: ${hist.map((h, r) => `${r}:${h}`).join(' ')}`,
  );
}
console.log(
  `time per card p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, most ${Math.max(0, ...times).toFixed(0)} ms ` +
    `(${play.cpuClock ? 'CPU' : 'wall'} clock); layouts a card ` +
    `${(layoutsSolved.reduce((a, b) => a + b, 0) / Math.max(1, layoutsSolved.length)).toFixed(1)}; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s, ` +
    `load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
);
