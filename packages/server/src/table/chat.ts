/**
 * Table chat (issue 26): the last lines in memory only — never stored, never logged — and a rate
 * limit per seat. Who may read is the table's `chat` option: the players, or spectators too.
 *
 * ```ts
 * const chat = new TableChat(Date.now);
 * const r = chat.say('N', 'well played'); // ok: the line to send; or chat/too-fast
 * chat.recent(); // the last lines, for someone who joins
 * ```
 */
import { err, ok, type Result, type Seat } from '@biritch/core';
import type { ChatPolicy } from '@biritch/protocol';
import type { Viewer } from '@biritch/core';
import { TokenBucket } from '../net/tokenBucket.js';

/** A line of chat. */
export interface ChatLine {
  readonly seat: Seat;
  readonly at: number;
  readonly text: string;
}

/** Lines kept for people who join. */
export const CHAT_KEPT_LINES = 30;
/** Lines a seat may send at once, then one per `CHAT_SECONDS_PER_LINE`. */
export const CHAT_BURST = 5;
export const CHAT_SECONDS_PER_LINE = 2;

/** Whether `viewer` reads the chat under `policy`. */
export const mayReadChat = (policy: ChatPolicy, viewer: Viewer): boolean =>
  policy === 'everyone' || (policy === 'players' && viewer !== 'spectator');

/** The chat of one table. */
export class TableChat {
  private readonly lines: ChatLine[] = [];
  private readonly buckets = new Map<Seat, TokenBucket>();

  constructor(private readonly now: () => number) {}

  /** A player's line: the line to send, or `chat/too-fast` beyond the rate limit. */
  say(seat: Seat, text: string): Result<ChatLine> {
    const at = this.now();
    let bucket = this.buckets.get(seat);
    if (!bucket) {
      bucket = new TokenBucket(CHAT_BURST, 1 / CHAT_SECONDS_PER_LINE, at);
      this.buckets.set(seat, bucket);
    }
    if (!bucket.take(at)) return err('chat/too-fast', 'you are writing too fast; wait a moment');
    const line: ChatLine = { seat, at, text: text.trim() };
    this.lines.push(line);
    if (this.lines.length > CHAT_KEPT_LINES) this.lines.splice(0, this.lines.length - CHAT_KEPT_LINES);
    return ok(line);
  }

  /** The last lines, oldest first. */
  recent(): readonly ChatLine[] {
    return this.lines;
  }
}
