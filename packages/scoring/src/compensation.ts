/**
 * Compensation scoring: a result compared with the score expected from the declaring pair's
 * high-card points (and fit, where the table uses it), kept in points or turned into IMPs.
 *
 * ```ts
 * const t = COMPENSATION_TABLES.iniarski;
 * unwrap(expectedScore(t, { points: 24, vulnerable: true, fit: true }));      // 440
 * unwrap(compensationImps(t, 500, { points: 24, vulnerable: true, fit: true })); // +2
 * ```
 * Tables are data (tables/compensation/*.json, each with its sources) so a host can correct a
 * value or load its own table with `parseExpectedScoreTable`; missing entries stay `null` and
 * looking one up is an error, never a guess (docs/variants.md, Scoring 4).
 */
import { err, holdingLength, ok, type Hand, type Result } from '@biritch/core';
import { toImps } from './compare/imps.js';
import russianJson from './tables/compensation/russian.json' with { type: 'json' };
import iniarskiJson from './tables/compensation/iniarski.json' with { type: 'json' };

/** An expected-score table: rows indexed from `firstPoints` (20) to 40 points; `null` = unknown. */
export interface ExpectedScoreTable {
  readonly id: string;
  readonly name: string;
  readonly sources: readonly string[];
  readonly firstPoints: number;
  /** Rows `nv`/`v`, or with a fit flag `nv-fit`, `v-fit`, `nv-nofit`, `v-nofit`. */
  readonly usesFit: boolean;
  /** `average`: x.5 points average the neighbouring entries (integer division); `reject`: whole points only. */
  readonly halfPoints: 'average' | 'reject';
  readonly rows: Readonly<Record<string, readonly (number | null)[]>>;
}

const rowKeys = (usesFit: boolean): string[] => (usesFit ? ['nv-fit', 'v-fit', 'nv-nofit', 'v-nofit'] : ['nv', 'v']);

/** Validates an expected-score table read from JSON (the shipped ones, or a host's own). */
export function parseExpectedScoreTable(json: unknown): Result<ExpectedScoreTable> {
  const bad = (why: string) => err('compensation/bad-table', `expected-score table: ${why}`);
  if (typeof json !== 'object' || json === null) return bad('not an object');
  const t = json as Record<string, unknown>;
  if (typeof t.id !== 'string' || typeof t.name !== 'string') return bad('needs an id and a name');
  if (!Array.isArray(t.sources) || t.sources.some((s) => typeof s !== 'string')) return bad('needs a list of sources');
  const firstPoints = t.firstPoints ?? 20;
  if (typeof firstPoints !== 'number' || !Number.isInteger(firstPoints) || firstPoints < 20 || firstPoints > 40)
    return bad('firstPoints is a whole number 20–40');
  const usesFit = t.usesFit === true;
  const halfPoints = t.halfPoints ?? 'reject';
  if (halfPoints !== 'average' && halfPoints !== 'reject') return bad('halfPoints is "average" or "reject"');
  if (typeof t.rows !== 'object' || t.rows === null) return bad('needs rows');
  const rows = t.rows as Record<string, unknown>;
  for (const key of rowKeys(usesFit)) {
    const row = rows[key];
    if (
      !Array.isArray(row) ||
      row.length !== 41 - firstPoints ||
      row.some((x) => x !== null && (typeof x !== 'number' || !Number.isInteger(x)))
    )
      return bad(`row '${key}' must hold ${41 - firstPoints} whole numbers or nulls (points ${firstPoints}–40)`);
  }
  return ok({
    id: t.id,
    name: t.name,
    sources: t.sources as string[],
    firstPoints,
    usesFit,
    halfPoints,
    rows: rows as Record<string, (number | null)[]>,
  });
}

/** The shipped tables: Russian (§6.3) and Iniarski's modified Milton table (§6.4). */
export const COMPENSATION_TABLES = {
  russian: parseOrThrow(russianJson),
  iniarski: parseOrThrow(iniarskiJson),
} as const;
/** Ids of the shipped compensation tables. */
export type CompensationTableId = keyof typeof COMPENSATION_TABLES;

function parseOrThrow(json: unknown): ExpectedScoreTable {
  const r = parseExpectedScoreTable(json);
  if (!r.ok) throw new Error(`shipped table is broken: ${r.error.message}`);
  return r.value;
}

