/**
 * A player's history (issue 26): the deals of a table's event log, who played them (from the
 * seats' claims), and one finished deal as a record, PBN or LIN. Everything a record shows comes
 * from core's spectator view once the deal has ended — what the Laws make public then — so the
 * history can never show a card or an explanation that the table itself would still hide.
 *
 * ```ts
 * const deals = dealsOfLog(events, settings);        // [{ deal: 1, board: 1, endSeq: 57, … }]
 * const mine = deals.filter((d) => claimCovers(claim, d));
 * const rec = dealRecord(events, settings, deals[0]); // { view, hands, … } of the ended deal
 * dealFile(events, settings, deals[0], 'pbn');        // Result<string>: PBN via @biritch/notation
 * ```
 */
import {
  err,
  evolve,
  initialTableState,
  ok,
  viewFor,
  type Deal,
  type Result,
  type Seat,
  type TableView,
  type Vulnerability,
} from '@biritch/core';
import { makeLin, makePbn, recordFromTableEvents } from '@biritch/notation';
import type { CreateTableSettings, DealRecord } from '@biritch/protocol';
import { scoreBoard } from '@biritch/scoring';
import type { SeatClaim, StoredEvent } from '../store/types.js';
import { tableOptionsOf } from '../table/authority.js';
import { scoreSheet, type PlayedDeal } from '../table/forms.js';

/** One deal of a table's log. */
export interface LoggedDeal {
  /** 1, 2, 3… in the order played. */
  readonly deal: number;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The seqs of its `dealStarted` and of its last event (before the next deal starts; null: the log goes on). */
  readonly startSeq: number;
  readonly lastSeq: number | null;
  /** The seq of its `dealEnded`, or null while it is being played. */
  readonly endSeq: number | null;
  /** When it ended (ISO 8601), from the store's record of `dealEnded`. */
  readonly endedAt: string | null;
  /** The form's line for it (score or per-player points), once ended. */
  readonly record: DealRecord | null;
  /** The four hands, once revealed. */
  readonly hands: Deal | null;
}

/** The event types `dealsOfLog` reads at a standard table (the variants need the whole log). */
export const DEAL_EVENT_TYPES = ['dealStarted', 'dealEnded', 'handsRevealed'] as const;

/** Whether `dealsOfLog` needs a table's whole log, or only its `DEAL_EVENT_TYPES`. */
export const needsWholeLog = (settings: CreateTableSettings): boolean => settings.ruleSet !== 'standard';

/**
 * The deals of a table's log, in order, with the form's score of each ended one. At a standard
 * table the log may hold only `DEAL_EVENT_TYPES` (what the history list loads: a few events a
 * deal instead of about seventy, bench/history.ts); the variants fold the whole log with core to
 * know whether dummy was declarer's partner.
 */
export function dealsOfLog(events: readonly StoredEvent[], settings: CreateTableSettings): LoggedDeal[] {
  const fold = needsWholeLog(settings);
  let state = initialTableState(tableOptionsOf(settings));
  const deals: { -readonly [K in keyof Omit<LoggedDeal, 'record'>]: LoggedDeal[K] }[] = [];
  const played: PlayedDeal[] = [];
  for (const stored of events) {
    const e = stored.event;
    if (fold) state = evolve(state, e);
    const current = deals.at(-1);
    if (e.type === 'dealStarted') {
      // A deal's events run up to (not including) the next deal's `dealStarted`.
      if (current) current.lastSeq = stored.seq - 1;
      deals.push({
        deal: deals.length + 1,
        board: e.board,
        dealer: e.dealer,
        vulnerability: e.vulnerability,
        startSeq: stored.seq,
        lastSeq: null,
        endSeq: null,
        endedAt: null,
        hands: null,
      });
    } else if (e.type === 'dealEnded' && current && current.endSeq === null) {
      current.endSeq = stored.seq;
      current.endedAt = stored.recordedAt ?? null;
      const dummyIsPartner = fold ? (state.outcome?.dummyIsPartner ?? true) : true;
      const { deal, board, dealer, vulnerability } = current;
      played.push({ deal, board, dealer, vulnerability, result: e.result, dummyIsPartner });
    } else if (e.type === 'handsRevealed' && current) {
      current.hands = e.deal;
      const last = played.at(-1);
      if (last && last.deal === current.deal) played[played.length - 1] = { ...last, hands: e.deal };
    }
  }
  const records = scoreSheet(settings, played).results;
  return deals.map((d) => ({ ...d, record: records.find((r) => r.deal === d.deal) ?? null }));
}

