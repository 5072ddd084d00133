/**
 * The robots' bidding system against the saycbridge expectations
 * (the test data's bidding/saycbridge/sayc_tests.jsonl, BSD-3; 906 cases, one malformed).
 *
 *     node --import tsx bench/robots-bidding.ts            # pass rate overall and per group
 *     node --import tsx bench/robots-bidding.ts --failures # also every failing case
 */
import { readFileSync } from 'node:fs';
import { testDataPath } from '@biritch/testing';
import { makeCall, makeHand } from '@biritch/core';
import { parseYarboroughCases, scoreCases, scoreSaycCases } from '@biritch/robots';

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
    console.log(`${c.id}: ${makeHand(c.hand)} [${c.auction.map(makeCall).join(' ')}] expected ${makeCall(c.expected)} got ${f.got ? makeCall(f.got) : '-'} (${f.rule})`);
  }
}
for (const [name, g] of groups) console.log(`${name.padEnd(48)} ${g.pass}/${g.total}`);
for (const e of score.errors) console.log(`input error, line ${e.line}: ${e.code} ${e.message}`);
console.log(`SAYC pass rate: ${score.passed}/${score.total} = ${((100 * score.passed) / score.total).toFixed(1)}% (${score.errors.length} malformed case(s) reported), ${(ms / score.total).toFixed(2)} ms per call`);

for (const name of ['sayc_standard', 'sayc_regression']) {
  const path = testDataPath('bidding/yarborough', `${name}.yaml`);
  const parsed = parseYarboroughCases(readFileSync(path, 'utf8'), name);
  const s = scoreCases(parsed.cases);
  console.log(`yarborough ${name}: ${s.passed}/${s.total} = ${((100 * s.passed) / s.total).toFixed(1)}% (${parsed.errors.length} malformed case(s): ${parsed.errors.map((e) => e.code).join(', ')})`);
}
