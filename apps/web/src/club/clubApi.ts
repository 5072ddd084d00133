/**
 * The club night's HTTP routes (packages/server/README.md, "Sessions"): create a session, join a
 * table, and the director's set-up and running calls with `Authorization: Bearer TOKEN`. Every
 * answer comes back as a coded `Result`, never a throw.
 *
 * ```ts
 * const r = await createSession({ name: 'Tuesday pairs', sections: [{ section: 'A', tables: 7 }] });
 * const api = directorApi(sessionId, token);
 * await api.registerCsv('A', 'Ann Lee,123,Bob Fox,456\n…');
 * ```
 */
import { ok, type Result } from '@biritch/core';
import type { SessionState } from '@biritch/competition';
import {
  createSessionResponseSchema,
  joinTableResponseSchema,
  sessionInfoSchema,
  type CreateSessionRequest,
  type CreateSessionResponse,
  type ProposalWire,
  type SessionCommandMessage,
  type SessionInfo,
  type SessionSettings,
  type TableCredential,
} from '@biritch/protocol';
import { callJson as call, defaultFetch, offline, refusedAnswer, type Checker, type FetchLike } from '../net/http.js';

/** Accepts any JSON object of the expected kind (for answers the protocol gives as plain types). */
const anyOf = <T>(test: (v: unknown) => boolean): Checker<T> => ({
  safeParse: (v) => (test(v) ? { success: true, data: v as T } : { success: false }),
});
const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `POST /api/sessions`: creates a session; the answer holds the director's token (shown once). */
export const createSession = (
  request: CreateSessionRequest,
  fetchFn: FetchLike = defaultFetch,
): Promise<Result<CreateSessionResponse>> =>
  call(fetchFn, '/api/sessions', createSessionResponseSchema, { body: request });

/** `POST /api/sessions/join`: a table device's code and PIN → where it sits. */
export const joinTable = (code: string, pin: string, fetchFn: FetchLike = defaultFetch) =>
  call(fetchFn, '/api/sessions/join', joinTableResponseSchema, { body: { code, pin } });

/** `GET /api/sessions/:id`: the session's public information. */
export const getSessionInfo = (sessionId: string, fetchFn: FetchLike = defaultFetch): Promise<Result<SessionInfo>> =>
  call(fetchFn, `/api/sessions/${encodeURIComponent(sessionId)}`, sessionInfoSchema);

/** The director's calls for one session. */
export interface DirectorApi {
  registerCsv(section: string, csv: string): Promise<Result<{ registered: string[] }>>;
  proposals(section: string, boards: number | null): Promise<Result<ProposalWire[]>>;
  chooseMovement(section: string, name: string, boardsPerRound?: number): Promise<Result<SessionInfo>>;
  dealBoards(count: number): Promise<Result<SessionInfo>>;
  importBoards(pbn: string): Promise<Result<SessionInfo>>;
  tables(): Promise<Result<TableCredential[]>>;
  startRound(section: string, round: number): Promise<Result<{ seq: number }>>;
  closeRound(section: string, round: number): Promise<Result<{ seq: number }>>;
  command(command: SessionCommandMessage, commandId?: string): Promise<Result<{ seq: number }>>;
  /** A late pair or a pair leaving, recorded and the rounds not started re-planned by the engine. */
  replan(
    section: string,
    change:
      | { kind: 'late-pair'; pair: number; fromRound: number }
      | { kind: 'pair-left'; pair: number; afterRound: number },
  ): Promise<Result<{ seq: number }>>;
  /** The director has answered a table's call. */
  answerCall(section: string, table: number): Promise<Result<SessionInfo>>;
  /** What the tables and the public see, changed at any time (viewers follow at once). */
  settings(settings: SessionSettings): Promise<Result<SessionInfo>>;
  state(): Promise<Result<{ seq: number; state: SessionState }>>;
  close(): Promise<Result<SessionInfo>>;
  /** A file's path (the page fetches it with the token and saves it). */
  filePath(name: string): string;
  /** Downloads a file with the token as a Blob. */
  file(name: string): Promise<Result<Blob>>;
}

/** The director's calls, authorised by the token. */
export function directorApi(sessionId: string, token: string, fetchFn: FetchLike = defaultFetch): DirectorApi {
  const base = `/api/sessions/${encodeURIComponent(sessionId)}`;
  const seqOf = anyOf<{ seq: number }>((v) => isObject(v) && typeof (v as { seq?: unknown }).seq === 'number');
  return {
    registerCsv: (section, csv) =>
      call(
        fetchFn,
        `${base}/participants`,
        anyOf((v) => isObject(v) && Array.isArray((v as { registered?: unknown }).registered)),
        {
          body: { section, csv },
          token,
        },
      ),
    proposals: (section, boards) =>
      call(
        fetchFn,
        `${base}/movements?section=${encodeURIComponent(section)}${boards ? `&boards=${boards}` : ''}`,
        anyOf(Array.isArray),
        { token },
      ),
    chooseMovement: (section, name, boardsPerRound) =>
      call(fetchFn, `${base}/movement`, sessionInfoSchema, {
        body: { section, name, ...(boardsPerRound ? { boardsPerRound } : {}) },
        token,
      }),
    dealBoards: (count) =>
      call(fetchFn, `${base}/boards`, sessionInfoSchema, { body: { source: 'deal', count }, token }),
    importBoards: (pbn) => call(fetchFn, `${base}/boards`, sessionInfoSchema, { body: { source: 'pbn', pbn }, token }),
    tables: () => call(fetchFn, `${base}/tables`, anyOf(Array.isArray), { token }),
    startRound: (section, round) => call(fetchFn, `${base}/rounds/${round}/start`, seqOf, { body: { section }, token }),
    closeRound: (section, round) => call(fetchFn, `${base}/rounds/${round}/close`, seqOf, { body: { section }, token }),
    command: (command, commandId) =>
      call(fetchFn, `${base}/commands`, seqOf, { body: { command, ...(commandId ? { commandId } : {}) }, token }),
    replan: (section, change) => call(fetchFn, `${base}/replan`, seqOf, { body: { section, change }, token }),
    answerCall: (section, table) =>
      call(fetchFn, `${base}/calls`, sessionInfoSchema, { body: { section, table, on: false }, token }),
    settings: (settings) => call(fetchFn, `${base}/settings`, sessionInfoSchema, { body: { settings }, token }),
    state: () =>
      call(
        fetchFn,
        `${base}/state`,
        anyOf((v) => isObject(v) && isObject((v as { state?: unknown }).state)),
        { token },
      ),
    close: () => call(fetchFn, `${base}/close`, sessionInfoSchema, { body: {}, token }),
    filePath: (name) => `${base}/files/${name}`,
    async file(name) {
      try {
        const res = await fetchFn(`${base}/files/${name}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) return refusedAnswer(res.status, await res.json().catch(() => null));
        return ok(await res.blob());
      } catch {
        return offline();
      }
    },
  };
}
