// Issue 26, "Keep playing" and "Table options people expect", over the real server and sockets:
// next deal, more boards, practice deal types, robots granting undo, seats kept and stood in for,
// table chat kept from spectators, options carried to the table. The robots here are the
// driver's plainest agent (pass, first card, no to claims and undo) so the test is fast.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handFromCards, handWithout, SEATS, type Card, type Seat, type TableView } from '@biritch/core';
import { hcp, isBalanced } from '@biritch/dealer';
import { createTsSolver } from '@biritch/solver';
import { ROBOT_STRENGTHS, type CreateTableResponse, type ServerMessage } from '@biritch/protocol';
import { isRobotStrength, STRENGTHS } from '@biritch/robots';
import { plainestMove } from './robots/driver.js';
import { startServer, type RunningServer } from './server.js';
import { TableClient } from './testing/tableClient.js';

let server: RunningServer;
/** The plainest robots, but they accept claims (so a claim ends the deal and can be checked). */
const plainRobots = (_table: unknown, seat: Seat) => ({
  onView: (view: TableView) =>
    view.claim?.responders.includes(seat) && view.claim.responses[seat] === undefined
      ? { type: 'respondClaim' as const, accept: true }
      : plainestMove(view, seat),
});
let dir: string;
const HOLD_MS = 300;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-keepplay-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    // Long enough for a person's undo request to come before the robots have played on.
    robotDelayMs: 200,
    seatHoldSeconds: HOLD_MS / 1000,
    analysis: null,
    robots: plainRobots,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const create = async (body: unknown): Promise<CreateTableResponse> => {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreateTableResponse;
};

const join_ = async (tableId: string, token?: string): Promise<TableClient> => {
  const c = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
  const w = await c.hello({ tableId, ...(token ? { token } : {}) });
  expect(w.type).toBe('welcome');
  return c;
};

/** Passes whenever it is `me`'s turn until the deal has ended (the robots pass too: passed out). */
async function passOut(me: TableClient): Promise<void> {
  for (let i = 0; i < 20 && me.view!.phase !== 'ended'; i++) {
    if (me.view!.toAct === me.seat) {
      const r = await me.command({ type: 'call', call: { type: 'pass' } });
      expect(r.type).toBe('ack');
    } else await me.waitFor((m) => m.type === 'view', 5_000);
  }
  expect(me.view!.phase).toBe('ended');
  if (!me.info!.current?.ended) await me.waitFor((m) => m.type === 'info' && m.info.current?.ended === true);
}

