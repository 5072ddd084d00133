// Passkeys over a real server (issue 26, "Accounts": "or a passkey (WebAuthn through a well-kept
// library)"): a software authenticator made here with node:crypto (ES256, attestation "none",
// WebAuthn Level 2 §6.1 authenticator data, §6.5.4 attested credential data, CTAP2 canonical CBOR)
// registers a passkey and signs in with it; replays, a counter gone back, another site's answers
// and requests without a session or an Origin are refused with their codes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { b64u, SoftAuthenticator } from './softAuthenticator.testing.js';

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-passkeys-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    analysis: null,
    signInBurst: 1000,
    signInPerMinute: 1000,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

// --- Calls as the browser makes them: with the page's Origin and the session cookie. ---------------
type Json = Record<string, unknown> & { error?: { code: string } };
async function call(
  path: string,
  opts: { body?: unknown; cookie?: string | null; origin?: string | null; method?: string } = {},
): Promise<{ status: number; json: Json; cookie: string | null }> {
  const origin = opts.origin === undefined ? server.url : opts.origin;
  const res = await fetch(`${server.url}${path}`, {
    method: opts.method ?? 'POST',
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(origin !== null ? { origin } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie()[0];
  return { status: res.status, json: text ? (JSON.parse(text) as Json) : {}, cookie: setCookie?.split(';')[0] ?? null };
}

let n = 0;
async function accountWithPasskey(): Promise<{ cookie: string; key: SoftAuthenticator; name: string }> {
  const name = `passkey player ${++n}`;
  const up = await call('/api/accounts', { body: { name, password: 'a long enough pass phrase' } });
  expect(up.status).toBe(201);
  const key = new SoftAuthenticator();
  const options = await call('/api/passkeys/options/register', { body: {}, cookie: up.cookie });
  expect(options.status).toBe(200);
  const added = await call('/api/passkeys', {
    body: { response: key.create(options.json as never, server.url) },
    cookie: up.cookie,
  });
  expect(added.status).toBe(201);
  return { cookie: up.cookie!, key, name };
}

async function signInWith(key: SoftAuthenticator, origin = server.url, rpId?: string) {
  const options = await call('/api/passkeys/options/sign-in', { body: {} });
  return call('/api/passkeys/sign-in', { body: { response: key.get(options.json as never, origin, rpId) } });
}

describe('passkeys', () => {
  it('registers a discoverable passkey and signs in with it into a new session (WebAuthn §7.1, §7.2)', async () => {
    const { key, name, cookie } = await accountWithPasskey();
    const list = await call('/api/passkeys', { method: 'GET', cookie });
    expect(list.json).toEqual({
      passkeys: [{ id: b64u(key.credentialId), createdAt: expect.any(String), lastUsedAt: null }],
    });
    const r = await signInWith(key);
    expect(r.status).toBe(200);
    expect((r.json['account'] as { name: string }).name).toBe(name);
    expect(r.cookie).toMatch(/^biritch_session=/);
    expect(r.cookie).not.toBe(cookie);
    const me = await call('/api/me', { method: 'GET', cookie: r.cookie, origin: null });
    expect((me.json['account'] as { name: string }).name).toBe(name);
    const after = await call('/api/passkeys', { method: 'GET', cookie });
    expect((after.json['passkeys'] as { lastUsedAt: string | null }[])[0]!.lastUsedAt).not.toBeNull();
  });

  it('ends the session a passkey sign-in request carried, as a password sign-in does (no fixation)', async () => {
    const { key, cookie: planted } = await accountWithPasskey();
    const options = await call('/api/passkeys/options/sign-in', { body: {} });
    const r = await call('/api/passkeys/sign-in', {
      body: { response: key.get(options.json as never, server.url) },
      cookie: planted,
    });
    expect(r.status).toBe(200);
    expect(r.cookie).not.toBe(planted);
    expect((await call('/api/me', { method: 'GET', cookie: planted, origin: null })).status).toBe(401);
  });

  it('spends a challenge once: the same answer again is refused (passkey/refused)', async () => {
    const { key } = await accountWithPasskey();
    // Counter 0 throughout, so only the spent challenge can refuse the replay.
    key.keepsCounter = false;
    const options = await call('/api/passkeys/options/sign-in', { body: {} });
    const answer = key.get(options.json as never, server.url);
    expect((await call('/api/passkeys/sign-in', { body: { response: answer } })).status).toBe(200);
    const again = await call('/api/passkeys/sign-in', { body: { response: answer } });
    expect([again.status, again.json.error?.code]).toEqual([401, 'passkey/refused']);
  });

  it('refuses a signature counter that went back (a cloned authenticator, WebAuthn §6.1.1)', async () => {
    const { key } = await accountWithPasskey();
    key.counter = 9;
    expect((await signInWith(key)).status).toBe(200);
    key.counter = 3;
    const r = await signInWith(key);
    expect([r.status, r.json.error?.code]).toEqual([401, 'passkey/refused']);
  });

  it("refuses an answer made for another site's origin or relying party", async () => {
    const { key } = await accountWithPasskey();
    expect((await signInWith(key, 'http://evil.example')).json.error?.code).toBe('passkey/refused');
    expect((await signInWith(key, server.url, 'evil.example')).json.error?.code).toBe('passkey/refused');
    // The same request from another site's page is stopped at the Origin check before anything else.
    const foreign = await call('/api/passkeys/options/sign-in', { body: {}, origin: 'http://evil.example' });
    expect([foreign.status, foreign.json.error?.code]).toEqual([403, 'http/bad-origin']);
  });

  it('refuses to add a passkey without a session, a ceremony without an Origin, and an unknown passkey', async () => {
    const noSession = await call('/api/passkeys/options/register', { body: {} });
    expect([noSession.status, noSession.json.error?.code]).toEqual([401, 'account/not-signed-in']);
    const noOrigin = await call('/api/passkeys/options/sign-in', { body: {}, origin: null });
    expect([noOrigin.status, noOrigin.json.error?.code]).toEqual([400, 'passkey/no-origin']);
    const stranger = new SoftAuthenticator();
    expect((await signInWith(stranger, server.url, '127.0.0.1')).json.error?.code).toBe('passkey/refused');
    const bad = await call('/api/passkeys/sign-in', { body: { response: { id: 'x', type: 'nope' } } });
    expect([bad.status, bad.json.error?.code]).toEqual([400, 'http/invalid']);
  });

  it('refuses an answer to a registration nobody asked for, and the same passkey twice', async () => {
    const { cookie, key } = await accountWithPasskey();
    const unasked = await call('/api/passkeys', {
      body: { response: key.create({ challenge: 'AAAA', rp: { id: '127.0.0.1' }, user: { id: 'AAAA' } }, server.url) },
      cookie,
    });
    expect([unasked.status, unasked.json.error?.code]).toEqual([400, 'passkey/expired']);
    const options = await call('/api/passkeys/options/register', { body: {}, cookie });
    // The browser is told which passkeys the account has (excludeCredentials), and the server refuses one again.
    expect((options.json['excludeCredentials'] as { id: string }[]).map((c) => c.id)).toEqual([b64u(key.credentialId)]);
    const twice = await call('/api/passkeys', {
      body: { response: key.create(options.json as never, server.url) },
      cookie,
    });
    expect([twice.status, twice.json.error?.code]).toEqual([409, 'passkey/taken']);
  });

  it('lets only its owner remove a passkey, which then signs in no more', async () => {
    const { cookie, key } = await accountWithPasskey();
    const other = await accountWithPasskey();
    const id = encodeURIComponent(b64u(key.credentialId));
    const notYours = await call(`/api/passkeys/${id}`, { method: 'DELETE', cookie: other.cookie });
    expect([notYours.status, notYours.json.error?.code]).toEqual([404, 'passkey/not-found']);
    expect((await call(`/api/passkeys/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await signInWith(key)).json.error?.code).toBe('passkey/refused');
  });

  it('limits passkey ceremonies per address (429 account/too-many-attempts)', async () => {
    const limitedDir = mkdtempSync(join(tmpdir(), 'biritch-passkeys-'));
    const limited = await startServer({
      port: 0,
      dataDir: limitedDir,
      robots: null,
      analysis: null,
      passkeyBurst: 3,
      passkeyPerMinute: 1,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${limited.url}/api/passkeys/options/sign-in`, {
          method: 'POST',
          headers: { origin: limited.url, 'content-type': 'application/json' },
          body: '{}',
        });
        statuses.push(res.status);
        if (res.status === 429) expect(((await res.json()) as Json).error?.code).toBe('account/too-many-attempts');
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
      rmSync(limitedDir, { recursive: true, force: true });
    }
  });
});
