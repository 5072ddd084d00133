/**
 * A round-robin queue over keys (tables): each `shift` takes the oldest item of the key that has
 * waited longest for its turn, so one table's many requests never hold back another table's one
 * (issue 21, finding 3). With `shareOf`, a budget is split between the tables whose robots are
 * thinking these days, so the last of them waits about one budget, not one budget per table ahead.
 *
 * ```ts
 * const q = new FairQueue<string>();
 * q.push('t1', 'a'); q.push('t1', 'b'); q.push('t2', 'c');
 * q.shift(); // { key: 't1', item: 'a' } — then t2's 'c', then t1's 'b'
 * ```
 */

/** Round-robin over keys, first in first out within a key. */
export class FairQueue<T> {
  // A Map iterates in insertion order: the first key is the one whose turn it is.
  private readonly byKey = new Map<string, T[]>();
  private count = 0;

  /** Items waiting. */
  get size(): number {
    return this.count;
  }

  /** Keys (tables) with an item waiting. */
  get keys(): number {
    return this.byKey.size;
  }

  /** Adds an item at the end of its key's line. */
  push(key: string, item: T): void {
    const line = this.byKey.get(key);
    if (line) line.push(item);
    else this.byKey.set(key, [item]);
    this.count++;
  }

  /** Takes the next item: the first of the key whose turn it is; that key goes to the back. */
  shift(): { readonly key: string; readonly item: T } | null {
    const first = this.byKey.entries().next();
    if (first.done) return null;
    const [key, line] = first.value;
    const item = line.shift()!;
    this.byKey.delete(key);
    if (line.length > 0) this.byKey.set(key, line);
    this.count--;
    return { key, item };
  }

  /** Drops every item of a key (a table that left); returns them. */
  remove(key: string): T[] {
    const line = this.byKey.get(key) ?? [];
    this.byKey.delete(key);
    this.count -= line.length;
    return line;
  }
}

/**
 * A decision's share of `budgetMs` when `tables` tables are asking for robot time (those that asked
 * within the last budget or two): the budget split evenly, never below `minMs` (so a robot always
 * has time for its rules of thumb). One round of all of them then takes about one budget.
 */
export const shareOf = (budgetMs: number, tables: number, minMs: number): number =>
  Math.max(Math.min(minMs, budgetMs), Math.floor(budgetMs / Math.max(1, tables)));
