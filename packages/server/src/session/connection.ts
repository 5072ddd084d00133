/**
 * One WebSocket connection on `/ws/sessions`: validates every frame against the session
 * protocol, subscribes to one session in one role (the director by token, a table device by code
 * and PIN, the public by the session id), relays the session's deliveries, and answers every
 * request with ack or error.
 *
 * ```ts
 * app.get('/ws/sessions', { websocket: true }, (socket) =>
 *   handleSessionConnection(socket, { sessions, now: Date.now }));
 * ```
 * The actor of a command comes from the connection's credential, never from the message: a
 * device acts for its own section and table only, and the public cannot write (`auth/read-only`).
 *
 * Several processes (issue 27): when another live process serves the session, the subscription
 * and every later frame are relayed to it, both ways, unchanged (`net/relay.ts`, one hop); the
 * owner checks the credential. A session between owners closes the socket with 1013 (try again
 * later), and a session that moved away from this process with 4003 (`cluster/moved`): clients
 * reconnect and resume with their last seq.
 */
import type { WebSocket } from 'ws';
import type { SessionActor, SessionCommand } from '@biritch/competition';
import {
  FLOOD_BURST,
  FLOOD_RATE_PER_SECOND,
  PROTOCOL_VERSION,
  parseSessionClientMessage,
  type SessionClientMessage,
  type SessionServerMessage,
} from '@biritch/protocol';
import { relayCloseCode } from '../net/relay.js';
import { TokenBucket } from '../net/tokenBucket.js';
import type { SessionAuthority, SessionFrame, SessionViewer } from './authority.js';
import type { SessionRegistry } from './registry.js';

/** What a session connection needs. */
export interface SessionConnectionDeps {
  readonly sessions: SessionRegistry;
  readonly now: () => number;
  /** Close a connection that has not subscribed by then (ms). Default 10 s. */
  readonly helloTimeoutMs?: number;
  readonly floodBurst?: number;
  readonly floodPerSecond?: number;
  readonly onCount?: (delta: 1 | -1) => void;
  readonly log?: (message: string) => void;
  /** Opens a socket to another process of the cluster for a session it serves (absent: never relay). */
  readonly relay?: ((address: string) => Promise<WebSocket>) | undefined;
}

