/**
 * Reading a record of the session state by a key from outside: only the record's own entries,
 * so a key such as `constructor` or `__proto__` finds nothing rather than Object's prototype.
 *
 * ```ts
 * own({ A: 1 }, 'A');            // 1
 * own({ A: 1 }, 'constructor');  // undefined
 * ```
 */

/** The record's own entry under `key`, or undefined. */
export function own<V>(record: Readonly<Record<string | number, V>>, key: string | number): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
