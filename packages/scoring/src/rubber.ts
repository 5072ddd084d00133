/**
 * Rubber bridge score sheets: below and above the line, games, vulnerability from games, game
 * and rubber premiums, honours, an unfinished rubber (Law 80), running totals, and per-player
 * results over several rubbers when partners change (the Estonian booklet's example).
 *
 * ```ts
 * const sheet = unwrap(scoreRubber([
 *   { contract: unwrap(parseContract('4S')), declarer: 'N', tricks: 10 },
 *   { contract: unwrap(parseContract('3NT')), declarer: 'S', tricks: 9 },
 * ]));
 * sheet.winner;     // 'NS' — two games, rubber bonus 700
 * sheet.difference; // NS − EW = 120 + 100 + 700 = 920
 * ```
 * Works with any `RubberTable` (modern by default; Kontrakt, Vanderbilt, Reform): the game
 * threshold, premiums and what counts in the total all come from the table's data.
 */
import { err, ok, SEATS, sideOf, type Contract, type Deal, type Result, type Seat } from '@biritch/core';
import { honoursFromDeal, voidInTrumps, type Honours, type Side } from './honours.js';
import { RUBBER_TABLES, scoreRubberDeal, type RubberTable, type SheetEntry } from './rubberTables.js';

/** One deal as entered on a sheet. `contract` null: passed out (redealt, nothing scored). */
export interface SheetDeal {
  readonly contract: Contract | null;
  readonly declarer?: Seat | null;
  readonly tricks?: number | null;
  /** Declared honours; when absent they are found from `deal` if given. */
  readonly honours?: Honours | null;
  /** The four hands, when known: honours (and chicane) are then read from them. */
  readonly deal?: Deal;
}

/** Options of a rubber sheet. */
export interface RubberOptions {
  /** The scoring table (default: modern rubber bridge). */
  readonly table?: RubberTable;
  /** Law 80 part-score premium of an unfinished rubber: 100 (default, 1993 Laws) or 50 (Polish seed). */
  readonly unfinishedPartScore?: number;
  /** Count below-the-line points in the total (default: the table's `belowLineInTotal`). */
  readonly countBelowLine?: boolean;
  /** Score the table's chicane (Schikane) premium from the hands (default false: "rarely used"). */
  readonly chicane?: boolean;
}

/** Points of both sides. */
export type BySide<T> = Readonly<Record<Side, T>>;

/** One line of a sheet: a deal's entries (premiums included) and the running totals after it. */
export interface DealLine {
  /** 1-based number of the deal on this sheet; null for the end-of-sheet premiums (Law 80). */
  readonly deal: number | null;
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly passedOut: boolean;
  /** Vulnerability of each side when the deal was played. */
  readonly vulnerable: BySide<boolean>;
  readonly entries: readonly SheetEntry[];
  /** The side that completed a game on this deal. */
  readonly gameWon: Side | null;
  readonly running: BySide<number>;
}

/** A finished or unfinished sheet. */
export interface ScoreSheet {
  readonly kind: 'rubber' | 'chicago';
  readonly tableId: string;
  readonly lines: readonly DealLine[];
  /** Games in order, with the winner. */
  readonly games: readonly { readonly winner: Side; readonly deal: number }[];
  readonly finished: boolean;
  readonly winner: Side | null;
  readonly totals: BySide<{ readonly above: number; readonly below: number; readonly total: number }>;
  /** NS total − EW total. */
  readonly difference: number;
}

const other = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');
const isSeat = (x: unknown): x is Seat => typeof x === 'string' && (SEATS as readonly string[]).includes(x);

/** Reads the honours of a deal: declared ones win, else from the hands, else none. */
export function dealHonours(d: SheetDeal): Honours | null {
  if (d.honours !== undefined) return d.honours;
  if (d.deal && d.contract) return honoursFromDeal(d.deal, d.contract.strain);
  return null;
}

