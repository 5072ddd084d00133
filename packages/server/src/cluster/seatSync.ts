/**
 * Seats given to an account on one process, told to the process that holds the table (issue 27).
 * A guest who signs up or signs in with seat tokens gives those seats to the account in the store
 * (`attachSeatTokens`); a table in this process's memory follows at once (`seatGiven`), and a table
 * another live process holds is told by one request to that process: `POST /api/cluster/tables/:id/seats`,
 * which makes it read the table's seats from the store again. The request carries nothing but the
 * table id, so anyone may send it: it only brings a table in line with the store (rate-limited per
 * address). A table nobody holds reads its seats from the store when it is next loaded.
 *
 * ```ts
 * registerSeatSync(app, { lobby, store, now });
 * await tellOwners(['K7QXM2…'], { lobby, store, isSelf: (n) => n.incarnation === me, log });
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { tableIdSchema } from '@biritch/protocol';
import { sendError } from '../net/http.js';
import { RELAY_HEADER } from '../net/relay.js';
import { addressLimiter } from '../net/tokenBucket.js';
import type { NodeRecord, TableStore } from '../store/types.js';
import type { Lobby } from '../table/registry.js';

/** Seat syncs asked for per client address: a burst, then per minute. */
export const SEAT_SYNC_BURST = 60;
export const SEAT_SYNC_PER_MINUTE = 60;
/** How long a process waits for the table's holder to answer (ms); it learns at its next load otherwise. */
export const SEAT_SYNC_TIMEOUT_MS = 2000;

/** The path another process posts to when a table's seats changed in the store. */
export const seatSyncPath = (tableId: string): string => `/api/cluster/tables/${encodeURIComponent(tableId)}/seats`;

/** Registers `POST /api/cluster/tables/:id/seats`: 204 once a table held here has read its seats again. */
export function registerSeatSync(
  app: FastifyInstance,
  deps: { readonly lobby: Pick<Lobby, 'loaded'>; readonly store: TableStore; readonly now: () => number },
): void {
  const mayAsk = addressLimiter(deps.now, SEAT_SYNC_BURST, SEAT_SYNC_PER_MINUTE);
  app.post<{ Params: { id: string } }>('/api/cluster/tables/:id/seats', async (req, reply) => {
    if (!mayAsk(req.ip)) return sendError(reply, 'rate/too-many', 'too many requests from this address; wait a minute');
    const id = req.params.id;
    if (!tableIdSchema.safeParse(id).success) return sendError(reply, 'table/not-found', 'no such table');
    const table = deps.lobby.loaded(id);
    // Not held here (any more): whoever loads it next reads the store. Nothing to say either way.
    if (table) {
      for (const record of await deps.store.loadSeats(id)) {
        if (!record.tokenHash || !record.accountId) continue;
        if (table.seatOfAccount(record.accountId) === null) table.seatGiven(record.seat, record.accountId);
      }
    }
    return reply.code(204).send();
  });
}

/**
 * After seats were given to an account in the store: each table in this process's memory is told
 * directly, and each table another live process holds is told by a request to that process (best
 * effort: a process that does not answer learns the seat when it next loads the table).
 */
export async function tellOwners(
  changed: readonly { tableId: string; seat: string }[],
  deps: {
    readonly lobby: Pick<Lobby, 'loaded'>;
    readonly store: Pick<TableStore, 'ownerOf'>;
    readonly isSelf: (node: NodeRecord) => boolean;
    readonly log?: ((level: 'warn' | 'error', message: string) => void) | undefined;
  },
): Promise<void> {
  const elsewhere = [...new Set(changed.map((c) => c.tableId))].filter((id) => deps.lobby.loaded(id) === null);
  await Promise.all(
    elsewhere.map(async (id) => {
      try {
        const owner = await deps.store.ownerOf(id);
        if (!owner || deps.isSelf(owner)) return;
        const res = await fetch(`${owner.address}${seatSyncPath(id)}`, {
          method: 'POST',
          headers: { [RELAY_HEADER]: '1' },
          signal: AbortSignal.timeout(SEAT_SYNC_TIMEOUT_MS),
        });
        if (res.status !== 204) deps.log?.('warn', `seat sync: ${owner.nodeId} answered ${res.status}`);
      } catch (e) {
        deps.log?.('warn', `seat sync: the holder of a table did not answer: ${e instanceof Error ? e.message : e}`);
      }
    }),
  );
}
