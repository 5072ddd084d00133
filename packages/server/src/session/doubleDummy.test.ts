// Double-dummy tables of a session's boards (issue 24: "flagged for the director: a result far
// from double-dummy"; hand records "with double-dummy table and par"). With native DDS the server
// solves the boards when they are set; a result three or more tricks from the table is entered and
// flagged (competition's FAR_FROM_DOUBLE_DUMMY), never refused.
// Without native DDS the TypeScript engine solves them in a worker thread after they are set.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExecutable, requireProgram } from '@biritch/testing';
import type { CreateSessionResponse, ResultsMessage, TableCredential } from '@biritch/protocol';
import { boardDealer, boardVulnerability } from '@biritch/core';
import { dealerPar } from '@biritch/solver';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { parseDealString, type SessionState } from '@biritch/competition';
import { startServer, type RunningServer } from '../server.js';
import { SessionClient } from '../testing/sessionClient.js';

const hasNative = requireProgram("native DDS (Debian's libdds0)", isNativeSolverAvailable(), 'libdds0');
const dir = mkdtempSync(join(tmpdir(), 'biritch-session-dd-'));
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: dir, robots: null, httpWriteBurst: 100 });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ReturnType<Response['json']>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

describe.skipIf(!hasNative)('boards dealt with native DDS installed', () => {
  it('carry their double-dummy tables, and a result three tricks away is flagged, not refused', async () => {
    const created = (await call('POST', '/api/sessions', {
      name: 'DD night',
      sections: [{ section: 'A', tables: 3 }],
    })) as CreateSessionResponse;
    const { id } = created.session;
    const token = created.directorToken;
    await call(
      'POST',
      `/api/sessions/${id}/participants`,
      { section: 'A', csv: 'name1,name2\nA,B\nC,D\nE,F\nG,H\nI,J\nK,L\n' },
      token,
    );
    await call('POST', `/api/sessions/${id}/movement`, { section: 'A', name: 'mitchell-3', boardsPerRound: 2 }, token);
    await call('POST', `/api/sessions/${id}/boards`, { source: 'deal', count: 6 }, token);
    const state = ((await call('GET', `/api/sessions/${id}/state`, undefined, token)) as { state: SessionState }).state;
    const boards = Object.values(state.boards);
    const direct = await solveTables(
      boards.map((b) => (parseDealString(b.deal) as { ok: true; value: never }).value),
      { backend: 'dds', threads: 1 },
    );
    expect(boards.map((b) => b.doubleDummy)).toEqual(direct.map((r) => (r.ok ? r.value : null)));
    await call('POST', `/api/sessions/${id}/rounds/1/start`, { section: 'A' }, token);
    const t = ((await call('GET', `/api/sessions/${id}/tables`, undefined, token)) as TableCredential[])[0]!;
    const d = await SessionClient.connect(`${server.url.replace('http', 'ws')}/ws/sessions`);
    await d.subscribe({ role: 'table', code: t.code, pin: t.pin });
    const v = d.view!;
    const board = v.boards[0]!.board;
    const makes = state.boards[board]!.doubleDummy!.N.NT;
    const tricks = makes >= 7 ? makes - 3 : makes + 3;
    const r = await d.command({
      type: 'enterResult',
      section: 'A',
      round: 1,
      table: 1,
      board,
      ns: v.ns!.id,
      ew: v.ew!.id,
      contract: '1NT',
      declarer: 'N',
      tricks,
    });
    expect(r).toMatchObject({ type: 'ack' });
    await d.until(() => d.view!.boards[0]!.flagged);
    const place = { section: 'A', round: 1, table: 1, board };
    expect(await d.command({ type: 'confirmResult', ...place }, { side: 'EW' })).toMatchObject({ type: 'ack' });
    d.close();
    // Closed, every board's hand record is public with its table and par (dealer-aware, Law 2).
    await call('POST', `/api/sessions/${id}/close`, {}, token);
    const results = (await call('GET', `/api/sessions/${id}/results`)) as ResultsMessage;
    const hand = results.hands!.find((h) => h.board === board)!;
    expect(hand.doubleDummy).toEqual(state.boards[board]!.doubleDummy);
    const table = state.boards[board]!.doubleDummy! as never;
    expect(hand.par).toEqual(
      JSON.parse(JSON.stringify(dealerPar(table, boardDealer(board), boardVulnerability(board)))),
    );
  }, 60_000);
});

