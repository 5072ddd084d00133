/**
 * Scoring forms: which deal comes next (board, dealer, vulnerability), when a table's play is
 * over, and the score sheet. Pure functions of the table's settings and its finished deals.
 *
 * ```ts
 * nextDealPlan({ form: 'duplicate', boards: 2 }, [])   // { board: 1, dealer: 'N', vulnerability: 'none' }
 * nextDealPlan({ form: 'chicago' }, threePlayed)       // { board: 4, dealer: 'W', vulnerability: 'both' }
 * ```
 * - single: board 1 (Law 2: North deals, nobody vulnerable); Law 77 score.
 * - duplicate: boards 1..n, dealer and vulnerability by board number (Law 2); Law 77 scores.
 * - Chicago: four deals, dealer N E S W; nobody vulnerable, then the dealer's side on deals two
 *   and three, then both; a passed-out deal is redealt by the same dealer and does not count.
 *   Plan and sheet from @biritch/scoring (`nextChicagoDeal`, `scoreChicago`).
 * - rubber: the dealer rotates (a passed-out deal passes the deal on, unless the table says
 *   `same-dealer`); a side with a game is vulnerable; over when a side has two games. Plan and
 *   sheet (honours read from the hands) from @biritch/scoring (`nextRubberDeal`, `scoreRubber`).
 * `board` numbers the deals of rubber and Chicago tables 1, 2, 3… in the order played.
 */
import {
  boardDealer,
  boardVulnerability,
  type Deal,
  type DealResult,
  type Result,
  type RuleSetId,
  type Seat,
  type Vulnerability,
} from '@biritch/core';
import type { CreateTableSettings, DealRecord } from '@biritch/protocol';
import {
  isFormFor,
  nextChicagoDeal,
  nextRubberDeal,
  scoreBoard,
  scoreChicago,
  scorePlayerSession,
  scoreRubber,
  type ScoreSheet,
  type SheetDeal,
} from '@biritch/scoring';

/** A deal the table has finished. */
export interface PlayedDeal {
  /** 1, 2, 3… in the order played. */
  readonly deal: number;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly result: DealResult;
  /** The four hands (known once revealed at the end): rubber honours are read from them. */
  readonly hands?: Deal;
  /** Variants: whether dummy was declarer's partner (else one of three opponents in the scoring). */
  readonly dummyIsPartner?: boolean;
}

