/**
 * Dealing speed, side by side with Debian's `dealer` (Hans van Staveren's, /usr/games/dealer).
 *
 * ```sh
 * node --import tsx bench/dealer.ts             # 3 rounds (about 15 s of CPU)
 * node --import tsx bench/dealer.ts --rounds 1  # quicker
 * ```
 * Rows: unconstrained deals (seeded and crypto), and the constrained example of issue 2 — North
 * 15–17 balanced, South 12+ — counted as deals examined (accepted or not), as `dealer` counts its
 * "Generated" hands. The machine is shared, so each figure is per CPU second of the process
 * (user + system: `process.cpuUsage()` for ours, bash's `time` for `dealer`), with wall-clock rates
 * beside it; rounds alternate the two programs and the median round is shown.
 * Note on fairness: `dealer` deals all 52 cards of every deal; ours deals North first and throws
 * the deal away as soon as North fails, which is the point of dealing constrained seats first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cryptoRandom, makeDealer, seededRandom, type RandomSource } from '@biritch/dealer';

const DEALER = '/usr/games/dealer';
const WHERE = 'hcp(N) >= 15 && hcp(N) <= 17 && shape(N, "any 4333 + any 4432 + any 5332") && hcp(S) >= 12';
const CONDITION =
  'hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332) && hcp(south) >= 12';

interface Row {
  readonly name: string;
  readonly examined: number;
  readonly accepted: number;
  readonly cpu: number;
  readonly wall: number;
}

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const ROUNDS = arg('rounds', 3);
const CPU_SECONDS = arg('seconds', 0.8);
const DEALER_DEALS = arg('dealer-deals', 1_500_000);

const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Runs our dealer for about CPU_SECONDS of CPU and counts deals examined. */
function ours(name: string, where: string | undefined, random: () => RandomSource): Row {
  const dealer = makeDealer(where ? { where } : {}, { random: random() });
  if (!dealer.ok) throw new Error(dealer.error.message);
  const d = dealer.value;
  const out = new Int32Array(16);
  const batch = where ? 500_000 : 100_000;
  for (let i = 0; i < 20_000; i++) d.nextInPlace(out); // warm the JIT
  const startExamined = d.stats.attempts;
  const startAccepted = d.stats.accepted;
  const c0 = cpuNow();
  const w0 = performance.now();
  while (cpuNow() - c0 < CPU_SECONDS) {
    if (where) {
      const target = d.stats.attempts + batch;
      while (d.stats.attempts < target) {
        const e = d.nextInPlace(out);
        if (e) throw new Error(e.message);
      }
    } else {
      for (let i = 0; i < batch; i++) d.nextInPlace(out);
    }
  }
  return {
    name,
    examined: d.stats.attempts - startExamined,
    accepted: d.stats.accepted - startAccepted,
    cpu: cpuNow() - c0,
    wall: (performance.now() - w0) / 1000,
  };
}

