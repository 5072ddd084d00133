/**
 * `npm run bench`: the quick benchmarks one after the other, each in its own process so one's
 * memory and JIT state do not colour the next. The long ones have their own scripts:
 * `npm run bench:solver` (double-dummy solver vs native DDS) and `npm run bench:server` (load).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const QUICK = ['dealer.ts', 'robots.ts', 'robots-bidding.ts'];

let failed = 0;
for (const name of QUICK) {
  const path = fileURLToPath(new URL(name, import.meta.url));
  if (!existsSync(path)) continue;
  console.log(`\n=== bench/${name} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
