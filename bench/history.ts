/**
 * Figures for issue 26: how long `GET /api/me/deals` takes for a player with many tables, since
 * the history folds each table's event log on request (no index of results yet).
 *
 * ```sh
 * node --import tsx bench/history.ts 500 8   # tables the player sat at, deals per table
 * ```
 * A SQLite store in a temporary directory is filled with duplicate tables whose deals are played
 * to the end with random legal calls and cards (core's `decide`, seeded); the player holds North
 * at every table (one seat-token hash, as a guest's device would show). Then an in-process server
 * on loopback answers the history five times. Bounded by its arguments; removes its directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  initialTableState,
  viewFor,
  type TableCommand,
  type TableEvent,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { hashToken } from '../packages/server/src/ids.js';
import { startServer } from '../packages/server/src/server.js';
import { openSqliteStore } from '../packages/server/src/store/sqliteStore.js';

const N_TABLES = Number(process.argv[2] ?? 500);
const N_DEALS = Number(process.argv[3] ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'biritch-history-'));
const token = 'benchmarkTokenNorth000';
const source = seededRandom(26);
let pick = 12345;
const random = (n: number): number => {
  pick = (pick * 1103515245 + 12345) % 2147483648;
  return pick % n;
};

/** The events of `deals` duplicate boards played to the end with random legal actions. */
function playedLog(deals: number): TableEvent[] {
  let state = initialTableState({ ruleSet: 'standard' });
  const log: TableEvent[] = [];
  const run = (command: TableCommand, actor: Parameters<typeof decide>[2]): void => {
    const r = decide(state, command, actor);
    if (!r.ok) throw new Error(r.error.code);
    for (const e of r.value) {
      state = evolve(state, e);
      log.push(e);
    }
  };
  for (let board = 1; board <= deals; board++) {
    const deal = randomDeal(source);
    const plan = { board, dealer: boardDealer(board), vulnerability: boardVulnerability(board) };
    run({ type: 'startDeal', ...plan, deal }, { kind: 'system' });
    for (let i = 0; i < 200 && state.phase !== 'ended'; i++) {
      const seat = viewFor(state, 'spectator').toAct;
      if (seat === null) throw new Error('nobody to act');
      const view = viewFor(state, seat);
      // Mostly passes, so auctions end; the first call of each deal is a bid, so most deals are played.
      const calls = view.legalCalls;
      if (calls.length > 0) {
        const bid = calls.filter((c) => c.type === 'bid');
        const call = view.auction.length === 0 && bid.length > 0 ? bid[random(Math.min(bid.length, 15))]! : calls[0]!;
        run({ type: 'call', call }, { kind: 'seat', seat });
      } else run({ type: 'play', card: view.legalCards[random(view.legalCards.length)]! }, { kind: 'seat', seat });
    }
  }
  return log;
}

const store = await openSqliteStore({ dataDir: dir });
const fillStart = performance.now();
for (let t = 0; t < N_TABLES; t++) {
  const id = `bench${String(t).padStart(11, '0')}`;
  const createdAt = new Date(Date.UTC(2026, 0, 1) + t * 60_000).toISOString();
  const settings = {
    ruleSet: 'standard',
    form: 'duplicate',
    boards: N_DEALS,
    seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' },
  } as const;
  await store.createTable({ id, code: `B${String(t).padStart(5, '0')}`, createdAt, settings, finished: true }, [
    { seat: 'N', tokenHash: hashToken(token), claimedAt: createdAt },
  ]);
  await store.appendEvents(id, 1, playedLog(N_DEALS));
}
const fillMs = performance.now() - fillStart;
const server = await startServer({ port: 0, dataDir: dir, store, robots: null, analysis: null });
const times: number[] = [];
let total = 0;
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const res = await fetch(`${server.url}/api/me/deals?limit=20`, { headers: { 'x-seat-tokens': token } });
  total = ((await res.json()) as { total: number }).total;
  times.push(performance.now() - t);
}
await server.close();
rmSync(dir, { recursive: true, force: true });
const ms = times.map((x) => `${x.toFixed(0)}`).join(', ');
console.log(`${N_TABLES} tables x ${N_DEALS} deals (stored in ${(fillMs / 1000).toFixed(1)} s): ${total} deals listed`);
console.log(`GET /api/me/deals?limit=20: ${ms} ms (five requests)`);
