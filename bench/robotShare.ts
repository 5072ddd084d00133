/**
 * Robot time under load (issue 21, finding 3): how long a person's robot partner takes to act
 * while tables of robots only keep the robots' worker busy.
 *
 * ```sh
 * node --import tsx bench/robotShare.ts --robot-tables 20 --seconds 20
 * ```
 * An in-process server (loopback, a temporary data directory, one robot thread, the default 500 ms
 * budget, no pause before robots act) with `--robot-tables` tables of four robots, each watched
 * by a spectator socket so they play, and one table where a scripted person sits North with three
 * robots. Reported: the time from the batch that makes a robot's turn at the person's table to
 * that robot's batch (p50, p95, max), over `--seconds`. Bounded in time; removes its directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateTableResponse } from '@biritch/protocol';
import { startServer } from '../packages/server/src/index.js';
import { seededUniform, TableClient } from '../packages/server/src/testing/tableClient.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const robotTables = arg('robot-tables', 20);
const seconds = arg('seconds', 20);

const dir = mkdtempSync(join(tmpdir(), 'biritch-robotshare-'));
const server = await startServer({
  port: 0,
  dataDir: dir,
  analysis: null,
  robotDelayMs: 0,
  autoDealDelayMs: 50,
  httpWriteBurst: 1e9,
  connectionBurst: 1e9,
  maxRobotTables: 1e9,
  maxRobotTablesPerAddress: 1e9,
});
const ws = `${server.url.replace('http', 'ws')}/ws`;
const create = async (body: unknown): Promise<CreateTableResponse> =>
  (await (
    await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as CreateTableResponse;

const watchers: TableClient[] = [];
for (let i = 0; i < robotTables; i++) {
  const t = await create({ seats: { N: 'robot', E: 'robot', S: 'robot', W: 'robot' }, form: 'duplicate', boards: 36 });
  const c = await TableClient.connect(ws);
  c.record = false;
  c.validate = false;
  await c.hello({ tableId: t.table.id });
  watchers.push(c);
}

const mine = await create({ seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' }, form: 'duplicate', boards: 36 });
const me = await TableClient.connect(ws);
me.record = false;
await me.hello({ tableId: mine.table.id, token: mine.tickets[0]!.token });
const random = seededUniform(7);
const waits: number[] = [];
let robotTurnSince: number | null = null;
const end = Date.now() + seconds * 1000;

/** Acts when it is North's turn; otherwise times the robot whose turn it is. */
const step = async (): Promise<void> => {
  const v = me.view!;
  if (v.phase === 'ended') {
    robotTurnSince = null;
    await me.nextDeal();
    await new Promise((r) => setTimeout(r, 100));
    return;
  }
  const waitingOnRobot = v.waitingFor.some((s) => s !== 'N');
  if (waitingOnRobot && robotTurnSince === null) robotTurnSince = performance.now();
  const action = me.randomAction(random, { passBias: 0.6 });
  // A refusal (a view that changed meanwhile) is not timed: the next step looks again.
  if (action) await me.command(action);
};
me.onMessage = (m) => {
  if (m.type === 'view' && robotTurnSince !== null) {
    waits.push(performance.now() - robotTurnSince);
    robotTurnSince = null;
  }
};
while (Date.now() < end) {
  await step();
  await new Promise((r) => setTimeout(r, 5));
}

const sorted = [...waits].sort((a, b) => a - b);
const q = (p: number): string =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(0) : '-';
console.log(`robot-only tables ${robotTables}, ${seconds} s: ${sorted.length} robot actions at the person's table`);
console.log(
  `wait for the robot: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${sorted.length ? sorted.at(-1)!.toFixed(0) : '-'} ms`,
);
for (const c of [...watchers, me]) c.close();
await server.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
