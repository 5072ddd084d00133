/**
 * Duplimate's DOS board file, `.dup` (research note §5.6; also what ACBL Live takes as "DUP"):
 * 156 bytes per deal, no header, no line ends.
 *
 * ```ts
 * const bytes = unwrap(makeDup([boardDealOf(1, deal1), boardDealOf(2, deal2)]));
 * unwrap(parseDup(bytes)).boards[1]!.board;   // 2
 * ```
 * Layout of one deal (byte offsets from 0):
 * - 0–77, the BRI part: 39 two-digit ASCII numbers, the cards of North, then East, then South
 *   (West holds the rest); 01 = ♠A, 02 = ♠K … 13 = ♠2, 14 = ♥A … 52 = ♣2.
 * - 78–145, the DGE part: for North, East, South, West in turn, for ♠ ♥ ♦ ♣ a suit byte (0x06 ♠,
 *   0x03 ♥, 0x04 ♦, 0x05 ♣, the IBM PC's card glyphs) followed by the ranks held, `AKQJT98765432`.
 * - 146–155, the trailer: on the first deal the machine's settings — byte 146 random hands
 *   `Y`/`N`, 147 count backwards `Y`/`N`, 148–150 lowest board, 151–152 copies (`*`: no limit),
 *   153–155 highest board, numbers left-aligned in spaces (`YN1  1 32 `); zeros on the others.
 * Deals are numbered from the lowest board in file order. The two parts must agree: a file whose
 * BRI and DGE parts say different things is refused, since a machine may read either.
 */
import { SEATS, ok, type Rank, type Result } from '@biritch/core';
import {
  boardDealOf,
  cardOwners,
  checkCompleteDeals,
  dealFromCardOwners,
  machineIndex,
  type BoardDeal,
} from './boardSet.js';
import { decodeText, type NotationError } from './text.js';

/** Bytes per deal. */
export const DUP_RECORD_SIZE = 156;

/** The settings Duplimate keeps in the first deal's trailer. */
export interface DupSettings {
  /** `Y` in byte 146 (all files seen say `Y`). */
  readonly random: boolean;
  /** Deal from the highest board down. */
  readonly backwards: boolean;
  readonly lowest: number;
  readonly highest: number;
  /** Copies of each board to deal; `unlimited` for `*`. */
  readonly copies: number | 'unlimited';
}

/** What `parseDup` returns. */
export interface ParsedDup {
  readonly boards: readonly BoardDeal[];
  readonly settings: DupSettings;
}

/** A `.dup` error: line 1, the column is the byte offset + 1 (the file has no lines). */
export interface DupError extends NotationError {
  readonly offset: number;
}

const SUIT_BYTES = [0x06, 0x03, 0x04, 0x05]; // ♠ ♥ ♦ ♣ in display order
const RANKS = 'AKQJT98765432';

const fail = (code: string, message: string, offset: number, file?: string): { ok: false; error: DupError } => ({
  ok: false,
  error: {
    code,
    message: `byte ${offset}: ${message}`,
    line: 1,
    column: offset + 1,
    offset,
    ...(file === undefined ? {} : { file }),
  },
});

