// Club sessions on several processes (issue 27: "exactly one owner per ..." for club nights, as
// for tables; scale-out spec §3.3-3.5 and §4): a throwaway PostgreSQL cluster, three `main.ts`
// processes with 3-second leases and HAProxy, all on loopback. A session is served by the one
// process that claimed it; the director's console and the table devices may reach any process
// (each connects straight to a different one here), which relays them to the owner. Each scenario
// ends with the session's log checked: seqs gapless, every acknowledged seq and command id in it
// exactly once. Skipped locally without PostgreSQL or HAProxy; CI (BIRITCH_REQUIRE_ALL=1) fails instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateSessionResponse,
  SessionCommandMessage,
  SessionCredential,
  TableCredential,
} from '@biritch/protocol';
import { requireProgram } from '@biritch/testing';
import { findPostgres } from '../store/pgCluster.testing.js';
import { sessionOwnerKey } from '../store/sessionTypes.js';
import { SessionClient } from '../testing/sessionClient.js';
import { findHaproxy, startCluster, waitUntil, type ClusterUnderTest } from './harness.testing.js';

const hasPostgres = requireProgram(
  "PostgreSQL's server (initdb, pg_ctl; as root also the postgres user)",
  findPostgres() !== null,
  'postgresql',
);
const hasHaproxy = requireProgram('HAProxy', findHaproxy() !== null, 'haproxy');
const LEASE_MS = 3000;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** An HTTP call with JSON in and out, to one process or the front. */
async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Awaited<ReturnType<Response['json']>> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** A session's stored log: seq, type, actor and command id. */
async function sessionLog(
  set: ClusterUnderTest,
  id: string,
): Promise<{ seq: number; type: string; actor: string; commandId: string | null }[]> {
  const { rows } = await set.db.query<{ seq: number; type: string; actor: string; command_id: string | null }>(
    'SELECT seq, type, actor, command_id FROM session_events WHERE session_id = $1 ORDER BY seq',
    [id],
  );
  return rows.map((r) => ({ seq: r.seq, type: r.type, actor: r.actor, commandId: r.command_id }));
}

/** The log's invariants: seqs 1..n without a gap, command ids once, every acknowledged seq there. */
async function checkSessionLog(set: ClusterUnderTest, id: string, acked: readonly number[]): Promise<string[]> {
  const log = await sessionLog(set, id);
  const problems: string[] = [];
  log.forEach((e, i) => {
    if (e.seq !== i + 1) problems.push(`seq ${e.seq} at position ${i + 1}`);
  });
  const ids = log.flatMap((e) => (e.commandId === null ? [] : [e.commandId]));
  for (const c of new Set(ids)) if (ids.filter((x) => x === c).length > 1) problems.push(`command ${c} twice`);
  const seqs = new Set(log.map((e) => e.seq));
  for (const seq of acked) if (!seqs.has(seq)) problems.push(`acknowledged seq ${seq} is not in the log`);
  return problems;
}

/**
 * A device or console that stays on through failures: reconnects to its URL with its last seq
 * until welcomed (as apps/web's reconnecting socket does), and keeps the seqs of its acks.
 */
class Follower {
  client: SessionClient | null = null;
  readonly acks: number[] = [];
  readonly closes: number[] = [];
  private lastSeq: number | undefined;

  constructor(
    private readonly url: string,
    private readonly credential: SessionCredential,
  ) {}

  get connected(): boolean {
    return this.client !== null && this.client.socket.readyState === this.client.socket.OPEN;
  }

