/**
 * The table device's screens as data: the round (who sits where, which boards, in what state),
 * the result being keyed in (a draft, as a Bridgemate asks it: contract, declarer, lead, tricks —
 * competition-research.md §6.1 steps 3–7), the command it becomes, and the move after the round.
 * Pure: no bridge rule is decided here; the server (and the competition engine behind it) accepts
 * or refuses, and its score is the one shown once entered.
 *
 * ```ts
 * const round = selectRound(view, outbox);                // boards with 'open' | 'queued' | 'entered' | 'confirmed'
 * const draft = { ...EMPTY_DRAFT, board: 5, level: 4, strain: 'S', declarer: 'N', tricks: 10 };
 * makeEntryCommand(view, draft)                           // ok({ type: 'enterResult', …, contract: '4S', tricks: 10 })
 * tricksChoices(4)                                        // [{ tricks: 0, relative: -10 }, …, { tricks: 13, relative: 3 }]
 * ```
 */
import { err, makeContract, ok, type Level, type Result, type Seat, type Strain, type Suit } from '@biritch/core';
import type { SessionCommandMessage, SessionTableView, TableBoard, Move } from '@biritch/protocol';
import { scoreBoard } from '@biritch/scoring';
import type { Labels } from '../labels.js';
import type { OutboxEntry } from './outbox.js';

/** What the device knows of one board this round. */
export type BoardStatus = 'open' | 'queued' | 'entered' | 'confirmed';

/** One board on the round screen. */
export interface RoundBoard {
  readonly board: number;
  readonly status: BoardStatus;
  /** The result as printed (`4♠ N =`, `Passed out`), or null while open. */
  readonly text: string | null;
  /** NS score from the server (or, while queued, as the device computed it for the summary). */
  readonly score: number | null;
  readonly flagged: boolean;
  readonly adjusted: boolean;
}

/** The round screen. */
export interface RoundModel {
  readonly section: string;
  readonly table: number;
  readonly round: number | null;
  readonly open: boolean;
  readonly ns: { readonly id: string; readonly names: string } | null;
  readonly ew: { readonly id: string; readonly names: string } | null;
  readonly boards: readonly RoundBoard[];
  /** Every board has a confirmed result. */
  readonly done: boolean;
  readonly finished: boolean;
}

/** The result being keyed in. `tricks` is the total taken by declarer's side. */
export interface EntryDraft {
  readonly board: number | null;
  readonly passedOut: boolean;
  readonly level: Level | null;
  readonly strain: Strain | null;
  readonly doubled: 0 | 1 | 2;
  readonly declarer: Seat | null;
  readonly leadRank: string | null;
  readonly leadSuit: Suit | null;
  readonly tricks: number | null;
}

/** A fresh draft. */
export const EMPTY_DRAFT: EntryDraft = {
  board: null,
  passedOut: false,
  level: null,
  strain: null,
  doubled: 0,
  declarer: null,
  leadRank: null,
  leadSuit: null,
  tricks: null,
};

/** What is still missing before the draft can be sent (in the order the screen asks). */
export type DraftGap = 'board' | 'contract' | 'declarer' | 'lead' | 'tricks';

/** The first thing the draft lacks, or null when it is complete (the lead only when required). */
export function draftGap(d: EntryDraft, leadRequired: boolean): DraftGap | null {
  if (d.board === null) return 'board';
  if (d.passedOut) return null;
  if (d.level === null || d.strain === null) return 'contract';
  if (d.declarer === null) return 'declarer';
  if ((d.leadRank === null) !== (d.leadSuit === null) || (leadRequired && d.leadRank === null)) return 'lead';
  if (d.tricks === null) return 'tricks';
  return null;
}

/**
 * The tricks keys for a contract of `level`: every total from 0 to 13 with its distance from the
 * contract (`=` is 0), as the Bridgemate's `=`, `+n`, `−n` keys (§6.1 step 6). The book of six
 * tricks comes from Law 77's definition of odd tricks.
 */
export function tricksChoices(level: Level): readonly { readonly tricks: number; readonly relative: number }[] {
  return Array.from({ length: 14 }, (_, tricks) => ({ tricks, relative: tricks - (level + 6) }));
}

/** The draft's contract text as the server reads it ('4S', '3NTX'), or null. */
export function draftContract(d: EntryDraft): string | null {
  return d.level !== null && d.strain !== null
    ? makeContract({ level: d.level, strain: d.strain, doubled: d.doubled })
    : null;
}

