/**
 * Selectors for what the server works out after a deal or on request: the double-dummy table and
 * par of a finished deal (the server's `analysis` message), and the explanations of calls (its
 * `explanation` answers) merged into the auction. Plain models in, plain models out; no rules.
 *
 * ```ts
 * const dd = selectDoubleDummy(state.analysis, state.info); // null until the deal has ended
 * dd?.rows[0]!.cells[0]!.tricks;                          // tricks North takes in no trump
 * dd?.par?.score;                                          // 'N–S +420'
 * selectDoubleDummy(state.analysis, state.info, makeLabels(makeTranslator('pl'))); // in Polish
 * const auction = withExplanations(model.auction, state.explanations);
 * ```
 */
import type { Seat, Strain } from '@biritch/core';
import type { AnalysisMessage, ParWire, TableInfo } from '@biritch/protocol';
import { EN_LABELS, type Labels } from './labels.js';
import type { AuctionModel } from './selectors.js';

/** One strain column of the double-dummy table. */
export interface DoubleDummyColumn {
  readonly strain: Strain;
  /** As printed: 'NT', '♠'. */
  readonly text: string;
  /** For a screen reader: 'no trump', 'spades'. */
  readonly name: string;
  readonly red: boolean;
}

/** One declarer row: the tricks that seat takes as declarer in each strain (columns' order). */
export interface DoubleDummyRow {
  readonly seat: Seat;
  readonly name: string;
  readonly cells: readonly {
    readonly strain: Strain;
    readonly tricks: number;
    readonly makes: boolean;
    readonly label: string;
  }[];
}

/** A par contract as shown. */
export interface ParLine {
  /** '4♠X by E/W −1' */
  readonly text: string;
  /** '4 spades doubled by East or West, down 1' */
  readonly name: string;
}

/** The double-dummy panel's model. */
export interface DoubleDummyModel {
  readonly status: AnalysisMessage['status'];
  readonly board: number;
  readonly columns: readonly DoubleDummyColumn[];
  /** Declarers N S E W (partners together), empty unless ready. */
  readonly rows: readonly DoubleDummyRow[];
  /** Null when not ready, and at variant tables (partnerships are not fixed). */
  readonly par: { readonly score: string; readonly contracts: readonly ParLine[] } | null;
  /** 'native DDS' or 'TypeScript solver'; null until ready. */
  readonly solver: string | null;
  /** Why it is unavailable, in words. */
  readonly reason: string | null;
}

/** Strain columns in the usual order of a double-dummy table: NT ♠ ♥ ♦ ♣. */
export const DD_COLUMNS: readonly DoubleDummyColumn[] = [
  { strain: 'NT', text: 'NT', name: 'no trump', red: false },
  { strain: 'S', text: '♠', name: 'spades', red: false },
  { strain: 'H', text: '♥', name: 'hearts', red: true },
  { strain: 'D', text: '♦', name: 'diamonds', red: true },
  { strain: 'C', text: '♣', name: 'clubs', red: false },
];
/** Declarer rows: North–South, then East–West. */
export const DD_ROWS: readonly Seat[] = ['N', 'S', 'E', 'W'];

/** Why the analysis is unavailable, in words (the server's coded reason). */
function reasonText(code: string | undefined, { tr }: Labels): string {
  if (code === 'solver/budget-exceeded') return tr.t('dd.reason.budget');
  if (code === 'analysis/busy') return tr.t('dd.reason.busy');
  return tr.t('dd.reason.failed', { code: code ?? '?' });
}

/** The par score from North–South's side as shown: 'N–S +420', 'E–W +100', or '0 (passed out)'. */
export function parScoreText(score: number, labels: Labels = EN_LABELS): string {
  if (score === 0) return labels.tr.t('dd.parPassed');
  const side = score > 0 ? labels.sideLetters('N', 'S') : labels.sideLetters('E', 'W');
  return labels.tr.t('dd.parSide', { side, score: labels.tr.signed(Math.abs(score)) });
}

/** One par contract as shown and as read aloud. */
export function parLine(c: ParWire['contracts'][number], labels: Labels = EN_LABELS): ParLine {
  const { tr } = labels;
  const contract = {
    level: c.level as 1 | 2 | 3 | 4 | 5 | 6 | 7,
    strain: c.strain,
    doubled: c.doubled ? 1 : 0,
  } as const;
  const result = c.result === 0 ? '=' : tr.signed(c.result);
  const seats = c.declarers.map(labels.seatLetter).join('/');
  const names = tr.list(c.declarers.map(labels.seatName), 'disjunction');
  const outcome =
    c.result === 0
      ? tr.t('dd.making')
      : c.result > 0
        ? tr.t('dd.overtricks', { count: c.result })
        : tr.t('count.undertricks', { count: -c.result });
  return {
    text: tr.t('dd.parLine', { contract: labels.contractText(contract), seats, result }),
    name: tr.t('dd.parName', { contract: labels.contractName(contract), seats: names, result: outcome }),
  };
}

