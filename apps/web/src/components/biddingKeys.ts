/**
 * The bidding box from the keyboard (issue 26): one tab stop whose arrow keys move between the
 * legal calls (a roving tabindex, WAI-ARIA APG "grid" navigation), and typed shortcuts — `1h`
 * is 1♥, `3n` 3NT, `p` Pass, `x` Double, `xx` Redouble — that pick a call for Enter to make.
 * Pure functions over the box's entries; which calls are legal is the view's answer, never ours.
 *
 * ```ts
 * typedCall('1h', ['1C', …, 'P', 'X', 'XX']);           // '1H'
 * moveInBox(grid, '1H', 'ArrowDown');                   // '2H' (when legal)
 * ```
 */

/** One button's place in the box: its key (`1H`, `P`, `X`), row and column, and whether it is legal. */
export interface BoxCell {
  readonly key: string;
  readonly row: number;
  readonly col: number;
  readonly legal: boolean;
}

/** The bids in rows of five (1♣…1NT, 2♣…), then one row of the other calls (Pass, Double, Redouble…). */
export function boxGrid(
  bids: readonly { readonly key: string; readonly legal: boolean }[],
  others: readonly { readonly key: string; readonly legal: boolean }[],
): BoxCell[] {
  const rows = Math.ceil(bids.length / 5);
  return [
    ...bids.map((b, i) => ({ key: b.key, legal: b.legal, row: Math.floor(i / 5), col: i % 5 })),
    ...others.map((o, i) => ({ key: o.key, legal: o.legal, row: rows, col: i })),
  ];
}

/** The keys that move within the box. */
export const MOVE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
/** A key that moves within the box. */
export type MoveKey = (typeof MOVE_KEYS)[number];
/** Whether a key moves within the box. */
export const isMoveKey = (key: string): key is MoveKey => (MOVE_KEYS as readonly string[]).includes(key);

/** The legal call the focus goes to from `from` on `key` (the same key at an edge, or when none is legal). */
export function moveInBox(grid: readonly BoxCell[], from: string, key: MoveKey): string {
  const legal = grid.filter((c) => c.legal);
  if (legal.length === 0) return from;
  const at = grid.findIndex((c) => c.key === from);
  if (key === 'Home') return legal[0]!.key;
  if (key === 'End') return legal[legal.length - 1]!.key;
  if (at < 0) return legal[0]!.key;
  if (key === 'ArrowRight') return grid.slice(at + 1).find((c) => c.legal)?.key ?? from;
  if (key === 'ArrowLeft') return [...grid.slice(0, at)].reverse().find((c) => c.legal)?.key ?? from;
  // Up and down: the nearest legal call in the next row that has one, preferring the same column.
  const here = grid[at]!;
  const step = key === 'ArrowDown' ? 1 : -1;
  const lastRow = grid[grid.length - 1]!.row;
  for (let row = here.row + step; row >= 0 && row <= lastRow; row += step) {
    const inRow = legal.filter((c) => c.row === row);
    if (inRow.length === 0) continue;
    const best = inRow.reduce((a, b) => (Math.abs(b.col - here.col) < Math.abs(a.col - here.col) ? b : a));
    return best.key;
  }
  return from;
}

/** The call a typed text names among `keys` (`1h` → `1H`, `2n`/`2nt` → `2NT`, `p` → `P`), or null. */
export function typedCall(text: string, keys: readonly string[]): string | null {
  const t = text.trim().toUpperCase();
  const bid = /^([1-7])(C|D|H|S|N|NT)$/.exec(t);
  const key = bid ? `${bid[1]}${bid[2] === 'N' ? 'NT' : bid[2]}` : t;
  return keys.includes(key) ? key : null;
}

/** Whether `text` could still grow into a call (`1`, `x`, `1n`), so typing keeps it. */
export function isTypedPrefix(text: string, keys: readonly string[]): boolean {
  const t = text.toUpperCase();
  return /^[1-7]N?$/.test(t) || keys.some((k) => k.startsWith(t));
}

/**
 * The typed text after one more character: the text grows while it still names or begins a call,
 * else starts again from the new character (`p` then `1` → `1`).
 */
export function typeInto(text: string, ch: string, keys: readonly string[]): string {
  const grown = text + ch;
  if (typedCall(grown, keys) !== null || isTypedPrefix(grown, keys)) return grown;
  return isTypedPrefix(ch, keys) || typedCall(ch, keys) !== null ? ch : '';
}
