/**
 * The client's state for one table, folded from the server's messages by a pure reducer.
 * The client never runs the rules itself: it keeps the latest `view` the server computed for
 * its seat (core's `viewFor`), the table `info`, and the event sequence number it has reached,
 * so a gap is noticed at once and answered by a resync (lila-ws: a bare `{seq}` still arrives
 * for an event this viewer may not see, so a missing number always means loss).
 *
 * ```ts
 * let s = emptyTableState('t1');
 * const r = foldServerMessage(s, { type: 'event', seq: 5 });
 * if (r.resync) send({ type: 'sync', lastSeq: r.state.seq });
 * s = r.state;
 * ```
 */
import type { Seat, TableView } from '@biritch/core';
import type { AnalysisMessage, ServerMessage, TableInfo, WireEvent } from '@biritch/protocol';
import { isAnnounced } from './announce.js';

/** Connection status shown to the player. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A coded error from the server, shown until dismissed. */
export interface ShownError {
  readonly code: string;
  readonly message: string;
}

/** Everything the client knows about the table it is at. */
export interface TableClientState {
  readonly tableId: string;
  /** Our seat, or null when watching; undefined until the server welcomed us. */
  readonly seat: Seat | null | undefined;
  readonly info: TableInfo | null;
  /** The latest view from the server (core's `viewFor` for our seat), or null before the first. */
  readonly view: TableView | null;
  /** The sequence number of the latest view. */
  readonly viewSeq: number;
  /** The last event sequence number received in order. */
  readonly seq: number;
  /** True from a detected gap until the resync's answer arrives. */
  readonly syncing: boolean;
  readonly status: ConnectionStatus;
  readonly error: ShownError | null;
  /** The request id of our command still waiting for its ack or error (one intent at a time). */
  readonly awaiting: string | null;
  /**
   * Recent events for the screen reader's live region, newest last (at most 20); the live region
   * puts them into words (`announceEvent`) in the player's language.
   */
  readonly announcements: readonly { readonly seq: number; readonly event: WireEvent }[];
  /** The latest double-dummy analysis the server sent (of a finished deal). */
  readonly analysis: AnalysisMessage | null;
  /** The server's answers to `explain` for this deal's auction, by call index (null: none to see). */
  readonly explanations: Readonly<Record<number, string | null>>;
  /** The server's answer to `explainLead` about the deal just ended (the robot's reasons for its lead), or null. */
  readonly lead: LeadAnswer | null;
  /** The table chat's lines this viewer may read, oldest first (at most 50; issue 26). */
  readonly chat: readonly ChatLine[];
  /** The seq of the last refused undo request, until another is asked or a deal starts (issue 26). */
  readonly undoRefusedAt: number | null;
}

/** Why the opening lead of the deal just ended was made: the server's `leadExplanation` without its id. */
export type LeadAnswer = Omit<Extract<ServerMessage, { type: 'leadExplanation' }>, 'type' | 'id'>;

/** A line of table chat. */
export interface ChatLine {
  readonly seat: Seat;
  readonly at: number;
  readonly text: string;
}

const MAX_CHAT_LINES = 50;

/** The state before the server has said anything. */
export const emptyTableState = (tableId: string): TableClientState => ({
  tableId,
  seat: undefined,
  info: null,
  view: null,
  viewSeq: -1,
  seq: -1,
  syncing: false,
  status: 'connecting',
  error: null,
  awaiting: null,
  announcements: [],
  analysis: null,
  explanations: {},
  lead: null,
  chat: [],
  undoRefusedAt: null,
});

/** The result of folding one message: the new state, and whether to ask for a resync. */
export interface FoldResult {
  readonly state: TableClientState;
  readonly resync: boolean;
}

const MAX_ANNOUNCEMENTS = 20;

/**
 * Whether a value has the shape of core's TableView, as far as the screen relies on it. The
 * protocol checks a view only as JSON (it is typed by core); a client of a newer or older server
 * keeps its last good view rather than crash.
 */
export function isTableView(value: unknown): value is TableView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['phase'] === 'string' &&
    typeof v['hands'] === 'object' &&
    v['hands'] !== null &&
    Array.isArray(v['auction']) &&
    Array.isArray(v['legalCalls']) &&
    Array.isArray(v['legalCards']) &&
    typeof v['cardsLeft'] === 'object' &&
    typeof v['tricks'] === 'object' &&
    // The answers the selectors show instead of working them out (claim, undo, tricks, hands played).
    typeof v['tricksWon'] === 'object' &&
    typeof v['vulnerable'] === 'object' &&
    Array.isArray(v['playsFrom']) &&
    Array.isArray(v['playedTricks']) &&
    typeof v['canClaim'] === 'boolean' &&
    typeof v['canUndo'] === 'boolean'
  );
}