/** The draft's lead as a card ('HK'), or undefined when none is keyed. */
const draftLead = (d: EntryDraft): string | undefined =>
  d.leadRank !== null && d.leadSuit !== null ? `${d.leadSuit}${d.leadRank}` : undefined;

/** The result part of a complete draft, as the engine's commands carry it. */
export function draftResult(
  d: EntryDraft,
):
  | { readonly passedOut: true }
  | { readonly contract: string; readonly declarer: Seat; readonly tricks: number; readonly lead?: string } {
  const lead = draftLead(d);
  return d.passedOut
    ? { passedOut: true as const }
    : { contract: draftContract(d)!, declarer: d.declarer!, tricks: d.tricks!, ...(lead ? { lead } : {}) };
}

/**
 * The command a complete draft becomes: `enterResult` for a board not yet entered, or
 * `correctResult` for one the device entered and the other side has not confirmed (the engine
 * allows that while the round is open). `web/draft-incomplete` names what is missing.
 */
export function makeEntryCommand(
  view: SessionTableView,
  d: EntryDraft,
  leadRequired = false,
): Result<SessionCommandMessage> {
  const gap = draftGap(d, leadRequired);
  if (gap !== null || d.board === null) return err('web/draft-incomplete', `the ${gap ?? 'board'} is missing`);
  if (view.round === null || !view.ns || !view.ew) return err('web/no-round', 'no round is in play at this table');
  const entered = view.boards.find((b) => b.board === d.board)?.result != null;
  const place = { section: view.section, round: view.round, table: view.table, board: d.board };
  const played = draftResult(d);
  if (entered) return ok({ type: 'correctResult', ...place, ...played } as SessionCommandMessage);
  return ok({ type: 'enterResult', ...place, ns: view.ns.id, ew: view.ew.id, ...played } as SessionCommandMessage);
}

/** The NS score of a complete draft (Law 77, by @biritch/scoring), for the summary before sending. */
export function draftScore(d: EntryDraft, board: TableBoard | undefined): number | null {
  if (!board) return null;
  if (d.passedOut) return 0;
  if (d.level === null || d.strain === null || d.declarer === null || d.tricks === null) return null;
  const r = scoreBoard({
    contract: { level: d.level, strain: d.strain, doubled: d.doubled },
    declarer: d.declarer,
    tricks: d.tricks,
    vulnerability: board.vulnerability,
  });
  return r.ok ? r.value.ns : null;
}

const STRAINS: readonly string[] = ['C', 'D', 'H', 'S', 'NT'];
const SEATS: readonly string[] = ['N', 'E', 'S', 'W'];

/** Reads a contract text the server sent ('4SX', '3NT') into its parts, or null when unreadable. */
function readContract(text: string): { level: Level; strain: Strain; doubled: 0 | 1 | 2 } | null {
  const m = /^([1-7])(C|D|H|S|NT|N)(X{0,2})$/i.exec(text.trim());
  if (!m) return null;
  const s = m[2]!.toUpperCase();
  const strain = (s === 'N' ? 'NT' : s) as Strain;
  if (!STRAINS.includes(strain)) return null;
  return { level: Number(m[1]) as Level, strain, doubled: m[3]!.length as 0 | 1 | 2 };
}

/** A draft filled from an entered result (to correct it before confirmation). */
export function draftFromResult(board: TableBoard): EntryDraft {
  const r = board.result;
  if (!r) return { ...EMPTY_DRAFT, board: board.board };
  if (r.passedOut || r.contract === null) return { ...EMPTY_DRAFT, board: board.board, passedOut: true };
  const c = readContract(r.contract);
  const lead = r.lead ?? '';
  return {
    ...EMPTY_DRAFT,
    board: board.board,
    level: c?.level ?? null,
    strain: c?.strain ?? null,
    doubled: c?.doubled ?? 0,
    declarer: r.declarer && SEATS.includes(r.declarer) ? r.declarer : null,
    leadSuit: lead.length >= 2 ? (lead[0] as Suit) : null,
    leadRank: lead.length >= 2 ? lead.slice(1) : null,
    tricks: r.tricks,
  };
}

