/**
 * Relaying a table's or a club session's socket, or a request, to the process that owns it
 * (issue 27; ARCHITECTURE.md, "How it scales"): any process accepts a socket; when another live
 * process owns the table or session, this one opens a socket to it and passes every frame through,
 * both ways, unchanged. The owner validates and decides as for any client; the relay adds one
 * loopback hop and nothing else. A request is passed on once, with its answer sent back as is.
 *
 * ```ts
 * const up = await openRelay('http://10.0.0.3:3001', { cookie: req.headers.cookie, forwardedFor: req.ip });
 * up.send(helloText);
 * const sessionUp = await openRelay(address, { forwardedFor: req.ip }, 5000, '/ws/sessions');
 * await forwardRequest('http://10.0.0.3:3001', req, reply, 'the session is moving; try again'); // HTTP
 * ```
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import WebSocket from 'ws';

/** The header that marks a relayed socket: its receiver never relays it again (one hop at most). */
export const RELAY_HEADER = 'x-biritch-relayed';

/** What the owner must know of the client: its session cookie and its address (rate limits). */
export interface RelayOrigin {
  readonly cookie?: string | undefined;
  readonly forwardedFor: string;
}

/** Opens a socket to `address`'s `path` for a client; rejects when it is not open within `timeoutMs`. */
export function openRelay(address: string, origin: RelayOrigin, timeoutMs = 5000, path = '/ws'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { [RELAY_HEADER]: '1', 'x-forwarded-for': origin.forwardedFor };
    if (origin.cookie !== undefined) headers['cookie'] = origin.cookie;
    const up = new WebSocket(`${address.replace(/^http/, 'ws')}${path}`, { headers, maxPayload: 1024 * 1024 });
    const timer = setTimeout(() => {
      up.terminate();
      reject(new Error(`relay to ${address}: not open after ${timeoutMs} ms`));
    }, timeoutMs);
    up.once('open', () => {
      clearTimeout(timer);
      resolve(up);
    });
    up.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * The close code to pass on to the client when the owner's socket closed: the owner's own code
 * when a peer may send it; 1012 (service restart: reconnect) when the owner went away without one.
 */
export function relayCloseCode(code: number): number {
  const sendable = (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);
  return sendable && code !== 1000 ? code : 1012;
}

/** Whether a request or socket was relayed here by another process (it is never relayed again). */
export const isRelayed = (req: { readonly headers: Readonly<Record<string, unknown>> }): boolean =>
  req.headers[RELAY_HEADER] !== undefined;

/** Headers of an owner's answer passed back to the client. */
const ANSWER_HEADERS = ['content-type', 'content-disposition'] as const;

/**
 * Passes a request to the process at `address` (the owner) once and sends its answer back: status,
 * type, attachment name and body, as bytes. The owner sees the client's address (`x-forwarded-for`,
 * trusted from the cluster's own addresses: `BIRITCH_TRUST_PROXY`), its cookie and its
 * `Authorization`; an owner that does not answer within `timeoutMs` is `cluster/unavailable` (503).
 * A command whose answer was lost this way may have been applied: clients retry with their
 * command id, which the owner answers with its first seq (never applied twice).
 */
export async function forwardRequest(
  address: string,
  req: FastifyRequest,
  reply: FastifyReply,
  unavailable: string,
  timeoutMs = 10_000,
): Promise<FastifyReply> {
  const headers: Record<string, string> = { [RELAY_HEADER]: '1', 'x-forwarded-for': req.ip };
  for (const name of ['cookie', 'authorization'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${address}${req.url}`, {
      method: req.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = Buffer.from(await res.arrayBuffer());
    reply.code(res.status);
    for (const name of ANSWER_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    return reply.send(body);
  } catch {
    // net/http.ts's error shape (not imported: http.ts imports this module).
    return reply.code(503).send({ error: { code: 'cluster/unavailable', message: unavailable } });
  }
}
