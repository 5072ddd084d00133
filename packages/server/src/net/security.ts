/**
 * Browser-side defences (issue 21, finding 10): security headers on every response (helmet, with a
 * Content-Security-Policy the built web app passes) and an Origin check on WebSocket upgrades and
 * state-changing HTTP requests, so that once sessions live in cookies no other site can open a
 * socket or post in a visitor's name (cross-site WebSocket hijacking, CSRF).
 *
 * ```ts
 * await registerSecurity(app, { allowedOrigins: ['https://bridge.example.org'] });
 * // POST /api/tables with Origin: https://evil.example → 403 { error: { code: 'http/bad-origin' } }
 * ```
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './http.js';

/** The policy: only this origin's scripts, styles, images, sockets and workers; no framing. */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  // 'self' covers ws: and wss: to the same host (CSP Level 3).
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Whether a request's `Origin` may act here: no Origin (not a browser: scripts, the CLI, tests),
 * the server's own origin (the Host the request was sent to), or an origin on the allow-list.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  if (origin === 'null' || host === undefined) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Parses `BIRITCH_ALLOWED_ORIGINS`: comma-separated origins such as `https://bridge.example.org`. */
export function parseAllowedOrigins(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => new URL(s).origin);
}

const isStateChanging = (req: FastifyRequest): boolean =>
  req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH' || req.method === 'DELETE' || isUpgrade(req);

/** Adds the headers and the Origin check to every route. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { readonly allowedOrigins?: readonly string[] },
): Promise<void> {
  const allowed = new Set(options.allowedOrigins ?? []);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY as Record<string, string[]> },
    // The server speaks plain HTTP (TLS, when there is any, ends at a proxy, which sets HSTS).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!isStateChanging(req) || isOriginAllowed(req.headers.origin, req.headers.host, allowed)) return;
    return refuse(
      req,
      reply,
      'http/bad-origin',
      `requests from ${req.headers.origin!.slice(0, 100)} are not allowed here`,
      403,
    );
  });
}

/** Whether a request asks to become a WebSocket. */
export const isUpgrade = (req: FastifyRequest): boolean => req.headers.upgrade?.toLowerCase() === 'websocket';

/** A coded refusal; a refused upgrade's socket is closed once the answer is written (it is not reused). */
export function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  code: string,
  message: string,
  status: number,
): FastifyReply {
  if (req.headers.upgrade) {
    reply.header('connection', 'close');
    reply.raw.once('finish', () => req.raw.socket.destroySoon());
  }
  return sendError(reply, code, message, status);
}
