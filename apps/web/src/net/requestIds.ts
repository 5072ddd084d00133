/**
 * Request ids and the replies they wait for. Every request the client sends carries an id; the
 * server answers it with `ack {id, seq}` or `error {id, code, message}` (protocol messages.ts),
 * so no intent goes unanswered. A pure bookkeeping object, testable without a socket.
 *
 * ```ts
 * const pending = createPending();
 * const id = pending.open('command');        // 'c1'
 * pending.settle(id)                         // 'command' (the kind it was opened for), or undefined
 * ```
 */

/** Outstanding requests by id, with the kind of request each was. */
export interface Pending<K extends string> {
  /** Opens a request and returns its fresh id (`[A-Za-z0-9_-]`, short). */
  open(kind: K): string;
  /** Closes a request, returning its kind (undefined for an unknown or already closed id). */
  settle(id: string): K | undefined;
  /** Ids still waiting, oldest first. */
  waiting(): string[];
  /** Forgets every outstanding request (the connection dropped; they are answered by a resync). */
  clear(): K[];
}

/** Creates the request bookkeeping; ids are `prefix` + a counter, unique for this page. */
export function createPending<K extends string>(prefix = 'r'): Pending<K> {
  let counter = 0;
  const open = new Map<string, K>();
  return {
    open(kind) {
      counter += 1;
      const id = `${prefix}${counter}`;
      open.set(id, kind);
      return id;
    },
    settle(id) {
      const kind = open.get(id);
      open.delete(id);
      return kind;
    },
    waiting: () => [...open.keys()],
    clear() {
      const kinds = [...open.values()];
      open.clear();
      return kinds;
    },
  };
}