/** Runs Debian's dealer on a script and reads its counts, wall time and CPU time. */
function theirs(name: string, script: string, dir: string): Row {
  const file = join(dir, 'bench.dlr');
  writeFileSync(file, script);
  const r = spawnSync('bash', ['-c', `TIMEFORMAT='%U %S'; time ${DEALER} -s 1 ${file}`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`dealer failed: ${r.stderr}`);
  const num = (re: RegExp, text: string): number => Number(re.exec(text)?.[1] ?? NaN);
  const [user, sys] = r.stderr.trim().split(/\s+/).slice(-2).map(Number) as [number, number];
  return {
    name,
    examined: num(/Generated (\d+) hands/, r.stdout),
    accepted: num(/Produced (\d+) hands/, r.stdout),
    cpu: user + sys,
    wall: num(/Time needed\s+([\d.]+) sec/, r.stdout),
  };
}

const median = (rows: readonly Row[]): Row =>
  [...rows].sort((a, b) => a.examined / a.cpu - b.examined / b.cpu)[Math.floor(rows.length / 2)]!;
const rate = (r: Row, t: 'cpu' | 'wall'): number => r.examined / r[t];
const fmt = (n: number): string => Math.round(n).toLocaleString('en');

const haveDealer = existsSync(DEALER);
const dir = mkdtempSync(join(tmpdir(), 'biritch-bench-'));
const results = new Map<string, Row[]>();
const record = (row: Row): void => {
  results.set(row.name, [...(results.get(row.name) ?? []), row]);
};
const NAMES = {
  seeded: 'biritch, unconstrained, seeded',
  crypto: 'biritch, unconstrained, crypto',
  cSeeded: 'biritch, N 15-17 bal + S 12+, seeded',
  cCrypto: 'biritch, N 15-17 bal + S 12+, crypto',
  dealerFree: 'dealer,  unconstrained (condition 0)',
  dealerCond: 'dealer,  N 15-17 bal + S 12+',
};
try {
  for (let round = 0; round < ROUNDS; round++) {
    record(ours(NAMES.seeded, undefined, () => seededRandom(round + 1)));
    record(ours(NAMES.crypto, undefined, cryptoRandom));
    if (haveDealer) record(theirs(NAMES.dealerFree, `generate ${DEALER_DEALS}\ncondition 0\n`, dir));
    record(ours(NAMES.cSeeded, WHERE, () => seededRandom(round + 1)));
    record(ours(NAMES.cCrypto, WHERE, cryptoRandom));
    if (haveDealer) {
      const script = `generate ${DEALER_DEALS}\nproduce ${DEALER_DEALS}\ncondition ${CONDITION}\naction average hcp(south)\n`;
      record(theirs(NAMES.dealerCond, script, dir));
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `Dealing benchmark — node ${process.version}, ${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; median of ${ROUNDS} round(s)`,
);
console.log(`Constrained example: ${WHERE}`);
const header = ['', 'examined', 'accepted', 'CPU s', 'wall s', 'deals/CPU s', 'deals/wall s'];
const table = [...results.values()]
  .map(median)
  .map((r) => [
    r.name,
    fmt(r.examined),
    fmt(r.accepted),
    r.cpu.toFixed(2),
    r.wall.toFixed(2),
    fmt(rate(r, 'cpu')),
    fmt(rate(r, 'wall')),
  ]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
for (const row of [header, ...table])
  console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));

if (!haveDealer) {
  console.log(`\n${DEALER} is not installed (Debian package 'dealer'): comparison skipped.`);
} else {
  const get = (name: string): Row => median(results.get(name)!);
  const ratio = (a: string, b: string, t: 'cpu' | 'wall'): string => (rate(get(a), t) / rate(get(b), t)).toFixed(2);
  console.log('\nRatio to dealer (higher is faster; target ≥ 1.00 on the constrained example):');
  console.log(
    `  constrained,   seeded: ${ratio(NAMES.cSeeded, NAMES.dealerCond, 'cpu')} per CPU second, ${ratio(NAMES.cSeeded, NAMES.dealerCond, 'wall')} wall`,
  );
  console.log(
    `  constrained,   crypto: ${ratio(NAMES.cCrypto, NAMES.dealerCond, 'cpu')} per CPU second, ${ratio(NAMES.cCrypto, NAMES.dealerCond, 'wall')} wall`,
  );
  console.log(
    `  unconstrained, seeded: ${ratio(NAMES.seeded, NAMES.dealerFree, 'cpu')} per CPU second, ${ratio(NAMES.seeded, NAMES.dealerFree, 'wall')} wall`,
  );
  console.log(
    `  unconstrained, crypto: ${ratio(NAMES.crypto, NAMES.dealerFree, 'cpu')} per CPU second, ${ratio(NAMES.crypto, NAMES.dealerFree, 'wall')} wall`,
  );
  const acc = (name: string): string => `${((100 * get(name).accepted) / get(name).examined).toFixed(2)}%`;
  console.log(
    `  (accepted: biritch ${acc(NAMES.cSeeded)}, dealer ${acc(NAMES.dealerCond)} of deals examined — the same condition)`,
  );
}
