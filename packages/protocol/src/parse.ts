/**
 * Parsing messages at the boundary: text in, a typed message or a coded error out.
 *
 * ```ts
 * const r = parseClientMessage('{"type":"ping"}');
 * if (!r.ok) reply({ type: 'error', code: r.error.code, message: r.error.message });
 * ```
 * Codes: `protocol/too-large` (over `MAX_CLIENT_MESSAGE_BYTES`), `protocol/malformed-json`,
 * `protocol/unknown-type` (no known `type`), `protocol/invalid` (a known type, wrong fields).
 * On `protocol/invalid` the error carries the request id if one could be read, so the reply
 * can name the request it refuses.
 */
import { ok, type CodedError, type Result } from '@biritch/core';
import type { z } from 'zod';
import { MAX_CLIENT_MESSAGE_BYTES } from './limits.js';
import {
  CLIENT_MESSAGE_TYPES,
  clientMessageSchema,
  requestIdSchema,
  SERVER_MESSAGE_TYPES,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from './messages.js';

/** The error codes of message parsing. */
export type ProtocolErrorCode =
  | 'protocol/malformed-json'
  | 'protocol/unknown-type'
  | 'protocol/invalid'
  | 'protocol/too-large';
/** A parse error; `id` is the message's request id when it had a readable one. */
export interface ProtocolError extends CodedError<ProtocolErrorCode> {
  readonly id?: string;
}

const encoder = new TextEncoder();

/** UTF-8 length of a string, without encoding it when it is clearly small. */
export function utf8Length(text: string): number {
  return text.length * 3 <= MAX_CLIENT_MESSAGE_BYTES ? text.length : encoder.encode(text).length;
}

function fail(
  code: ProtocolErrorCode,
  message: string,
  id?: string,
): { readonly ok: false; readonly error: ProtocolError } {
  return { ok: false, error: id === undefined ? { code, message } : { code, message, id } };
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0];
  if (!first) return 'invalid message';
  const where = first.path.length ? first.path.join('.') : 'message';
  return `${where}: ${first.message}`;
}

function parseJson(data: string | Uint8Array, max: number): Result<unknown, ProtocolError> {
  const size = typeof data === 'string' ? utf8Length(data) : data.byteLength;
  if (size > max) return fail('protocol/too-large', `message of ${size} bytes is over the limit of ${max}`);
  const text = typeof data === 'string' ? data : new TextDecoder('utf-8', { fatal: false }).decode(data);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail('protocol/malformed-json', 'message is not valid JSON');
  }
}

/** Parses and validates one client → server message (a WebSocket text or binary frame). */
export function parseClientMessage(data: string | Uint8Array): Result<ClientMessage, ProtocolError> {
  const json = parseJson(data, MAX_CLIENT_MESSAGE_BYTES);
  if (!json.ok) return json;
  return checkClientMessage(json.value);
}

/** Validates an already-parsed value as a client message. */
export function checkClientMessage(value: unknown): Result<ClientMessage, ProtocolError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('protocol/invalid', 'message must be a JSON object');
  const record = value as Record<string, unknown>;
  const type = record['type'];
  if (typeof type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return fail('protocol/unknown-type', `unknown message type ${JSON.stringify(type ?? null).slice(0, 40)}`);
  }
  const parsed = clientMessageSchema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const id = requestIdSchema.safeParse(record['id']);
  return fail('protocol/invalid', `${type}: ${describe(parsed.error.issues)}`, id.success ? id.data : undefined);
}

/** Parses and validates one server → client message (for clients and tests). No size limit. */
export function parseServerMessage(data: string): Result<ServerMessage, ProtocolError> {
  const json = parseJson(data, Number.POSITIVE_INFINITY);
  if (!json.ok) return json;
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('protocol/invalid', 'message must be a JSON object');
  const type = (value as Record<string, unknown>)['type'];
  if (typeof type !== 'string' || !(SERVER_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return fail('protocol/unknown-type', `unknown message type ${JSON.stringify(type ?? null).slice(0, 40)}`);
  }
  const parsed = serverMessageSchema.safeParse(value);
  return parsed.success ? ok(parsed.data) : fail('protocol/invalid', `${type}: ${describe(parsed.error.issues)}`);
}

/** Writes a message as the JSON text sent on the socket. */
export const makeMessage = (message: ClientMessage | ServerMessage): string => JSON.stringify(message);
