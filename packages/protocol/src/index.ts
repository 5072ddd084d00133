/**
 * @biritch/protocol — the messages between Biritch clients and the table server, with runtime
 * schemas (zod) so every message from outside is checked at the boundary.
 *
 * ```ts
 * import { parseClientMessage, makeMessage } from '@biritch/protocol';
 * const r = parseClientMessage(frame);
 * if (!r.ok) socket.send(makeMessage({ type: 'error', code: r.error.code, message: r.error.message }));
 * ```
 */
export * from './limits.js';
export * from './values.js';
export * from './messages.js';
export * from './tableOptions.js';
export * from './systemCard.js';
export * from './http.js';
export * from './accounts.js';
export * from './parse.js';
export * from './session.js';
