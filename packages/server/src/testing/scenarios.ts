/**
 * Test bodies run against more than one target (issue 27: "the secrecy and bad-input tests run
 * against the multi-process set-up too"): one server in this process (`secrecy.test.ts`,
 * `server.test.ts`) and three processes behind HAProxy (`cluster/cluster.test.ts`).
 *
 * ```ts
 * it('…', () => secrecyScenario({ url: server.url, socketUrl: () => wsUrl, loadEvents: (id) => server.store.loadEvents(id) }));
 * ```
 * Secrecy (issue 5): every message each seat and a spectator receive over six complete duplicate
 * boards, checked against what the Laws let each see (worked out here, independently of core's
 * `visibleTo`): its own hand; every card once played; dummy once faced after the opening lead
 * (Law 41D); a claimer's hand, by the players, while the claim is considered (Law 68); all hands
 * once the deal has ended. Bad input (issue 5): each malformed, unknown, oversized, out-of-turn or
 * unauthorised message answered with its coded error, and the table's log unchanged.
 */
import { expect } from 'vitest';
import { cardsOf, isCard, SEATS, type Card, type Hand, type Seat, type TableView, type Viewer } from '@biritch/core';
import { MAX_CLIENT_MESSAGE_BYTES, type CreateTableResponse } from '@biritch/protocol';
import type { StoredEvent } from '../store/types.js';
import { playStep, seededUniform, TableClient } from './tableClient.js';

/** Where a scenario plays: the front's HTTP base, a table's socket URL, and the stored log. */
export interface Target {
  readonly url: string;
  socketUrl(tableId: string): string;
  loadEvents(tableId: string): Promise<StoredEvent[]>;
  /** A viewer's view straight from the table's authority, when it runs in this process. */
  viewOf?: ((tableId: string, viewer: Viewer) => Promise<TableView>) | undefined;
}

/** Every card a JSON value mentions: card strings, and hands written as four holdings. */
export function cardsIn(value: unknown, out: Set<Card> = new Set()): Set<Card> {
  if (typeof value === 'string') {
    if (isCard(value)) out.add(value);
  } else if (Array.isArray(value)) {
    if (value.length === 4 && value.every(isHolding)) for (const c of cardsOf(value as unknown as Hand)) out.add(c);
    else for (const v of value) cardsIn(v, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) cardsIn(v, out);
  }
  return out;
}

const isHolding = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < 8192;

/** For each seq, the cards each viewer may know by then (from the stored log, by the Laws). */
function allowedBySeq(log: readonly StoredEvent[]): Map<number, Record<Viewer, Set<Card>>> {
  const viewers: Viewer[] = [...SEATS, 'spectator'];
  const fresh = (): Record<Viewer, Set<Card>> =>
    Object.fromEntries(viewers.map((v) => [v, new Set<Card>()])) as Record<Viewer, Set<Card>>;
  let known = fresh();
  const out = new Map<number, Record<Viewer, Set<Card>>>([[0, fresh()]]);
  const show = (who: readonly Viewer[], cards: Iterable<Card>): void => {
    for (const c of cards) for (const v of who) known[v].add(c);
  };
  for (const { seq, event: e } of log) {
    switch (e.type) {
      case 'dealStarted':
        known = fresh();
        break;
      case 'handDealt':
        show([e.seat], cardsOf(e.hand));
        break;
      case 'cardPlayed':
        show(viewers, [e.card]);
        break;
      case 'dummyFaced':
        show(viewers, cardsOf(e.hand));
        break;
      case 'claimerHandShown':
        show(SEATS, cardsOf(e.hand));
        break;
      case 'handsRevealed':
        for (const s of SEATS) show(viewers, cardsOf(e.deal[s]));
        break;
      default:
        break;
    }
    out.set(seq, Object.fromEntries(viewers.map((v) => [v, new Set(known[v])])) as Record<Viewer, Set<Card>>);
  }
  return out;
}

