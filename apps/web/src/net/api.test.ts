// The HTTP API client (packages/server/README.md, "HTTP API"): answers checked by the protocol's
// schemas; errors — coded bodies, network failures, odd answers — come back as coded Results.
import { describe, expect, it } from 'vitest';
import { claimSeat, createTable, getTable, listTables, type FetchLike } from './api.js';

const info = {
  id: 't1',
  code: 'ABCDEF',
  ruleSet: 'standard',
  form: 'single',
  boards: null,
  createdAt: '2026-11-21T10:00:00Z',
  seats: {
    N: { status: 'robot', connected: true, heldUntil: null },
    E: { status: 'robot', connected: true, heldUntil: null },
    S: { status: 'taken', connected: false, heldUntil: null },
    W: { status: 'open', connected: false, heldUntil: null },
  },
  spectators: 0,
  seq: 5,
  current: null,
  finished: false,
  results: [],
  totals: { NS: 0, EW: 0 },
  sheet: null,
};

function fake(status: number, body: unknown, calls: { url: string; init?: RequestInit }[] = []): FetchLike {
  return async (url, init) => {
    calls.push({ url, ...(init ? { init } : {}) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('api', () => {
  it('creates a table with a JSON POST and returns the checked answer', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const r = await createTable(
      { form: 'single' },
      fake(201, { table: info, tickets: [{ tableId: 't1', seat: 'S', token: 'abc' }] }, calls),
    );
    expect(r.ok && r.value.tickets[0]?.seat).toBe('S');
    expect(calls[0]).toMatchObject({ url: '/api/tables', init: { method: 'POST', body: '{"form":"single"}' } });
  });
  it('passes the server’s coded error on', async () => {
    const r = await getTable('NOPE', fake(404, { error: { code: 'table/not-found', message: 'no table NOPE' } }));
    expect(r).toEqual({ ok: false, error: { code: 'table/not-found', message: 'no table NOPE' } });
  });
  it('a network failure is net/offline, not a throw', async () => {
    const r = await listTables(async () => {
      throw new TypeError('failed to fetch');
    });
    expect(!r.ok && r.error.code).toBe('net/offline');
  });
  it('an answer of the wrong shape or not JSON is net/bad-answer', async () => {
    expect(await getTable('ABCDEF', fake(200, { id: 3 }))).toMatchObject({
      ok: false,
      error: { code: 'net/bad-answer' },
    });
    expect(await getTable('ABCDEF', fake(502, '<html>bad gateway</html>'))).toMatchObject({
      ok: false,
      error: { code: 'net/bad-answer' },
    });
  });
  it('claims a seat at the seat’s path, escaping the code', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const r = await claimSeat('AB/CD', 'W', fake(200, { tableId: 't1', seat: 'W', token: 'tok' }, calls));
    expect(r.ok).toBe(true);
    expect(calls[0]?.url).toBe('/api/tables/AB%2FCD/seats/W');
  });
  it('shows the seat token it already holds when claiming another (issue 21, finding 6: one person, one seat)', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    await claimSeat('ABCDEF', 'N', fake(409, { error: { code: 'seat/already-seated', message: 'x' } }, calls), 'held');
    expect(calls[0]?.init?.headers).toMatchObject({ authorization: 'Bearer held', accept: 'application/json' });
    await claimSeat('ABCDEF', 'N', fake(200, { tableId: 't1', seat: 'N', token: 'tok' }, calls));
    expect(calls[1]?.init?.headers).not.toHaveProperty('authorization');
  });
});
