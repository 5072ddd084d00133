import { describe, expect, it } from 'vitest';
import { callJson, type Checker, type FetchLike } from './http.js';

// packages/server/README.md, "Errors" and "Sessions": JSON answers, coded errors, `Authorization: Bearer`.
const anything: Checker<unknown> = { safeParse: (v) => ({ success: true, data: v }) };

function recording(calls: RequestInit[], status = 200, body = '{}'): FetchLike {
  return async (_url, init) => {
    calls.push(init ?? {});
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('callJson', () => {
  it('sends a body as JSON by POST with the token as Bearer', async () => {
    const calls: RequestInit[] = [];
    await callJson(recording(calls), '/api/x', anything, { body: { a: 1 }, token: 'tok' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', authorization: 'Bearer tok', accept: 'application/json' },
    });
  });

  it('calls by GET without body, content type or authorization when none is given', async () => {
    const calls: RequestInit[] = [];
    await callJson(recording(calls), '/api/x', anything);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]).not.toHaveProperty('body');
    expect(calls[0]?.headers).toEqual({ accept: 'application/json' });
  });

  it("returns the server's coded error for a refused answer", async () => {
    const body = JSON.stringify({ error: { code: 'session/not-found', message: 'No such session.' } });
    const r = await callJson(recording([], 404, body), '/api/x', anything);
    expect(r).toMatchObject({ ok: false, error: { code: 'session/not-found' } });
  });

  it('returns net/offline when fetch throws', async () => {
    const r = await callJson(() => Promise.reject(new Error('down')), '/api/x', anything);
    expect(r).toMatchObject({ ok: false, error: { code: 'net/offline' } });
  });
});
