/**
 * Checks a double-dummy backend against every golden source of the test data and prints, per
 * source, how many deals agree, disagree, or ran out of budget. Not a benchmark of speed: a
 * correctness sweep too long for the unit suite.
 *
 *   node --import tsx bench/solver-golden.ts [--backend ts|dds] [--threads N] [--budget SECONDS]
 *        [--sources list,gib,macroxue,pbn,slow] [--limit N] [--fut] [--trace]
 *
 * Sources: `list` = DDS's list1/2/10/100/1000 (TABLE, PAR, PAR2; FUT with --fut, TRACE with
 * --trace), `slow` = largest.txt and thomas1/2.txt, `gib` = sol10.txt, `macroxue` = 1k_deals,
 * fixed_deals and hard_deals with their RESULTS, `pbn` = the DoubleDummyTricks of the club files.
 * Exit code 1 when anything disagrees (a budget overrun is reported, not counted as a failure).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { testDataPath } from '@biritch/testing';
import { makeHand, SEATS, STRAINS, type Deal } from '@biritch/core';
import { checkRecord, parsePbn } from '@biritch/notation';
import {
  analyzePlay,
  createTsSolver,
  dealerPar,
  makeDealerParContract,
  makeSidesParScore,
  makeSidesParText,
  parseDdsList,
  parseGibResults,
  parseMacroxueDeal,
  parseMacroxueResults,
  sidesPar,
  type DDTable,
  type DdsListEntry,
  type SolverBackend,
} from '@biritch/solver';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable, loadNativeSolver } from '@biritch/solver/native';

const { values } = parseArgs({
  options: {
    backend: { type: 'string', default: isNativeSolverAvailable() ? 'dds' : 'ts' },
    threads: { type: 'string', default: '2' },
    budget: { type: 'string', default: '120' },
    sources: { type: 'string', default: 'list,gib,macroxue,pbn' },
    limit: { type: 'string' },
    fut: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
  },
});
const backendName = values.backend === 'dds' ? 'dds' : 'ts';
const budgetMs = Number(values.budget) * 1000;
const limit = values.limit ? Number(values.limit) : Infinity;
const sources = new Set(values.sources!.split(','));
const read = (p: string) => readFileSync(testDataPath(p), 'utf8');

interface Case {
  readonly source: string;
  readonly name: string;
  readonly deal: Deal;
  readonly table: DDTable;
  readonly entry?: DdsListEntry;
}

const cases: Case[] = [];
const seen = new Set<string>();
const add = (c: Case) => {
  const key = `${c.source}|${SEATS.map((s) => makeHand(c.deal[s])).join(' ')}`;
  if (seen.has(key) || cases.filter((x) => x.source === c.source).length >= limit) return;
  seen.add(key);
  cases.push(c);
};
const fail = (what: string): never => {
  throw new Error(what);
};

for (const [source, files] of [
  ['list', ['list1.txt', 'list2.txt', 'list10.txt', 'list100.txt', 'list1000.txt']],
  ['slow', ['largest.txt', 'thomas1.txt', 'thomas2.txt']],
] as const) {
  if (!sources.has(source)) continue;
  for (const f of files) {
    const r = parseDdsList(read(`dds/${f}`));
    if (!r.ok) fail(`${f}: ${r.error.message}`);
    for (const e of r.ok ? r.value : [])
      add({ source, name: `${f}:${e.line}`, deal: e.deal, table: e.table, entry: e });
  }
}
if (sources.has('gib')) {
  const r = parseGibResults(read('dds/sol10.txt'));
  if (!r.ok) fail(r.error.message);
  for (const e of r.ok ? r.value : [])
    add({ source: 'gib', name: `sol10.txt:${e.line}`, deal: e.deal, table: e.table });
}
if (sources.has('macroxue')) {
  for (const dir of ['1k_deals', 'fixed_deals', 'hard_deals']) {
    const results = parseMacroxueResults(read(`macroxue-deals/${dir}/RESULTS`));
    if (!results.ok) fail(results.error.message);
    const names = readdirSync(testDataPath('macroxue-deals', dir)).filter((n) => n.startsWith('deal.'));
    for (const name of names) {
      const deal = parseMacroxueDeal(read(`macroxue-deals/${dir}/${name}`));
      const table = results.ok ? results.value.get(name) : undefined;
      if (!deal.ok || !table) fail(`${dir}/${name}: ${deal.ok ? 'no RESULTS entry' : deal.error.message}`);
      if (deal.ok && table) add({ source: 'macroxue', name: `${dir}/${name}`, deal: deal.value, table });
    }
  }
}
if (sources.has('pbn')) {
  for (const f of readdirSync(testDataPath('pbn')).filter((n) => n.endsWith('.pbn'))) {
    const parsed = parsePbn(readFileSync(testDataPath('pbn', f)), { file: f });
    if (!parsed.ok) fail(`${f}: ${parsed.error.message}`);
    for (const record of parsed.ok ? parsed.value.games : []) {
      const { game } = checkRecord(record);
      if (game.deal && game.dealComplete && game.doubleDummy)
        add({ source: 'pbn', name: `${f} board ${game.board}`, deal: game.deal, table: game.doubleDummy });
    }
  }
}

const native = backendName === 'dds' ? loadNativeSolver() : null;
if (native && !native.ok) fail(native.error.message);
const single: SolverBackend = native?.ok ? native.value : createTsSolver();

console.log(
  `Checking the ${backendName} backend on ${cases.length} deals (${[...sources].join(', ')}), ${values.threads} workers, budget ${values.budget} s per table.`,
);
const started = performance.now();
const tables = await solveTables(
  cases.map((c) => c.deal),
  { backend: backendName, threads: Number(values.threads), budget: { timeMs: budgetMs } },
);

interface Tally {
  deals: number;
  agree: number;
  disagree: string[];
  unavailable: string[];
}
const tally = new Map<string, Tally>();
const at = (s: string): Tally => {
  const known = tally.get(s);
  if (known) return known;
  const fresh: Tally = { deals: 0, agree: 0, disagree: [], unavailable: [] };
  tally.set(s, fresh);
  return fresh;
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Tables compared value by value (parsers build their objects in different key orders). */
const sameTable = (a: DDTable, b: DDTable) =>
  SEATS.every((seat) => STRAINS.every((strain) => a[seat][strain] === b[seat][strain]));

