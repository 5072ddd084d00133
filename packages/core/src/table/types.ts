/**
 * The table state machine's contract: commands in, events out, views per seat.
 *
 * ```ts
 * const r = decide(state, { type: 'call', call: unwrap(parseCall('1NT')) }, { kind: 'seat', seat: 'N' });
 * if (r.ok) for (const e of r.value) state = evolve(state, e);
 * const view = viewFor(state, 'E'); // only what East may know
 * ```
 * One authority (the server) calls `decide`, appends the events to the table's log, then sends
 * each event to the viewers its `visibleTo` names (others receive only its sequence number).
 * State and every view are folds over the event log (docs/style.md, principles 2, 3 and 6).
 * Everything here is plain, readonly, JSON-serialisable data.
 */
import type { Card, Deal, Hand, Seat } from '../cards.js';
import type { Call, Contract } from '../calls.js';
import type { Vulnerability } from '../board.js';
import type { CodedError, Result } from '../result.js';

/** The rule sets Biritch knows. Partnerships are data supplied by the rule set (docs/style.md, principle 7). */
export const RULE_SET_IDS = ['standard', 'four-at-one-table', 'hao'] as const;
/** A rule set id. */
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/** Who is acting: a player in a seat, or the table authority itself (dealing, director rulings). */
export type Actor = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'system' };

/** Who is looking: a seat, or a spectator. */
export type Viewer = Seat | 'spectator';

/** Which viewers may see an event. `'all'` includes spectators. */
export type Visibility = 'all' | readonly Seat[];

/** Options of a table that change the rules' outcome (not its presentation). */
export interface TableOptions {
  readonly ruleSet: RuleSetId;
  /** Passed-out deal in rubber/Chicago: redealt by the same dealer (Spanish seed) or the next (Estonian). */
  readonly passedOutRedeal?: 'same-dealer' | 'next-dealer';
  /** Four at One Table, 2018 addendum: a deal with no partnership at all is not played. */
  readonly noPartnershipNotPlayed?: boolean;
  /**
   * Law rectifications instead of refusals (default false): an insufficient bid (Law 27), a lead
   * out of turn (Laws 53–54) and a revoke (Law 64) are let through and rectified by the Laws.
   */
  readonly rectifications?: boolean;
}

/** Commands: what an actor asks for. Imperative names. */
export type TableCommand =
  | {
      readonly type: 'startDeal';
      readonly board: number;
      readonly dealer: Seat;
      readonly vulnerability: Vulnerability;
      readonly deal: Deal;
    }
  | { readonly type: 'call'; readonly call: Call; readonly alert?: string | undefined }
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'claim'; readonly tricks: number; readonly statement?: string | undefined }
  | { readonly type: 'respondClaim'; readonly accept: boolean }
  | { readonly type: 'withdrawClaim' }
  | { readonly type: 'requestUndo' }
  | { readonly type: 'respondUndo'; readonly accept: boolean }
  /** Accept or refuse an irregularity (only at tables with `rectifications`): Law 27A, Law 53A. */
  | { readonly type: 'respondIrregularity'; readonly accept: boolean };

/** An irregularity let through at a table with `rectifications`, waiting for the other side's choice. */
export type Irregularity =
  /** Law 27: a bid that does not outrank the last bid. */
  | { readonly kind: 'insufficientBid'; readonly seat: Seat; readonly call: Call; readonly law: 27 }
  /** Laws 53–54: a defender's lead out of turn (Law 54 when it is the opening lead). */
  | { readonly kind: 'leadOutOfTurn'; readonly seat: Seat; readonly card: Card; readonly law: 53 | 54 };

/** Phases of a deal at the table. */
export type Phase = 'waiting' | 'auction' | 'play' | 'ended';

/** How a finished deal ended. */
export interface DealResult {
  readonly board: number;
  /** null when passed out (or not played under a variant's rule). */
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** Tricks won by the declaring side (declarer + dummy), or null when passed out. */
  readonly declarerTricks: number | null;
  readonly vulnerability: Vulnerability;
}