/** Folds one server message into the state. Pure; never throws on a well-formed message. */
export function foldServerMessage(state: TableClientState, msg: ServerMessage): FoldResult {
  switch (msg.type) {
    case 'welcome': {
      const view = isTableView(msg.view) ? msg.view : null;
      return {
        state: {
          ...state,
          tableId: msg.tableId,
          seat: msg.seat,
          info: msg.info,
          seq: msg.seq,
          syncing: false,
          status: 'open',
          // A (re)join may skip a deal's start: explanations are asked for again.
          explanations: {},
          lead: null,
          ...(view ? { view, viewSeq: msg.seq } : {}),
        },
        resync: false,
      };
    }
    case 'event': {
      if (state.seq < 0) return { state, resync: false }; // not welcomed yet: the welcome carries the state
      if (msg.seq <= state.seq) return { state, resync: false }; // a duplicate after a resume
      if (msg.seq !== state.seq + 1) return { state: { ...state, syncing: true }, resync: !state.syncing };
      const announced = msg.event && state.view && isAnnounced(msg.event) ? [{ seq: msg.seq, event: msg.event }] : [];
      return {
        state: {
          ...state,
          seq: msg.seq,
          syncing: false,
          announcements: announced.length
            ? [...state.announcements, ...announced].slice(-MAX_ANNOUNCEMENTS)
            : state.announcements,
          ...(msg.event?.type === 'dealStarted' ? { explanations: {}, lead: null, undoRefusedAt: null } : {}),
          ...(msg.event?.type === 'undoRequested' ? { undoRefusedAt: null } : {}),
          ...(msg.event?.type === 'undoResponded' && !msg.event.accept ? { undoRefusedAt: msg.seq } : {}),
        },
        resync: false,
      };
    }
    case 'view': {
      if (msg.seq < state.viewSeq) return { state, resync: false }; // an older view arriving late
      if (!isTableView(msg.view))
        return {
          state: {
            ...state,
            error: { code: 'net/bad-view', message: 'The server sent a view this page cannot read; reload the page.' },
          },
          resync: false,
        };
      // A view at seq n stands for everything up to n: after a full resync it moves us forward.
      const seq = Math.max(state.seq, msg.seq);
      return {
        state: { ...state, view: msg.view, viewSeq: msg.seq, seq, syncing: state.syncing && msg.seq <= state.seq },
        resync: false,
      };
    }
    case 'info':
      return { state: { ...state, info: msg.info }, resync: false };
    case 'error':
      return {
        state: {
          ...state,
          error: { code: msg.code, message: msg.message },
          awaiting: msg.id !== undefined && msg.id === state.awaiting ? null : state.awaiting,
        },
        resync: false,
      };
    case 'ack':
      return { state: msg.id === state.awaiting ? { ...state, awaiting: null } : state, resync: false };
    case 'pong':
      return { state, resync: false };
    case 'analysis':
      // A later deal's analysis replaces an earlier one; a `pending` never replaces a result.
      if (
        state.analysis &&
        (msg.deal < state.analysis.deal ||
          (msg.deal === state.analysis.deal && msg.status === 'pending' && state.analysis.status !== 'pending'))
      )
        return { state, resync: false };
      return { state: { ...state, analysis: msg }, resync: false };
    case 'explanation':
      return { state: { ...state, explanations: { ...state.explanations, [msg.index]: msg.text } }, resync: false };
    case 'leadExplanation': {
      const { type: _type, id: _id, ...lead } = msg;
      return { state: { ...state, lead }, resync: false };
    }
    case 'chat': {
      // A rejoin sends the last lines again: one already held is not added twice.
      const line = { seat: msg.seat, at: msg.at, text: msg.text };
      if (state.chat.some((l) => l.at === line.at && l.seat === line.seat && l.text === line.text))
        return { state, resync: false };
      return { state: { ...state, chat: [...state.chat, line].slice(-MAX_CHAT_LINES) }, resync: false };
    }
  }
}

/** Records a change of connection status; a dropped connection forgets the awaited answer. */
export const withStatus = (state: TableClientState, status: ConnectionStatus): TableClientState =>
  state.status === status ? state : { ...state, status, awaiting: status === 'open' ? state.awaiting : null };

/** Records the request id of a command just sent. */
export const withAwaiting = (state: TableClientState, id: string): TableClientState => ({
  ...state,
  awaiting: id,
  error: null,
});

/** Clears the shown error. */
export const withoutError = (state: TableClientState): TableClientState =>
  state.error ? { ...state, error: null } : state;

/** Forgets the explanations held (they were in the language the reader has just left). */
export const withoutExplanations = (state: TableClientState): TableClientState =>
  Object.keys(state.explanations).length || state.lead ? { ...state, explanations: {}, lead: null } : state;

/** Shows an error raised on the client side (e.g. a failed HTTP call). */
export const withError = (state: TableClientState, error: ShownError): TableClientState => ({ ...state, error });
