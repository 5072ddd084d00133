import { readFileSync } from 'node:fs';
import { parseDdsList } from './goldenFiles.js';
import { dealerPar, makeSidesPar, makeDealerParContracts } from './par.js';
import { loadNativeSolver } from './native.js';
import type { DDTable } from './types.js';
import { SEATS, STRAINS, type Vulnerability } from '@biritch/core';
const VUL: Vulnerability[] = ['none', 'both', 'NS', 'EW'];
const files = process.argv.slice(2);
let bad = 0, n = 0;
const nat = loadNativeSolver();
const check = (t: DDTable, vi: number, tag: string) => {
  if (!nat.ok) return;
  const np = nat.value.nativePar(t, vi);
  const s = makeSidesPar(t, VUL[vi]!);
  const mine = [...s.scores, ...s.contracts];
  const theirs = [np.sides[0].score, np.sides[1].score, np.sides[0].contracts, np.sides[1].contracts];
  n++;
  if (mine.join('|') !== theirs.join('|')) { bad++; if (bad < 25) console.log('SIDES', tag, vi, JSON.stringify(t), '\n  mine  ', mine.join(' | '), '\n  theirs', theirs.join(' | ')); }
  for (const d of SEATS) {
    const nd = nat.value.nativeDealerPar(t, d, vi);
    const p = dealerPar(t, d, VUL[vi]!);
    const m2 = [p.score, ...makeDealerParContracts(t, d, VUL[vi]!)].join(' ');
    const t2 = [nd.score, ...nd.contracts].join(' ');
    n++;
    if (m2 !== t2) { bad++; if (bad < 25) console.log('DEALER', tag, d, vi, JSON.stringify(t), '\n  mine  ', m2, '\n  theirs', t2); }
  }
};
for (const f of files) {
  const r = parseDdsList(readFileSync(f, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  for (const e of r.value) {
    const vi = VUL.indexOf(e.vulnerability);
    const s = makeSidesPar(e.table, e.vulnerability);
    const got = `${s.scores.join(' ')} ${s.contracts.join(' ')}`;
    const want = `NS ${e.par.scoreNS} EW ${e.par.scoreEW} ${e.par.contractsNS} ${e.par.contractsEW}`;
    n++;
    if (got !== want) { bad++; if (bad < 25) console.log('GOLD', e.line, got, '||', want); }
    const p = dealerPar(e.table, e.dealer, e.vulnerability);
    const g2 = [p.score, ...makeDealerParContracts(e.table, e.dealer, e.vulnerability)].join(' ');
    const w2 = [e.par2.scoreNS, ...e.par2.contracts].join(' ');
    n++;
    if (g2 !== w2) { bad++; if (bad < 25) console.log('GOLD2', e.line, g2, '||', w2); }
    check(e.table, vi, 'L' + e.line);
  }
}
// synthetic tables
let seed = Number(process.env.SEED ?? 1);
const rnd = (k: number) => { seed = (seed + 0x6d2b79f5) | 0; let t = seed; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return (((t ^ (t >>> 14)) >>> 0) % k); };
const N = Number(process.env.SYN ?? 0);
for (let i = 0; i < N; i++) {
  const t = {} as Record<string, Record<string, number>>;
  for (const s of SEATS) t[s] = {};
  for (const st of STRAINS) {
    const base = rnd(14);
    const cl = (x: number) => Math.max(0, Math.min(13, x));
    const w = Number(process.env.WIDE ?? 1); t.N![st] = base; t.S![st] = cl(base + rnd(2*w+1) - w);
    t.E![st] = cl(13 - base + rnd(2*w+1) - w); t.W![st] = cl(t.E![st]! + rnd(2*w+1) - w);
  }
  check(t as unknown as DDTable, rnd(4), 'S' + i);
}
console.log(`${bad} bad of ${n}`);