for (const [i, c] of cases.entries()) {
  const t = at(`${c.source} tables`);
  t.deals++;
  const r = tables[i]!;
  if (!r.ok) {
    t.unavailable.push(`${c.name} (${r.error.code})`);
    continue;
  }
  if (!sameTable(r.value, c.table)) {
    t.disagree.push(c.name);
    continue;
  }
  t.agree++;
  const e = c.entry;
  if (!e) continue;
  // PAR and PAR2 from our own table (end to end: solver, then par).
  const p = at(`${c.source} PAR and PAR2`);
  p.deals++;
  const s = sidesPar(r.value, e.vulnerability);
  const d = dealerPar(r.value, e.dealer, e.vulnerability);
  const sidesOk = same(
    [
      makeSidesParScore(s.NS, 'NS'),
      makeSidesParScore(s.EW, 'EW'),
      makeSidesParText(s.NS, 'NS'),
      makeSidesParText(s.EW, 'EW'),
    ],
    [`NS ${e.par.scoreNS}`, `EW ${e.par.scoreEW}`, e.par.contractsNS, e.par.contractsEW],
  );
  const dealerOk = d.score === e.par2.scoreNS && same(d.contracts.map(makeDealerParContract), e.par2.contracts);
  if (sidesOk && dealerOk) p.agree++;
  else p.disagree.push(c.name);
}

if (values.fut) {
  for (const c of cases) {
    const e = c.entry;
    if (!e) continue;
    const t = at(`${c.source} FUT`);
    t.deals++;
    try {
      const r = single.solve({ deal: e.deal, trick: { leader: e.first, cards: [] } }, e.strain, {
        cards: true,
        budget: { timeMs: budgetMs },
      });
      const mine = new Map(
        (r.cards ?? []).flatMap((g) => [g.card, ...g.equals].map((card) => [card, g.tricks] as const)),
      );
      const theirs = new Map(e.fut.flatMap((g) => [g.card, ...g.equals].map((card) => [card, g.tricks] as const)));
      if (same([...mine].sort(), [...theirs].sort())) t.agree++;
      else t.disagree.push(c.name);
    } catch (err) {
      t.unavailable.push(`${c.name} (${(err as Error).message})`);
    }
  }
}
if (values.trace) {
  for (const c of cases) {
    const e = c.entry;
    if (!e || e.play.length === 0) continue;
    const t = at(`${c.source} TRACE`);
    t.deals++;
    const r = analyzePlay(
      single,
      { deal: e.deal, strain: e.strain, leader: e.first, play: e.play },
      { budget: { timeMs: budgetMs } },
    );
    if (!r.ok) t.unavailable.push(`${c.name} (${r.error.code})`);
    else if (same(r.value.trace.slice(0, e.trace.length), e.trace)) t.agree++;
    else t.disagree.push(c.name);
  }
}

let disagreements = 0;
console.log(
  `\n${'check'.padEnd(24)} ${'deals'.padStart(6)} ${'agree'.padStart(6)} ${'differ'.padStart(6)} ${'budget'.padStart(6)}`,
);
for (const [name, t] of tally) {
  disagreements += t.disagree.length;
  console.log(
    `${name.padEnd(24)} ${String(t.deals).padStart(6)} ${String(t.agree).padStart(6)} ${String(t.disagree.length).padStart(6)} ${String(t.unavailable.length).padStart(6)}`,
  );
  for (const d of t.disagree.slice(0, 5)) console.log(`    differs: ${d}`);
  for (const u of t.unavailable.slice(0, 5)) console.log(`    over budget: ${u}`);
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = disagreements > 0 ? 1 : 0;
