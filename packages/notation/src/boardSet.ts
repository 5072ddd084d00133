/**
 * Sets of boards for dealing machines and hand records: the board type shared by the machine
 * files (`dup.ts`, `dlm.ts`), and the PBN set of boards that Dealer4's PC software, Duplimate's
 * DupSoft and BigDeal read and write (one game per board: `Board`, `Dealer`, `Vulnerable`, `Deal`
 * and the rest of the Mandatory Tag Set as `"?"`; research note §5.6).
 *
 * ```ts
 * const boards = [boardDealOf(1, deal1), boardDealOf(2, deal2)];   // dealer, vulnerability by Law 2
 * const text = makeBoardsPbn(boards, { event: 'Club pairs', date: '2026.11.26' });
 * unwrap(parseBoardsPbn(text)).boards;                              // the same two boards
 * ```
 * Machine files order the 52 cards the way the machines read a sorted deck: ♠A ♠K … ♠2, ♥A … ♣2
 * (`MACHINE_CARD_ORDER`); `cardOwners` / `dealFromCardOwners` convert.
 */
import {
  DISPLAY_SUITS,
  RANK_CHARS,
  SEATS,
  boardDealer,
  boardVulnerability,
  dealFromHands,
  err,
  makeCard,
  makeDeal,
  ok,
  type Card,
  type Deal,
  type Hand,
  type Rank,
  type Result,
  type Seat,
  type Vulnerability,
} from '@biritch/core';
import { checkRecord } from './game.js';
import { parsePbn } from './pbnReader.js';
import { makePbn } from './pbnWriter.js';
import { emptyRecord, withTag, type GameRecord } from './record.js';
import { decodeText, locatedError, type NotationError } from './text.js';

/** One board of a set: its number, dealer, vulnerability and the four hands. */
export interface BoardDeal {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
}

/** A board whose dealer and vulnerability follow from its number (Law 2). */
export const boardDealOf = (board: number, deal: Deal): BoardDeal => ({
  board,
  dealer: boardDealer(board),
  vulnerability: boardVulnerability(board),
  deal,
});

/** The 52 cards in a dealing machine's order: ♠A … ♠2, ♥A … ♥2, ♦A … ♦2, ♣A … ♣2. */
export const MACHINE_CARD_ORDER: readonly Card[] = DISPLAY_SUITS.flatMap((s) =>
  [...RANK_CHARS].reverse().map((r) => `${s}${r}` as Card),
);

/** For each card in `MACHINE_CARD_ORDER`, the index of the seat holding it (N 0, E 1, S 2, W 3). */
export function cardOwners(deal: Deal): Uint8Array {
  const owners = new Uint8Array(52);
  SEATS.forEach((seat, o) => {
    for (let si = 0; si < 4; si++) {
      const h = deal[seat][si]!;
      for (let b = 0; b < 13; b++) if (h & (1 << b)) owners[machineIndex(si, (b + 2) as Rank)] = o;
    }
  });
  return owners;
}

/** A deal from the owner (seat index 0–3) of each card in `MACHINE_CARD_ORDER`; 13 cards each. */
export function dealFromCardOwners(owners: ArrayLike<number>): Result<Deal> {
  if (owners.length !== 52) return err('deal/wrong-hand-size', `${owners.length} cards given, not 52`);
  const hands = SEATS.map(() => [0, 0, 0, 0]);
  for (let i = 0; i < 52; i++) {
    const o = owners[i]!;
    if (!(o >= 0 && o <= 3)) return err('deal/bad-owner', `card ${machineCard(i)} has no seat (${o})`);
    hands[o]![3 - Math.floor(i / 13)]! |= 1 << (12 - (i % 13));
  }
  const [N, E, S, W] = hands as unknown as [Hand, Hand, Hand, Hand];
  return dealFromHands({ N, E, S, W });
}

/** The first board whose deal is not four hands of 13 different cards, as a coded error for `area`. */
export function checkCompleteDeals(boards: readonly BoardDeal[], area: string): Result<true> {
  for (const b of boards) {
    const d = dealFromHands(b.deal);
    if (!d.ok) return err(`${area}/bad-deal`, `board ${b.board}: ${d.error.message}`);
  }
  return ok(true);
}

/** The machine order index (0 = ♠A … 51 = ♣2) of a card given by core suit index and rank. */
export const machineIndex = (suit: number, rank: Rank): number => (3 - suit) * 13 + (14 - rank);

/** The card at a machine order index. */
export const machineCard = (index: number): Card =>
  makeCard(DISPLAY_SUITS[Math.floor(index / 13)]!, (14 - (index % 13)) as Rank);

/** PBN's spelling of a vulnerability (§3.4.10). */
export const PBN_VULNERABLE: Readonly<Record<Vulnerability, string>> = {
  none: 'None',
  NS: 'NS',
  EW: 'EW',
  both: 'All',
};