/** Whose points and situation a lookup is for: "we" are the side being scored. */
export interface CompensationSituation {
  /** Our combined high-card points (Milton Work 4-3-2-1), 0–40; halves where the table allows. */
  readonly points: number;
  readonly vulnerable: boolean;
  /** We have a fit that counts (Iniarski: 8+ cards, a major below 30 points). */
  readonly fit?: boolean;
  /** The opponents' vulnerability (default: ours). */
  readonly opponentsVulnerable?: boolean;
  readonly opponentsFit?: boolean;
}

function lookup(table: ExpectedScoreTable, points: number, vulnerable: boolean, fit: boolean): Result<number> {
  const key = table.usesFit ? `${vulnerable ? 'v' : 'nv'}-${fit ? 'fit' : 'nofit'}` : vulnerable ? 'v' : 'nv';
  const row = table.rows[key]!;
  const at = (p: number): Result<number> => {
    const v = row[p - table.firstPoints];
    return typeof v === 'number'
      ? ok(v)
      : err('compensation/missing-entry', `table '${table.id}' has no value for ${p} points (${key})`);
  };
  if (Number.isInteger(points)) return at(points);
  const lo = at(Math.floor(points));
  if (!lo.ok) return lo;
  const hi = at(Math.ceil(points));
  if (!hi.ok) return hi;
  return ok(Math.trunc((lo.value + hi.value) / 2));
}

/** The score a side is expected to make with its points (negative when the opponents are the stronger side). */
export function expectedScore(table: ExpectedScoreTable, s: CompensationSituation): Result<number> {
  const { points } = s;
  if (typeof points !== 'number' || !(points >= 0 && points <= 40))
    return err('compensation/bad-points', `points are 0 to 40, not ${String(points)}`);
  const half = Number.isInteger(points * 2);
  if (!half || (!Number.isInteger(points) && table.halfPoints === 'reject'))
    return err(
      'compensation/bad-points',
      `table '${table.id}' takes ${table.halfPoints === 'reject' ? 'whole' : 'whole or half'} points, not ${points}`,
    );
  const fit = s.fit ?? false;
  const theirFit = s.opponentsFit ?? false;
  const theirVul = s.opponentsVulnerable ?? s.vulnerable;
  if (points === 20 && table.usesFit && fit && theirFit)
    return err(
      'compensation/both-fit-at-20',
      'at 20 points each, only one side may have the counting fit (mark spades only)',
    );
  const theyAreStronger = points < 20 || (points === 20 && table.usesFit && theirFit);
  if (theyAreStronger) {
    const r = lookup(table, 40 - points, theirVul, theirFit);
    return r.ok ? ok(0 - r.value) : r;
  }
  const minPoints = table.firstPoints;
  if (points < minPoints) return err('compensation/missing-entry', `table '${table.id}' starts at ${minPoints} points`);
  return lookup(table, points, s.vulnerable, fit);
}

/** A result compared with the expectation, in points: score − expected. */
export function compensationPoints(table: ExpectedScoreTable, score: number, s: CompensationSituation): Result<number> {
  const e = expectedScore(table, s);
  return e.ok ? ok(score - e.value) : e;
}

/** A result compared with the expectation, in IMPs (WBF scale). */
export function compensationImps(table: ExpectedScoreTable, score: number, s: CompensationSituation): Result<number> {
  const d = compensationPoints(table, score, s);
  return d.ok ? ok(toImps(d.value)) : d;
}

/** Milton Work high-card points of a hand: A 4, K 3, Q 2, J 1. */
export function highCardPoints(hand: Hand): number {
  let hcp = 0;
  for (const holding of hand) for (let r = 11; r <= 14; r++) if (holding & (1 << (r - 2))) hcp += r - 10;
  return hcp;
}

/** Iniarski's fit rule: an 8+ card fit counts in a major below 30 points, in any suit from 30. */
export function hasCountingFit(a: Hand, b: Hand, points: number): boolean {
  const suits = points >= 30 ? [0, 1, 2, 3] : [2, 3];
  return suits.some((s) => holdingLength(a[s]!) + holdingLength(b[s]!) >= 8);
}