/** Whether a seat claim covers a deal: its `dealEnded` fell while the claim was held. */
export const claimCovers = (claim: Pick<SeatClaim, 'fromSeq' | 'toSeq'>, deal: Pick<LoggedDeal, 'endSeq'>): boolean =>
  deal.endSeq !== null && claim.fromSeq < deal.endSeq && (claim.toSeq === null || deal.endSeq <= claim.toSeq);

/** The side of a seat. */
export const sideOf = (seat: Seat): 'NS' | 'EW' => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');

/** What a player did in a deal: declared, was dummy, defended, or nobody played (passed out). */
export type Role = 'declarer' | 'dummy' | 'defender' | 'passed-out';

/** The player's role in an ended deal. */
export function roleOf(deal: LoggedDeal, seat: Seat): Role {
  const r = deal.record?.result;
  if (!r || r.declarer === null || r.contract === null) return 'passed-out';
  if (r.declarer === seat) return 'declarer';
  if (r.dummy === seat) return 'dummy';
  return 'defender';
}

/**
 * The deal's Law 77 score for the player's side (0 when passed out), or null at a variant table
 * (scored per player) — what par is compared with.
 */
export function law77ScoreFor(deal: LoggedDeal, seat: Seat): number | null {
  const r = deal.record?.result;
  if (!r || deal.record?.players) return null;
  const s = scoreBoard({
    contract: r.contract,
    declarer: r.declarer,
    tricks: r.declarerTricks,
    vulnerability: deal.vulnerability,
  });
  if (!s.ok) return null;
  return sideOf(seat) === 'NS' ? s.value.ns : -s.value.ns || 0;
}

/** The form's score of the deal for the player: their side's, or their own at a variant table. */
export function scoreFor(deal: LoggedDeal, seat: Seat): number | null {
  const rec = deal.record;
  if (!rec) return null;
  if (rec.players) return rec.players[seat];
  if (!rec.score) return null;
  return rec.score[sideOf(seat)];
}

/** The log up to the end of a deal (its last event before the next deal), for core's fold. */
const logUntil = (events: readonly StoredEvent[], deal: LoggedDeal): StoredEvent[] =>
  deal.lastSeq === null ? [...events] : events.filter((s) => s.seq <= deal.lastSeq!);

/** The spectator's view at the end of an ended deal: every hand, the auction with its explanations, the play. */
export function endedView(events: readonly StoredEvent[], settings: CreateTableSettings, deal: LoggedDeal): TableView {
  let state = initialTableState(tableOptionsOf(settings));
  for (const s of logUntil(events, deal)) state = evolve(state, s.event);
  return viewFor(state, 'spectator');
}

/** The formats a deal can be downloaded in. */
export type DealFormat = 'pbn' | 'lin';

/** An ended deal as a PBN or LIN file (notation's writers; `[Rules]` at a variant table). */
export function dealFile(
  events: readonly StoredEvent[],
  settings: CreateTableSettings,
  deal: LoggedDeal,
  format: DealFormat,
): Result<string> {
  if (deal.endSeq === null) return err('history/not-over', 'this deal is still being played');
  const date = deal.endedAt ? deal.endedAt.slice(0, 10).replaceAll('-', '.') : undefined;
  const record = recordFromTableEvents(
    logUntil(events, deal).map((s) => s.event),
    { ruleSet: settings.ruleSet, event: 'Biritch', ...(date ? { date } : {}) },
  );
  if (!record.ok) return record;
  return ok(format === 'pbn' ? makePbn([record.value]) : makeLin([record.value]));
}
