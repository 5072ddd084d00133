// Accounts and history over a real server on port 0 (issue 26, "Accounts", "History" and "Tests":
// "security tests for accounts (password never stored or logged in clear, session fixation, cookie
// flags, rate limits)", "play as guest then sign up and keep history", "history with PBN download
// that parses with the project's own parser").
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { gameFromRecord, parseLin, parsePbn } from '@biritch/notation';
import {
  accountResponseSchema,
  historyPageSchema,
  pastDealSchema,
  shareResponseSchema,
  type CreateTableResponse,
  type ServerMessage,
} from '@biritch/protocol';
import { startServer, type RunningServer } from '../server.js';
import { playStep, seededUniform, TableClient } from '../testing/tableClient.js';

const dirs: string[] = [];
const fresh = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'biritch-accounts-'));
  dirs.push(d);
  return d;
};
const logLines: string[] = [];
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = fresh();
  const source = seededRandom(26);
  // Everything the server logs, at its most verbose, is kept to be searched for secrets.
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  server = await startServer({
    port: 0,
    dataDir,
    robots: null,
    deal: () => randomDeal(source),
    logger: { level: 'trace', stream },
    floodBurst: 10_000,
    floodPerSecond: 10_000,
    signInBurst: 1000,
    signInPerMinute: 1000,
    signInPerNameBurst: 1000,
    signInPerNamePerMinute: 1000,
  });
});
afterAll(async () => {
  await server.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const wsOf = (s: RunningServer): string => `${s.url.replace('http', 'ws')}/ws`;
type Json = Record<string, unknown> & { error?: { code: string; message: string } };

async function call(
  s: RunningServer,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Json; text: string; cookie: string | null; setCookie: string | null }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers['cookie'] = opts.cookie;
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie()[0] ?? null;
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // PBN, LIN and empty bodies are not JSON.
  }
  return { status: res.status, json, text, setCookie, cookie: setCookie ? setCookie.split(';')[0]! : null };
}

