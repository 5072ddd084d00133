/**
 * The session log's vocabulary: who acts (the director, a table's device, the public), what they
 * ask (commands, imperative) and what happened (events, past tense), and the state the events
 * fold into (competition-research.md §1, §4, §6.4).
 *
 * ```ts
 * const cmd: SessionCommand = { type: 'enterResult', section: 'A', round: 1, table: 3, board: 5,
 *   ns: '3', ew: '10', contract: '4S', declarer: 'N', lead: 'HK', tricks: 10 };
 * const actor: SessionActor = { kind: 'table', section: 'A', table: 3, side: 'NS' };
 * ```
 * Pair ids are the pair numbers of the movement written as strings ('7'); a team or individual
 * uses the same field. State is plain, readonly and JSON-serialisable, like core's table.
 */
import type { CodedError, Seat, Strain } from '@biritch/core';
import type { Adjustment, ScoringMethod } from '../field.js';
import type { Movement } from '../movement/types.js';

/** Who acts: the director (the scoring program), the device at one table, or anyone watching. */
export type SessionActor =
  | { readonly kind: 'director' }
  /** `side`: who is holding the device (NS enters, EW confirms, as on a Bridgemate); default NS. */
  | {
      readonly kind: 'table';
      readonly section: string;
      readonly table: number;
      readonly side?: 'NS' | 'EW' | undefined;
    }
  | { readonly kind: 'public' };

/** A player: a name and an optional member number (never logged). */
export interface Player {
  readonly id: string;
  readonly name: string;
  readonly memberNumber?: string | undefined;
}

/** What kind of participant: a pair, an individual (one player), or a team of 4 to 6. */
export type ParticipantKind = 'pair' | 'individual' | 'team';

/** A registered participant; `phantom` marks the empty pair of a sit-out (no players). */
export interface SessionParticipant {
  readonly kind: ParticipantKind;
  /** The movement number as a string, unique in its section. */
  readonly id: string;
  readonly section: string;
  readonly players: readonly string[];
  readonly phantom?: boolean | undefined;
}

/** Double-dummy tricks for each declarer and strain (from the solver, passed in as data). */
export type DoubleDummyTable = Readonly<Record<Seat, Readonly<Record<Strain, number>>>>;

/** A board of the session: its deal as a PBN `Deal` string, and optionally its DD table. */
export interface SessionBoard {
  readonly board: number;
  /** PBN deal, e.g. `N:AKQ2.… … … …` (PBN 2.1 §3.4.11). */
  readonly deal: string;
  readonly doubleDummy?: DoubleDummyTable | undefined;
}

/** A result as the table enters it: a contract with declarer, lead and tricks, or passed out. */
export type TableResult =
  | { readonly passedOut: true }
  | {
      readonly passedOut?: false | undefined;
      /** '4S', '3NTX', '6HXX'. */
      readonly contract: string;
      readonly declarer: Seat;
      /** The opening lead, e.g. 'HK' (optional unless the director's settings ask for it). */
      readonly lead?: string | undefined;
      readonly tricks: number;
    };

/** Where a board was played: the key of a result. */
export interface Place {
  readonly section: string;
  readonly round: number;
  readonly table: number;
  readonly board: number;
}

/** An individual table's four players, North, East, South, West. */
export type FourPlayers = readonly [string, string, string, string];

/**
 * Who played a result: the NS and EW pair ids, or at an individual table the four players (then
 * `ns` and `ew` may be left out; the log labels the partnerships `N-S` and `E-W`).
 */
export type Seating =
  | { readonly ns: string; readonly ew: string; readonly players?: undefined }
  | { readonly ns?: string | undefined; readonly ew?: string | undefined; readonly players: FourPlayers };

