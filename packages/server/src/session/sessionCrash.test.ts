// Crash test of the club night (issue 24: "a restart, even after kill -9, loses no confirmed
// entry"; ARCHITECTURE.md: persist, then broadcast). The server runs as a child process exactly as
// `npm start` runs it and is killed with SIGKILL mid-round, right after an acknowledged entry; a new
// server on the same data directory has every acknowledged entry, the device's table code still
// works, and the device's retry of its last command is recognised, not entered twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { CreateSessionResponse, SessionCommandMessage, TableCredential } from '@biritch/protocol';
import { startServer } from '../server.js';
import { childServers, killHard } from '../testing/childServer.js';
import { SessionClient } from '../testing/sessionClient.js';

const dir = mkdtempSync(join(tmpdir(), 'biritch-session-crash-'));
const servers = childServers(dir);

afterAll(() => {
  servers.killAll();
  rmSync(dir, { recursive: true, force: true });
});

async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): ReturnType<Response['json']> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

it('after kill -9 mid-round, every acknowledged entry is back and a retried entry is not entered twice', async () => {
  const first = await servers.start();
  const created = (await call(first.url, 'POST', '/api/sessions', {
    name: 'Crash night',
    sections: [{ section: 'A', tables: 3 }],
  })) as CreateSessionResponse;
  const id = created.session.id;
  const token = created.directorToken;
  const csv = 'name1,name2\nA One,B One\nA Two,B Two\nA Three,B Three\nA Four,B Four\nA Five,B Five\nA Six,B Six\n';
  expect(
    (await call(first.url, 'POST', `/api/sessions/${id}/participants`, { section: 'A', csv }, token)).registered,
  ).toHaveLength(6);
  await call(
    first.url,
    'POST',
    `/api/sessions/${id}/movement`,
    { section: 'A', name: 'mitchell-3', boardsPerRound: 2 },
    token,
  );
  await call(first.url, 'POST', `/api/sessions/${id}/boards`, { source: 'deal', count: 6 }, token);
  await call(first.url, 'POST', `/api/sessions/${id}/rounds/1/start`, { section: 'A' }, token);
  const tables = (await call(first.url, 'GET', `/api/sessions/${id}/tables`, undefined, token)) as TableCredential[];
  const t = tables[0]!;
  const d = await SessionClient.connect(`${first.url.replace('http', 'ws')}/ws/sessions`);
  expect((await d.subscribe({ role: 'table', code: t.code, pin: t.pin })).type).toBe('welcome');
  const v = d.view!;
  const place = (board: number) => ({ section: 'A', round: 1, table: 1, board });
  const enter = (board: number): SessionCommandMessage => ({
    type: 'enterResult',
    ...place(board),
    ns: v.ns!.id,
    ew: v.ew!.id,
    contract: '4S',
    declarer: 'N',
    tricks: 10,
  });
  expect(await d.command(enter(v.boards[0]!.board), { commandId: 'crash-dev1-0001' })).toMatchObject({ type: 'ack' });
  expect(
    await d.command(
      { type: 'confirmResult', ...place(v.boards[0]!.board) },
      { side: 'EW', commandId: 'crash-dev1-0002' },
    ),
  ).toMatchObject({ type: 'ack' });
  const last = await d.command(enter(v.boards[1]!.board), { commandId: 'crash-dev1-0003' });
  expect(last).toMatchObject({ type: 'ack' });
  await killHard(first.child);
  d.socket.terminate();

  const second = await startServer({ port: 0, dataDir: dir, robots: null, analysis: null });
  try {
    const state = (await call(second.url, 'GET', `/api/sessions/${id}/state`, undefined, token)).state;
    expect((await call(second.url, 'GET', `/api/sessions/${id}`)).seq).toBe((last as { seq: number }).seq);
    const records = Object.values(
      state.results as Record<string, { board: number; result: unknown; confirmedBy: string | null }>,
    );
    expect(records.filter((r) => r.result !== null).map((r) => [r.board, r.confirmedBy])).toEqual([
      [v.boards[0]!.board, 'EW'],
      [v.boards[1]!.board, null],
    ]);
    // The device comes back with the same code and PIN, resends its last entry (it never saw the
    // ack, say), and gets the first answer; then EW confirms and play goes on.
    const again = await SessionClient.connect(`${second.url.replace('http', 'ws')}/ws/sessions`);
    expect((await again.subscribe({ role: 'table', code: t.code, pin: t.pin })).type).toBe('welcome');
    expect(await again.command(enter(v.boards[1]!.board), { commandId: 'crash-dev1-0003' })).toMatchObject({
      type: 'ack',
      duplicate: true,
      seq: (last as { seq: number }).seq,
    });
    expect(await again.command({ type: 'confirmResult', ...place(v.boards[1]!.board) }, { side: 'EW' })).toMatchObject({
      type: 'ack',
    });
    expect(again.view!.boards.every((b) => b.confirmed)).toBe(true);
    expect(again.problems).toEqual([]);
    again.close();
  } finally {
    await second.close();
  }
}, 90_000);
