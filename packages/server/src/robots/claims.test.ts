// Claims at a table of robots (Laws 68–70; issue 25: "the robots at the tables use the new card
// play"). The robots answer a claim whatever they were doing when it came: thinking on the opening
// lead under the sampled play (the dearest decision of a deal, double dummy on sampled layouts), or
// having lost the decision to a failing worker. Nothing here is timed: each test waits for the
// claim's settlement, which never comes if a robot's answer is lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PASS, bid, parseHand, type Deal, type Hand, type Seat, type TableEvent } from '@biritch/core';
import type { CreateTableResponse, ServerMessage } from '@biritch/protocol';
import { startServer, type RunningServer, type ServerOptions } from '../server.js';
import { TableClient } from '../testing/tableClient.js';
import { plainestMove } from './driver.js';

const hand = (text: string): Hand => {
  const r = parseHand(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** South can bid 7NT at once; West holds two aces, so a claim of every trick is wrong. */
const DEAL: Deal = {
  N: hand('876.8765.876.876'),
  E: hand('543.432.543.5432'),
  S: hand('AKQ2.KQJ.AKQ2.KQ'),
  W: hand('JT9.AT9.JT9.AJT9'),
};

let server: RunningServer | null = null;
let dir: string | null = null;
afterEach(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = null;
  dir = null;
});

async function start(options: Partial<ServerOptions>): Promise<RunningServer> {
  dir = mkdtempSync(join(tmpdir(), 'biritch-robot-claims-'));
  server = await startServer({ port: 0, dataDir: dir, robotDelayMs: 0, deal: () => DEAL, ...options });
  return server;
}

/** South (the person) at a table of three robots, connected. */
async function southAtRobotTable(s: RunningServer): Promise<TableClient> {
  const res = await fetch(`${s.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seats: { N: 'robot', E: 'robot', S: 'human', W: 'robot' }, robotStrength: 'expert' }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreateTableResponse;
  const me = await TableClient.connect(`${s.url.replace('http', 'ws')}/ws`);
  await me.hello({ tableId: created.table.id, token: created.tickets[0]!.token });
  return me;
}

const settled = (m: ServerMessage): m is ServerMessage & { type: 'event'; event: TableEvent } =>
  m.type === 'event' && m.event?.type === 'claimSettled';

/**
 * South bids 7NT at its first turn and passes after; returns once the play starts, with West on
 * lead (South declares: North never bids no trump first with this hand).
 */
async function bidSevenNoTrump(me: TableClient): Promise<void> {
  let bid7 = false;
  while (me.view?.phase !== 'play') {
    const view = me.view!;
    if (view.toAct === 'S' && view.phase === 'auction') {
      const r = await me.command({ type: 'call', call: bid7 ? PASS : bid(7, 'NT') });
      if (r.type === 'error') throw new Error(`${r.code}: ${r.message}`);
      bid7 = true;
    } else await me.waitFor((m) => m.type === 'view', 30_000);
  }
  expect(me.view.contract).toMatchObject({ level: 7, strain: 'NT' });
  expect(me.view.declarer).toBe('S');
}

describe('robots answer claims at the table', () => {
  it('a claim made while West thinks on the opening lead (sampled play) is answered, then West leads', {
    timeout: 120_000,
  }, async () => {
    const me = await southAtRobotTable(await start({}));
    await bidSevenNoTrump(me);
    // With no pause before acting West is already thinking on its lead (the play's dearest decision).
    expect(me.view!.toAct).toBe('W');
    const answer = me.waitFor(settled, 60_000);
    const r = await me.command({ type: 'claim', tricks: 13 });
    expect(r.type).toBe('ack');
    // Law 69: a defender's rejection settles it; West's two aces beat the claim.
    expect(await answer).toMatchObject({ event: { type: 'claimSettled', accepted: false } });
    // The lead West was thinking about when the claim came is made after it, not lost.
    while (me.view!.playedTricks.length === 0 && (me.view!.currentTrick?.cards.length ?? 0) === 0)
      await me.waitFor((m) => m.type === 'view', 60_000);
    expect(me.view!.currentTrick?.cards[0]?.seat).toBe('W');
    expect(me.problems).toEqual([]);
    me.close();
  });

  it('a robot whose decision is lost (its agent fails) still answers the claim: it rejects it', async () => {
    const s = await start({
      // Plays like the plainest robot, but fails on every view with a claim (a worker that crashed).
      robots: (_table, seat: Seat) => ({
        onView: (view) => {
          if (view.claim) throw new Error('the worker went away');
          return plainestMove(view, seat);
        },
      }),
    });
    const me = await southAtRobotTable(s);
    await bidSevenNoTrump(me);
    const answer = me.waitFor(settled, 30_000);
    expect((await me.command({ type: 'claim', tricks: 13 })).type).toBe('ack');
    expect(await answer).toMatchObject({ event: { type: 'claimSettled', accepted: false } });
    me.close();
  }, 60_000);
});
