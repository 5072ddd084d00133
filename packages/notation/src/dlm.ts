/**
 * Duplimate's Windows board file, `.dlm` (DupSoft; ACBL Live's "DLM"; research note §5.6): an
 * INI-like text with CRLF line ends.
 *
 * ```ts
 * const text = unwrap(makeDlm([boardDealOf(1, deal1)], { headline: 'Club pairs' }));
 * unwrap(parseDlm(text)).boards[0]!.deal;   // deal1
 * ```
 * Layout:
 * ```
 * [Document]
 * Headline=…            Status=Show           Duplicates=1
 * From board=1          To board=16           Next board to duplimate=0
 * PrintOuts=0           Crypto key=0          Checksum=17      (number of boards XOR 1 when Show)
 * Duplicates 01=0       Board 01=fokfapmnnkpbcfibeooicpgahi022   … one pair of lines per slot, 99 slots
 * ```
 * A board is 26 letters and a 3-digit checksum. The 52 cards are taken in the machine order
 * (♠A ♠K … ♣2) two at a time; the letter is `'a' + 4·h1 + h2`, h the seat of each card (N 0, E 1,
 * S 2, W 3). The checksum is the board number XOR the codes of the 26 letters. Slots outside
 * From–To hold a placeholder deal (North all spades, East hearts, South diamonds, West clubs),
 * as DupSoft writes them. Boards encrypted with a crypto key are refused (`dlm/encrypted`): the
 * cipher is not published.
 */
import { ok, type Result } from '@biritch/core';
import { boardDealOf, cardOwners, checkCompleteDeals, dealFromCardOwners, type BoardDeal } from './boardSet.js';
import { decodeText, locatedError, type NotationError } from './text.js';

/** The settings of a `.dlm` file's `[Document]` section. */
export interface DlmSettings {
  readonly headline: string;
  /** `Show` in every file written without a crypto key. */
  readonly status: string;
  readonly duplicates: number;
  readonly nextBoard: number;
  readonly printOuts: number;
}

/** What `parseDlm` returns. */
export interface ParsedDlm {
  readonly boards: readonly BoardDeal[];
  readonly settings: DlmSettings;
}

/** The most boards (slots) a `.dlm` file has. */
export const DLM_SLOTS = 99;

const PLACEHOLDER = 'aaaaaabffffffkkkkkklpppppp';
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The 26 letters and 3-digit checksum of one board. */
function boardText(board: number, owners: ArrayLike<number>): string {
  let letters = '';
  let sum = board;
  for (let i = 0; i < 26; i++) {
    const c = 97 + 4 * owners[2 * i]! + owners[2 * i + 1]!;
    sum ^= c;
    letters += String.fromCharCode(c);
  }
  return letters + String(sum).padStart(3, '0');
}

/**
 * Reads a `.dlm` file (text or bytes). Codes `dlm/…`: `no-header`, `bad-line`, `missing-key`,
 * `bad-number`, `encrypted`, `bad-checksum`, `missing-board`, `bad-board`, and `deal/…` for a
 * board whose hands are not 13 cards each; every error has its line and column.
 */
export function parseDlm(
  input: string | Uint8Array,
  opts: { readonly file?: string | undefined } = {},
): Result<ParsedDlm, NotationError> {
  const file = opts.file;
  const fail = (code: string, message: string, line: number, column = 1): { ok: false; error: NotationError } => ({
    ok: false,
    error: locatedError(code, message, { line, column }, file),
  });
  const lines = decodeText(input).split(/\r\n|\r|\n/);
  let first = 0;
  while (first < lines.length && lines[first]!.trim() === '') first++;
  if (lines[first]?.trim() !== '[Document]') {
    return fail(
      'dlm/no-header',
      `a .dlm file starts with [Document], not '${(lines[first] ?? '').slice(0, 40)}'`,
      first + 1,
    );
  }
  const fields = new Map<string, { value: string; line: number; column: number }>();
  for (let i = first + 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const eq = raw.indexOf('=');
    if (eq < 0) return fail('dlm/bad-line', `'${raw.slice(0, 40)}' is not KEY=VALUE`, i + 1);
    fields.set(raw.slice(0, eq).trim(), { value: raw.slice(eq + 1).trim(), line: i + 1, column: eq + 2 });
  }
  const numberField = (key: string, fallback?: number): Result<number, NotationError> => {
    const f = fields.get(key);
    if (!f)
      return fallback === undefined ? fail('dlm/missing-key', `the file has no '${key}='`, first + 1) : ok(fallback);
    return /^\d+$/.test(f.value)
      ? ok(Number(f.value))
      : fail('dlm/bad-number', `${key}: '${f.value}' is not a number`, f.line, f.column);
  };
  const from = numberField('From board');
  if (!from.ok) return from;
  const to = numberField('To board');
  if (!to.ok) return to;
  const checksum = numberField('Checksum');
  if (!checksum.ok) return checksum;
  const crypto = numberField('Crypto key', 0);
  if (!crypto.ok) return crypto;
  const duplicates = numberField('Duplicates', 1);
  if (!duplicates.ok) return duplicates;
  const nextBoard = numberField('Next board to duplimate', 0);
  if (!nextBoard.ok) return nextBoard;
  const printOuts = numberField('PrintOuts', 0);
  if (!printOuts.ok) return printOuts;
  const toAt = fields.get('To board')!;
  if (from.value < 1 || to.value < from.value || to.value > DLM_SLOTS) {
    return fail(
      'dlm/bad-number',
      `boards ${from.value}–${to.value}: a .dlm file holds boards 1–${DLM_SLOTS}`,
      toAt.line,
      toAt.column,
    );
  }
  const cryptoAt = fields.get('Crypto key');
  if (crypto.value !== 0 && cryptoAt) {
    return fail(
      'dlm/encrypted',
      'the boards are encrypted (Crypto key is not 0); save them unencrypted',
      cryptoAt.line,
      cryptoAt.column,
    );
  }
  const status = fields.get('Status')?.value ?? '';
  const count = to.value - from.value + 1;
  const want = status === 'Show' ? count ^ 1 : count;
  if (checksum.value !== want) {
    const at = fields.get('Checksum')!;
    return fail(
      'dlm/bad-checksum',
      `Checksum is ${checksum.value}; ${count} boards with Status=${status} make ${want}`,
      at.line,
      at.column,
    );
  }
  const boards: BoardDeal[] = [];
  for (let board = from.value; board <= to.value; board++) {
    const key = `Board ${pad2(board)}`;
    const f = fields.get(key);
    if (!f)
      return fail(
        'dlm/missing-board',
        `the file has no '${key}=' (From board ${from.value}, To board ${to.value})`,
        toAt.line,
      );
    if (!/^[a-p]{26}\d{3}$/.test(f.value)) {
      const bad = [...f.value].findIndex((ch, k) => (k < 26 ? !/[a-p]/.test(ch) : !/\d/.test(ch)));
      const col = f.column + (bad < 0 ? Math.min(f.value.length, 29) : bad);
      return fail('dlm/bad-board', `${key}: expected 26 letters a–p and a 3-digit checksum`, f.line, col);
    }
    const owners = new Uint8Array(52);
    for (let i = 0; i < 26; i++) {
      const v = f.value.charCodeAt(i) - 97;
      owners[2 * i] = v >> 2;
      owners[2 * i + 1] = v & 3;
    }
    const written = boardText(board, owners);
    if (written.slice(26) !== f.value.slice(26)) {
      const message = `${key}: the checksum is ${f.value.slice(26)}, the letters make ${written.slice(26)}`;
      return fail('dlm/bad-checksum', message, f.line, f.column + 26);
    }
    const deal = dealFromCardOwners(owners);
    if (!deal.ok) return fail(deal.error.code, `${key}: ${deal.error.message}`, f.line, f.column);
    boards.push(boardDealOf(board, deal.value));
  }
  return ok({
    boards,
    settings: {
      headline: fields.get('Headline')?.value ?? '',
      status,
      duplicates: duplicates.value,
      nextBoard: nextBoard.value,
      printOuts: printOuts.value,
    },
  });
}