/** Events: what happened. Past-tense names. Each carries who may see it. */
export type TableEvent = (
  | { readonly type: 'dealStarted'; readonly board: number; readonly dealer: Seat; readonly vulnerability: Vulnerability }
  /** One per seat, visible to that seat only. */
  | { readonly type: 'handDealt'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'callMade'; readonly seat: Seat; readonly call: Call }
  /**
   * The explanation a player gave with a call (a self-alert, as online): seen by the caller and
   * the caller's opponents, never by the caller's partner (that would be unauthorised
   * information, Law 16), nor by spectators before the deal ends. Follows its `callMade`.
   */
  | { readonly type: 'callAlerted'; readonly seat: Seat; readonly alert: string }
  /**
   * A call made without an explanation: seen by exactly those who would see its `callAlerted`,
   * so every call takes two sequence numbers and the caller's partner and spectators receive the
   * same frames whether or not it was alerted (Law 16; issue 21, finding 2). Follows its `callMade`.
   */
  | { readonly type: 'callNotAlerted'; readonly seat: Seat }
  | {
      readonly type: 'auctionEnded';
      readonly contract: Contract | null;
      readonly declarer: Seat | null;
      readonly dummy: Seat | null;
      /** Variant seat swap before the play: seat → the player (original seat) who now sits there. */
      readonly seats?: Readonly<Record<Seat, Seat>>;
    }
  | { readonly type: 'cardPlayed'; readonly seat: Seat; readonly card: Card }
  /** Dummy's hand, faced after the opening lead (Law 41D): visible to all. */
  | { readonly type: 'dummyFaced'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'trickCompleted'; readonly winner: Seat; readonly cards: readonly Card[] }
  | { readonly type: 'claimMade'; readonly seat: Seat; readonly tricks: number; readonly statement?: string }
  /** The claimer's hand, shown to the opponents (and all) while a claim is considered (Law 68). */
  | { readonly type: 'claimerHandShown'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'claimResponded'; readonly seat: Seat; readonly accept: boolean }
  | { readonly type: 'claimSettled'; readonly accepted: boolean }
  | { readonly type: 'undoRequested'; readonly seat: Seat }
  | { readonly type: 'undoResponded'; readonly seat: Seat; readonly accept: boolean }
  /** An approved undo: the last `count` actions (calls or cards) are taken back. History is kept. */
  | { readonly type: 'undoApplied'; readonly count: number }
  /** An irregularity was made; `deciders` choose to accept it or not. The card of a lead out of turn is faced: visible to all. */
  | { readonly type: 'irregularityOccurred'; readonly irregularity: Irregularity; readonly deciders: readonly Seat[] }
  /** The choice: accepted, the call or card stands (a `callMade` or `cardPlayed` follows); refused, Law 27B or Law 53 applies. */
  | { readonly type: 'irregularityResponded'; readonly seat: Seat; readonly accept: boolean }
  /** Law 64: tricks transferred for revokes, computed when the play has ended (only with `rectifications`). */
  | { readonly type: 'tricksTransferred'; readonly toDeclarer: number; readonly toDefenders: number; readonly law: 64 }
  | { readonly type: 'dealEnded'; readonly result: DealResult }
  /** All four hands, at the end of the deal: visible to all. */
  | { readonly type: 'handsRevealed'; readonly deal: Deal }
) & { readonly visibleTo: Visibility };

/** Error codes are stable strings `area/what`, e.g. `'play/must-follow-suit'`, `'auction/not-your-turn'`. */
export type TableError = CodedError;

/** The signature of the three functions of the machine (implemented in `table/machine.ts`). */
export interface TableMachine<S> {
  decide(state: S, command: TableCommand, actor: Actor): Result<readonly TableEvent[], TableError>;
  evolve(state: S, event: TableEvent): S;
  viewFor(state: S, viewer: Viewer): unknown;
}