const FLOOD_STRIKES_BEFORE_CLOSE = 50;
/** Close reasons (at most 123 bytes): the code first, as the table sockets' 4003 says it. */
const MOVED = 'cluster/moved: the session is served elsewhere now; reconnect with your last seq';
const UNAVAILABLE = 'cluster/unavailable: the session is moving between server processes; reconnect';
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Serves one session connection until it closes. */
export function handleSessionConnection(socket: WebSocket, deps: SessionConnectionDeps): void {
  const bucket = new TokenBucket(
    deps.floodBurst ?? FLOOD_BURST,
    deps.floodPerSecond ?? FLOOD_RATE_PER_SECOND,
    deps.now(),
  );
  let strikes = 0;
  let joined: { session: SessionAuthority; viewer: SessionViewer; unsubscribe: () => void } | null = null;
  let joining = false;
  /** The owner's socket when this connection is relayed to another process. */
  let upstream: WebSocket | null = null;
  let chain: Promise<void> = Promise.resolve();
  deps.onCount?.(1);

  const raw = (): { cork(): void; uncork(): void } | undefined =>
    (socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
  const sendFrame = (frame: SessionFrame): void => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(1013, 'too far behind; reconnect with your last seq');
      return;
    }
    // Bytes go out as a text frame: they are JSON encoded once for every socket.
    if (typeof frame === 'string') socket.send(frame);
    else socket.send(frame, { binary: false });
  };
  const send = (msg: SessionServerMessage): void => sendFrame(JSON.stringify(msg));
  const fail = (id: string | undefined, code: string, message: string): void =>
    send(id === undefined ? { type: 'error', code, message } : { type: 'error', id, code, message });
  const deliver = (frames: readonly SessionFrame[]): void => {
    raw()?.cork();
    for (const f of frames) sendFrame(f);
    raw()?.uncork();
  };

  const helloTimer = setTimeout(() => {
    if (!joined) socket.close(4001, 'no subscribe');
  }, deps.helloTimeoutMs ?? 10_000);
  helloTimer.unref?.();

  /** Relays this connection to the process that serves its session: every frame both ways, as is. */
  const relayTo = async (address: string, subscribeText: string): Promise<void> => {
    let up: WebSocket;
    try {
      up = await deps.relay!(address);
    } catch {
      return void socket.close(1013, UNAVAILABLE);
    }
    if (socket.readyState !== socket.OPEN) return void up.close(1000, 'gone');
    upstream = up;
    clearTimeout(helloTimer);
    // Frames that arrive together leave together (one write), as the owner sent them.
    let corked = false;
    up.on('message', (data: Buffer) => {
      if (!corked) {
        corked = true;
        raw()?.cork();
        process.nextTick(() => {
          corked = false;
          raw()?.uncork();
        });
      }
      sendFrame(data.toString('utf8'));
    });
    up.on('close', (code: number, reason: Buffer) => {
      if (socket.readyState === socket.OPEN) socket.close(relayCloseCode(code), reason.toString().slice(0, 120));
    });
    up.on('error', () => up.terminate());
    up.send(subscribeText);
  };

  const subscribe = async (msg: Extract<SessionClientMessage, { type: 'subscribe' }>, text: string): Promise<void> => {
    if (joined || joining || upstream)
      return fail(msg.id, 'auth/already-subscribed', 'this connection follows a session already');
    joining = true;
    try {
      const c = msg.credential;
      let session: SessionAuthority | null;
      let viewer: SessionViewer;
      const where =
        c.role === 'table' ? await deps.sessions.locateCode(c.code) : await deps.sessions.locate(c.sessionId);
      if (where !== null && where.kind !== 'here') {
        // Between owners, or a relayed socket that missed the owner: the client tries again later.
        if (where.kind === 'unavailable' || !deps.relay) return void socket.close(1013, UNAVAILABLE);
        return await relayTo(where.node.address, text);
      }
      if (c.role === 'table') {
        const r = deps.sessions.joinTable(c.code, c.pin);
        if (!r.ok) return fail(msg.id, r.error.code, r.error.message);
        session = r.value.session;
        viewer = { role: 'table', section: r.value.section, table: r.value.table };
      } else {
        session = where?.session ?? null;
        if (!session) return fail(msg.id, 'session/not-found', 'no such session');
        if (c.role === 'director' && !deps.sessions.isDirector(session, c.token))
          return fail(msg.id, 'auth/bad-token', 'this is not the director link of this session');
        viewer = c.role === 'director' ? { role: 'director' } : { role: 'public' };
      }
      if (socket.readyState !== socket.OPEN) return;
      const welcome: Omit<Extract<SessionServerMessage, { type: 'welcome' }>, 'seq' | 'info'> = {
        type: 'welcome',
        ...(msg.id !== undefined ? { id: msg.id } : {}),
        protocol: PROTOCOL_VERSION,
        sessionId: session.id,
        role: viewer.role,
        ...(viewer.role === 'table' ? { section: viewer.section, table: viewer.table } : {}),
      };
      // The session may have left this process while we looked: the client reconnects to its owner.
      if (session.lost) return void socket.close(4003, MOVED);
      const dropped = (): void => {
        if (socket.readyState === socket.OPEN) socket.close(4003, MOVED);
      };
      const unsubscribe = session.subscribe({ viewer, deliver, events: msg.events, dropped }, welcome, msg.lastSeq);
      joined = { session, viewer, unsubscribe };
      clearTimeout(helloTimer);
    } finally {
      joining = false;
    }
  };

  const command = async (msg: Extract<SessionClientMessage, { type: 'command' }>): Promise<void> => {
    if (!joined) return fail(msg.id, 'auth/not-subscribed', 'subscribe first');
    const v = joined.viewer;
    if (v.role === 'public')
      return fail(msg.id, 'auth/read-only', 'the public link reads results; it cannot enter or change them');
    const c = msg.command as SessionCommand;
    const deviceCommand = c.type === 'enterResult' || c.type === 'confirmResult' || c.type === 'correctResult';
    if (v.role === 'table' && !deviceCommand)
      return fail(msg.id, 'auth/director-only', 'only the director may do this');
    const actor: SessionActor =
      v.role === 'director'
        ? { kind: 'director' }
        : { kind: 'table', section: v.section, table: v.table, side: msg.side ?? 'NS' };
    const r = await joined.session.submit(actor, c, msg.commandId ?? null);
    if (!r.ok) return fail(msg.id, r.error.code, r.error.message);
    send(
      r.value.duplicate
        ? { type: 'ack', id: msg.id, seq: r.value.seq, duplicate: true }
        : { type: 'ack', id: msg.id, seq: r.value.seq },
    );
  };

  const handle = async (msg: SessionClientMessage, text: string): Promise<void> => {
    // Relayed: the owner answers every frame after the subscription.
    if (upstream) return void (upstream.readyState === upstream.OPEN && upstream.send(text));
    switch (msg.type) {
      case 'ping':
        return send({
          type: 'pong',
          ...(msg.id !== undefined ? { id: msg.id } : {}),
          ...(msg.t !== undefined ? { t: msg.t } : {}),
        });
      case 'subscribe':
        return subscribe(msg, text);
      case 'sync':
        if (!joined) return fail(msg.id, 'auth/not-subscribed', 'subscribe first');
        deliver(joined.session.snapshotFrames(joined.viewer, msg.lastSeq));
        if (msg.id !== undefined) send({ type: 'ack', id: msg.id, seq: joined.session.seq });
        return;
      case 'command':
        return command(msg);
      case 'callDirector': {
        if (!joined) return fail(msg.id, 'auth/not-subscribed', 'subscribe first');
        const v = joined.viewer;
        if (v.role === 'public')
          return fail(msg.id, 'auth/read-only', 'the public link reads results; it cannot enter or change them');
        // A device calls for its own table only; the director answers any table's call.
        const at =
          v.role === 'table'
            ? { section: v.section, table: v.table }
            : msg.section !== undefined && msg.table !== undefined
              ? { section: msg.section, table: msg.table }
              : null;
        if (at === null) return fail(msg.id, 'protocol/invalid', 'say which table');
        if (v.role === 'table' && ((msg.section ?? v.section) !== v.section || (msg.table ?? v.table) !== v.table))
          return fail(msg.id, 'session/wrong-table', 'a table device calls for its own table only');
        const r = await joined.session.callDirector(at.section, at.table, msg.on);
        if (!r.ok) return fail(msg.id, r.error.code, r.error.message);
        if (msg.id !== undefined) send({ type: 'ack', id: msg.id, seq: joined.session.seq });
        return;
      }
    }
  };

  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const flooded = !bucket.take(deps.now());
    strikes = flooded ? strikes + 1 : 0;
    if (strikes >= FLOOD_STRIKES_BEFORE_CLOSE) return socket.close(1008, 'flood');
    const parsed = parseSessionClientMessage(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
    if (flooded)
      return fail(
        parsed.ok ? ('id' in parsed.value ? parsed.value.id : undefined) : parsed.error.id,
        'rate/flood',
        'too many messages; slow down',
      );
    if (!parsed.ok) return fail(parsed.error.id, parsed.error.code, parsed.error.message);
    const msg = parsed.value;
    const text = bytes.toString('utf8');
    chain = chain
      .then(() => handle(msg, text))
      .catch((e: unknown) => {
        deps.log?.(`session connection: ${e instanceof Error ? e.stack : String(e)}`);
        fail('id' in msg ? msg.id : undefined, 'server/internal', 'the server failed to handle this message');
      });
  });

  socket.on('close', () => {
    clearTimeout(helloTimer);
    upstream?.close(1000, 'client gone');
    joined?.unsubscribe();
    joined = null;
    deps.onCount?.(-1);
  });
  socket.on('error', () => socket.terminate());
}
