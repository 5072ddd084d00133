/**
 * Calls of the auction (Law 18): pass, the 35 bids, double and redouble — 38 calls in all.
 *
 * ```ts
 * parseCall('1NT')   // ok({ type: 'bid', level: 1, strain: 'NT' })
 * makeCall(bid(4, 'S')) // '4S'
 * ```
 * Text form: `P`, `X`, `XX`, `1C`…`7NT` (`1N`, `PASS`, `D`, `R`, `DBL`, `RDBL` and suit symbols
 * are accepted on input). Variant rule sets may add calls (Hao bridge's `hao`).
 */
import { STRAINS, SUIT_SYMBOLS, type Strain } from './cards.js';
import { err, ok, type Result } from './result.js';

/** A bid level, 1..7. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** A bid: a level and a strain. */
export interface Bid {
  readonly type: 'bid';
  readonly level: Level;
  readonly strain: Strain;
}
/** Any call. `hao` exists only in the Hao bridge rule set (joining partner's double). */
export type Call =
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' }
  | { readonly type: 'hao' }
  | Bid;
/** The call type names. */
export type CallType = Call['type'];

/** Pass. */
export const PASS: Call = { type: 'pass' };
/** Double. */
export const DOUBLE: Call = { type: 'double' };
/** Redouble. */
export const REDOUBLE: Call = { type: 'redouble' };
/** A bid. */
export const bid = (level: Level, strain: Strain): Bid => ({ type: 'bid', level, strain });

/** The 35 bids in ascending order. */
export const ALL_BIDS: readonly Bid[] = ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((l) => STRAINS.map((s) => bid(l, s)));
/** The 38 calls of standard bridge: pass, double, redouble and the 35 bids. */
export const STANDARD_CALLS: readonly Call[] = [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS];

/** Rank of a bid, 0 (1♣) .. 34 (7NT). */
export const bidRank = (b: Bid): number => (b.level - 1) * 5 + STRAINS.indexOf(b.strain);
/** Whether `a` ranks above `b` (Law 18B: higher level, or same level and higher strain). */
export const bidBeats = (a: Bid, b: Bid | null): boolean => b === null || bidRank(a) > bidRank(b);
/** Whether two calls are the same call. */
export const callEquals = (a: Call, b: Call): boolean =>
  a.type === b.type && (a.type !== 'bid' || (b.type === 'bid' && a.level === b.level && a.strain === b.strain));

/** Parses a call: `P`, `PASS`, `X`, `D`, `DBL`, `XX`, `R`, `RDBL`, `HAO`, `1C`, `1N`, `1NT`, `3♠`. */
export function parseCall(text: string): Result<Call> {
  const t = text.trim().toUpperCase().replace('♠', 'S').replace('♥', 'H').replace('♦', 'D').replace('♣', 'C');
  if (t === 'P' || t === 'PASS' || t === 'AP') return ok(PASS);
  if (t === 'X' || t === 'D' || t === 'DBL' || t === 'DOUBLE') return ok(DOUBLE);
  if (t === 'XX' || t === 'R' || t === 'RDBL' || t === 'REDOUBLE') return ok(REDOUBLE);
  if (t === 'HAO') return ok({ type: 'hao' });
  const m = /^(\d)(C|D|H|S|NT|N)$/.exec(t);
  if (!m) return err('call/bad-call', `'${text}' is not a call (use P, X, XX or a bid such as 1C, 3NT)`);
  const level = Number(m[1]);
  if (level < 1 || level > 7) return err('call/bad-level', `'${text}': a bid's level is 1 to 7`);
  const strain = (m[2] === 'N' ? 'NT' : m[2]) as Strain;
  return ok(bid(level as Level, strain));
}

/** Writes a call in the plain text form: `P`, `X`, `XX`, `HAO`, `1C`, `3NT`. */
export function makeCall(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'P';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'hao':
      return 'HAO';
    case 'bid':
      return `${call.level}${call.strain}`;
  }
}

/** Writes a call for people: `Pass`, `Dbl`, `Rdbl`, `1♣`, `3NT`. */
export function displayCall(call: Call): string {
  if (call.type === 'bid') return `${call.level}${call.strain === 'NT' ? 'NT' : SUIT_SYMBOLS[call.strain]}`;
  return { pass: 'Pass', double: 'Dbl', redouble: 'Rdbl', hao: 'Hao' }[call.type];
}

/** A contract: the final bid with its doubling, or null for a passed-out deal. */
export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  /** 0 undoubled, 1 doubled, 2 redoubled. */
  readonly doubled: 0 | 1 | 2;
}

/** Writes a contract as `4S`, `4SX`, `4SXX`, `3NT`. */
export const makeContract = (c: Contract): string => `${c.level}${c.strain}${['', 'X', 'XX'][c.doubled]}`;

/** Parses `4S`, `4SX`, `4SXX`, `3NT`, `3N`, `7NTXX` (also `*` / `**` for doubling, as in DDS par). */
export function parseContract(text: string): Result<Contract> {
  const t = text.trim().toUpperCase().replace('**', 'XX').replace('*', 'X');
  const m = /^(\d)(C|D|H|S|NT|N)(XX|X)?$/.exec(t);
  if (!m) return err('contract/bad-contract', `'${text}' is not a contract (e.g. 4S, 3NT, 4SX, 6HXX)`);
  const level = Number(m[1]);
  if (level < 1 || level > 7) return err('contract/bad-level', `'${text}': a contract's level is 1 to 7`);
  return ok({
    level: level as Level,
    strain: (m[2] === 'N' ? 'NT' : m[2]) as Strain,
    doubled: m[3] === 'XX' ? 2 : m[3] === 'X' ? 1 : 0,
  });
}