/** Sums a sheet's lines into totals. */
export function sheetTotals(lines: readonly DealLine[], countBelow: boolean): ScoreSheet['totals'] {
  const t = { NS: { above: 0, below: 0, total: 0 }, EW: { above: 0, below: 0, total: 0 } };
  for (const l of lines) for (const e of l.entries) t[e.side][e.line] += e.points;
  for (const s of ['NS', 'EW'] as const) t[s].total = t[s].above + (countBelow ? t[s].below : 0);
  return t;
}

/** Checks the fields of a played deal that came from outside. */
export function checkSheetDeal(d: SheetDeal, n: number): Result<{ declarer: Seat; tricks: number }> {
  if (!isSeat(d.declarer)) return err('sheet/bad-declarer', `deal ${n}: declarer must be N, E, S or W`);
  if (typeof d.tricks !== 'number') return err('score/bad-tricks', `deal ${n}: the number of tricks is missing`);
  return ok({ declarer: d.declarer, tricks: d.tricks });
}

/** Scores one rubber. Deals after the rubber has ended are an error (start a new sheet). */
export function scoreRubber(deals: readonly SheetDeal[], opts: RubberOptions = {}): Result<ScoreSheet> {
  const table = opts.table ?? RUBBER_TABLES.standard;
  const countBelow = opts.countBelowLine ?? table.belowLineInTotal;
  const gamesWon = { NS: 0, EW: 0 };
  let below = { NS: 0, EW: 0 };
  const wonGameTricks: Record<Side, number[]> = { NS: [], EW: [] };
  const games: { winner: Side; deal: number }[] = [];
  const lines: DealLine[] = [];
  const running = { NS: 0, EW: 0 };
  let winner: Side | null = null;
  const push = (line: Omit<DealLine, 'running'>) => {
    for (const e of line.entries) if (e.line === 'above' || countBelow) running[e.side] += e.points;
    lines.push({ ...line, running: { ...running } });
  };
  for (let i = 0; i < deals.length; i++) {
    const d = deals[i]!;
    const n = i + 1;
    if (winner)
      return err(
        'sheet/rubber-over',
        `deal ${n}: the rubber ended on deal ${games[games.length - 1]!.deal}; start a new rubber`,
      );
    const vulnerable = { NS: gamesWon.NS > 0, EW: gamesWon.EW > 0 };
    if (d.contract === null) {
      push({
        deal: n,
        contract: null,
        declarer: null,
        tricks: null,
        passedOut: true,
        vulnerable,
        entries: [],
        gameWon: null,
      });
      continue;
    }
    const checked = checkSheetDeal(d, n);
    if (!checked.ok) return checked;
    const { declarer, tricks } = checked.value;
    const side = sideOf(declarer);
    const r = scoreRubberDeal(table, {
      contract: d.contract,
      declarer,
      tricks,
      vulnerable: vulnerable[side],
      honours: dealHonours(d),
      chicane: opts.chicane && d.deal ? voidInTrumps(d.deal, d.contract.strain) : [],
    });
    if (!r.ok) return err(r.error.code, `deal ${n}: ${r.error.message}`);
    const entries = [...r.value];
    let gameWon: Side | null = null;
    for (const e of r.value) if (e.line === 'below') below = { ...below, [e.side]: below[e.side] + e.points };
    if (below[side] >= table.game) {
      gameWon = side;
      gamesWon[side]++;
      games.push({ winner: side, deal: n });
      wonGameTricks[side].push(below[side]);
      const endsRubber = gamesWon[side] === 2;
      if (!endsRubber || table.gamePremiumOnRubberGame) {
        const gp = table.gamePremium;
        const v = gp.kind === 'fixed' ? gp.value : gp.kind === 'gameTrickPoints' ? below[side] : 0;
        if (v) entries.push({ side, line: 'above', kind: 'game', points: v });
      }
      if (endsRubber) {
        winner = side;
        const rp = table.rubberPremium;
        const v =
          rp.kind === 'fixed'
            ? gamesWon[other(side)] === 0
              ? rp.twoGames
              : rp.threeGames
            : wonGameTricks[side].reduce((a, b) => a + b, 0);
        entries.push({ side, line: 'above', kind: 'rubber', points: v });
      }
      below = { NS: 0, EW: 0 };
    }
    push({
      deal: n,
      contract: contractText(d.contract),
      declarer,
      tricks,
      passedOut: false,
      vulnerable,
      entries,
      gameWon,
    });
  }
  if (!winner && table.unfinished) {
    // Law 80: one game completed → 300 to its winners; only one side with a part score in the unfinished game → 100 (or 50).
    const entries: SheetEntry[] = [];
    if (gamesWon.NS + gamesWon.EW === 1)
      entries.push({
        side: gamesWon.NS ? 'NS' : 'EW',
        line: 'above',
        kind: 'unfinished',
        points: table.unfinished.game,
      });
    const withPart = (['NS', 'EW'] as const).filter((s) => below[s] > 0);
    if (withPart.length === 1)
      entries.push({
        side: withPart[0]!,
        line: 'above',
        kind: 'unfinished',
        points: opts.unfinishedPartScore ?? table.unfinished.partScore,
      });
    if (entries.length)
      push({
        deal: null,
        contract: null,
        declarer: null,
        tricks: null,
        passedOut: false,
        vulnerable: { NS: gamesWon.NS > 0, EW: gamesWon.EW > 0 },
        entries,
        gameWon: null,
      });
  }
  const totals = sheetTotals(lines, countBelow);
  return ok({
    kind: 'rubber',
    tableId: table.id,
    lines,
    games,
    finished: winner !== null,
    winner,
    totals,
    difference: totals.NS.total - totals.EW.total,
  });
}