/** Options of `makeDlm`. */
export interface MakeDlmOptions {
  /** The set's title, shown by DupSoft (one line, Latin-1). Default `Biritch`. */
  readonly headline?: string | undefined;
  /** Copies of each board the machine deals (`Duplicates=`). Default 1. */
  readonly duplicates?: number | undefined;
}

/**
 * Writes boards as a `.dlm` file (CRLF). The boards must be consecutive and within 1–99.
 * Codes: `dlm/empty`, `dlm/not-consecutive`, `dlm/bad-deal`, `dlm/board-range`, `dlm/bad-headline`,
 * `dlm/bad-number`.
 */
export function makeDlm(boards: readonly BoardDeal[], opts: MakeDlmOptions = {}): Result<string> {
  const first = boards[0];
  if (!first) return { ok: false, error: { code: 'dlm/empty', message: 'no boards to write' } };
  for (let i = 1; i < boards.length; i++) {
    if (boards[i]!.board !== first.board + i) {
      const message = `a .dlm file holds consecutive boards; board ${boards[i]!.board} follows ${boards[i - 1]!.board}`;
      return { ok: false, error: { code: 'dlm/not-consecutive', message } };
    }
  }
  const complete = checkCompleteDeals(boards, 'dlm');
  if (!complete.ok) return complete;
  const last = first.board + boards.length - 1;
  if (first.board < 1 || last > DLM_SLOTS) {
    const message = `boards ${first.board}–${last}: a .dlm file holds boards 1–${DLM_SLOTS}`;
    return { ok: false, error: { code: 'dlm/board-range', message } };
  }
  const headline = opts.headline ?? 'Biritch';
  if (/[\r\n]/.test(headline) || /[^\x20-\xff]/.test(headline)) {
    return { ok: false, error: { code: 'dlm/bad-headline', message: 'the headline must be one line of Latin-1 text' } };
  }
  const duplicates = opts.duplicates ?? 1;
  if (!(Number.isInteger(duplicates) && duplicates >= 0)) {
    return {
      ok: false,
      error: { code: 'dlm/bad-number', message: `duplicates must be a whole number, not ${duplicates}` },
    };
  }
  const lines = [
    '[Document]',
    `Headline=${headline}`,
    'Status=Show',
    `Duplicates=${duplicates}`,
    `From board=${first.board}`,
    `To board=${last}`,
    'Next board to duplimate=0',
    'PrintOuts=0',
    'Crypto key=0',
    `Checksum=${boards.length ^ 1}`,
  ];
  let placeholderSum = 0;
  for (const ch of PLACEHOLDER) placeholderSum ^= ch.charCodeAt(0);
  for (let slot = 1; slot <= DLM_SLOTS; slot++) {
    lines.push(`Duplicates ${pad2(slot)}=0`);
    const b = boards[slot - first.board];
    const text = b ? boardText(slot, cardOwners(b.deal)) : PLACEHOLDER + String(slot ^ placeholderSum).padStart(3, '0');
    lines.push(`Board ${pad2(slot)}=${text}`);
  }
  return ok(`${lines.join('\r\n')}\r\n`);
}
