/**
 * `GET /api/system-card?system=sayc&regulation=acbl`: the system card of a bidding system (issue
 * 25), read from the robots' rules by @biritch/robots' `systemCard`. The web app may not import the
 * robots (ARCHITECTURE.md, rooms), so it asks here; the answer is the same for everyone and never
 * changes while the server runs, so it is cached by the browser for an hour.
 *
 * ```ts
 * registerSystemCardRoute(app);
 * // GET /api/system-card?system=2%2F1-rkcb → 200 { system: '2/1-rkcb', regulation: 'acbl', openings, conventions, carding }
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { alertRegulationSchema, biddingSystemSchema, type SystemCardInfo } from '@biritch/protocol';
import { systemCard } from '@biritch/robots';
import { z } from 'zod';
import { sendError } from '../net/http.js';

const querySchema = z.object({
  system: biddingSystemSchema,
  regulation: alertRegulationSchema.default('acbl'),
});

/** The card as the protocol sends it: message ids only (the rule names behind each entry stay here). */
export function systemCardInfo(...args: Parameters<typeof systemCard>): SystemCardInfo {
  const card = systemCard(...args);
  return {
    system: card.system,
    regulation: card.regulation,
    openings: card.openings.map((o) => ({ call: o.call, meanings: [...o.meanings], alert: o.alert })),
    conventions: card.conventions.map((c) => ({ id: c.id })),
    carding: card.carding.map((c) => ({ id: c.id })),
  };
}

/** Registers `GET /api/system-card`. */
export function registerSystemCardRoute(app: FastifyInstance): void {
  app.get('/api/system-card', async (req, reply) => {
    const q = querySchema.safeParse(req.query);
    if (!q.success)
      return sendError(reply, 'http/invalid', 'system is one of sayc, sayc-rkcb, 2/1, 2/1-rkcb, polish', 400);
    return reply.header('cache-control', 'public, max-age=3600').send(systemCardInfo(q.data.system, q.data.regulation));
  });
}
