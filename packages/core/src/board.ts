/**
 * Boards (Law 2): the board number fixes the dealer and the vulnerability, in a 16-board cycle.
 *
 * ```ts
 * boardDealer(1)        // 'N'
 * boardVulnerability(3) // 'EW'
 * ```
 */
import { SEATS, type Seat } from './cards.js';
import { err, ok, type Result } from './result.js';

/** Which side is vulnerable. */
export const VULNERABILITIES = ['none', 'NS', 'EW', 'both'] as const;
/** Vulnerability of a deal. */
export type Vulnerability = (typeof VULNERABILITIES)[number];

// Law 2: boards 1–16, then the cycle repeats. Vulnerability by board (1-based), as printed on boards.
const VUL_CYCLE: readonly Vulnerability[] = [
  'none',
  'NS',
  'EW',
  'both',
  'NS',
  'EW',
  'both',
  'none',
  'EW',
  'both',
  'none',
  'NS',
  'both',
  'none',
  'NS',
  'EW',
];

/** Dealer of a board: N, E, S, W for boards 1, 2, 3, 4, repeating (Law 2). */
export const boardDealer = (board: number): Seat => SEATS[(board - 1) % 4]!;
/** Vulnerability of a board in the 16-board cycle (Law 2). */
export const boardVulnerability = (board: number): Vulnerability => VUL_CYCLE[(board - 1) % 16]!;
/** Whether a seat is vulnerable. */
export const isVulnerable = (vul: Vulnerability, seat: Seat): boolean =>
  vul === 'both' ||
  (vul === 'NS' && (seat === 'N' || seat === 'S')) ||
  (vul === 'EW' && (seat === 'E' || seat === 'W'));

/** Validates a board number (a positive integer). */
export function checkBoardNumber(n: number): Result<number> {
  return Number.isInteger(n) && n >= 1
    ? ok(n)
    : err('board/bad-number', `board number must be a positive integer, not ${n}`);
}

/** Parses a vulnerability: `none`, `NS`, `EW`, `both` (also PBN's `None`, `All`, `Love`, `-`, `N-S`). */
export function parseVulnerability(text: string): Result<Vulnerability> {
  const t = text.trim().toUpperCase().replace(/[-\s]/g, '');
  if (['NONE', 'LOVE', '', '0'].includes(t)) return ok('none');
  if (['NS', 'N', 'S'].includes(t)) return ok('NS');
  if (['EW', 'E', 'W'].includes(t)) return ok('EW');
  if (['BOTH', 'ALL', 'B'].includes(t)) return ok('both');
  return err('board/bad-vulnerability', `'${text}' is not a vulnerability (none, NS, EW, both)`);
}