  /** Connects (again) until welcomed, or throws after `timeoutMs`. */
  async connect(timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    let problem = '';
    for (let attempt = 0; Date.now() < end; attempt++) {
      if (this.client) this.lastSeq = this.client.seq;
      this.client = null;
      try {
        const c = await SessionClient.connect(this.url);
        const gone = new Promise<null>((resolve) =>
          c.socket.once('close', (code: number) => {
            this.closes.push(code);
            resolve(null);
          }),
        );
        const w = await Promise.race([c.subscribe(this.credential, this.lastSeq), gone, sleep(8000).then(() => null)]);
        if (w?.type === 'welcome') {
          this.client = c;
          return;
        }
        problem = w === null ? 'closed or silent' : `${w.type} ${'code' in w ? w.code : ''}`;
        c.socket.terminate();
      } catch (e) {
        problem = e instanceof Error ? e.message : String(e);
      }
      await sleep(Math.random() * Math.min(1000, 100 * 2 ** attempt));
    }
    throw new Error(`no welcome in time (last: ${problem})`);
  }

  /** A command with its id, retried through reconnections until acknowledged (or refused for good). */
  async command(command: SessionCommandMessage, opts: { commandId: string; side?: 'NS' | 'EW' }): Promise<number> {
    for (let attempt = 0; attempt < 40; attempt++) {
      if (!this.connected) await this.connect();
      const c = this.client!;
      const gone = new Promise<null>((resolve) => c.socket.once('close', () => resolve(null)));
      const reply = await Promise.race([c.command(command, opts), gone, sleep(8000).then(() => null)]);
      if (reply?.type === 'ack') {
        this.acks.push(reply.seq);
        return reply.seq;
      }
      if (reply?.type === 'error' && !/^(cluster|store)\//.test(reply.code))
        throw new Error(`${command.type} refused: ${reply.code} ${reply.message}`);
      await sleep(200);
    }
    throw new Error(`${command.type}: no ack`);
  }

  close(): void {
    this.client?.close();
  }
}

describe.skipIf(!hasPostgres || !hasHaproxy)('club sessions on three processes behind HAProxy', () => {
  let set: ClusterUnderTest;
  beforeAll(async () => {
    set = await startCluster({ nodes: 3, leaseMs: LEASE_MS });
  }, 60_000);
  afterAll(async () => {
    if (process.env['BIRITCH_CLUSTER_DEBUG']) for (const n of set?.nodes ?? []) console.log(n.id, n.server?.out);
    await set?.close();
  });

  const wsOf = (base: string, id: string): string =>
    `${base.replace('http', 'ws')}/ws/sessions?session=${encodeURIComponent(id)}`;
  const ownerOf = (id: string): Promise<number> => set.ownerIndex(sessionOwnerKey(id));

  /** A 3-table Mitchell of 6 pairs, 2 boards a round, made on process `at`, round 1 started. */
  async function makeSession(at: number): Promise<{ id: string; token: string; tables: TableCredential[] }> {
    const base = set.nodes[at]!.url;
    const created = await call(base, 'POST', '/api/sessions', {
      name: 'Cluster pairs',
      sections: [{ section: 'A', tables: 3 }],
      settings: { ranking: 'live' },
    });
    expect(created.status).toBe(201);
    const { session, directorToken: token } = created.json as CreateSessionResponse;
    const id = session.id;
    const csv = 'name1,name2\nA One,B One\nA Two,B Two\nA Three,B Three\nA Four,B Four\nA Five,B Five\nA Six,B Six\n';
    expect((await call(base, 'POST', `/api/sessions/${id}/participants`, { section: 'A', csv }, token)).status).toBe(
      200,
    );
    const movement = { section: 'A', name: 'mitchell-3', boardsPerRound: 2 };
    expect((await call(base, 'POST', `/api/sessions/${id}/movement`, movement, token)).status).toBe(200);
    expect((await call(base, 'POST', `/api/sessions/${id}/boards`, { source: 'deal', count: 6 }, token)).status).toBe(
      200,
    );
    expect((await call(base, 'POST', `/api/sessions/${id}/rounds/1/start`, { section: 'A' }, token)).status).toBe(200);
    const tables = (await call(base, 'GET', `/api/sessions/${id}/tables`, undefined, token)).json as TableCredential[];
    return { id, token, tables };
  }

  /** A device's result for a board of its round, and the opponents' confirmation. */
  const entry = (f: Follower, board: number, tricks = 9 + (board % 3)): SessionCommandMessage => {
    const v = f.client!.view!;
    return {
      type: 'enterResult',
      section: 'A',
      round: v.round!,
      table: v.table,
      board,
      ns: v.ns!.id,
      ew: v.ew!.id,
      contract: '4S',
      declarer: 'N',
      tricks,
    };
  };
  const confirm = (f: Follower, board: number): SessionCommandMessage => ({
    type: 'confirmResult',
    section: 'A',
    round: f.client!.view!.round!,
    table: f.client!.view!.table,
    board,
  });
  /** Enters and confirms the boards of a device's round, with command ids `prefix-…`. */
  async function enterBoards(f: Follower, prefix: string, boards: readonly number[]): Promise<void> {
    for (const b of boards) {
      await f.command(entry(f, b), { commandId: `${prefix}-enter-${b}` });
      await f.command(confirm(f, b), { commandId: `${prefix}-confirm-${b}`, side: 'EW' });
    }
  }

  it('the director and two table devices on three different processes see one session', async () => {
    const { id, token, tables } = await makeSession(0);
    expect(await ownerOf(id)).toBe(0);
    // The console on n2, the devices on n3 and n1: the first two are relayed to the owner.
    const director = new Follower(wsOf(set.nodes[1]!.url, id), { role: 'director', sessionId: id, token });
    const one = new Follower(wsOf(set.nodes[2]!.url, id), {
      role: 'table',
      code: tables[0]!.code,
      pin: tables[0]!.pin,
    });
    const two = new Follower(wsOf(set.nodes[0]!.url, id), {
      role: 'table',
      code: tables[1]!.code,
      pin: tables[1]!.pin,
    });
    await Promise.all([director.connect(), one.connect(), two.connect()]);
    // Both devices enter at once: one queue orders them, and everybody sees the same seqs.
    await Promise.all([
      enterBoards(
        one,
        'c1t1',
        one.client!.view!.boards.map((b) => b.board),
      ),
      enterBoards(
        two,
        'c1t2',
        two.client!.view!.boards.map((b) => b.board),
      ),
    ]);
    const acked = [...one.acks, ...two.acks];
    const top = Math.max(...acked);
    await director.client!.until(() => director.client!.seq >= top, 10_000);
    const log = await sessionLog(set, id);
    expect(log.at(-1)!.seq).toBeGreaterThanOrEqual(top);
    // The director was sent every event once, in order, as stored.
    const events = director.client!.messages.flatMap((m) => (m.type === 'event' ? [m] : []));
    const from = events[0]!.seq;
    const to = events.at(-1)!.seq;
    expect(to).toBeGreaterThanOrEqual(top);
    expect(events.map((e) => [e.seq, e.event?.type])).toEqual(
      log.filter((e) => e.seq >= from && e.seq <= to).map((e) => [e.seq, e.type]),
    );
    for (const f of [one, two]) {
      await f.client!.until(() => f.client!.view!.boards.every((b) => b.confirmed), 10_000);
      expect(f.client!.problems).toEqual([]);
    }
    expect(director.client!.problems).toEqual([]);
    // The state read through the front, from whichever process HAProxy picks, is the owner's.
    const state = (await call(set.url, 'GET', `/api/sessions/${id}/state`, undefined, token)).json;
    expect(state.seq).toBe((await sessionLog(set, id)).at(-1)!.seq);
    expect(await checkSessionLog(set, id, acked)).toEqual([]);
    expect(await ownerOf(id)).toBe(0);
    for (const f of [director, one, two]) f.close();
  }, 120_000);

  it('a result posted to a process that does not own the session is applied once', async () => {
    const { id, token, tables } = await makeSession(1);
    const owner = await ownerOf(id);
    expect(owner).toBe(1);
    const reader = new Follower(wsOf(set.nodes[1]!.url, id), {
      role: 'table',
      code: tables[2]!.code,
      pin: tables[2]!.pin,
    });
    await reader.connect();
    const board = reader.client!.view!.boards[0]!.board;
    const body = { command: entry(reader, board), commandId: 'post-once-0001' };
    // Posted to the two other processes and through the front: one entry, one seq.
    const first = await call(set.nodes[2]!.url, 'POST', `/api/sessions/${id}/commands`, body, token);
    expect(first.status).toBe(200);
    expect(first.json.duplicate).toBeUndefined();
    for (const base of [set.nodes[0]!.url, set.url, set.nodes[2]!.url]) {
      const again = await call(base, 'POST', `/api/sessions/${id}/commands`, body, token);
      expect(again).toEqual({ status: 200, json: { seq: first.json.seq, duplicate: true } });
    }
    const log = await sessionLog(set, id);
    expect(log.filter((e) => e.type === 'resultEntered')).toHaveLength(1);
    expect(log.filter((e) => e.commandId === 'post-once-0001').map((e) => e.seq)).toEqual([first.json.seq]);
    await reader.client!.until(() => reader.client!.view!.boards.some((b) => b.board === board && b.result !== null));
    // A wrong director token is refused by the owner, through the relay, and changes nothing.
    const wrong = await call(set.nodes[0]!.url, 'POST', `/api/sessions/${id}/commands`, body, 'x'.repeat(43));
    expect(wrong.status).toBe(401);
    expect(await sessionLog(set, id)).toEqual(log);
    expect(await checkSessionLog(set, id, [first.json.seq])).toEqual([]);
    reader.close();
  }, 120_000);

  it('a director’s file read through another process is the owner’s, byte for byte', async () => {
    const { id, token } = await makeSession(0);
    const read = async (base: string) => {
      const res = await fetch(`${base}/api/sessions/${id}/files/boards.dup`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        name: res.headers.get('content-disposition'),
        body: Buffer.from(await res.arrayBuffer()),
      };
    };
    const own = await read(set.nodes[0]!.url);
    expect(own.status).toBe(200);
    expect(own.body.length).toBeGreaterThan(0);
    for (const base of [set.nodes[1]!.url, set.nodes[2]!.url, set.url]) expect(await read(base)).toEqual(own);
  }, 60_000);

  it('kill -9 of the session owner mid-round: another process takes it over; no acknowledged result is lost', async () => {
    const { id, token, tables } = await makeSession(2);
    const owner = await ownerOf(id);
    expect(owner).toBe(2);
    // Devices and the console through HAProxy (hashed on the session), as the web app connects.
    const director = new Follower(wsOf(set.url, id), { role: 'director', sessionId: id, token });
    const devices = tables.map((t) => new Follower(wsOf(set.url, id), { role: 'table', code: t.code, pin: t.pin }));
    await Promise.all([director.connect(), ...devices.map((d) => d.connect())]);
    // Each device enters and confirms its first board, then enters its second (not confirmed).
    await Promise.all(
      devices.map(async (d, i) => {
        const [b1, b2] = d.client!.view!.boards.map((b) => b.board);
        await enterBoards(d, `k9t${i + 1}`, [b1!]);
        await d.command(entry(d, b2!), { commandId: `k9t${i + 1}-enter-${b2}` });
      }),
    );
    const ackedBefore = devices.flatMap((d) => d.acks);
    await set.kill(owner);
    const killedAt = Date.now();
    await waitUntil(() => devices.every((d) => !d.connected), 10_000);
    // Every device comes back by seq (through the front) once another process has claimed the session.
    await Promise.all([director.connect(60_000), ...devices.map((d) => d.connect(60_000))]);
    const unavailableMs = Date.now() - killedAt;
    if (process.env['BIRITCH_CLUSTER_DEBUG']) console.log(`session back on another process after ${unavailableMs} ms`);
    expect(unavailableMs).toBeLessThan(LEASE_MS + 20_000);
    const now = await ownerOf(id);
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).not.toBe(owner);
    for (const d of devices) {
      const [b1, b2] = d.client!.view!.boards;
      expect(b1!.confirmed).toBe(true);
      expect(b2!.result).not.toBeNull();
      expect(d.client!.problems).toEqual([]);
    }
    // Entry carries on: the second boards are confirmed; a retried entry is answered, not entered twice.
    await Promise.all(
      devices.map(async (d, i) => {
        const b2 = d.client!.view!.boards[1]!.board;
        await d.command(entry(d, b2), { commandId: `k9t${i + 1}-enter-${b2}` });
        await d.command(confirm(d, b2), { commandId: `k9t${i + 1}-confirm-${b2}`, side: 'EW' });
      }),
    );
    for (const d of devices) await d.client!.until(() => d.client!.view!.boards.every((b) => b.confirmed), 10_000);
    const close = await call(set.url, 'POST', `/api/sessions/${id}/rounds/1/close`, { section: 'A' }, token);
    expect(close.status).toBe(200);
    const log = await sessionLog(set, id);
    // Two boards at each of three tables, each entered once (the retried entry was recognised).
    expect(log.filter((e) => e.type === 'resultEntered')).toHaveLength(6);
    expect(await checkSessionLog(set, id, [...ackedBefore, ...devices.flatMap((d) => d.acks)])).toEqual([]);
    const state = (await call(set.url, 'GET', `/api/sessions/${id}/state`, undefined, token)).json;
    expect(state.seq).toBe(log.at(-1)!.seq);
    for (const f of [director, ...devices]) f.close();
    await set.restart(owner);
  }, 180_000);

  it('SIGSTOP of the session owner past its lease, then SIGCONT: its device is moved (4003); nothing stale is stored', async () => {
    const { id, tables } = await makeSession(0);
    expect(await ownerOf(id)).toBe(0);
    const t1 = tables[0]!;
    // One device straight on the owner, which will be paused.
    const stale = new Follower(wsOf(set.nodes[0]!.url, id), { role: 'table', code: t1.code, pin: t1.pin });
    await stale.connect();
    const board = stale.client!.view!.boards[0]!.board;
    const staleEntry = entry(stale, board);
    set.pause(0);
    try {
      await sleep(LEASE_MS + 1500);
      // The same table from another device on n2: n2 claims the session once n1's lease has lapsed.
      const fresh = new Follower(wsOf(set.nodes[1]!.url, id), { role: 'table', code: t1.code, pin: t1.pin });
      await fresh.connect(30_000);
      expect(await ownerOf(id)).toBe(1);
      await fresh.command(entry(fresh, board, 12), { commandId: 'stop-fresh-e1' });
      const before = await sessionLog(set, id);
      set.resume(0);
      // The woken process gets the stale entry: not acknowledged, and the socket is closed as moved.
      const c = stale.client!;
      const reply = await Promise.race([
        c.command(staleEntry, { commandId: 'stop-stale-e1' }),
        new Promise<null>((r) => c.socket.once('close', () => r(null))),
        sleep(10_000).then(() => null),
      ]);
      expect(reply?.type).not.toBe('ack');
      await waitUntil(() => c.socket.readyState === c.socket.CLOSED, 10_000);
      expect(stale.closes).toContain(4003);
      expect(await sessionLog(set, id)).toEqual(before);
      expect((await sessionLog(set, id)).some((e) => e.commandId === 'stop-stale-e1')).toBe(false);
      expect(await checkSessionLog(set, id, fresh.acks)).toEqual([]);
      fresh.close();
    } finally {
      set.resume(0);
    }
  }, 120_000);
});