/** What the next deal is. */
export interface DealPlan {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** Default number of boards at a duplicate table. */
export const DEFAULT_BOARDS = 8;

/** The settings the forms read. */
export type FormSettings = Pick<CreateTableSettings, 'form' | 'boards' | 'passedOutRedeal'> & {
  readonly ruleSet?: RuleSetId;
};

const isVariant = (settings: FormSettings): settings is FormSettings & { ruleSet: 'four-at-one-table' | 'hao' } =>
  settings.ruleSet === 'four-at-one-table' || settings.ruleSet === 'hao';

const sheetDeal = (d: PlayedDeal): SheetDeal => ({
  contract: d.result.contract,
  declarer: d.result.declarer,
  tricks: d.result.declarerTricks,
  ...(d.hands ? { deal: d.hands } : {}),
});

/** Checks form settings that the schema cannot: Chicago redeals a passed-out deal by the same dealer. */
export function checkFormSettings(settings: FormSettings): Result<null> {
  if (settings.boards !== undefined && settings.form !== 'duplicate')
    return {
      ok: false,
      error: { code: 'table/bad-boards', message: 'only a duplicate table takes a number of boards' },
    };
  // Issue 6: the variants score per player; rubber and Chicago sheets are kept by sides.
  if (isVariant(settings) && !isFormFor(settings.ruleSet, settings.form))
    return {
      ok: false,
      error: {
        code: 'table/bad-form',
        message: `${settings.ruleSet} scores each player: play it as single deals or duplicate boards`,
      },
    };
  if (settings.form === 'chicago' && settings.passedOutRedeal === 'next-dealer')
    return {
      ok: false,
      error: { code: 'table/bad-redeal', message: 'in Chicago a passed-out deal is redealt by the same dealer' },
    };
  return { ok: true, value: null };
}

/** The rubber or Chicago sheet of one set of deals (null for single and duplicate tables). */
export function formSheet(settings: FormSettings, played: readonly PlayedDeal[]): ScoreSheet | null {
  if (settings.form !== 'rubber' && settings.form !== 'chicago') return null;
  const deals = played.map(sheetDeal);
  const r = settings.form === 'rubber' ? scoreRubber(deals) : scoreChicago(deals);
  // The deals come from the table's own log (core's results), so a refusal here is a bug.
  if (!r.ok) throw new Error(`score sheet: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** The plan of the next deal within one set (a rubber, a Chicago, a set of boards), or null when the set is over. */
function nextInSet(settings: FormSettings, set: readonly PlayedDeal[], board: number, first: number): DealPlan | null {
  switch (settings.form) {
    case 'single':
      // Law 2's 16-board cycle: board 1 North deals, nobody vulnerable; board 2 East, North-South…
      return set.length === 0 ? { board, dealer: boardDealer(board), vulnerability: boardVulnerability(board) } : null;
    case 'duplicate': {
      const boards = settings.boards ?? DEFAULT_BOARDS;
      return board < first + boards
        ? { board, dealer: boardDealer(board), vulnerability: boardVulnerability(board) }
        : null;
    }
    case 'chicago': {
      // The four-deal cycle and the redeal of a passed-out deal are @biritch/scoring's (chicago rules).
      const next = nextChicagoDeal(set.map(sheetDeal));
      return next && { board, ...next };
    }
    case 'rubber': {
      const redeal = settings.passedOutRedeal === 'same-dealer' ? 'same-dealer' : 'next-dealer';
      const next = nextRubberDeal(set.map(sheetDeal), { passedOutRedeal: redeal });
      // The deals come from the table's own log (core's results), so a refusal here is a bug.
      if (!next.ok) throw new Error(`deal plan: ${next.error.code} ${next.error.message}`);
      return next.value && { board, ...next.value };
    }
  }
}

/**
 * The played deals cut into sets: each single deal, each rubber, each Chicago, each run of
 * `boards` duplicate boards. A set is closed once its form has no next deal; the deals after it
 * were asked for as "another rubber", "next deal" or "more boards".
 */
export function playedSets(settings: FormSettings, played: readonly PlayedDeal[]): PlayedDeal[][] {
  const sets: PlayedDeal[][] = [];
  let set: PlayedDeal[] = [];
  let first = 1;
  for (const d of played) {
    if (set.length > 0 && nextInSet(settings, set, d.deal, first) === null) {
      sets.push(set);
      set = [];
      first = d.deal;
    }
    set.push(d);
  }
  if (set.length > 0) sets.push(set);
  return sets;
}

/**
 * The next deal of the form, or null when the table's play is over. With `another`, a table
 * whose set is over starts the next one: the next single deal (board, dealer and vulnerability
 * going on through Law 2's 16-board cycle), another rubber, a new Chicago, more boards.
 */
export function nextDealPlan(settings: FormSettings, played: readonly PlayedDeal[], another = false): DealPlan | null {
  const board = played.length + 1;
  const sets = playedSets(settings, played);
  const last = sets.at(-1) ?? [];
  const plan = nextInSet(settings, last, board, last[0]?.deal ?? 1);
  if (plan !== null || !another) return plan;
  return nextInSet(settings, [], board, board);
}

/** Variant tables: each deal's per-player scores and the exact running totals shown in whole points (@biritch/scoring's player sheet). */
function playerSheetOf(
  settings: FormSettings & { ruleSet: 'four-at-one-table' | 'hao' },
  played: readonly PlayedDeal[],
) {
  const records = played.map((d) => ({
    board: d.board,
    contract: d.result.contract,
    declarer: d.result.declarer,
    dummy: d.result.dummy,
    dummyIsPartner: d.dummyIsPartner ?? false,
    tricks: d.result.declarerTricks,
    vulnerability: d.vulnerability,
  }));
  const r = scorePlayerSession({ ruleSet: settings.ruleSet }, records);
  // The deals come from the table's own log (core's results), so a refusal here is a bug.
  if (!r.ok) throw new Error(`player sheet: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** The score sheet for `TableInfo`: each finished deal with its points by side (or by player at a variant table), the totals, and the rubber/Chicago sheet. */
export function scoreSheet(
  settings: FormSettings,
  played: readonly PlayedDeal[],
): {
  readonly results: DealRecord[];
  readonly totals: { NS: number; EW: number };
  readonly sheet: ScoreSheet | null;
  readonly playerTotals?: Readonly<Record<Seat, number>> | null;
} {
  if (isVariant(settings)) {
    const players = playerSheetOf(settings, played);
    const results = played.map(
      (d, i): DealRecord => ({
        deal: d.deal,
        board: d.board,
        dealer: d.dealer,
        vulnerability: d.vulnerability,
        result: d.result,
        score: null,
        players: players.lines[i]!.scores.players,
      }),
    );
    return { results, totals: { NS: 0, EW: 0 }, sheet: null, playerTotals: players.shown };
  }
  // Rubber and Chicago: each rubber (each Chicago) has its own sheet; the table shows the current one.
  const sets = settings.form === 'rubber' || settings.form === 'chicago' ? playedSets(settings, played) : [played];
  const sheets = sets.map((set) => formSheet(settings, set));
  const results: DealRecord[] = [];
  sets.forEach((set, k) => {
    const sheet = sheets[k] ?? null;
    set.forEach((d, i) => {
      let score: { NS: number; EW: number } | null = null;
      if (sheet) {
        const line = sheet.lines[i];
        if (line) {
          score = { NS: 0, EW: 0 };
          for (const e of line.entries) score[e.side] += e.points;
        }
      } else {
        const r = d.result;
        const scored = scoreBoard({
          contract: r.contract,
          declarer: r.declarer,
          tricks: r.declarerTricks,
          vulnerability: d.vulnerability,
        });
        if (scored.ok) score = { NS: scored.value.ns, EW: -scored.value.ns || 0 };
      }
      results.push({
        deal: d.deal,
        board: d.board,
        dealer: d.dealer,
        vulnerability: d.vulnerability,
        result: d.result,
        score,
      });
    });
  });
  const sheet = sheets.at(-1) ?? formSheet(settings, []);
  // Totals run over every set: rubbers' totals are added (as a rubber-bridge evening's are).
  const totals = sheets.some((x) => x !== null)
    ? sheets.reduce((t, x) => (x ? { NS: t.NS + x.totals.NS.total, EW: t.EW + x.totals.EW.total } : t), {
        NS: 0,
        EW: 0,
      })
    : results.reduce((t, r) => ({ NS: t.NS + (r.score?.NS ?? 0), EW: t.EW + (r.score?.EW ?? 0) }), { NS: 0, EW: 0 });
  return { results, totals, sheet };
}