/** Options of `makeBoardsPbn`: the event tags every board carries (PBN §3.4.1–3). */
export interface MakeBoardsPbnOptions {
  readonly event?: string | undefined;
  readonly site?: string | undefined;
  /** `YYYY.MM.DD` (PBN §3.4.3); `?` parts allowed. */
  readonly date?: string | undefined;
  /** Line end; the PBN export format's is CRLF (§2.3), which Windows dealing programs expect. */
  readonly eol?: string | undefined;
}

/** The game record of one board, as dealing programs write it. */
export function boardRecord(b: BoardDeal, opts: MakeBoardsPbnOptions = {}): GameRecord {
  let r = emptyRecord();
  if (opts.event !== undefined) r = withTag(r, 'Event', opts.event);
  if (opts.site !== undefined) r = withTag(r, 'Site', opts.site);
  if (opts.date !== undefined) r = withTag(r, 'Date', opts.date);
  r = withTag(r, 'Board', String(b.board));
  r = withTag(r, 'Dealer', b.dealer);
  r = withTag(r, 'Vulnerable', PBN_VULNERABLE[b.vulnerability]);
  return withTag(r, 'Deal', makeDeal(b.deal));
}

/** Writes a set of boards as a PBN file in export format (Mandatory Tag Set, `"?"` where unknown). */
export function makeBoardsPbn(boards: readonly BoardDeal[], opts: MakeBoardsPbnOptions = {}): string {
  return makePbn(
    boards.map((b) => boardRecord(b, opts)),
    { eol: opts.eol ?? '\r\n' },
  );
}

/** What `parseBoardsPbn` returns: the boards in file order and the PBN reader's warnings. */
export interface ParsedBoardsPbn {
  readonly boards: readonly BoardDeal[];
  readonly warnings: readonly NotationError[];
}

/** The 1-based line of the first tag of each game: games are separated by empty lines (PBN §3). */
function gameStartLines(text: string): number[] {
  const starts: number[] = [];
  let gap = true;
  let inBrace = false;
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    const t = line.trim();
    if (inBrace) {
      if (t.includes('}')) inBrace = false;
      return;
    }
    if (t === '') {
      gap = true;
      return;
    }
    // Escape and comment lines neither start a game nor end the gap before one.
    if (t.startsWith('%') || t.startsWith(';')) return;
    if (t.startsWith('{')) {
      if (!t.includes('}')) inBrace = true;
      return;
    }
    if (gap && t.startsWith('[')) starts.push(i + 1);
    gap = false;
  });
  return starts;
}

/**
 * Reads a PBN set of boards: every game must have a board number and a complete deal; `Dealer`
 * and `Vulnerable` default to the board's (Law 2) when the file leaves them out. A board
 * number given twice is an error (a dealing machine would deal one of them wrongly).
 * Codes: `boards/empty`, `boards/no-board`, `boards/no-deal`, `boards/duplicate-board`, and the
 * PBN reader's own (`pbn/…`, `deal/…`), each at a line and column.
 */
export function parseBoardsPbn(
  input: string | Uint8Array,
  opts: { readonly file?: string | undefined } = {},
): Result<ParsedBoardsPbn, NotationError> {
  const text = decodeText(input);
  const parsed = parsePbn(text, opts.file === undefined ? {} : { file: opts.file });
  if (!parsed.ok) return parsed;
  const file = opts.file;
  const starts = gameStartLines(text);
  const fail = (code: string, message: string, line: number): { ok: false; error: NotationError } => ({
    ok: false,
    error: locatedError(code, message, { line, column: 1 }, file),
  });
  const { games, warnings } = parsed.value;
  if (games.length === 0) return fail('boards/empty', 'the file has no boards', 1);
  const boards: BoardDeal[] = [];
  const seen = new Map<number, number>();
  for (let i = 0; i < games.length; i++) {
    const line = starts.length === games.length ? starts[i]! : 1;
    const next = starts.length === games.length ? (starts[i + 1] ?? Infinity) : Infinity;
    // The reader's own warning for this game says best what is wrong with its deal or number.
    const own = (prefix: string): NotationError | undefined =>
      warnings.find((w) => w.code.startsWith(prefix) && w.line >= line && w.line < next);
    const { game } = checkRecord(games[i]!);
    if (game.board === null) {
      const w = own('board/');
      return w ? { ok: false, error: w } : fail('boards/no-board', `game ${i + 1} has no board number`, line);
    }
    if (!game.deal || !game.dealComplete) {
      const w = own('deal/') ?? own('hand/');
      if (w) return { ok: false, error: w };
      return fail('boards/no-deal', `board ${game.board} has no complete deal (four hands of 13 cards)`, line);
    }
    const before = seen.get(game.board);
    if (before !== undefined) {
      return fail('boards/duplicate-board', `board ${game.board} is given twice (also at line ${before})`, line);
    }
    seen.set(game.board, line);
    boards.push({
      board: game.board,
      dealer: game.dealer ?? boardDealer(game.board),
      vulnerability: game.vulnerability ?? boardVulnerability(game.board),
      deal: game.deal,
    });
  }
  return ok({ boards, warnings });
}