/** `4SX`-style text of a contract. */
export const contractText = (c: Contract): string => `${c.level}${c.strain}${['', 'X', 'XX'][c.doubled]}`;

/** A rubber with the names of its partnerships (partners may change after each rubber). */
export interface RubberEntry {
  readonly players?: BySide<readonly [string, string]>;
  readonly deals: readonly SheetDeal[];
}

/** A session: each rubber's sheet, and every player's running result (the Estonian booklet's per-player table). */
export interface RubberSession {
  readonly rubbers: readonly ScoreSheet[];
  readonly players: Readonly<Record<string, number>>;
}

/**
 * Scores rubbers one after another. Each rubber credits its difference to the two players of the
 * side that won it and debits the other two (booklet: "A +1814, B +1814, X −1814, Y −1814").
 */
export function scoreRubberSession(rubbers: readonly RubberEntry[], opts: RubberOptions = {}): Result<RubberSession> {
  const sheets: ScoreSheet[] = [];
  const players: Record<string, number> = {};
  for (let i = 0; i < rubbers.length; i++) {
    const r = rubbers[i]!;
    const sheet = scoreRubber(r.deals, opts);
    if (!sheet.ok) return err(sheet.error.code, `rubber ${i + 1}: ${sheet.error.message}`);
    sheets.push(sheet.value);
    const names = r.players ?? { NS: ['N', 'S'], EW: ['E', 'W'] };
    for (const side of ['NS', 'EW'] as const) {
      const pair = names[side];
      if (!Array.isArray(pair) || pair.length !== 2 || pair.some((p) => typeof p !== 'string'))
        return err('sheet/bad-players', `rubber ${i + 1}: players.${side} must be two names`);
      const delta = side === 'NS' ? sheet.value.difference : 0 - sheet.value.difference;
      for (const p of pair) players[p] = (players[p] ?? 0) + delta;
    }
  }
  return ok({ rubbers: sheets, players });
}

/** Splits a long list of deals into consecutive rubbers (a new one starts when a rubber ends). */
export function splitIntoRubbers(deals: readonly SheetDeal[], opts: RubberOptions = {}): Result<SheetDeal[][]> {
  const out: SheetDeal[][] = [];
  let current: SheetDeal[] = [];
  for (const d of deals) {
    current.push(d);
    const s = scoreRubber(current, opts);
    if (!s.ok) return s;
    if (s.value.finished) {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return ok(out);
}
