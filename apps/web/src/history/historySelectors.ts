/**
 * The history screens' models (issue 26), from the server's answers and decided nowhere else:
 * one line of "My deals" in words, and a past deal as the deal page shows it (core's view at the
 * deal's end through the table's own `selectTable`, the double-dummy model, our side). Pure.
 *
 * ```ts
 * const row = selectHistoryRow(entry, labels);   // { contract: '4♠+1', score: '+650', fromPar: '+30', … }
 * const model = selectPastDeal(deal, labels);    // { table, doubleDummy, side: 'NS' | 'EW' | null, … }
 * ```
 */
import type { Seat } from '@biritch/core';
import type { HistoryEntry, PastDeal, TableInfo } from '@biritch/protocol';
import { selectDoubleDummy, type DoubleDummyModel } from '../analysisSelectors.js';
import { EN_LABELS, type Labels } from '../labels.js';
import { selectAuction, selectTable, type AuctionModel, type TableModel } from '../selectors.js';

/** The side of a seat. */
export const sideOfSeat = (seat: Seat): 'NS' | 'EW' => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');

/** The result against the contract: `=`, `+1`, `-2` (null when passed out or unknown). */
export function overUnderOf(contract: HistoryEntry['contract'], tricks: number | null): number | null {
  return contract === null || tricks === null ? null : tricks - (6 + contract.level);
}

/** One line of "My deals" as shown. */
export interface HistoryRow {
  readonly id: string;
  /** The day the deal ended, in the locale's format ('' when unknown). */
  readonly date: string;
  /** The date and time for the line's title. */
  readonly dateTime: string;
  readonly form: string;
  readonly tableCode: string;
  readonly board: number;
  readonly seat: string;
  readonly role: string;
  /** `4♠+1 S` or the locale's "passed out". */
  readonly contract: string;
  /** The same in words, for screen readers. */
  readonly contractName: string;
  readonly score: string;
  readonly scoreSign: -1 | 0 | 1;
  /** Par for our side and our distance from it, or '–' before the analysis (or at variant tables). */
  readonly par: string;
  readonly fromPar: string;
  readonly fromParSign: -1 | 0 | 1;
}

const FORM_IDS = {
  single: 'lobby.form.single',
  duplicate: 'lobby.form.duplicate',
  rubber: 'lobby.form.rubber',
  chicago: 'lobby.form.chicago',
} as const;

const ROLE_IDS = {
  declarer: 'history.role.declarer',
  dummy: 'history.role.dummy',
  defender: 'history.role.defender',
  'passed-out': 'history.role.passed-out',
} as const;

/** The name of a scoring form in words. */
export const formName = (form: HistoryEntry['form'], labels: Labels = EN_LABELS): string => labels.tr.t(FORM_IDS[form]);

const sign = (n: number | null): -1 | 0 | 1 => (n === null || n === 0 ? 0 : n > 0 ? 1 : -1);

/** A contract with its result and declarer: `4♠X-1 W`, or "passed out". */
export function contractResultText(
  contract: HistoryEntry['contract'],
  declarer: Seat | null,
  tricks: number | null,
  labels: Labels = EN_LABELS,
): { text: string; name: string } {
  const { tr } = labels;
  if (contract === null) return { text: tr.t('contract.passedOut'), name: tr.t('contract.passedOut') };
  const ou = overUnderOf(contract, tricks);
  const mark = ou === null ? '' : ou === 0 ? '=' : tr.signed(ou);
  const outcome =
    ou === null
      ? ''
      : ou === 0
        ? tr.t('result.madeExactly')
        : ou > 0
          ? tr.t('result.overtricks', { count: ou })
          : tr.t('count.undertricks', { count: -ou });
  return {
    text: `${labels.contractText(contract)}${mark}${declarer ? ` ${labels.seatLetter(declarer)}` : ''}`,
    name: `${labels.contractName(contract, declarer)}${outcome ? `, ${outcome}` : ''}`,
  };
}

/** One line of "My deals" in the locale's words and numbers. */
export function selectHistoryRow(e: HistoryEntry, labels: Labels = EN_LABELS): HistoryRow {
  const { tr } = labels;
  const when = e.date === null ? null : new Date(e.date);
  const c = contractResultText(e.contract, e.declarer, e.declarerTricks, labels);
  return {
    id: e.id,
    date: when ? tr.date(when, { dateStyle: 'medium' }) : '',
    dateTime: when ? tr.date(when, { dateStyle: 'long', timeStyle: 'short' }) : '',
    form: formName(e.form, labels),
    tableCode: e.tableCode,
    board: e.board,
    seat: labels.seatName(e.seat),
    role: tr.t(ROLE_IDS[e.role]),
    contract: c.text,
    contractName: c.name,
    score: e.score === null ? '–' : tr.signed(e.score),
    scoreSign: sign(e.score),
    par: e.par === null ? '–' : tr.signed(e.par),
    fromPar: e.fromPar === null ? '–' : tr.signed(e.fromPar),
    fromParSign: sign(e.fromPar),
  };
}

/** A past deal as its page shows it. */
export interface PastDealModel {
  /** The table's model of the ended deal, seen from our seat (South when shared). */
  readonly table: TableModel;
  /** The auction with every explanation the server gave (robots' calls in their system's words). */
  readonly auction: AuctionModel | null;
  readonly doubleDummy: DoubleDummyModel | null;
  /** Our side, for the score sheet's We/They; null in a shared view. */
  readonly side: 'NS' | 'EW' | null;
  readonly result: { readonly text: string; readonly name: string };
  /** Our side's score on the deal (the form's), or null. */
  readonly myScore: number | null;
  readonly form: string;
  readonly date: string;
}

/** The deal page's model: core's view at the end of the deal through the table's selectors. */
export function selectPastDeal(deal: PastDeal, labels: Labels = EN_LABELS): PastDealModel {
  const table = selectTable(deal.view, deal.seat, null, labels);
  const current: Pick<TableInfo, 'current'> = { current: { deal: deal.deal, board: deal.board, ended: true } };
  const doubleDummy = deal.analysis ? selectDoubleDummy({ type: 'analysis', ...deal.analysis }, current, labels) : null;
  const side = deal.seat === null ? null : sideOfSeat(deal.seat);
  // An alerted call shows the server's explanation as its alert: a person's alert as written, a
  // robot's (recorded in its system's English words) in the reader's language. Other calls show
  // their explanation beside them.
  const explained: Record<number, string> = {};
  const v = deal.view;
  const calls = v.auction.map((c, i) => {
    const text = deal.explanations[i] ?? null;
    if (text === null) return c;
    if (c.alert !== undefined) return { ...c, alert: text };
    explained[i] = text;
    return c;
  });
  const auction = v.dealer ? selectAuction(v.dealer, v.vulnerable, calls, null, explained) : null;
  const r = deal.result;
  const myScore =
    deal.seat === null ? null : deal.players ? deal.players[deal.seat] : deal.score ? deal.score[side!] : null;
  return {
    table,
    auction,
    doubleDummy,
    side,
    result: r ? contractResultText(r.contract, r.declarer, r.declarerTricks, labels) : { text: '–', name: '–' },
    myScore,
    form: formName(deal.form, labels),
    date: deal.date === null ? '' : labels.tr.date(new Date(deal.date), { dateStyle: 'long', timeStyle: 'short' }),
  };
}
