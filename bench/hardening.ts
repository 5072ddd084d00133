/**
 * Figures for issue 21, findings 4 and 5: the lobby list's size and time with many tables, the
 * restart time and the tables it loads, and the CPU that spectators joining one table cost.
 *
 * ```sh
 * node --import tsx bench/hardening.ts 2000 1000   # tables, spectators
 * ```
 * An in-process server on loopback in a temporary directory; the CPU figure is this process's
 * (server and clients together). Bounded by its arguments; removes its directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../packages/server/src/server.js';
import { TableClient } from '../packages/server/src/testing/tableClient.js';
const N_TABLES = Number(process.argv[2] ?? 2000);
const N_SPECT = Number(process.argv[3] ?? 1000);
const dir = mkdtempSync(join(tmpdir(), 'biritch-fig-'));
const limits = { httpWriteBurst: 1e9, connectionBurst: 1e9, maxSpectators: 1e9 };
const opts = { port: 0, dataDir: dir, robots: null, analysis: null, ...limits } as const;
let s = await startServer(opts);
const open = { seats: { N: 'human', E: 'open', S: 'open', W: 'open' } };
let first = '';
for (let i = 0; i < N_TABLES; i += 50) {
  const post = (): Promise<unknown> =>
    fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(open),
    }).then((r) => r.json());
  const made = await Promise.all(Array.from({ length: 50 }, post));
  first ||= (made[0] as { table: { id: string } }).table.id;
}
const lobbyTimes: number[] = [];
let bytes = 0;
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const body = await (await fetch(`${s.url}/api/tables`)).text();
  lobbyTimes.push(performance.now() - t);
  bytes = body.length;
  await new Promise((r) => setTimeout(r, 1100));
}
console.log(`lobby with ${N_TABLES} tables: ${bytes} bytes, ${lobbyTimes.map((x) => x.toFixed(0)).join(' ')} ms`);
await s.close();
let t = performance.now();
s = await startServer(opts);
const restartMs = performance.now() - t;
const inMemory = ((await (await fetch(`${s.url}/health`)).json()) as { tables: number }).tables;
console.log(`restart: ${restartMs.toFixed(0)} ms, tables in memory ${inMemory}`);
// Spectators joining one table one by one: CPU of this process (server and clients).
const ws = `${s.url.replace('http', 'ws')}/ws`;
const cpu = process.cpuUsage();
t = performance.now();
const watchers: TableClient[] = [];
for (let i = 0; i < N_SPECT; i++) {
  const c = await TableClient.connect(ws);
  c.validate = false;
  c.record = false;
  await c.hello({ tableId: first });
  watchers.push(c);
}
await new Promise((r) => setTimeout(r, 500));
const used = process.cpuUsage(cpu);
const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
const joinMs = (performance.now() - t).toFixed(0);
console.log(`${N_SPECT} spectators joined in ${joinMs} ms, CPU ${cpuSeconds} s (one process)`);
for (const c of watchers) c.close();
await s.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