/** Reads a `.dup` file. Codes `dup/…`: `size`, `bad-card`, `bad-dge`, `parts-disagree`, `bad-settings`. */
export function parseDup(
  bytes: Uint8Array,
  opts: { readonly file?: string | undefined } = {},
): Result<ParsedDup, DupError> {
  const file = opts.file;
  if (bytes.length === 0 || bytes.length % DUP_RECORD_SIZE !== 0) {
    const n = bytes.length;
    return fail(
      'dup/size',
      `a .dup file is a whole number of ${DUP_RECORD_SIZE}-byte deals; this one has ${n} bytes`,
      n,
      file,
    );
  }
  const settings = readSettings(bytes.subarray(146, 156), file);
  if (!settings.ok) return settings;
  const boards: BoardDeal[] = [];
  for (let d = 0; d * DUP_RECORD_SIZE < bytes.length; d++) {
    const base = d * DUP_RECORD_SIZE;
    const owners = new Uint8Array(52).fill(3); // West holds what the BRI part does not give
    const given = new Uint8Array(52);
    for (let k = 0; k < 39; k++) {
      const at = base + 2 * k;
      const hi = bytes[at]! - 0x30;
      const lo = bytes[at + 1]! - 0x30;
      const n = hi * 10 + lo;
      if (hi < 0 || hi > 9 || lo < 0 || lo > 9 || n < 1 || n > 52) {
        return fail('dup/bad-card', `deal ${d + 1}: '${text(bytes, at, 2)}' is not a card number 01–52`, at, file);
      }
      if (given[n - 1]) return fail('dup/bad-card', `deal ${d + 1}: card ${n} is given twice`, at, file);
      given[n - 1] = 1;
      owners[n - 1] = Math.floor(k / 13);
    }
    const dge = readDge(bytes, base + 78, d, file);
    if (!dge.ok) return dge;
    for (let i = 0; i < 52; i++) {
      if (dge.value[i] !== owners[i]) {
        const who = `the BRI part gives card ${i + 1} to ${SEATS[owners[i]!]}, the DGE part to ${SEATS[dge.value[i]!]}`;
        const message = `deal ${d + 1}: ${who}`;
        return fail('dup/parts-disagree', message, base + 78, file);
      }
    }
    const deal = dealFromCardOwners(owners);
    if (!deal.ok) return fail(deal.error.code, `deal ${d + 1}: ${deal.error.message}`, base, file);
    const board = settings.value.lowest + d;
    boards.push(boardDealOf(board, deal.value));
  }
  return ok({ boards, settings: settings.value });
}

const text = (bytes: Uint8Array, at: number, n: number): string => decodeText(bytes.subarray(at, at + n));

function readSettings(t: Uint8Array, file: string | undefined): Result<DupSettings, DupError> {
  const flag = (i: number): boolean | null =>
    t[i] === 0x59 || t[i] === 0x79 ? true : t[i] === 0x4e || t[i] === 0x6e ? false : null;
  const num = (from: number, to: number): number | null => {
    const s = decodeText(t.subarray(from, to)).trim();
    return /^\d+$/.test(s) ? Number(s) : null;
  };
  const random = flag(0);
  const backwards = flag(1);
  if (random === null || backwards === null) {
    return fail(
      'dup/bad-settings',
      `the first deal's trailer must start with Y or N twice, not '${text(t, 0, 2)}'`,
      146,
      file,
    );
  }
  const lowest = num(2, 5);
  const highest = num(7, 10);
  const copiesText = decodeText(t.subarray(5, 7)).trim();
  const copies = copiesText === '*' ? 'unlimited' : /^\d+$/.test(copiesText) ? Number(copiesText) : null;
  if (lowest === null || lowest < 1)
    return fail('dup/bad-settings', `'${text(t, 2, 3)}' is not a lowest board number`, 148, file);
  if (copies === null) return fail('dup/bad-settings', `'${text(t, 5, 2)}' is not a number of copies`, 151, file);
  if (highest === null || highest < lowest) {
    return fail('dup/bad-settings', `'${text(t, 7, 3)}' is not a highest board (from ${lowest} up)`, 153, file);
  }
  return ok({ random, backwards, lowest, highest, copies });
}

/** The owners of the 52 cards from a DGE part (68 bytes at `at`). */
function readDge(bytes: Uint8Array, at: number, d: number, file: string | undefined): Result<Uint8Array, DupError> {
  const owners = new Uint8Array(52).fill(255);
  let pos = at;
  for (let seat = 0; seat < 4; seat++) {
    for (let s = 0; s < 4; s++) {
      if (bytes[pos] !== SUIT_BYTES[s]) {
        const want = `0x0${SUIT_BYTES[s]!.toString(16)}`;
        return fail(
          'dup/bad-dge',
          `deal ${d + 1}: expected the suit byte ${want} for ${SEATS[seat]}, found 0x${hex(bytes[pos])}`,
          pos,
          file,
        );
      }
      pos++;
      while (pos < at + 68 && !SUIT_BYTES.includes(bytes[pos]!)) {
        const r = RANKS.indexOf(String.fromCharCode(bytes[pos]!));
        if (r < 0) return fail('dup/bad-dge', `deal ${d + 1}: byte 0x${hex(bytes[pos])} is not a rank`, pos, file);
        const i = machineIndex(3 - s, (14 - r) as Rank);
        if (owners[i] !== 255)
          return fail('dup/bad-dge', `deal ${d + 1}: a card is given twice in the DGE part`, pos, file);
        owners[i] = seat;
        pos++;
      }
    }
  }
  if (pos !== at + 68 || owners.includes(255)) {
    return fail('dup/bad-dge', `deal ${d + 1}: the DGE part does not hold 52 cards in 68 bytes`, at, file);
  }
  return ok(owners);
}