/** Six complete duplicate boards with claims and undo requests: no seat and no spectator sees a card too early. */
export async function secrecyScenario(target: Target): Promise<void> {
  const res = await fetch(`${target.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ form: 'duplicate', boards: 6, seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
  });
  const created = (await res.json()) as CreateTableResponse;
  const wsUrl = target.socketUrl(created.table.id);
  const seats = await Promise.all(
    created.tickets.map(async (t) => {
      const c = await TableClient.connect(wsUrl);
      await c.hello({ tableId: t.tableId, token: t.token });
      return c;
    }),
  );
  const spectator = await TableClient.connect(wsUrl);
  await spectator.hello({ tableId: created.table.id });
  const everyone = [...seats, spectator];
  const random = seededUniform(2026);

  let deals = 1;
  for (let steps = 0; steps < 5000; steps++) {
    const v = seats[0]!.view!;
    if (v.phase === 'ended') {
      const next = await seats[steps % 4]!.nextDeal();
      if (next.type === 'error') {
        expect(next.code).toBe('table/finished');
        break;
      }
      deals++;
      await Promise.all(
        everyone.map((c) => (c.seq >= next.seq ? null : c.waitFor((m) => m.type === 'view' && m.seq >= next.seq))),
      );
      continue;
    }
    const acted = await playStep(seats, random, { passBias: 0.55, claimRate: 0.02, undoRate: 0.03 });
    if (!acted) {
      const state = seats.map((c) => ({
        seat: c.seat,
        seq: c.seq,
        open: c.socket.readyState === c.socket.OPEN,
        phase: c.view?.phase,
        toAct: c.view?.toAct,
        claim: c.view?.claim ?? null,
        undo: c.view?.undo ?? null,
      }));
      throw new Error(`nobody can act at seq ${seats[0]!.seq}: ${JSON.stringify(state)}`);
    }
    // The spectator follows too (it never acts).
    if (spectator.seq < seats[0]!.seq) await spectator.waitFor((m) => m.type === 'view' && m.seq >= seats[0]!.seq);
  }
  expect(deals).toBe(6);

  const log = await target.loadEvents(created.table.id);
  expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
  expect(log.filter((e) => e.event.type === 'dealEnded')).toHaveLength(6);
  expect(log.some((e) => e.event.type === 'claimMade')).toBe(true);
  expect(log.some((e) => e.event.type === 'undoApplied')).toBe(true);
  const allowed = allowedBySeq(log);

  let checkedFrames = 0;
  let cardsSeen = 0;
  for (const client of everyone) {
    const viewer: Viewer = client.seat ?? 'spectator';
    expect(client.problems).toEqual([]);
    for (const frame of client.frames) {
      const may = allowed.get(frame.seq)![viewer];
      const cards = cardsIn(frame.message);
      const leaked = [...cards].filter((c) => !may.has(c));
      expect(leaked, `${viewer} at seq ${frame.seq}: ${frame.text.slice(0, 300)}`).toEqual([]);
      checkedFrames++;
      cardsSeen += cards.size;
    }
    // Every event reached every viewer, with a body exactly when the viewer may see it.
    const events = client.frames.filter((f) => f.message.type === 'event');
    expect(events.length).toBe(log.length - (client.frames[0]!.seq ?? 0));
  }
  expect(checkedFrames).toBeGreaterThan(1000);
  expect(cardsSeen).toBeGreaterThan(10_000);
  for (const c of everyone) c.close();
}

/**
 * Bad input over the socket: each bad message answered with its coded error (with its id when it
 * has one), and the table's log, seq and views unchanged.
 */
export async function badInputScenario(target: Target): Promise<void> {
  const res = await fetch(`${target.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreateTableResponse;
  const tableId = created.table.id;
  const wsUrl = target.socketUrl(tableId);
  const clients = await Promise.all(
    created.tickets.map(async (t) => {
      const c = await TableClient.connect(wsUrl);
      const w = await c.hello({ tableId, token: t.token });
      expect(w.type).toBe('welcome');
      return c;
    }),
  );
  const bySeat = (seat: Seat): TableClient => clients.find((c) => c.seat === seat)!;
  const n = bySeat('N');
  const e = bySeat('E');
  const logBefore = await target.loadEvents(tableId);
  const seqBefore = logBefore.length;
  const viewBefore = JSON.stringify(target.viewOf ? await target.viewOf(tableId, 'N') : n.view);

  const expectError = async (c: TableClient, text: string, code: string): Promise<void> => {
    const next = c.waitFor((m) => m.type === 'error');
    c.send(text);
    const m = await next;
    expect(m.type === 'error' && m.code, text.slice(0, 80)).toBe(code);
  };
  await expectError(n, '{not json', 'protocol/malformed-json');
  await expectError(n, '{"type":"launch"}', 'protocol/unknown-type');
  await expectError(n, '{"type":"command","id":"a","command":{"type":"play","card":7}}', 'protocol/invalid');
  await expectError(
    n,
    '{"type":"command","id":"a","command":{"type":"call","call":{"type":"bid","level":"1","strain":"C"}}}',
    'protocol/invalid',
  );
  await expectError(
    n,
    JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 10) }),
    'protocol/too-large',
  );
  await expectError(
    n,
    '{"type":"command","id":"a","command":{"type":"startDeal","board":2,"dealer":"N","vulnerability":"none","deal":{}}}',
    'protocol/invalid',
  );
  await expectError(
    n,
    '{"type":"command","id":"a","seat":"E","command":{"type":"call","call":{"type":"pass"}}}',
    'protocol/invalid',
  );
  await expectError(
    n,
    JSON.stringify({ type: 'hello', tableId, token: created.tickets[1]!.token }),
    'auth/already-joined',
  );
  // Out of turn: East calls before the dealer (North); illegal card in the auction; a claim in the auction.
  await expectError(
    e,
    '{"type":"command","id":"b","command":{"type":"call","call":{"type":"pass"}}}',
    'auction/not-your-turn',
  );
  await expectError(n, '{"type":"command","id":"b","command":{"type":"play","card":"SA"}}', 'play/not-playing');
  await expectError(
    n,
    '{"type":"command","id":"b","command":{"type":"call","call":{"type":"double"}}}',
    'auction/cannot-double',
  );
  await expectError(n, '{"type":"nextDeal","id":"b"}', 'deal/not-ended');
  const replyId = n.waitFor((m) => m.type === 'error');
  n.send('{"type":"command","id":"r42","command":{"type":"play","card":"XX"}}');
  expect(((await replyId) as { id?: string }).id).toBe('r42');

  // A spectator cannot act; a connection that has not said hello cannot act.
  const spectator = await TableClient.connect(wsUrl);
  const sw = await spectator.hello({ tableId });
  expect(sw.type === 'welcome' && sw.seat).toBeNull();
  await expectError(
    spectator,
    '{"type":"command","id":"s","command":{"type":"call","call":{"type":"pass"}}}',
    'seat/spectator',
  );
  const stranger = await TableClient.connect(wsUrl);
  await expectError(
    stranger,
    '{"type":"command","id":"s","command":{"type":"call","call":{"type":"pass"}}}',
    'auth/not-joined',
  );
  await expectError(
    stranger,
    JSON.stringify({ type: 'hello', tableId, token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    'auth/bad-token',
  );
  await expectError(stranger, JSON.stringify({ type: 'hello', tableId: 'no-such-table' }), 'table/not-found');

  const logAfter = await target.loadEvents(tableId);
  expect(logAfter.length).toBe(seqBefore);
  expect(JSON.stringify(logAfter)).toBe(JSON.stringify(logBefore));
  expect(JSON.stringify(target.viewOf ? await target.viewOf(tableId, 'N') : n.view)).toBe(viewBefore);
  const info = (await (await fetch(`${target.url}/api/tables/${tableId}`)).json()) as { seq: number };
  expect(info.seq).toBe(seqBefore);
  for (const c of [...clients, spectator, stranger]) c.close();
}
