/**
 * Grouping helper for big fields: appends to the list kept under a key in place (copying the
 * list on each append would be quadratic in a board played a thousand times).
 *
 * ```ts
 * const byBoard = new Map<number, string[]>();
 * pushTo(byBoard, 1, 'a'); // byBoard.get(1) → ['a']
 * ```
 */

/** Appends `v` to the list under `k`, making the list when it is the first. */
export function pushTo<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}