/**
 * The double-dummy model of the table's current deal once it has ended, from the latest
 * `analysis` message; null before the deal has ended, when no analysis has come, or when the
 * analysis is of another deal.
 */
export function selectDoubleDummy(
  analysis: AnalysisMessage | null,
  info: Pick<TableInfo, 'current'> | null,
  labels: Labels = EN_LABELS,
): DoubleDummyModel | null {
  const { tr } = labels;
  const columns = DD_COLUMNS.map((c) => ({
    ...c,
    text: c.strain === 'NT' ? labels.callText({ type: 'bid', level: 1, strain: 'NT' }).replace(/^1\s?/, '') : c.text,
    name: c.strain === 'NT' ? tr.t('dd.noTrump') : labels.suitName(c.strain),
  }));
  const current = info?.current;
  if (!analysis || !current?.ended || analysis.deal !== current.deal) return null;
  const table = analysis.status === 'ready' ? analysis.table : null;
  const rows: DoubleDummyRow[] = table
    ? DD_ROWS.map((seat) => ({
        seat,
        name: labels.seatName(seat),
        cells: columns.map(({ strain, name }) => {
          const tricks = table[seat][strain];
          return {
            strain,
            tricks,
            makes: tricks >= 7,
            label: tr.t('dd.cell', { seat: labels.seatName(seat), strain: name, count: tricks }),
          };
        }),
      }))
    : [];
  const par =
    table && analysis.par
      ? {
          score: parScoreText(analysis.par.score, labels),
          contracts: analysis.par.contracts.map((c) => parLine(c, labels)),
        }
      : null;
  return {
    status: analysis.status,
    board: analysis.board,
    columns,
    rows,
    par,
    solver: table ? (analysis.backend === 'dds' ? tr.t('dd.solver.dds') : tr.t('dd.solver.ts')) : null,
    reason: analysis.status === 'unavailable' ? reasonText(analysis.code, labels) : null,
  };
}

/** What the screen shows when the server has nothing to say about a call (English). */
export const NO_EXPLANATION = EN_LABELS.tr.t('auction.noneGiven');

/**
 * The seats a robot plays now (its own seats and stand-ins). A robot alerts in its system's words,
 * which the table records in English; the reader sees the server's explanation in their language
 * instead (`withExplanations`, `robotAlertText`).
 */
export function robotSeats(info: Pick<TableInfo, 'seats'> | null): ReadonlySet<Seat> {
  if (!info) return new Set();
  return new Set(
    (Object.keys(info.seats) as Seat[]).filter((s) => info.seats[s].status === 'robot' || info.seats[s].standIn),
  );
}

/**
 * The auction with the server's answers to `explain` filled in (null: nothing you may see). An
 * alerted call the server explained shows the explanation as its alert (for a person's call it is
 * their alert; for a robot's, its system's meaning in the reader's language). A robot's alert not
 * explained yet shows "asking…" rather than its English words.
 */
export function withExplanations(
  auction: AuctionModel,
  explanations: Readonly<Record<number, string | null>>,
  labels: Labels = EN_LABELS,
  robots: ReadonlySet<Seat> = new Set(),
): AuctionModel {
  const none = labels.tr.t('auction.noneGiven');
  const has = (i: number): boolean => Object.hasOwn(explanations, i);
  const touches = (c: AuctionModel['calls'][number]): boolean =>
    has(c.index) || (c.alert !== undefined && robots.has(c.seat));
  if (!auction.calls.some(touches)) return auction;
  const fill = <T extends AuctionModel['calls'][number]>(c: T): T => {
    if (c.alert !== undefined) {
      const text = explanations[c.index];
      if (text != null) return { ...c, alert: text };
      if (robots.has(c.seat)) return { ...c, alert: labels.tr.t('auction.asking') };
      return c;
    }
    return has(c.index) ? { ...c, explanation: explanations[c.index] ?? none } : c;
  };
  return {
    ...auction,
    calls: auction.calls.map(fill),
    rows: auction.rows.map((row) => row.map((cell) => (cell === null || cell === 'turn' ? cell : fill(cell)))),
  };
}

/**
 * What the live region says of a robot's alert: the server's explanation of that call when it has
 * come, null while it has not; undefined for a person's alert (said as written).
 */
export function robotAlertText(
  seat: Seat,
  alert: string,
  auction: readonly { readonly seat: Seat; readonly alert?: string | undefined }[],
  explanations: Readonly<Record<number, string | null>>,
  robots: ReadonlySet<Seat>,
): string | null | undefined {
  if (!robots.has(seat)) return undefined;
  for (let i = auction.length - 1; i >= 0; i--) {
    const c = auction[i]!;
    if (c.seat === seat && c.alert === alert) return explanations[i] ?? null;
  }
  return null;
}
