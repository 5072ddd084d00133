/**
 * A finished deal of a table, from its event log, as a game record (then PBN with `makePbn`):
 * board, dealer, vulnerability, the hands, the auction, the play, contract, declarer, result —
 * and, at a variant table, the `[Rules "…"]` tag (issue 6) so the file says how to read it.
 *
 * ```ts
 * const record = unwrap(recordFromTableEvents(log, { ruleSet: 'four-at-one-table' }));
 * makePbn([record]);   // … [Rules "four-at-one-table"] … [Auction "S"] 2H 4H 4H 4H AP …
 * ```
 * The last deal of the log is written; it must have ended (its hands revealed). Calls and cards
 * taken back by an approved undo are left out. The play section has PBN's seat columns (§3.6):
 * each trick's row holds each player's card under the seat they were dealt. After a Four at One
 * Table seat swap the order of play differs from the columns' order; a reader replays the auction
 * under the `Rules` tag to know who sat where (core's `outcome(...).seats`).
 */
import {
  err,
  makeDeal,
  ok,
  seatAfter,
  type Call,
  type Card,
  type Deal,
  type Result,
  type RuleSetId,
  type Seat,
  type TableEvent,
  type Vulnerability,
} from '@biritch/core';
import { emptyRecord, withTag, type AuctionItem, type GameRecord, type PlayItem } from './record.js';
import { withRuleSet } from './rules.js';

/** What the events do not say: the rule set, and optional header tags. */
export interface TableRecordOptions {
  readonly ruleSet: RuleSetId;
  readonly event?: string;
  readonly site?: string;
  /** `YYYY.MM.DD` (PBN §3.4.3); `?` when not given. */
  readonly date?: string;
  readonly players?: Readonly<Partial<Record<Seat, string>>>;
}

const PBN_VULNERABLE: Readonly<Record<Vulnerability, string>> = { none: 'None', NS: 'NS', EW: 'EW', both: 'All' };
const PLAYER_TAGS: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** A call as PBN writes it (§3.5.1): `Pass`, `X`, `XX`, `1NT`; Hao bridge's call as `HAO`. */
const pbnCall = (call: Call): string =>
  call.type === 'bid'
    ? `${call.level}${call.strain}`
    : { pass: 'Pass', double: 'X', redouble: 'XX', hao: 'HAO' }[call.type];

type Action =
  | { readonly kind: 'call'; readonly call: Call; readonly alert: boolean }
  | { readonly kind: 'card'; readonly seat: Seat; readonly card: Card };

/** The last finished deal of a table's event log as a game record, or a coded error. */
export function recordFromTableEvents(events: readonly TableEvent[], options: TableRecordOptions): Result<GameRecord> {
  let start = -1;
  for (let i = events.length - 1; i >= 0 && start < 0; i--) if (events[i]!.type === 'dealStarted') start = i;
  if (start < 0) return err('notation/no-deal', 'the log has no deal');
  const started = events[start] as Extract<TableEvent, { type: 'dealStarted' }>;
  let deal: Deal | null = null;
  let ended: Extract<TableEvent, { type: 'dealEnded' }> | null = null;
  const actions: Action[] = [];
  for (const e of events.slice(start + 1)) {
    if (e.type === 'callMade') actions.push({ kind: 'call', call: e.call, alert: false });
    else if (e.type === 'callAlerted' && actions.at(-1)?.kind === 'call')
      actions[actions.length - 1] = { ...(actions.at(-1) as Extract<Action, { kind: 'call' }>), alert: true };
    else if (e.type === 'cardPlayed') actions.push({ kind: 'card', seat: e.seat, card: e.card });
    else if (e.type === 'undoApplied') actions.splice(Math.max(0, actions.length - e.count), e.count);
    else if (e.type === 'handsRevealed') deal = e.deal;
    else if (e.type === 'dealEnded') ended = e;
  }
  if (!ended || !deal)
    return err('notation/deal-not-ended', 'only a finished deal (with its hands revealed) can be written');
  const result = ended.result;
  const players = options.players ?? {};
  let r = emptyRecord();
  r = withTag(r, 'Event', options.event ?? '?');
  r = withTag(r, 'Site', options.site ?? '?');
  r = withTag(r, 'Date', options.date ?? '?');
  r = withTag(r, 'Board', String(started.board));
  for (const s of ['W', 'N', 'E', 'S'] as const) r = withTag(r, PLAYER_TAGS[s], players[s] ?? '?');
  r = withTag(r, 'Dealer', started.dealer);
  r = withTag(r, 'Vulnerable', PBN_VULNERABLE[started.vulnerability]);
  const hands = deal as Deal;
  r = withTag(r, 'Deal', makeDeal(hands));
  r = withTag(r, 'Scoring', '?');
  r = withTag(r, 'Declarer', result.declarer ?? '');
  r = withTag(
    r,
    'Contract',
    result.contract
      ? `${result.contract.level}${result.contract.strain}${['', 'X', 'XX'][result.contract.doubled]}`
      : 'Pass',
  );
  r = withTag(r, 'Result', result.declarerTricks === null ? '' : String(result.declarerTricks));
  r = withRuleSet(r, options.ruleSet);

  const items: AuctionItem[] = actions.flatMap((a) =>
    a.kind === 'call' ? [a.alert ? { text: pbnCall(a.call), suffix: '!' } : { text: pbnCall(a.call) }] : [],
  );
  const cards = actions.flatMap((a) => (a.kind === 'card' ? [a] : []));
  let play: GameRecord['play'] = null;
  if (cards.length > 0) {
    const first = cards[0]!.seat;
    const tricks: PlayItem[][] = [];
    for (let t = 0; t * 4 < cards.length; t++) {
      const trick = cards.slice(t * 4, t * 4 + 4);
      tricks.push([0, 1, 2, 3].map((j) => ({ text: trick.find((c) => c.seat === seatAfter(first, j))?.card ?? '-' })));
    }
    play = { first, tricks, notes: [] };
  }
  return ok({ ...r, auction: { first: started.dealer, items, notes: [] }, play });
}