// The fallback without libdds (issue 24: hand records "with double-dummy table and par"), forced
// with `analysis: { backend: 'ts' }` rather than by uninstalling the library: the boards are set at
// once and their tables follow from the TypeScript engine in a worker thread.
describe('boards dealt with the TypeScript solver (the fallback without native DDS)', () => {
  const tsDir = mkdtempSync(join(tmpdir(), 'biritch-session-ddts-'));
  let ts: RunningServer;
  beforeAll(async () => {
    ts = await startServer({
      port: 0,
      dataDir: tsDir,
      robots: null,
      httpWriteBurst: 100,
      analysis: { backend: 'ts' },
    });
  });
  afterAll(async () => {
    await ts.close();
    rmSync(tsDir, { recursive: true, force: true });
  });
  const at = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${ts.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return res.json();
  };

  it('gain their tables after they are set, and the hand-record PDF its par', async () => {
    const created = (await at('POST', '/api/sessions', {
      name: 'TS night',
      sections: [{ section: 'A', tables: 3 }],
    })) as CreateSessionResponse;
    const { id } = created.session;
    const token = created.directorToken;
    await at(
      'POST',
      `/api/sessions/${id}/participants`,
      { section: 'A', csv: 'name1,name2\nA,B\nC,D\nE,F\nG,H\nI,J\nK,L\n' },
      token,
    );
    await at('POST', `/api/sessions/${id}/movement`, { section: 'A', name: 'mitchell-3', boardsPerRound: 2 }, token);
    const dealt = (await at('POST', `/api/sessions/${id}/boards`, { source: 'deal', count: 6 }, token)) as {
      boards: number;
    };
    expect(dealt.boards).toBe(6);
    const stateNow = async () =>
      ((await at('GET', `/api/sessions/${id}/state`, undefined, token)) as { state: SessionState }).state;
    let state = await stateNow();
    for (let i = 0; i < 600 && Object.values(state.boards).some((b) => b.doubleDummy === undefined); i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = await stateNow();
    }
    const boards = Object.values(state.boards).sort((a, b) => a.board - b.board);
    expect(boards.every((b) => b.doubleDummy !== undefined)).toBe(true);
    // The same tables as the TypeScript engine gives directly (and as DDS gives, where it is installed).
    const deals = boards.map((b) => (parseDealString(b.deal) as { ok: true; value: never }).value);
    const direct = await solveTables(deals, { backend: hasNative ? 'dds' : 'ts', threads: 1 });
    expect(boards.map((b) => b.doubleDummy)).toEqual(direct.map((r) => (r.ok ? r.value : null)));
    // The hand-record PDF now has each board's par (dealer-aware, Law 2), as the solver's dealerPar gives it.
    const pdf = await fetch(`${ts.url}/api/sessions/${id}/files/handrecord.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    if (!requireProgram('pdftotext', findExecutable('pdftotext') !== null, 'poppler-utils')) return;
    const file = join(tsDir, 'hands.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const b of boards) {
      const par = dealerPar(b.doubleDummy! as never, boardDealer(b.board), boardVulnerability(b.board));
      const score =
        par.score === 0 || par.contracts.length === 0
          ? 'Par 0'
          : `Par ${par.score > 0 ? 'N-S' : 'E-W'} +${Math.abs(par.score)}`;
      expect(text).toContain(score);
    }
  }, 120_000);
});
