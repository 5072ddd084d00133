// Robots in empty seats (issue 5: "robots act through the same path as players and see only
// their own view"; "a newcomer plays a whole deal against three robots"). The robots are
// @biritch/robots running in the server's worker thread, with a short time budget here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEATS, type TableView } from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { CreateTableResponse, ServerMessage } from '@biritch/protocol';
import { plainestMove } from './robots/driver.js';
import { startServer, type RunningServer } from './server.js';
import { seededUniform, TableClient } from './testing/tableClient.js';

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-robots-'));
  const source = seededRandom(303);
  server = await startServer({ port: 0, dataDir: dir, robotDelayMs: 0, robotTimeBudgetMs: 30, autoDealDelayMs: 10, deal: () => randomDeal(source) });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const create = async (body: unknown): Promise<CreateTableResponse> => {
  const res = await fetch(`${server.url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as CreateTableResponse;
};

it('a newcomer (North) plays a whole deal against three robots and sees the score', async () => {
  const created = await create({});
  expect(created.table.seats.E).toEqual({ status: 'robot', connected: true, heldUntil: null });
  const me = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
  await me.hello({ tableId: created.table.id, token: created.tickets[0]!.token });
  const random = seededUniform(5);
  for (let i = 0; i < 400 && me.view!.phase !== 'ended'; i++) {
    const action = me.randomAction(random, { passBias: 0.8 });
    if (action) {
      const r = await me.command(action);
      if (r.type === 'error') throw new Error(`${r.code}: ${r.message}`);
    } else {
      await me.waitFor((m) => m.type === 'view', 15_000);
    }
  }
  expect(me.view!.phase).toBe('ended');
  if (me.info!.results.length === 0) await me.waitFor((m) => m.type === 'info' && m.info.results.length === 1);
  expect(me.info!.results[0]!.score).not.toBeNull();
  expect(me.info!.finished).toBe(true);
  expect(me.problems).toEqual([]);
  me.close();
}, 60_000);

it('a table of four robots plays its deals by itself, and a spectator can watch it', async () => {
  const created = await create({ form: 'duplicate', boards: 2, seats: { N: 'robot', E: 'robot', S: 'robot', W: 'robot' } });
  expect(created.tickets).toEqual([]);
  const watcher = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
  await watcher.hello({ tableId: created.table.id });
  if (!watcher.info!.finished) await watcher.waitFor((m) => m.type === 'info' && m.info.finished, 50_000);
  expect(watcher.info!.results.map((r) => r.board)).toEqual([1, 2]);
  expect(watcher.problems).toEqual([]);
  watcher.close();
}, 60_000);

it('a robot agent receives only its own seat\'s view, and its commands go through the rules like anyone\'s', async () => {
  const seen: TableView[] = [];
  const own = mkdtempSync(join(tmpdir(), 'biritch-agents-'));
  // An agent that records what it is shown, opens 1♣ as dealer, and otherwise makes the plainest legal move.
  const local = await startServer({
    port: 0,
    dataDir: own,
    robotDelayMs: 0,
    autoDealDelayMs: 10,
    robots: (_table, seat) => ({
      onView: (view) => {
        seen.push(view);
        if (view.toAct === seat && view.phase === 'auction' && view.auction.length === 0) return { type: 'call', call: { type: 'bid', level: 1, strain: 'C' } };
        return plainestMove(view, seat);
      },
    }),
  });
  try {
    const res = await fetch(`${local.url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: { N: 'robot', E: 'robot', S: 'robot', W: 'robot' }, form: 'single' }) });
    const created = (await res.json()) as CreateTableResponse;
    const table = (await local.lobby.find(created.table.id))!;
    // A table of robots only plays while someone watches it (issue 21, finding 3).
    const watcher = await TableClient.connect(`${local.url.replace('http', 'ws')}/ws`);
    await watcher.hello({ tableId: created.table.id });
    for (let i = 0; i < 200 && !table.finished; i++) await new Promise((r) => setTimeout(r, 20));
    watcher.close();
    expect(table.finished).toBe(true);
    expect(seen.length).toBeGreaterThan(50);
    expect(table.info().results[0]!.result.contract).toEqual({ level: 1, strain: 'C', doubled: 0 });
    for (const v of seen) {
      if (v.phase === 'ended') continue;
      for (const s of SEATS) if (s !== v.viewer && !(v.dummyFaced && s === v.dummy)) expect(v.hands[s]).toBeNull();
    }
  } finally {
    await local.close();
    rmSync(own, { recursive: true, force: true });
  }
});