let names = 0;
const newName = (): string => `player ${++names} ${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'correct horse battery staple';

async function signUp(s: RunningServer, seatTokens?: string[]): Promise<{ name: string; cookie: string; id: string }> {
  const name = newName();
  const r = await call(s, 'POST', '/api/accounts', {
    body: { name, password: PASSWORD, ...(seatTokens ? { seatTokens } : {}) },
  });
  expect(r.status).toBe(201);
  return { name, cookie: r.cookie!, id: (r.json['account'] as { id: string }).id };
}

async function fourHumans(
  s: RunningServer,
  cookie?: string,
): Promise<{ created: CreateTableResponse; seats: TableClient[] }> {
  const body = { form: 'duplicate', boards: 2, seats: { N: 'human', E: 'human', S: 'human', W: 'human' } };
  const r = await call(s, 'POST', '/api/tables', { body, cookie: cookie ?? null });
  const created = r.json as unknown as CreateTableResponse;
  const seats = await Promise.all(
    created.tickets.map(async (t) => {
      const c = await TableClient.connect(wsOf(s));
      await c.hello({ tableId: t.tableId, token: t.token });
      return c;
    }),
  );
  return { created, seats };
}

async function playToTheEnd(seats: readonly TableClient[], seed: number): Promise<void> {
  const random = seededUniform(seed);
  for (let i = 0; i < 400 && seats[0]!.view!.phase !== 'ended'; i++) await playStep(seats, random, { passBias: 0.6 });
  expect(seats[0]!.view!.phase).toBe('ended');
}

const isReady = (m: ServerMessage): boolean => m.type === 'analysis' && m.status !== 'pending';

describe('sign up, sign in, sign out', () => {
  it('signs up with an HttpOnly, SameSite=Lax session cookie (not Secure over plain HTTP)', async () => {
    const r = await call(server, 'POST', '/api/accounts', { body: { name: newName(), password: PASSWORD } });
    expect(r.status).toBe(201);
    expect(r.setCookie).toMatch(
      /^biritch_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    const me = await call(server, 'GET', '/api/me', { cookie: r.cookie });
    expect(me.json['account']).toEqual(r.json['account']);
    // The bodies are what @biritch/protocol says they are.
    expect(accountResponseSchema.safeParse(r.json).success).toBe(true);
    expect(accountResponseSchema.safeParse(me.json).success).toBe(true);
    expect((await call(server, 'GET', '/api/me')).json.error?.code).toBe('account/not-signed-in');
  });

  it('marks the session cookie Secure on a server told it runs behind TLS (BIRITCH_SECURE_COOKIES)', async () => {
    const behindTls = await startServer({
      port: 0,
      dataDir: fresh(),
      robots: null,
      analysis: null,
      secureCookies: true,
    });
    try {
      const r = await call(behindTls, 'POST', '/api/accounts', { body: { name: newName(), password: PASSWORD } });
      expect(r.setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      const out = await call(behindTls, 'DELETE', '/api/session', { cookie: r.cookie });
      expect(out.setCookie).toMatch(/^biritch_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await behindTls.close();
    }
  });

  it('refuses a taken name (case and width folded) and passwords against the policy, with codes', async () => {
    const { name } = await signUp(server);
    const taken = await call(server, 'POST', '/api/accounts', {
      body: { name: name.toUpperCase(), password: PASSWORD },
    });
    expect([taken.status, taken.json.error?.code]).toEqual([409, 'account/name-taken']);
    const short = await call(server, 'POST', '/api/accounts', { body: { name: newName(), password: 'short' } });
    expect([short.status, short.json.error?.code]).toEqual([400, 'account/password-too-short']);
    const bad = await call(server, 'POST', '/api/accounts', { body: { name: '<b>', password: PASSWORD } });
    expect(bad.json.error?.code).toBe('account/bad-name');
    expect(short.setCookie).toBeNull();
  });

  it('signs in with the right password only, without telling which of name or password was wrong', async () => {
    const { name } = await signUp(server);
    const wrong = await call(server, 'POST', '/api/session', { body: { name, password: 'not the password at all' } });
    const nobody = await call(server, 'POST', '/api/session', { body: { name: newName(), password: PASSWORD } });
    expect([wrong.status, wrong.json.error?.code]).toEqual([401, 'account/bad-credentials']);
    expect(nobody.json.error).toEqual(wrong.json.error);
    const right = await call(server, 'POST', '/api/session', {
      body: { name: ` ${name.toUpperCase()} `, password: PASSWORD },
    });
    expect(right.status).toBe(200);
    expect((await call(server, 'GET', '/api/me', { cookie: right.cookie })).status).toBe(200);
  });

  it('gives a new session id at sign-in and ends the one the request carried (no session fixation)', async () => {
    const { name, cookie: planted } = await signUp(server);
    const signedIn = await call(server, 'POST', '/api/session', {
      body: { name, password: PASSWORD },
      cookie: planted,
    });
    expect(signedIn.cookie).not.toBe(planted);
    expect((await call(server, 'GET', '/api/me', { cookie: planted })).status).toBe(401);
    expect((await call(server, 'GET', '/api/me', { cookie: signedIn.cookie })).status).toBe(200);
    // An id an attacker made up is never adopted either.
    const madeUp = `biritch_session=${'A'.repeat(43)}`;
    const again = await call(server, 'POST', '/api/session', { body: { name, password: PASSWORD }, cookie: madeUp });
    expect(again.cookie).not.toBe(madeUp);
    expect((await call(server, 'GET', '/api/me', { cookie: madeUp })).status).toBe(401);
  });

  it('signs out here (the cookie cleared, the session gone) and everywhere (every session gone)', async () => {
    const { name, cookie: first } = await signUp(server);
    const out = await call(server, 'DELETE', '/api/session', { cookie: first });
    expect(out.status).toBe(204);
    expect(out.setCookie).toMatch(/^biritch_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect((await call(server, 'GET', '/api/me', { cookie: first })).status).toBe(401);

    const a = (await call(server, 'POST', '/api/session', { body: { name, password: PASSWORD } })).cookie;
    const b = (await call(server, 'POST', '/api/session', { body: { name, password: PASSWORD } })).cookie;
    const all = await call(server, 'DELETE', '/api/sessions', { cookie: a });
    expect(all.json).toEqual({ ended: 2 });
    expect((await call(server, 'GET', '/api/me', { cookie: a })).status).toBe(401);
    expect((await call(server, 'GET', '/api/me', { cookie: b })).status).toBe(401);
  });

  it('refuses a sign-up or sign-in POST from another site (Origin check)', async () => {
    const r = await call(server, 'POST', '/api/session', {
      body: { name: 'x', password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect([r.status, r.json.error?.code]).toEqual([403, 'http/bad-origin']);
  });
});

describe('rate limits', () => {
  it('limits password attempts per address (429 account/too-many-attempts)', async () => {
    const s = await startServer({
      port: 0,
      dataDir: fresh(),
      robots: null,
      analysis: null,
      signInBurst: 3,
      signInPerMinute: 1,
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await call(s, 'POST', '/api/session', { body: { name: `n${i}`, password: PASSWORD } })).status);
      expect(codes).toEqual([401, 401, 401, 429]);
      const r = await call(s, 'POST', '/api/accounts', { body: { name: newName(), password: PASSWORD } });
      expect([r.status, r.json.error?.code]).toEqual([429, 'account/too-many-attempts']);
    } finally {
      await s.close();
    }
  });

  it('limits sign-in attempts per name, whatever the address, leaving other names alone', async () => {
    const s = await startServer({
      port: 0,
      dataDir: fresh(),
      robots: null,
      analysis: null,
      signInPerNameBurst: 2,
      signInPerNamePerMinute: 1,
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await call(s, 'POST', '/api/session', { body: { name: 'Target', password: `guess number ${i}` } })).status,
        );
      expect(codes).toEqual([401, 401, 429]);
      expect((await call(s, 'POST', '/api/session', { body: { name: 'target', password: PASSWORD } })).status).toBe(
        429,
      );
      expect(
        (await call(s, 'POST', '/api/session', { body: { name: 'someone else', password: PASSWORD } })).status,
      ).toBe(401);
    } finally {
      await s.close();
    }
  });
});

describe('history rate limit', () => {
  it('limits history reads per address (429 history/too-many), which fold event logs', async () => {
    const s = await startServer({
      port: 0,
      dataDir: fresh(),
      robots: null,
      analysis: null,
      historyBurst: 2,
      historyPerMinute: 1,
    });
    try {
      const codes: number[] = [];
      for (const path of ['/api/me/deals', `/api/deals/${'A'.repeat(16)}.1`, `/api/shared/${'A'.repeat(22)}`])
        codes.push((await call(s, 'GET', path)).status);
      expect(codes).toEqual([200, 404, 429]);
      expect((await call(s, 'GET', '/api/me')).status).toBe(401);
    } finally {
      await s.close();
    }
  });
});

describe('secrets stay secret', () => {
  it('never stores or logs a password or a session id in clear', async () => {
    const password = 'unmistakable-Pa55word-zq';
    const name = newName();
    const up = await call(server, 'POST', '/api/accounts', { body: { name, password } });
    const inAgain = await call(server, 'POST', '/api/session', { body: { name, password } });
    await call(server, 'POST', '/api/session', { body: { name, password: `${password}-wrong` } });
    await call(server, 'GET', '/api/me', { cookie: inAgain.cookie });
    const ids = [up.cookie!, inAgain.cookie!].map((c) => c.split('=')[1]!);
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain('/api/session');
    for (const secret of [password, ...ids]) expect(logs).not.toContain(secret);
    // The database and its write-ahead log, byte for byte.
    const files = readdirSync(dataDir).filter((f) => f.startsWith('biritch.sqlite'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const bytes = readFileSync(join(dataDir, f)).toString('latin1');
      for (const secret of [password, ...ids]) expect(bytes).not.toContain(secret);
    }
  });
});

describe('seats belong to the account', () => {
  it('recognises the same account on a second device at its table, and keeps strangers spectators', async () => {
    const { cookie } = await signUp(server);
    const r = await call(server, 'POST', '/api/tables', {
      body: { seats: { N: 'human', E: 'open', S: 'open', W: 'open' } },
      cookie,
    });
    const created = r.json as unknown as CreateTableResponse;
    const second = await TableClient.connect(wsOf(server), { cookie });
    const welcome = await second.hello({ tableId: created.table.id });
    expect(welcome).toMatchObject({ type: 'welcome', seat: 'N' });
    expect(second.view?.hands.N?.length).toBe(13);
    const stranger = await TableClient.connect(wsOf(server), { cookie: (await signUp(server)).cookie });
    expect(await stranger.hello({ tableId: created.table.id })).toMatchObject({ type: 'welcome', seat: null });
    second.close();
    stranger.close();
  });

  it("keeps the session and the account's seat across a restart of the server", async () => {
    const dir = fresh();
    const first = await startServer({ port: 0, dataDir: dir, robots: null, analysis: null });
    const { cookie } = await signUp(first);
    const body = { seats: { N: 'open', E: 'human', S: 'open', W: 'open' } };
    const id = ((await call(first, 'POST', '/api/tables', { body, cookie })).json as unknown as CreateTableResponse)
      .table.id;
    await first.close();
    const again = await startServer({ port: 0, dataDir: dir, robots: null, analysis: null });
    try {
      expect((await call(again, 'GET', '/api/me', { cookie })).status).toBe(200);
      const device = await TableClient.connect(wsOf(again), { cookie });
      expect(await device.hello({ tableId: id })).toMatchObject({ type: 'welcome', seat: 'E' });
      device.close();
    } finally {
      await again.close();
    }
  });

  it('refuses the account a second seat at one table (seat/already-seated)', async () => {
    const { cookie } = await signUp(server);
    const r = await call(server, 'POST', '/api/tables', {
      body: { seats: { N: 'human', E: 'open', S: 'open', W: 'open' } },
      cookie,
    });
    const id = (r.json as unknown as CreateTableResponse).table.id;
    const claim = await call(server, 'POST', `/api/tables/${id}/seats/S`, { cookie });
    expect([claim.status, claim.json.error?.code]).toEqual([409, 'seat/already-seated']);
    // Claimed by the account on another device, the seat is the account's there too.
    const other = await signUp(server);
    const e = await call(server, 'POST', `/api/tables/${id}/seats/E`, { cookie: other.cookie });
    expect(e.status).toBe(200);
    expect((await call(server, 'POST', `/api/tables/${id}/seats/W`, { cookie: other.cookie })).json.error?.code).toBe(
      'seat/already-seated',
    );
    const device = await TableClient.connect(wsOf(server), { cookie: other.cookie });
    expect(await device.hello({ tableId: id })).toMatchObject({ seat: 'E' });
    device.close();
  });
});

describe("a player's name at the table", () => {
  it("shows a signed-in player's chosen name on their seat, and no name for a guest", async () => {
    const ada = await signUp(server);
    const r = await call(server, 'POST', '/api/tables', {
      body: { seats: { N: 'human', E: 'open', S: 'open', W: 'open' } },
      cookie: ada.cookie,
    });
    const id = (r.json as unknown as CreateTableResponse).table.id;
    const guest = await call(server, 'POST', `/api/tables/${id}/seats/E`);
    expect(guest.status).toBe(200);
    const seatsOf = async () =>
      ((await call(server, 'GET', `/api/tables/${id}`)).json as unknown as { seats: Record<string, { name?: string }> })
        .seats;
    // The name is looked up from the store after the seat is given: it shows within a moment.
    await expect.poll(async () => (await seatsOf())['N']?.name, { timeout: 5000 }).toBe(ada.name);
    const seats = await seatsOf();
    expect(seats['E']).not.toHaveProperty('name');
    expect(JSON.stringify(seats)).not.toContain(ada.id);
  });
});

describe('history', () => {
  let table: CreateTableResponse;
  let seats: TableClient[];
  let guestToken: string;
  let account: { cookie: string; id: string };
  let dealId: string;

  beforeAll(async () => {
    ({ created: table, seats } = await fourHumans(server));
    guestToken = table.tickets[0]!.token;
    const analysed = seats[0]!.waitFor(isReady, 120_000);
    await playToTheEnd(seats, 11);
    await analysed;
    dealId = `${table.table.id}.1`;
  }, 180_000);
  afterAll(() => {
    for (const c of seats) c.close();
  });

  it("lists a guest's deal by the device's seat tokens, with contract, score and par", async () => {
    const r = await call(server, 'GET', '/api/me/deals', { headers: { 'x-seat-tokens': guestToken } });
    expect(r.status).toBe(200);
    expect(historyPageSchema.safeParse(r.json).error).toBeUndefined();
    const deals = r.json['deals'] as Record<string, unknown>[];
    expect(deals).toHaveLength(1);
    const view = seats[0]!.view!;
    const d = deals[0]!;
    expect(d).toMatchObject({
      id: dealId,
      seat: 'N',
      deal: 1,
      board: 1,
      form: 'duplicate',
      ruleSet: 'standard',
      analysis: 'ready',
    });
    expect(d['contract']).toEqual(view.contract);
    expect(d['declarer']).toBe(view.declarer);
    expect(typeof d['score']).toBe('number');
    expect(typeof d['par']).toBe('number');
    expect(d['fromPar']).toBe((d['score'] as number) - (d['par'] as number));
    expect(String(d['date'])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Nobody else's tokens show it.
    const none = await call(server, 'GET', '/api/me/deals', { headers: { 'x-seat-tokens': 'A'.repeat(22) } });
    expect(none.json['deals']).toEqual([]);
  });

  it('keeps what a guest played on the device once they sign up with its seat tokens', async () => {
    account = await signUp(server, [guestToken]);
    const r = await call(server, 'GET', '/api/me/deals', { cookie: account.cookie });
    expect((r.json['deals'] as { id: string; seat: string }[]).map((d) => [d.id, d.seat])).toEqual([[dealId, 'N']]);
    // And the seat itself is the account's now: a second device joins it.
    const device = await TableClient.connect(wsOf(server), { cookie: account.cookie });
    expect(await device.hello({ tableId: table.table.id })).toMatchObject({ seat: 'N' });
    device.close();
  });

  it('filters by form, role and date, and pages', async () => {
    const get = async (q: string): Promise<unknown[]> =>
      (await call(server, 'GET', `/api/me/deals?${q}`, { cookie: account.cookie })).json['deals'] as unknown[];
    expect(await get('form=duplicate')).toHaveLength(1);
    expect(await get('form=rubber')).toHaveLength(0);
    expect(await get('since=2000-01-01&until=2999-12-31')).toHaveLength(1);
    expect(await get('until=2000-01-01')).toHaveLength(0);
    expect(
      (await get('role=declarer')).length +
        (await get('role=dummy')).length +
        (await get('role=defender')).length +
        (await get('role=passed-out')).length,
    ).toBe(1);
    expect(await get('limit=1&offset=1')).toHaveLength(0);
    // The seeded deal (seed 11) was bid and played: a contract to search for.
    const c = seats[0]!.view!.contract!;
    expect(c).not.toBeNull();
    expect(await get(`contract=${c.level}${c.strain.toLowerCase()}${'X'.repeat(c.doubled)}`)).toHaveLength(1);
    expect(await get(`contract=${c.level === 7 ? 1 : c.level + 1}${c.strain}`)).toHaveLength(0);
    expect(await get(`table=${table.table.code.toLowerCase()}`)).toHaveLength(1);
    expect(await get('table=ZZZZZZ')).toHaveLength(0);
    expect((await call(server, 'GET', '/api/me/deals?contract=8S', { cookie: account.cookie })).status).toBe(400);
    const bad = await call(server, 'GET', '/api/me/deals?limit=0', { cookie: account.cookie });
    expect([bad.status, bad.json.error?.code]).toEqual([400, 'http/invalid']);
  });

  it('opens the whole ended deal: every hand, the auction, the play and the double-dummy table', async () => {
    const r = await call(server, 'GET', `/api/deals/${dealId}`, { cookie: account.cookie });
    expect(r.status).toBe(200);
    expect(pastDealSchema.safeParse(r.json).error).toBeUndefined();
    const ended = seats[0]!.view!;
    expect(r.json['seat']).toBe('N');
    expect(r.json['hands']).toBeTruthy();
    const view = r.json['view'] as typeof ended;
    expect(view.phase).toBe('ended');
    expect(view.auction).toEqual(ended.auction);
    expect(view.playedTricks).toEqual(ended.playedTricks);
    expect((r.json['analysis'] as { status: string }).status).toBe('ready');
    // One explanation per call: people's calls by their alerts (these four people alerted nothing).
    expect(r.json['explanations']).toEqual(ended.auction.map((c) => c.alert ?? null));
  });

  it('downloads the deal as PBN that notation parses back to the same deal, and as LIN', async () => {
    const pbn = await call(server, 'GET', `/api/deals/${dealId}?format=pbn`, { cookie: account.cookie });
    expect(pbn.status).toBe(200);
    const parsed = parsePbn(pbn.text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.games).toHaveLength(1);
    const game = gameFromRecord(parsed.value.games[0]!);
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const detail = await call(server, 'GET', `/api/deals/${dealId}`, { cookie: account.cookie });
    expect(game.value.deal).toEqual(detail.json['hands']);
    const lin = await call(server, 'GET', `/api/deals/${dealId}?format=lin`, { cookie: account.cookie });
    expect(parseLin(lin.text).ok).toBe(true);
  });

  it('shows a deal to those who played it only', async () => {
    const stranger = await signUp(server);
    const r = await call(server, 'GET', `/api/deals/${dealId}`, { cookie: stranger.cookie });
    expect([r.status, r.json.error?.code]).toEqual([404, 'history/not-found']);
    expect((await call(server, 'GET', `/api/deals/${dealId}`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/deals/${table.table.id}.9`, { cookie: account.cookie })).status).toBe(404);
  });

  it('shares an ended deal by an unguessable link, and never a deal still being played', async () => {
    const share = await call(server, 'POST', `/api/deals/${dealId}/share`, { cookie: account.cookie });
    expect(share.status).toBe(201);
    expect(shareResponseSchema.safeParse(share.json).success).toBe(true);
    const shareId = share.json['shareId'] as string;
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const shown = await call(server, 'GET', `/api/shared/${shareId}`);
    expect(shown.status).toBe(200);
    expect(shown.json['seat']).toBeNull();
    expect(pastDealSchema.safeParse(shown.json).error).toBeUndefined();
    expect((shown.json['view'] as { phase: string }).phase).toBe('ended');
    expect((await call(server, 'GET', `/api/shared/${shareId}?format=pbn`)).text).toContain('[Deal "N:');
    expect((await call(server, 'GET', `/api/shared/${'B'.repeat(22)}`)).status).toBe(404);

    // The next deal is dealt (stored before the ack): "not over" to its players, absent to anyone else.
    expect((await seats[0]!.nextDeal()).type).toBe('ack');
    const next = `${table.table.id}.2`;
    const refused = await call(server, 'POST', `/api/deals/${next}/share`, { cookie: account.cookie });
    expect([refused.status, refused.json.error?.code]).toEqual([409, 'history/not-over']);
    expect((await call(server, 'GET', `/api/deals/${next}?format=pbn`, { cookie: account.cookie })).status).toBe(409);
    expect((await call(server, 'GET', `/api/deals/${next}`, { cookie: (await signUp(server)).cookie })).status).toBe(
      404,
    );
    // The old link shows the first deal exactly as before: nothing of the deal now in play.
    const again = await call(server, 'GET', `/api/shared/${shareId}`);
    expect(again.json).toEqual(shown.json);
    expect(again.json['deal']).toBe(1);
    expect((await call(server, 'GET', '/api/me/deals', { cookie: account.cookie })).json['deals']).toHaveLength(1);
  });
});
