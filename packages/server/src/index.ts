/**
 * @biritch/server — the table server: HTTP API, WebSocket protocol, table authority, robots,
 * event store.
 *
 * ```ts
 * import { startServer } from '@biritch/server';
 * const server = await startServer({ port: 0, dataDir: './.biritch-data' });
 * ```
 */
export { startServer, type ServerOptions, type RunningServer } from './server.js';
export { openSqliteStore, SQLITE_FILE, type SqliteStoreOptions } from './store/sqliteStore.js';
export { SeqConflictError, type TableStore, type TableRecord, type SeatRecord, type StoredEvent } from './store/types.js';
export { TableAuthority, eventFrame, type Delivery, type Subscriber, type AuthorityDeps } from './table/authority.js';
export { Lobby, type LobbyDeps } from './table/registry.js';
export { nextDealPlan, scoreSheet, formSheet, checkFormSettings, DEFAULT_BOARDS, type PlayedDeal, type DealPlan, type FormSettings } from './table/forms.js';
export { attachRobot, attachAutoDeal, type SeatAgent, type RobotDriverOptions } from './robots/driver.js';
export { RobotPool, type RobotPoolOptions } from './robots/pool.js';
export { hashToken, newSeatToken, newShortCode, normaliseShortCode, type TableId } from './ids.js';
export {
  SessionAuthority,
  actorName,
  type SessionViewer,
  type SessionSubscriber,
  type SessionDeps,
  type SessionFrame,
} from './session/authority.js';
export { SessionRegistry, PIN_TRIES, PIN_LOCK_MS, type JoinedTable } from './session/registry.js';
export { registerSessionRoutes, type SessionRouteDeps } from './session/routes.js';
export { parseParticipantsCsv, type CsvError, type CsvParticipant } from './session/csv.js';
export type {
  SessionStore,
  SessionRecord,
  SessionMeta,
  SessionTableCode,
  StoredSessionEvent,
} from './store/sessionTypes.js';