it('robots answer an undo request and a claim (Law 68: declarer conceding the rest is surely right, so the defenders accept)', async () => {
  const created = await create({ robotsApproveUndo: true });
  const me = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
  await me.hello({ tableId: created.table.id, token: created.tickets[0]!.token });
  const random = seededUniform(11);
  // Bid on until the play starts with North not dummy; the robots bid and play their seats.
  for (let i = 0; i < 200; i++) {
    const v = me.view!;
    if (v.phase === 'play' && v.dummy !== 'N' && v.toAct === 'N') break;
    if (v.phase === 'ended') {
      const next = await me.nextDeal();
      if (next.type === 'error') throw new Error(next.code);
      continue;
    }
    const action = me.randomAction(random, { passBias: 0.5 });
    if (action && action.type !== 'play') await me.command(action);
    else await me.waitFor((m) => m.type === 'view', 15_000);
  }
  expect(me.view!.phase).toBe('play');
  // Undo: North plays a card and asks for it back; the other side (robots) answers.
  const card = me.view!.legalCards[0]!;
  expect((await me.command({ type: 'play', card })).type).toBe('ack');
  const undo = await me.command({ type: 'requestUndo' });
  if (undo.type === 'ack') {
    const answered = me.frames.some((f) => f.message.type === 'event' && f.message.event?.type === 'undoResponded');
    if (!answered) await me.waitFor((m) => m.type === 'event' && m.event?.type === 'undoResponded', 15_000);
  } else expect(undo.code).toMatch(/^(undo|table)\//);
  // Claim: whenever North may act again, it claims no more tricks (conceding the rest).
  for (let i = 0; i < 100 && !(me.view!.toAct === 'N' && me.view!.phase === 'play'); i++) await me.waitFor((m) => m.type === 'view', 15_000);
  expect(me.view!.phase).toBe('play');
  expect((await me.command({ type: 'claim', tricks: 0 })).type).toBe('ack');
  const declaring = me.view!.declarer === 'N';
  const settled = (m: ServerMessage): boolean => m.type === 'event' && m.event?.type === 'claimSettled';
  const outcome = me.frames.find((f) => settled(f.message))?.message ?? (await me.waitFor(settled, 15_000));
  const responses = me.frames.filter((f) => f.message.type === 'event' && f.message.event?.type === 'claimResponded');
  expect(responses.length).toBeGreaterThan(0);
  if (declaring) expect(outcome.type === 'event' && outcome.event).toMatchObject({ type: 'claimSettled', accepted: true });
  expect(me.problems).toEqual([]);
  me.close();
}, 60_000);

it('explains a robot\'s call in words and a person\'s call by its alert (issue 5: "explain each call in words on request")', async () => {
  const created = await create({});
  const me = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
  await me.hello({ tableId: created.table.id, token: created.tickets[0]!.token });
  // Board 1: North deals and opens with an alerted pass; East (a robot) calls next.
  expect((await me.command({ type: 'call', call: { type: 'pass' }, alert: 'nothing to say' })).type).toBe('ack');
  while (me.view!.auction.length < 2) await me.waitFor((m) => m.type === 'view', 15_000);
  const ask = (index: number): Promise<ServerMessage> => {
    const answer = me.waitFor((m) => (m.type === 'explanation' || m.type === 'error') && m.id === `x${index}`);
    me.send({ type: 'explain', id: `x${index}`, index });
    return answer;
  };
  const robot = await ask(1);
  expect(robot.type === 'explanation' && typeof robot.text).toBe('string');
  expect(robot.type === 'explanation' && robot.text!.length).toBeGreaterThan(3);
  expect(await ask(0)).toEqual({ type: 'explanation', id: 'x0', index: 0, text: 'nothing to say' });
  const none = await ask(99);
  expect(none.type === 'error' && none.code).toBe('explain/no-call');
  me.close();
}, 30_000);
