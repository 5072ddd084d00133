// Secrecy over the real server (issue 5: "record every message each seat receives during many
// complete boards; no message ever holds a card that seat may not yet see"). What a seat may see
// is worked out here from the Laws, independently of core's `visibleTo`: its own hand; every
// card once played; dummy once faced after the opening lead (Law 41D); a claimer's hand, by the
// players, while the claim is considered (Law 68); all hands once the deal has ended. Spectators
// see no hidden card before the deal ends. Cards in frames are found as card strings ('SA') and
// as hands of four 13-bit holdings (decoded with core's `cardsOf`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardsOf, isCard, SEATS, type Card, type Hand, type Viewer } from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import type { CreateTableResponse } from '@biritch/protocol';
import { startServer, type RunningServer } from './server.js';
import type { StoredEvent } from './store/types.js';
import { playStep, seededUniform, TableClient } from './testing/tableClient.js';

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-secrecy-'));
  const source = seededRandom(41);
  // Scripted players act much faster than people: the flood limit is raised for them.
  server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const isHolding = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < 8192;

/** Every card a JSON value mentions: card strings, and hands written as four holdings. */
function cardsIn(value: unknown, out: Set<Card> = new Set()): Set<Card> {
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

it('no seat and no spectator ever receives a card it may not see yet, over six complete duplicate boards with claims and undo requests', async () => {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ form: 'duplicate', boards: 6, seats: { N: 'human', E: 'human', S: 'human', W: 'human' } }),
  });
  const created = (await res.json()) as CreateTableResponse;
  const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
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
    if (!acted) throw new Error(`nobody can act at seq ${seats[0]!.seq}`);
    // The spectator follows too (it never acts).
    if (spectator.seq < seats[0]!.seq) await spectator.waitFor((m) => m.type === 'view' && m.seq >= seats[0]!.seq);
  }
  expect(deals).toBe(6);

  const log = await server.store.loadEvents(created.table.id);
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
}, 120_000);

it('the card finder sees cards as strings and as holdings (so the test above can fail)', () => {
  const found = cardsIn({
    type: 'event',
    seq: 3,
    event: { type: 'handDealt', seat: 'E', hand: [1, 0, 0, 4096], visibleTo: ['E'] },
  });
  expect([...found].sort()).toEqual(['C2', 'SA']);
  expect(
    [
      ...cardsIn({ view: { hands: { N: ['HT', 'D9'] }, auction: [{ call: { type: 'bid', level: 1, strain: 'C' } }] } }),
    ].sort(),
  ).toEqual(['D9', 'HT']);
});
