/**
 * One WebSocket connection: validates every frame, joins one table as a seat (by its token) or
 * as a spectator, relays the table's deliveries, and answers every request with ack or error.
 *
 * ```ts
 * app.get('/ws', { websocket: true }, (socket) => handleConnection(socket, { lobby, now: Date.now }));
 * ```
 * A client acts only for the seat its token names: the actor is taken from the connection, never
 * from the message. Messages of one connection are handled in order.
 */
import type { WebSocket } from 'ws';
import { relayCloseCode } from './relay.js';
import { seatAfter, type Seat, type TableView, type Viewer } from '@biritch/core';
import { makeTranslator, type Locale, type Translator } from '@biritch/i18n';
import { explainCall, explanationIn, rulesFacing } from '@biritch/robots';
import {
  FLOOD_BURST,
  FLOOD_RATE_PER_SECOND,
  PROTOCOL_VERSION,
  parseClientMessage,
  type ClientMessage,
  type ServerMessage,
} from '@biritch/protocol';
import { eventFrame, type Subscriber, type TableAuthority } from '../table/authority.js';
import type { Lobby } from '../table/registry.js';
import { systemOf, tableOptionsFor } from '../table/options.js';
import { DecayingScore, TokenBucket } from './tokenBucket.js';

/**
 * What the call at `index` means: a robot's call in its side's bidding system (the table option;
 * @biritch/robots' `explainCall`, in the reader's language, named: "SAYC: 15–17 HCP, balanced"), a
 * person's call by their alert (as written); null when there is nothing to say.
 */
export function explainAt(
  table: Pick<TableAuthority, 'settings'>,
  view: TableView,
  index: number,
  lang: Locale = 'en',
): string | null {
  const made = view.auction[index];
  if (!made) return null;
  if (table.settings.seats[made.seat] === 'robot' && view.ruleSet === 'standard') {
    // From the settings: a past deal's record has no live options.
    const options = tableOptionsFor(table.settings);
    const system = systemOf(options, made.seat);
    // Its defence depends on what the opponents' openings mean (their system).
    const theirs = systemOf(options, seatAfter(made.seat));
    const r = explainCall(
      view.auction.slice(0, index).map((c) => c.call),
      made.call,
      {
        ...(view.dealer ? { dealer: view.dealer } : {}),
        ...(view.vulnerability ? { vulnerability: view.vulnerability } : {}),
        rules: rulesFacing(system, theirs),
      },
    );
    if (r.ok) {
      const tr = translatorFor(lang);
      const explanation = lang === 'en' ? r.value.explanation : explanationIn(r.value, tr);
      const name = tr.message(`options.system.${system}`) ?? system;
      return tr.message('options.systemSays', { system: name, explanation }) ?? explanation;
    }
  }
  return made.alert ?? null;
}

const translators = new Map<Locale, Translator>();
/** One translator per language, made on first use. */
function translatorFor(lang: Locale): Translator {
  let tr = translators.get(lang);
  if (!tr) {
    tr = makeTranslator(lang);
    translators.set(lang, tr);
  }
  return tr;
}

/** What a connection needs. */
export interface ConnectionDeps {
  readonly lobby: Lobby;
  readonly now: () => number;
  /** Close a connection that has not said hello by then (ms). Default 10 s. */
  readonly helloTimeoutMs?: number;
  /** Flood limit: burst and refill per second. Defaults from @biritch/protocol. */
  readonly floodBurst?: number;
  readonly floodPerSecond?: number;
  /** The decaying refusal score at which the connection is closed (1008). Default 50. */
  readonly floodCloseScore?: number;
  /** Called when connections open and close (for /health). */
  readonly onCount?: (delta: 1 | -1) => void;
  /** Where to report a failure (a bug) while handling a message. */
  readonly log?: (message: string) => void;
  /** Spectators per table (people without a seat); beyond, `table/spectators-full`. Default 100. */
  readonly maxSpectators?: number;
  /** The double-dummy analyses of finished deals (`analysis.ts`), sent to whoever follows the table. */
  readonly analysis?: { follow(table: TableAuthority, send: (frame: string) => void): () => void } | null;
  /**
   * The signed-in account of the upgrade request (its session cookie), asked once at hello: a hello
   * without a token joins the seat this account holds at the table (issue 26: a second device).
   */
  readonly account?: (() => Promise<string | null>) | undefined;
  /**
   * Opens a socket to another process of the cluster (issue 27) for a table it owns, carrying this
   * request's cookie and address; absent on a socket that is itself relayed (one hop at most).
   */
  readonly relay?: ((address: string) => Promise<WebSocket>) | undefined;
}

