/**
 * One table's live client: the connection and the folded state together, as an external store
 * React subscribes to (`useSyncExternalStore`). Gaps trigger a resync; a refused hello (a stale
 * token) forgets the ticket and rejoins as a spectator.
 *
 * ```ts
 * const client = createTableClient({ tableId, token, url: socketUrl(location) });
 * client.subscribe(() => render(client.getState()));
 * client.command({ type: 'call', call: { type: 'pass' } });
 * ```
 */
import type { Locale } from '@biritch/i18n';
import type { PlayerCommand } from '@biritch/protocol';
import { TableConnection, type NextDealRequest, type SocketLike } from '../net/connection.js';
import {
  emptyTableState,
  foldServerMessage,
  withAwaiting,
  withError,
  withoutError,
  withoutExplanations,
  withStatus,
  type ShownError,
  type TableClientState,
} from './tableStore.js';

/** Options of a table client. */
export interface TableClientOptions {
  readonly url: string;
  readonly tableId: string;
  readonly token?: string;
  readonly onRefused?: (code: string, message: string) => void;
  readonly createSocket?: (url: string) => SocketLike;
}

/** A table client: state, subscriptions and intents. */
export interface TableClient {
  getState(): TableClientState;
  subscribe(listener: () => void): () => void;
  /** Sends a command for our seat; false when offline (the player is told). */
  command(command: PlayerCommand): boolean;
  /** Asks for the next deal: the next set when the form's is over, a practice type (issue 26). */
  nextDeal(request?: NextDealRequest): boolean;
  /** Writes a line of table chat; false when offline. */
  chat(text: string): boolean;
  /** Asks the server what call `index` of the auction means; false when offline. */
  explain(index: number, lang?: Locale): boolean;
  /** Asks why the robot led what it led, once the deal has ended; false when offline. */
  explainLead(lang?: Locale): boolean;
  /** Forgets the explanations held, to ask again in another language. */
  forgetExplanations(): void;
  dismissError(): void;
  showError(error: ShownError): void;
  close(): void;
}

/** Creates and starts a table client. */
export function createTableClient(options: TableClientOptions): TableClient {
  let state = emptyTableState(options.tableId);
  const listeners = new Set<() => void>();
  const set = (next: TableClientState) => {
    if (next === state) return;
    state = next;
    for (const l of listeners) l();
  };
  const connection: TableConnection = new TableConnection({
    url: options.url,
    tableId: options.tableId,
    ...(options.token ? { token: options.token } : {}),
    // Joining asks from 0: the server replays the table's events this seat may see (when it still
    // has them), so the client knows the deal's history for the replay; else it sends a full view.
    lastSeq: () => Math.max(0, state.seq),
    onStatus: (status) => set(withStatus(state, status)),
    onMessage: (msg) => {
      const r = foldServerMessage(state, msg);
      set(r.state);
      if (r.resync) connection.sync(r.state.seq);
    },
    ...(options.onRefused ? { onRefused: options.onRefused } : {}),
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
  });
  connection.start();
  const offline = () => {
    set(withError(state, { code: 'net/offline', message: 'Not connected to the table: reconnecting…' }));
    return false;
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    command(command) {
      if (state.awaiting) return false; // one intent at a time: a double click sends once
      const id = connection.command(command);
      if (id === null) return offline();
      set(withAwaiting(state, id));
      return true;
    },
    nextDeal(request = {}) {
      if (state.awaiting) return false;
      const id = connection.nextDeal(request);
      if (id === null) return offline();
      set(withAwaiting(state, id));
      return true;
    },
    // Not intents at the table: they may go while a command waits for its answer.
    chat: (text) => connection.chat(text) !== null || offline(),
    explain: (index, lang) => connection.explain(index, lang) !== null || offline(),
    explainLead: (lang) => connection.explainLead(lang) !== null || offline(),
    forgetExplanations: () => set(withoutExplanations(state)),
    dismissError: () => set(withoutError(state)),
    showError: (error) => set(withError(state, error)),
    close: () => connection.close(),
  };
}