/** The first message so far, or from now on, that passes `test`. */
const seen = (c: TableClient, test: (m: ServerMessage) => boolean): Promise<ServerMessage> => {
  const had = c.frames.find((f) => test(f.message));
  return had ? Promise.resolve(had.message) : c.waitFor(test);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ticket = (c: CreateTableResponse, seat: Seat) => c.tickets.find((t) => t.seat === seat)!.token;

describe('keep playing', () => {
  it('deals the next single deal on request: board 2, East deals, North-South vulnerable (Law 2)', async () => {
    const created = await create({});
    const me = await join_(created.table.id, ticket(created, 'N'));
    await passOut(me);
    expect(me.info!.finished).toBe(true);
    // Without `another` the single deal is over, as before.
    expect(await me.nextDeal()).toMatchObject({ type: 'error', code: 'table/finished' });
    expect(await me.nextDeal({ another: true })).toMatchObject({ type: 'ack' });
    expect(me.view).toMatchObject({ phase: 'auction', board: 2, dealer: 'E', vulnerability: 'NS' });
    expect(me.info).toMatchObject({ finished: false, current: { deal: 2, board: 2, ended: false } });
    expect(me.problems).toEqual([]);
    me.close();
  });

  it('plays more boards at a duplicate table once its boards are played', async () => {
    const created = await create({ form: 'duplicate', boards: 1 });
    const me = await join_(created.table.id, ticket(created, 'N'));
    await passOut(me);
    expect(me.info!.finished).toBe(true);
    expect(await me.nextDeal({ another: true })).toMatchObject({ type: 'ack' });
    expect(me.view).toMatchObject({ board: 2, dealer: 'E' });
    me.close();
  });

  it('deals a practice 1NT opening for the asker: 15–17 balanced, nobody before them with more than 10', async () => {
    const created = await create({ seats: { N: 'robot', E: 'robot', S: 'human', W: 'robot' } });
    const me = await join_(created.table.id, ticket(created, 'S'));
    await passOut(me);
    expect(await me.nextDeal({ another: true, practice: 'oneNoTrump' })).toMatchObject({ type: 'ack' });
    const hand = handFromCards(me.view!.hands.S!);
    expect(hcp(hand)).toBeGreaterThanOrEqual(15);
    expect(hcp(hand)).toBeLessThanOrEqual(17);
    expect(isBalanced(hand)).toBe(true);
    // Secret as any deal: South sees only South's cards.
    expect(SEATS.filter((s) => me.view!.hands[s] !== null)).toEqual(['S']);
    expect(me.info!.current?.practice).toBe('oneNoTrump');
    me.close();
  });

  it("keeps a practice deal's type when the table is rebuilt from its log after a restart", async () => {
    const own = mkdtempSync(join(tmpdir(), 'biritch-practice-'));
    try {
      const robots = plainRobots;
      const first = await startServer({ port: 0, dataDir: own, analysis: null, robots });
      const body = JSON.stringify({ seats: { N: 'robot', E: 'robot', S: 'human', W: 'robot' } });
      const res = await fetch(`${first.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const created = (await res.json()) as CreateTableResponse;
      const connect = async (s: RunningServer) => {
        const c = await TableClient.connect(`${s.url.replace('http', 'ws')}/ws`);
        expect((await c.hello({ tableId: created.table.id, token: ticket(created, 'S') })).type).toBe('welcome');
        return c;
      };
      const me = await connect(first);
      await passOut(me);
      expect(await me.nextDeal({ another: true, practice: 'slam' })).toMatchObject({ type: 'ack' });
      expect(me.info!.current?.practice).toBe('slam');
      me.close();
      await first.close();

      const second = await startServer({ port: 0, dataDir: own, analysis: null, robots });
      const again = await connect(second);
      expect(again.info!.current).toMatchObject({ deal: 2, board: 2, practice: 'slam' });
      again.close();
      await second.close();
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('refuses a practice type at a duplicate table', async () => {
    const created = await create({ form: 'duplicate', boards: 1 });
    const me = await join_(created.table.id, ticket(created, 'N'));
    await passOut(me);
    expect(await me.nextDeal({ another: true, practice: 'slam' })).toMatchObject({
      type: 'error',
      code: 'deal/practice-not-here',
    });
    me.close();
  });
});

describe('robots and undo', () => {
  it('robots grant an undo where one person plays (on by default): the call and the robot call after it go', async () => {
    const created = await create({});
    expect(created.table.options?.robotsGrantUndo).toBe(true);
    const me = await join_(created.table.id, ticket(created, 'N'));
    expect(await me.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'C' } })).toMatchObject({
      type: 'ack',
    });
    if (me.view!.auction.length < 2) await me.waitFor((m) => m.type === 'view' && m.view.auction.length >= 2);
    expect(await me.command({ type: 'requestUndo' })).toMatchObject({ type: 'ack' });
    await seen(me, (m) => m.type === 'event' && m.event?.type === 'undoApplied');
    const applied = me.frames.map((f) => f.message).find((m) => m.type === 'event' && m.event?.type === 'undoApplied');
    // Core's rule: North's call and every call after it are taken back.
    expect(applied).toMatchObject({ event: { type: 'undoApplied' } });
    if (me.view!.undo) await me.waitFor((m) => m.type === 'view' && m.view.undo === null);
    expect(me.view!.auction).toEqual([]);
    expect(me.view!.toAct).toBe('N');
    me.close();
  });

  it('robots refuse an undo when the table turns the setting off: the screen is told by undoResponded accept false', async () => {
    const created = await create({ robotsApproveUndo: false });
    expect(created.table.options?.robotsGrantUndo).toBe(false);
    const me = await join_(created.table.id, ticket(created, 'N'));
    await me.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'C' } });
    expect(await me.command({ type: 'requestUndo' })).toMatchObject({ type: 'ack' });
    expect(me.view!.undo ?? null).not.toBeNull();
    const refused = await seen(
      me,
      (m) => m.type === 'event' && m.event?.type === 'undoResponded' && m.event.accept === false,
    );
    expect(refused).toBeTruthy();
    if (me.view!.undo) await me.waitFor((m) => m.type === 'view' && m.view.undo === null);
    expect(me.view!.auction[0]?.call).toEqual({ type: 'bid', level: 1, strain: 'C' });
    me.close();
  });

  it('does not grant by default at a table with another person', async () => {
    const created = await create({ seats: { N: 'human', E: 'robot', S: 'open', W: 'robot' } });
    expect(created.table.options?.robotsGrantUndo).toBe(false);
  });
});

describe('leaving and coming back', () => {
  it('never loses the seat at a robot table: back after the hold window, at the same point', async () => {
    const created = await create({});
    const me = await join_(created.table.id, ticket(created, 'N'));
    await me.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'H' } });
    me.close();
    await sleep(HOLD_MS * 3);
    const info = (await (await fetch(`${server.url}/api/tables/${created.table.id}`)).json()) as { seats: unknown };
    expect(info.seats).toMatchObject({ N: { status: 'taken', heldUntil: null } });
    const back = await join_(created.table.id, ticket(created, 'N'));
    expect(back.seat).toBe('N');
    // The robots played on to North's turn and waited there: nothing of North's was done for them.
    expect(back.view!.toAct).toBe('N');
    expect(back.view!.auction[0]?.call).toEqual({ type: 'bid', level: 1, strain: 'H' });
    back.close();
  });

  it('at a table with another person a robot stands in after the hold window and hands the seat back', async () => {
    const created = await create({ seats: { N: 'human', E: 'robot', S: 'human', W: 'robot' } });
    const north = await join_(created.table.id, ticket(created, 'N'));
    const south = await join_(created.table.id, ticket(created, 'S'));
    south.close();
    await north.waitFor((m) => m.type === 'info' && m.info.seats.S.standIn === true, HOLD_MS * 10);
    // North passes; East (robot) passes; South's robot stand-in passes for South.
    await north.command({ type: 'call', call: { type: 'pass' } });
    await north.waitFor((m) => m.type === 'view' && m.view.auction.some((c) => c.seat === 'S'), 5_000);
    const back = await join_(created.table.id, ticket(created, 'S'));
    expect(back.seat).toBe('S');
    expect(back.info!.seats.S.standIn).toBeUndefined();
    expect(back.info!.seats.S).toMatchObject({ status: 'taken', connected: true });
    north.close();
    back.close();
  });
});

describe('table chat', () => {
  it('reaches the players and not a spectator, by default', async () => {
    const created = await create({ seats: { N: 'human', E: 'robot', S: 'human', W: 'robot' } });
    const north = await join_(created.table.id, ticket(created, 'N'));
    const south = await join_(created.table.id, ticket(created, 'S'));
    const watcher = await join_(created.table.id);
    expect(await north.chat('good luck')).toMatchObject({ type: 'ack' });
    const line = await seen(south, (m) => m.type === 'chat');
    expect(line).toMatchObject({ type: 'chat', seat: 'N', text: 'good luck' });
    await south.chat('thanks');
    await seen(north, (m) => m.type === 'chat' && m.seat === 'S');
    expect(watcher.frames.some((f) => f.message.type === 'chat')).toBe(false);
    expect(await watcher.chat('hello')).toMatchObject({ type: 'error', code: 'seat/spectator' });
    for (const c of [north, south, watcher]) c.close();
  });

  it('reaches spectators when the table allows, and gives the last lines to someone who joins', async () => {
    const created = await create({ chat: 'everyone', seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' } });
    const north = await join_(created.table.id, ticket(created, 'N'));
    await north.chat('watch this');
    const watcher = await join_(created.table.id);
    expect(
      watcher.frames
        .map((f) => f.message)
        .filter((m): m is Extract<ServerMessage, { type: 'chat' }> => m.type === 'chat')
        .map((m) => m.text),
    ).toEqual(['watch this']);
    north.close();
    watcher.close();
  });

  it('is rate-limited per seat (five lines at once, then one every two seconds) and can be off', async () => {
    const created = await create({});
    const me = await join_(created.table.id, ticket(created, 'N'));
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await me.chat(`line ${i}`));
    expect(replies.slice(0, 5).every((r) => r.type === 'ack')).toBe(true);
    expect(replies[5]).toMatchObject({ type: 'error', code: 'chat/too-fast' });
    me.close();
    const off = await create({ chat: 'off' });
    const other = await join_(off.table.id, ticket(off, 'N'));
    expect(await other.chat('anyone?')).toMatchObject({ type: 'error', code: 'chat/off' });
    other.close();
  });
});

describe('table options', () => {
  it('are kept as chosen at creation and shown in the info, defaults filled in', async () => {
    const created = await create({
      robotStrength: 'expert',
      boardTimerMinutes: 7,
      confirmActions: true,
      systemEW: 'polish',
    });
    expect(created.table.options).toEqual({
      robotsGrantUndo: true,
      robotStrength: 'expert',
      systemNS: 'sayc',
      systemEW: 'polish',
      alertRegulation: 'acbl',
      boardTimerMinutes: 7,
      confirmActions: true,
      chat: 'players',
      claimCheck: true,
      standIn: true,
    });
    expect(typeof created.table.current?.startedAt).toBe('number');
  });

  it("name the robots' strength levels as @biritch/robots does", () => {
    expect([...ROBOT_STRENGTHS].sort()).toEqual(Object.keys(STRENGTHS).sort());
    expect(ROBOT_STRENGTHS.every(isRobotStrength)).toBe(true);
  });

  it('refuses an unknown strength and a timer out of range (schema)', async () => {
    for (const body of [{ robotStrength: 'grandmaster' }, { boardTimerMinutes: 0 }, { chat: 'all' }]) {
      const res = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('claim checking', () => {
  it('tells everyone, once the deal is over, how many tricks the claim was worth double-dummy', async () => {
    const created = await create({ seats: { N: 'human', E: 'robot', S: 'robot', W: 'robot' } });
    const me = await join_(created.table.id, ticket(created, 'N'));
    // North opens 1♣ and everyone passes: North declares, East leads, North plays from dummy.
    await me.command({ type: 'call', call: { type: 'bid', level: 1, strain: 'C' } });
    while (me.view!.toAct !== 'N' || me.view!.phase !== 'play') await me.waitFor((m) => m.type === 'view', 10_000);
    const lead = me.view!.currentTrick!.cards[0]!;
    expect(await me.command({ type: 'claim', tricks: 13 })).toMatchObject({ type: 'ack' });
    const done = (await seen(me, (m) => m.type === 'info' && m.info.claimChecks?.[0]?.status === 'ready')) as Extract<
      ServerMessage,
      { type: 'info' }
    >;
    const check = done.info.claimChecks![0]!;
    expect(check).toMatchObject({ deal: 1, seat: 'N', claimed: 13, accepted: true, status: 'ready' });
    // The same question asked of the solver here: the dealt hands (revealed at the end) less East's
    // lead, South (dummy) to play.
    const revealed = me.frames
      .map((f) => f.message)
      .find((m) => m.type === 'event' && m.event?.type === 'handsRevealed');
    const deal = revealed?.type === 'event' && revealed.event?.type === 'handsRevealed' ? revealed.event.deal : null;
    expect(deal).not.toBeNull();
    const hands = { ...deal!, E: handWithout(deal!.E, lead.card as Card) };
    const r = createTsSolver().solve({ deal: hands, trick: { leader: 'E', cards: [lead.card] } }, 'C');
    expect(check.doubleDummy).toBe(r.tricks);
    me.close();
  }, 90_000);
});