/** Commands: what an actor asks for. */
export type SessionCommand =
  | {
      readonly type: 'describeEvent';
      readonly name: string;
      readonly session: number;
      readonly date?: string | undefined;
      readonly site?: string | undefined;
    }
  | { readonly type: 'chooseScoring'; readonly method: ScoringMethod }
  | {
      readonly type: 'addSection';
      readonly section: string;
      readonly tables: number;
      readonly winners: 1 | 2;
      readonly scoringGroup?: string | undefined;
    }
  | { readonly type: 'registerPlayer'; readonly player: Player }
  | { readonly type: 'registerParticipant'; readonly participant: SessionParticipant }
  | { readonly type: 'chooseMovement'; readonly section: string; readonly movement: Movement }
  | { readonly type: 'setBoards'; readonly boards: readonly SessionBoard[] }
  | { readonly type: 'startRound'; readonly section: string; readonly round: number }
  | { readonly type: 'closeRound'; readonly section: string; readonly round: number }
  | ({ readonly type: 'enterResult' } & Seating & Place & TableResult)
  | ({ readonly type: 'confirmResult' } & Place)
  | ({ readonly type: 'correctResult'; readonly reason?: string | undefined } & Place & TableResult)
  | ({ readonly type: 'adjustScore'; readonly ns: Adjustment; readonly ew: Adjustment } & Place)
  | ({
      readonly type: 'assignWeightedScore';
      readonly parts: readonly { readonly weight: number; readonly score: number }[];
    } & Place)
  | {
      readonly type: 'foulBoard';
      readonly section: string;
      readonly board: number;
      readonly versions: readonly FouledVersion[];
    }
  | ({ readonly type: 'markNotPlayed' } & Place)
  | ({ readonly type: 'allowLatePlay' } & Place)
  | { readonly type: 'markWrongDirection'; readonly section: string; readonly round: number; readonly table: number }
  | { readonly type: 'recordLateArrival'; readonly section: string; readonly pair: string; readonly round: number }
  | { readonly type: 'recordWithdrawal'; readonly section: string; readonly pair: string; readonly afterRound: number }
  | {
      readonly type: 'replanMovement';
      readonly section: string;
      readonly fromRound: number;
      readonly movement: Movement;
    };

/** One version of a fouled board: the tables (by round) that played it. */
export interface FouledVersion {
  readonly version: string;
  readonly places: readonly { readonly round: number; readonly table: number }[];
}

/** Why a result is flagged for the director (entered, not refused). */
export type ResultFlag = {
  readonly kind: 'far-from-double-dummy';
  readonly tricks: number;
  readonly doubleDummy: number;
};

/** Events: what happened. The log is the truth; the state is their fold. */
export type SessionEvent =
  | {
      readonly type: 'eventDescribed';
      readonly name: string;
      readonly session: number;
      readonly date?: string | undefined;
      readonly site?: string | undefined;
    }
  | { readonly type: 'scoringChosen'; readonly method: ScoringMethod }
  | {
      readonly type: 'sectionAdded';
      readonly section: string;
      readonly tables: number;
      readonly winners: 1 | 2;
      readonly scoringGroup: string;
    }
  | { readonly type: 'playerRegistered'; readonly player: Player }
  | { readonly type: 'participantRegistered'; readonly participant: SessionParticipant }
  | { readonly type: 'movementChosen'; readonly section: string; readonly movement: Movement }
  | { readonly type: 'boardsSet'; readonly boards: readonly SessionBoard[] }
  | { readonly type: 'roundStarted'; readonly section: string; readonly round: number }
  | { readonly type: 'roundClosed'; readonly section: string; readonly round: number }
  | ({
      readonly type: 'resultEntered';
      readonly ns: string;
      readonly ew: string;
      /** An individual table's players, N, E, S, W. */
      readonly players?: FourPlayers | undefined;
      readonly by: 'NS' | 'EW' | 'director';
    } & Place &
      TableResult)
  | ({ readonly type: 'resultFlagged'; readonly flag: ResultFlag } & Place)
  | ({ readonly type: 'resultConfirmed'; readonly by: 'NS' | 'EW' | 'director' } & Place)
  | ({ readonly type: 'resultCorrected'; readonly reason?: string | undefined } & Place & TableResult)
  | ({ readonly type: 'scoreAdjusted'; readonly ns: Adjustment; readonly ew: Adjustment } & Place)
  | ({
      readonly type: 'weightedScoreAssigned';
      readonly parts: readonly { readonly weight: number; readonly score: number }[];
    } & Place)
  | {
      readonly type: 'boardFouled';
      readonly section: string;
      readonly board: number;
      readonly versions: readonly FouledVersion[];
    }
  | ({ readonly type: 'boardNotPlayed' } & Place)
  | ({ readonly type: 'latePlayAllowed' } & Place)
  | { readonly type: 'directionCorrected'; readonly section: string; readonly round: number; readonly table: number }
  | { readonly type: 'lateArrivalRecorded'; readonly section: string; readonly pair: string; readonly round: number }
  | {
      readonly type: 'withdrawalRecorded';
      readonly section: string;
      readonly pair: string;
      readonly afterRound: number;
    }
  | {
      readonly type: 'movementReplanned';
      readonly section: string;
      readonly fromRound: number;
      readonly movement: Movement;
    };

