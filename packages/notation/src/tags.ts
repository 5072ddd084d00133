/**
 * The tags of a PBN game (PBN 2.1 §3.4): the tag tables and the readers of single tag values.
 *
 * ```ts
 * parseSeat('n')                          // ok('N')
 * parseResult('NS 9', 'E')                // ok(4): tricks won by declarer
 * parseSideScore('NS 50 EW -50')          // ok({ NS: 50, EW: -50 })
 * makeDeal(unwrap(parseDeal('N:AKQ…')).deal) // the Deal tag's text (core's pair, re-exported)
 * ```
 * The deal text pair `parseDeal` / `makeDeal` is core's (deals are core's, and the solver and
 * scoring read deal strings too without importing notation); it is re-exported here beside the
 * other tag readers, so a notation user finds it where the Deal tag is.
 */
import { SEATS, err, ok, parseContract, type Contract, type Result, type Seat } from '@biritch/core';

export { makeDeal, parseDeal, type MakeDealOptions, type ParsedDeal } from '@biritch/core';

/** The 15 tags of the Mandatory Tag Set, in export order (PBN 2.1 §3.4). */
export const MANDATORY_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

/** Tags that may not use `#` inheritance (§4.8). */
export const NO_INHERIT_TAGS: readonly string[] = [
  'Dealer',
  'Vulnerable',
  'Deal',
  'Declarer',
  'Contract',
  'Auction',
  'Play',
  'Note',
];

/** `OptimumScore` / `Score`: points for NS and/or EW (§4.2.1 formats, `NS 400`, `EW -100`, `NS 50 EW -50`). */
export interface SideScore {
  readonly NS?: number;
  readonly EW?: number;
}

/** Parses a side score: `NS 400`, `EW 460`, `NS -100`, `NS 50 EW -50`. */
export function parseSideScore(text: string): Result<SideScore> {
  const m = /^\s*(NS|EW)\s+(-?\d+)(?:\s+(NS|EW)\s+(-?\d+))?\s*$/i.exec(text);
  if (!m || (m[3] && m[3].toUpperCase() === m[1]!.toUpperCase()))
    return err('score/bad-score', `'${text}' is not a score like 'NS 400' or 'EW -100'`);
  const out: { NS?: number; EW?: number } = {};
  out[m[1]!.toUpperCase() as 'NS' | 'EW'] = Number(m[2]);
  if (m[3]) out[m[3].toUpperCase() as 'NS' | 'EW'] = Number(m[4]);
  return ok(out);
}

/** Parses a seat letter (PBN allows lower case on import, §3.11). */
export function parseSeat(text: string): Result<Seat> {
  const t = text.trim().toUpperCase();
  return (SEATS as readonly string[]).includes(t)
    ? ok(t as Seat)
    : err('seat/bad-seat', `'${text}' is not a seat (N, E, S, W)`);
}

/** Parses a Contract value: `4SX`, `3NT`, or `Pass` (passed out). */
export function parsePbnContract(text: string): Result<Contract | 'pass'> {
  if (text.trim().toUpperCase() === 'PASS') return ok('pass');
  return parseContract(text);
}

/** Parses a Result value into tricks won by declarer: `9`, `NS 9`, `EW 4 NS 9`, `^9` (§3.4.15). */
export function parseResult(text: string, declarer: Seat | null): Result<number> {
  const t = text.trim().replace(/^\^/, '');
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return n <= 13 ? ok(n) : err('result/bad-result', `'${text}': a result is 0 to 13 tricks`);
  }
  const s = parseSideScore(t);
  if (!s.ok) return err('result/bad-result', `'${text}' is not a result (tricks by declarer, or 'NS 9')`);
  if (!declarer) return err('result/no-declarer', `'${text}' gives a side's tricks but there is no declarer`);
  const side = declarer === 'N' || declarer === 'S' ? 'NS' : 'EW';
  const other = side === 'NS' ? 'EW' : 'NS';
  const mine = s.value[side];
  const theirs = s.value[other];
  const n = mine ?? (theirs !== undefined ? 13 - theirs : undefined);
  if (n === undefined || n < 0 || n > 13) return err('result/bad-result', `'${text}': a result is 0 to 13 tricks`);
  return ok(n);
}