/**
 * Flood refusals before the connection is closed: each refusal adds a point to a score that halves
 * every 10 s, so a burst decays away but a client that keeps sending beyond the limit — even with
 * allowed messages in between — is closed (issue 21, finding 7: 400 messages/s close in ~0.15 s).
 */
export const FLOOD_CLOSE_SCORE = 50;
const FLOOD_SCORE_HALF_LIFE_MS = 10_000;
/** Spectators per table by default (issue 21, finding 5). */
export const MAX_SPECTATORS = 100;
/** A client this far behind in reading is dropped (it can resume by seq). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

type Json = ServerMessage;

const UNAVAILABLE = 'this table is moving between server processes; try again in a few seconds';

/** Serves one WebSocket connection until it closes. */
export function handleConnection(socket: WebSocket, deps: ConnectionDeps): void {
  const bucket = new TokenBucket(
    deps.floodBurst ?? FLOOD_BURST,
    deps.floodPerSecond ?? FLOOD_RATE_PER_SECOND,
    deps.now(),
  );
  const abuse = new DecayingScore(FLOOD_SCORE_HALF_LIFE_MS, deps.now());
  const closeScore = deps.floodCloseScore ?? FLOOD_CLOSE_SCORE;
  let joined: { table: TableAuthority; viewer: Viewer; unsubscribe: () => void } | null = null;
  let joining = false;
  /** The socket to the table's owner when another process serves the table (issue 27). */
  let upstream: WebSocket | null = null;
  let chain: Promise<void> = Promise.resolve();
  deps.onCount?.(1);

  const sendFrame = (frame: string): void => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(1013, 'too far behind; reconnect with your last seq');
      return;
    }
    socket.send(frame);
  };
  const send = (msg: Json): void => sendFrame(JSON.stringify(msg));
  /** The TCP socket under ws (corked around a batch so its frames go out in one write). */
  const raw = (): { cork(): void; uncork(): void } | undefined =>
    (socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
  const fail = (id: string | undefined, code: string, message: string): void =>
    send(id === undefined ? { type: 'error', code, message } : { type: 'error', id, code, message });

  const helloTimer = setTimeout(() => {
    if (!joined) socket.close(4001, 'no hello');
  }, deps.helloTimeoutMs ?? 10_000);
  helloTimer.unref?.();

  /** Sends what a viewer missed after `lastSeq`, or a full view when it is not in the buffer. */
  const catchUp = (
    table: TableAuthority,
    viewer: Viewer,
    lastSeq: number | undefined,
    welcome?: Omit<Extract<Json, { type: 'welcome' }>, 'seq' | 'view'>,
  ): void => {
    const missed = lastSeq === undefined ? null : table.eventsAfter(lastSeq);
    if (missed === null || lastSeq === undefined) {
      const view = table.viewFor(viewer);
      if (welcome) send({ ...welcome, seq: table.seq, view });
      else send({ type: 'view', seq: table.seq, view });
      return;
    }
    if (welcome) send({ ...welcome, seq: lastSeq });
    for (const stored of missed) sendFrame(eventFrame(stored, viewer));
    send({ type: 'view', seq: table.seq, view: table.viewFor(viewer) });
  };

  /** Relays this connection to the process that owns its table: every frame both ways, as is. */
  const relayTo = async (address: string, helloText: string, id: string | undefined): Promise<void> => {
    let up: WebSocket;
    try {
      up = await deps.relay!(address);
    } catch {
      return fail(id, 'cluster/unavailable', UNAVAILABLE);
    }
    if (socket.readyState !== socket.OPEN) {
      up.close(1000, 'gone');
      return;
    }
    upstream = up;
    clearTimeout(helloTimer);
    // Frames that arrive together leave together (one write), as the owner sent them.
    let corked = false;
    up.on('message', (data: Buffer, isBinary: boolean) => {
      if (!corked) {
        corked = true;
        raw()?.cork();
        process.nextTick(() => {
          corked = false;
          raw()?.uncork();
        });
      }
      sendFrame(isBinary ? data.toString('utf8') : data.toString());
    });
    up.on('close', (code: number, reason: Buffer) => {
      if (socket.readyState === socket.OPEN) socket.close(relayCloseCode(code), reason.toString().slice(0, 120));
    });
    up.on('error', () => up.terminate());
    up.send(helloText);
  };

  const hello = async (msg: Extract<ClientMessage, { type: 'hello' }>, text: string): Promise<void> => {
    if (joined || joining || upstream)
      return fail(msg.id, 'auth/already-joined', 'this connection has joined a table already');
    joining = true;
    try {
      const where = await deps.lobby.locate(msg.tableId);
      if (!where) return fail(msg.id, 'table/not-found', `no table ${msg.tableId}`);
      if (where.kind === 'unavailable' || (where.kind === 'elsewhere' && !deps.relay))
        return fail(msg.id, 'cluster/unavailable', UNAVAILABLE);
      if (where.kind === 'elsewhere') return await relayTo(where.node.address, text, msg.id);
      const table = where.table;
      let viewer: Viewer = 'spectator';
      const account = msg.token === undefined && deps.account ? await deps.account() : null;
      const own = account === null ? null : table.seatOfAccount(account);
      if (own !== null) viewer = own;
      if (msg.token === undefined && own === null && table.spectators >= (deps.maxSpectators ?? MAX_SPECTATORS)) {
        return fail(msg.id, 'table/spectators-full', 'this table has as many spectators as it takes; try again later');
      }
      if (msg.token !== undefined) {
        const seat: Seat | null = table.seatOfToken(msg.token);
        if (!seat)
          return fail(msg.id, 'auth/bad-token', 'this token holds no seat at this table (it may have been released)');
        viewer = seat;
      }
      if (socket.readyState !== socket.OPEN) return;
      // Synchronous from here: no table event can slip between the catch-up and the subscription.
      catchUp(table, viewer, msg.lastSeq, {
        type: 'welcome',
        ...(msg.id !== undefined ? { id: msg.id } : {}),
        protocol: PROTOCOL_VERSION,
        tableId: table.id,
        seat: viewer === 'spectator' ? null : viewer,
        info: table.info(),
      });
      const sub: Subscriber = {
        viewer,
        deliver: (d) => {
          // One batch, one write: cork the TCP socket under ws so its frames leave in one writev.
          raw()?.cork();
          for (const f of d.frames) sendFrame(f);
          raw()?.uncork();
        },
        info: (frame) => sendFrame(frame),
        chat: (frame) => sendFrame(frame),
        // The table left memory under us: it failed and is rebuilt from its log, or another
        // process owns it now (issue 27). Either way the client resumes by seq.
        dropped: (reason) =>
          reason === 'moved'
            ? socket.close(4003, 'cluster/moved: the table is served elsewhere now; reconnect with your last seq')
            : socket.close(1012, 'the table is being reloaded; reconnect with your last seq'),
      };
      // The chat's last lines, when this viewer may read them (issue 26: kept from spectators unless allowed).
      for (const line of table.chatFor(viewer)) sendFrame(line);
      const unsubscribe = table.subscribe(sub);
      const unfollow = deps.analysis?.follow(table, sendFrame);
      joined = {
        table,
        viewer,
        unsubscribe: () => {
          unsubscribe();
          unfollow?.();
        },
      };
      clearTimeout(helloTimer);
    } finally {
      joining = false;
    }
  };

  const handle = async (msg: ClientMessage, text: string): Promise<void> => {
    switch (msg.type) {
      case 'ping':
        return send(
          msg.id !== undefined
            ? { type: 'pong', id: msg.id, ...(msg.t !== undefined ? { t: msg.t } : {}) }
            : { type: 'pong', ...(msg.t !== undefined ? { t: msg.t } : {}) },
        );
      case 'hello':
        return hello(msg, text);
      case 'sync':
        if (!joined) return fail(msg.id, 'auth/not-joined', 'say hello first');
        catchUp(joined.table, joined.viewer, msg.lastSeq);
        if (msg.id !== undefined) send({ type: 'ack', id: msg.id, seq: joined.table.seq });
        return;
      case 'command':
      case 'nextDeal': {
        if (!joined) return fail(msg.id, 'auth/not-joined', 'say hello first');
        if (joined.viewer === 'spectator') return fail(msg.id, 'seat/spectator', 'spectators cannot act at the table');
        // The requester's batch and its ack leave in one write.
        raw()?.cork();
        try {
          const r =
            msg.type === 'command'
              ? await joined.table.submit({ kind: 'seat', seat: joined.viewer }, msg.command)
              : await joined.table.nextDeal(joined.viewer, { another: msg.another, practice: msg.practice });
          return r.ok ? send({ type: 'ack', id: msg.id, seq: r.value }) : fail(msg.id, r.error.code, r.error.message);
        } finally {
          raw()?.uncork();
        }
      }
      case 'chat': {
        if (!joined) return fail(msg.id, 'auth/not-joined', 'say hello first');
        if (joined.viewer === 'spectator') return fail(msg.id, 'seat/spectator', 'spectators cannot write in the chat');
        // The text is never logged: it goes to the readers and into memory only.
        const r = joined.table.say(joined.viewer, msg.text);
        return r.ok
          ? send({ type: 'ack', id: msg.id, seq: joined.table.seq })
          : fail(msg.id, r.error.code, r.error.message);
      }
      case 'explain': {
        if (!joined) return fail(msg.id, 'auth/not-joined', 'say hello first');
        const view = joined.table.viewFor(joined.viewer);
        const made = view.auction[msg.index];
        if (!made) return fail(msg.id, 'explain/no-call', `there is no call ${msg.index} in this auction`);
        return send({
          type: 'explanation',
          id: msg.id,
          index: msg.index,
          text: explainAt(joined.table, view, msg.index, msg.lang),
        });
      }
      case 'explainLead': {
        if (!joined) return fail(msg.id, 'auth/not-joined', 'say hello first');
        const lead = joined.table.openingLead();
        if (!lead.ok) return fail(msg.id, lead.error.code, lead.error.message);
        const { deal, seat, card, reasons } = lead.value;
        const text = reasons
          ? (translatorFor(msg.lang ?? 'en').message(reasons.message.id, reasons.message.args) ?? null)
          : null;
        return send({
          type: 'leadExplanation',
          id: msg.id,
          deal,
          seat,
          card,
          text,
          leads: reasons ? [...reasons.leads] : [],
        });
      }
      default: {
        // A message type the protocol knows but this server does not serve yet still gets its answer.
        const other = msg as { type: string; id?: string };
        return fail(other.id, 'protocol/unsupported', `this server does not handle '${other.type}' messages`);
      }
    }
  };

  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (socket.readyState !== socket.OPEN) return;
    const flooded = !bucket.take(deps.now());
    if (flooded && abuse.add(deps.now()) >= closeScore) return socket.close(1008, 'flood');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const parsed = parseClientMessage(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
    // A refused request still gets its answer, with its id when it has one.
    if (flooded)
      return fail(
        parsed.ok ? ('id' in parsed.value ? parsed.value.id : undefined) : parsed.error.id,
        'rate/flood',
        'too many messages; slow down',
      );
    if (!parsed.ok) return fail(parsed.error.id, parsed.error.code, parsed.error.message);
    const msg = parsed.value;
    const text = isBinary ? new TextDecoder().decode(bytes) : bytes.toString('utf8');
    chain = chain
      .then(() => (upstream ? void upstream.send(text) : handle(msg, text)))
      .catch((e: unknown) => {
        deps.log?.(`connection: ${e instanceof Error ? e.stack : String(e)}`);
        fail('id' in msg ? msg.id : undefined, 'server/internal', 'the server failed to handle this message');
      });
  });

  socket.on('close', () => {
    clearTimeout(helloTimer);
    upstream?.close(1000, 'client gone');
    upstream = null;
    joined?.unsubscribe();
    joined = null;
    deps.onCount?.(-1);
  });
  socket.on('error', () => socket.terminate());
}