/** A session's error: a stable `session/…` code and a message. */
export type SessionError = CodedError;

/** A section: its tables, winners, scoring group, movement and rounds. */
export interface SectionState {
  readonly section: string;
  readonly tables: number;
  readonly winners: 1 | 2;
  /** Sections with the same scoring group play the same boards and are scored together. */
  readonly scoringGroup: string;
  readonly movement: Movement | null;
  /** Rounds started, and whether each is closed. */
  readonly rounds: Readonly<Record<number, 'started' | 'closed'>>;
  /** Pairs that arrived late: the first round they play. */
  readonly lateArrivals: Readonly<Record<string, number>>;
  /** Pairs that left: the last round they played. */
  readonly withdrawals: Readonly<Record<string, number>>;
  /** `round|table` places where the pairs sat the wrong way (NS and EW swapped). */
  readonly wrongDirection: readonly string[];
}

/** What the table entered, and the score it makes. */
export type EnteredResult = TableResult & { readonly score: number };

/** One board at one table in one round: the result, its history and the director's rulings. */
export interface ResultRecord extends Place {
  /** The pair ids, or an individual table's partnership labels (`N-S`, `E-W`). */
  readonly ns: string;
  readonly ew: string;
  /** An individual table's players, N, E, S, W; null at a pairs table. */
  readonly players: FourPlayers | null;
  /** The current result (after corrections); null when none was entered. */
  readonly result: EnteredResult | null;
  /** Earlier versions, oldest first (each correction keeps the one it replaced). */
  readonly history: readonly EnteredResult[];
  readonly enteredBy: 'NS' | 'EW' | 'director' | null;
  readonly confirmedBy: 'NS' | 'EW' | 'director' | null;
  readonly adjusted: { readonly ns: Adjustment; readonly ew: Adjustment } | null;
  readonly weighted: readonly { readonly weight: number; readonly score: number }[] | null;
  readonly notPlayed: boolean;
  readonly latePlay: boolean;
  readonly version: string | null;
  readonly flags: readonly ResultFlag[];
}

/** The whole session. */
export interface SessionState {
  readonly event: {
    readonly name: string;
    readonly session: number;
    readonly date?: string | undefined;
    readonly site?: string | undefined;
  } | null;
  readonly method: ScoringMethod;
  readonly players: Readonly<Record<string, Player>>;
  /** By `section|id`. */
  readonly participants: Readonly<Record<string, SessionParticipant>>;
  readonly sections: Readonly<Record<string, SectionState>>;
  readonly boards: Readonly<Record<number, SessionBoard>>;
  /** By `section|round|table|board`. */
  readonly results: Readonly<Record<string, ResultRecord>>;
  /** Events folded so far. */
  readonly seq: number;
}