/** A result as printed: contract and declarer, then `=`, `+1`, `−2` (or "Passed out"); `compact` for table columns. */
export function resultText(
  r: {
    readonly passedOut?: boolean | undefined;
    readonly contract?: string | null | undefined;
    readonly declarer?: Seat | null | undefined;
    readonly tricks?: number | null | undefined;
  },
  labels: Labels,
  compact = false,
): string {
  if (r.passedOut || !r.contract) return labels.tr.t('contract.passedOut');
  const c = readContract(r.contract);
  if (!c) return r.contract;
  // Compact, for the columns of a traveller: `4♠ N =`; else `4♠ by North =`.
  const contract = compact
    ? `${labels.contractText(c)}${r.declarer ? ` ${labels.seatLetter(r.declarer)}` : ''}`
    : labels.contractText(c, r.declarer ?? null);
  if (r.tricks == null) return contract;
  const over = r.tricks - (c.level + 6);
  return `${contract} ${over === 0 ? '=' : over > 0 ? `+${over}` : `−${-over}`}`;
}

/** The draft as printed for the summary ('4♠ by North +1'), or null while incomplete. */
export function draftText(d: EntryDraft, labels: Labels): string | null {
  if (draftGap(d, false) !== null) return null;
  return resultText(
    { passedOut: d.passedOut, contract: draftContract(d), declarer: d.declarer, tricks: d.tricks },
    labels,
  );
}

/** The round screen from the server's table view and the device's unsent entries. */
export function selectRound(view: SessionTableView, queued: readonly OutboxEntry[], labels: Labels): RoundModel {
  const waiting = new Map<number, OutboxEntry>();
  for (const q of queued) {
    const c = q.command;
    if (
      (c.type === 'enterResult' || c.type === 'correctResult') &&
      c.round === view.round &&
      c.table === view.table &&
      c.section === view.section
    )
      waiting.set(c.board, q);
  }
  const boards = view.boards.map((b): RoundBoard => {
    const q = waiting.get(b.board);
    if (q && (!b.result || q.command.type === 'correctResult')) {
      const c = q.command as Extract<SessionCommandMessage, { type: 'enterResult' }>;
      return {
        board: b.board,
        status: 'queued',
        text: resultText(c, labels),
        score: q.score,
        flagged: false,
        adjusted: false,
      };
    }
    // A board the director scored (an adjusted score) needs nothing more from the table.
    const status: BoardStatus = b.adjusted || b.confirmed ? 'confirmed' : !b.result ? 'open' : 'entered';
    return {
      board: b.board,
      status,
      text: b.adjusted ? labels.tr.t('club.results.adjusted') : b.result ? resultText(b.result, labels) : null,
      score: b.result ? b.result.score : null,
      flagged: b.flagged,
      adjusted: b.adjusted,
    };
  });
  const seated = (s: SessionTableView['ns']) => (s ? { id: s.id, names: labels.tr.list(s.names) } : null);
  return {
    section: view.section,
    table: view.table,
    round: view.round,
    open: view.roundState === 'started',
    ns: seated(view.ns),
    ew: seated(view.ew),
    boards,
    done: boards.length > 0 && boards.every((b) => b.status === 'confirmed'),
    finished: view.finished,
  };
}

/** The move after the round as short lines for the guide card ("NS stay", "EW to table 3", "Boards to table 1"). */
export function moveLines(move: Move | null, table: number, labels: Labels): readonly string[] {
  if (!move) return [];
  const { tr } = labels;
  const lines: string[] = [];
  const side = (who: Move['ns'], from: 'NS' | 'EW'): void => {
    if (!who) return;
    const name = from === 'NS' ? labels.sideLetters('N', 'S') : labels.sideLetters('E', 'W');
    if (who.table === null) lines.push(tr.t('club.move.out', { side: name }));
    else if (who.table === table && who.direction === from) lines.push(tr.t('club.move.stay', { side: name }));
    else
      lines.push(
        tr.t('club.move.to', {
          side: name,
          table: who.table,
          direction: who.direction === 'EW' ? labels.sideLetters('E', 'W') : labels.sideLetters('N', 'S'),
        }),
      );
  };
  side(move.ns, 'NS');
  side(move.ew, 'EW');
  lines.push(
    move.boardsTo === null ? tr.t('club.move.boardsDone') : tr.t('club.move.boards', { table: move.boardsTo }),
  );
  return lines;
}