const hex = (b: number | undefined): string => (b ?? 0).toString(16).padStart(2, '0');

/** Options of `makeDup`: the machine settings written into the first deal's trailer. */
export interface MakeDupOptions {
  /** Default true (`Y`), as dealing programs write it. */
  readonly random?: boolean | undefined;
  readonly backwards?: boolean | undefined;
  /** Default 1. */
  readonly copies?: number | 'unlimited' | undefined;
}

/**
 * Writes boards as a `.dup` file. The boards must be consecutive from the first (the format
 * numbers deals by position) and at most 999, each a complete deal. Codes: `dup/empty`,
 * `dup/not-consecutive`, `dup/bad-deal`, `dup/board-range`, `dup/bad-copies`.
 */
export function makeDup(boards: readonly BoardDeal[], opts: MakeDupOptions = {}): Result<Uint8Array> {
  const first = boards[0];
  if (!first) return { ok: false, error: { code: 'dup/empty', message: 'no boards to write' } };
  for (let i = 1; i < boards.length; i++) {
    if (boards[i]!.board !== first.board + i) {
      const message = `a .dup file holds consecutive boards; board ${boards[i]!.board} follows ${boards[i - 1]!.board}`;
      return { ok: false, error: { code: 'dup/not-consecutive', message } };
    }
  }
  const complete = checkCompleteDeals(boards, 'dup');
  if (!complete.ok) return complete;
  const last = first.board + boards.length - 1;
  if (first.board < 1 || last > 999) {
    return {
      ok: false,
      error: { code: 'dup/board-range', message: `boards ${first.board}–${last}: a .dup file holds boards 1–999` },
    };
  }
  const copies = opts.copies ?? 1;
  if (copies !== 'unlimited' && !(Number.isInteger(copies) && copies >= 0 && copies <= 99)) {
    const message = `copies must be 0–99 or unlimited, not ${copies}`;
    return { ok: false, error: { code: 'dup/bad-copies', message } };
  }
  const out = new Uint8Array(boards.length * DUP_RECORD_SIZE);
  boards.forEach((b, d) => {
    const base = d * DUP_RECORD_SIZE;
    const owners = cardOwners(b.deal);
    let pos = base;
    for (let seat = 0; seat < 3; seat++) {
      for (let i = 0; i < 52; i++) {
        if (owners[i] !== seat) continue;
        out[pos++] = 0x30 + Math.floor((i + 1) / 10);
        out[pos++] = 0x30 + ((i + 1) % 10);
      }
    }
    pos = base + 78;
    for (let seat = 0; seat < 4; seat++) {
      for (let s = 0; s < 4; s++) {
        out[pos++] = SUIT_BYTES[s]!;
        for (let r = 0; r < 13; r++) if (owners[s * 13 + r] === seat) out[pos++] = RANKS.charCodeAt(r);
      }
    }
    if (d === 0) {
      const yn = (f: boolean): string => (f ? 'Y' : 'N');
      const trailer =
        yn(opts.random ?? true) +
        yn(opts.backwards ?? false) +
        String(first.board).padEnd(3) +
        (copies === 'unlimited' ? '*' : String(copies)).padEnd(2) +
        String(last).padEnd(3);
      for (let k = 0; k < 10; k++) out[base + 146 + k] = trailer.charCodeAt(k);
    }
  });
  return ok(out);
}
