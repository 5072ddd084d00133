/**
 * Table options people expect (issue 26): chosen when a table is created, shown in its info.
 *
 * ```ts
 * const body: CreateTableRequest = { robotStrength: 'expert', boardTimerMinutes: 8, chat: 'everyone' };
 * const polish: CreateTableRequest = { systemNS: 'polish', systemEW: 'sayc', alertRegulation: 'ebu' };
 * info.options.robotsGrantUndo; // true at a table where one person plays with robots, unless turned off
 * socket.send(makeMessage({ type: 'nextDeal', id: 'r9', another: true, practice: 'slam' }));
 * ```
 */
import { z } from 'zod';

/** The robots' strength levels (the same names as @biritch/robots' `STRENGTHS`, which the server checks). */
export const ROBOT_STRENGTHS = ['beginner', 'club', 'expert'] as const;
/** A robot strength level. */
export type RobotStrengthName = (typeof ROBOT_STRENGTHS)[number];
/** Schema of a robot strength level. */
export const robotStrengthSchema = z.enum(ROBOT_STRENGTHS);

/**
 * The bidding systems a partnership can play with robots (the same names as @biritch/robots'
 * `SYSTEMS`, which the server checks): SAYC, SAYC with Roman Key Card Blackwood 1430, 2/1 game
 * forcing, 2/1 with RKCB, Polish Club (Wspólny Język).
 */
export const BIDDING_SYSTEMS = ['sayc', 'sayc-rkcb', '2/1', '2/1-rkcb', 'polish'] as const;
/** A bidding system's name. */
export type BiddingSystemName = (typeof BIDDING_SYSTEMS)[number];
/** Schema of a bidding system's name. */
export const biddingSystemSchema = z.enum(BIDDING_SYSTEMS);

/** Whose alert rules the robots follow: the ACBL Alert Procedures or the EBU Blue Book. */
export const ALERT_REGULATIONS = ['acbl', 'ebu'] as const;
/** An alert regulation. */
export type AlertRegulationName = (typeof ALERT_REGULATIONS)[number];
/** Schema of an alert regulation. */
export const alertRegulationSchema = z.enum(ALERT_REGULATIONS);

/** Who reads the table chat: nobody (off), the four players, or spectators too. */
export const CHAT_POLICIES = ['off', 'players', 'everyone'] as const;
/** A chat policy. */
export type ChatPolicy = (typeof CHAT_POLICIES)[number];
/** Schema of a chat policy. */
export const chatPolicySchema = z.enum(CHAT_POLICIES);

/**
 * Practice deal types for the next deal, dealt under the dealer package's constraints from the
 * point of view of the player who asks: `declare` (your side holds the values, you the more),
 * `slam` (your side has 32 or more points), `competitive` (both sides have values and a fit),
 * `oneNoTrump` (you hold a 15–17 balanced 1NT opening and nobody opens before you).
 */
export const PRACTICE_KINDS = ['declare', 'slam', 'competitive', 'oneNoTrump'] as const;
/** A practice deal type. */
export type PracticeKind = (typeof PRACTICE_KINDS)[number];
/** Schema of a practice deal type. */
export const practiceKindSchema = z.enum(PRACTICE_KINDS);

/** Longest chat line, in characters. */
export const MAX_CHAT_LENGTH = 300;

/** Longest timer per board, in minutes. */
export const MAX_BOARD_TIMER_MINUTES = 60;

/** The options of a table as its info shows them, every default filled in. */
export const tableOptionsInfoSchema = z.strictObject({
  /** Whether robots grant an undo request (default: yes where one person plays with robots). */
  robotsGrantUndo: z.boolean(),
  /** How strongly the robots play. */
  robotStrength: robotStrengthSchema,
  /** North–South's bidding system (the robots of that side bid it and explain calls by it). */
  systemNS: biddingSystemSchema,
  /** East–West's bidding system. */
  systemEW: biddingSystemSchema,
  /** Whose alert rules the robots follow. */
  alertRegulation: alertRegulationSchema,
  /** Minutes per board, or null for no timer (the default). */
  boardTimerMinutes: z.number().int().min(1).max(MAX_BOARD_TIMER_MINUTES).nullable(),
  /** Whether a call or card is confirmed before it is sent. */
  confirmActions: z.boolean(),
  /** Who reads the table chat. */
  chat: chatPolicySchema,
  /** Whether a settled claim is checked double-dummy once the deal is over. */
  claimCheck: z.boolean(),
  /** Whether a robot stands in for a player gone past the hold window (tables with other people). */
  standIn: z.boolean(),
});
/** A table's options. */
export type TableOptionsInfo = z.infer<typeof tableOptionsInfoSchema>;

/** A claim of the deal just ended, checked double-dummy (issue 26: "was it right?"). */
export const claimCheckSchema = z.strictObject({
  /** The deal (1-based at this table). */
  deal: z.number().int().min(1),
  /** Who claimed. */
  seat: z.enum(['N', 'E', 'S', 'W']),
  /** Tricks claimed for the claimer's side, of those left at the claim. */
  claimed: z.number().int().min(0).max(13),
  accepted: z.boolean(),
  /** Tricks the claimer's side takes double-dummy from the claim on; null while pending or unavailable. */
  doubleDummy: z.number().int().min(0).max(13).nullable(),
  status: z.enum(['pending', 'ready', 'unavailable']),
});
/** A checked claim. */
export type ClaimCheckInfo = z.infer<typeof claimCheckSchema>;
