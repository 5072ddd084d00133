/**
 * Sizes and rates every peer must respect. The server enforces them; clients may use them to
 * refuse to send what would be rejected.
 *
 * ```ts
 * if (text.length > MAX_CLIENT_MESSAGE_BYTES) showError('message too long');
 * ```
 */

/** The protocol version: `hello.protocol` and `welcome.protocol`. Bumped on a breaking change. */
export const PROTOCOL_VERSION = 1;

/** Largest client → server WebSocket message, in UTF-8 bytes. Larger frames get `protocol/too-large`. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;

/** Largest HTTP request body the server accepts (create table, claim seat), in bytes. */
export const MAX_HTTP_BODY_BYTES = 8192;

/** Longest request id a client may choose (`[A-Za-z0-9_-]`). */
export const MAX_REQUEST_ID_LENGTH = 64;

/** Longest free text a player may attach (an alert's explanation, a claim statement). */
export const MAX_TEXT_LENGTH = 500;

/** Flood limit per connection: a token bucket of this many messages… */
export const FLOOD_BURST = 40;
/** …refilled at this many messages per second. Beyond it: `rate/flood` errors, then a close. */
export const FLOOD_RATE_PER_SECOND = 10;

/** How many recent events the server keeps per table for resuming; older gaps get a full view. */
export const REPLAY_BUFFER_EVENTS = 128;
