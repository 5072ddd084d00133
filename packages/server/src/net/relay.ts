/**
 * Relaying a table's socket to the process that owns it (issue 27; ARCHITECTURE.md, "How it
 * scales"): any process accepts a socket; when another live process owns the table, this one opens
 * a socket to it and passes every frame through, both ways, unchanged. The owner validates and
 * decides as for any client; the relay adds one loopback hop and nothing else.
 *
 * ```ts
 * const up = await openRelay('http://10.0.0.3:3001', { cookie: req.headers.cookie, forwardedFor: req.ip });
 * up.send(helloText);
 * ```
 */
import WebSocket from 'ws';

/** The header that marks a relayed socket: its receiver never relays it again (one hop at most). */
export const RELAY_HEADER = 'x-biritch-relayed';

/** What the owner must know of the client: its session cookie and its address (rate limits). */
export interface RelayOrigin {
  readonly cookie?: string | undefined;
  readonly forwardedFor: string;
}

/** Opens a socket to `address`'s `/ws` for a client; rejects when it is not open within `timeoutMs`. */
export function openRelay(address: string, origin: RelayOrigin, timeoutMs = 5000): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { [RELAY_HEADER]: '1', 'x-forwarded-for': origin.forwardedFor };
    if (origin.cookie !== undefined) headers['cookie'] = origin.cookie;
    const up = new WebSocket(`${address.replace(/^http/, 'ws')}/ws`, { headers, maxPayload: 1024 * 1024 });
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
