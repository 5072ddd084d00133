/**
 * Per-player scores for the variants without fixed partnerships: Four at One Table and Hao bridge.
 *
 * ```ts
 * const r = scoreFourAtOneTable({ contract: unwrap(parseContract('4H')), declarer: 'S', dummy: 'E', partner: true, tricks: 10 });
 * // r.value.players: { S: 620, E: 620, N: -620, W: -620 } as exact fractions
 * ```
 * Four at One Table (docs/variants.md, Scoring, from seeds/001): everyone is
 * vulnerable, undertricks score at the doubled rate (200, then 300 each), there are no doubles
 * and so no insult bonus. Declarer's result is `s`. If dummy is declarer's partner, declarer and
 * dummy score `s` and the defenders `−s`; otherwise dummy is one of three opponents: declarer `s`,
 * each other player `−s/3`, kept exact. With compensation `s` is first reduced by the expected
 * score for declarer's and dummy's combined high-card points (everyone vulnerable).
 * Hao bridge (same seed, 1931 as retold): dummy sits opposite declarer; if they did not become
 * partners in the auction, dummy is scored as one of three opponents in the same way.
 */
import {
  err,
  isVulnerable,
  ok,
  partnerSeat,
  SEATS,
  seatAfter,
  type Contract,
  type Result,
  type Seat,
  type Vulnerability,
} from '@biritch/core';
import { checkContract, checkTricks, scoreCheckedContract, undertrickPenalty } from './duplicate.js';
import { expectedScore, type CompensationSituation, type ExpectedScoreTable } from './compensation.js';
import { displayFraction, fraction, negateFraction, type Fraction } from './fraction.js';

/** Compensation for a variant deal: the expected-score table and the declaring pair's situation. */
export interface VariantCompensation {
  readonly table: ExpectedScoreTable;
  /** High-card points of declarer + dummy. */
  readonly hcp: number;
  readonly fit?: boolean;
  readonly opponentsFit?: boolean;
}

/** A Four at One Table deal to score. `contract` null: all passed (or not played), zero for all. */
export interface FourAtOneTableDeal {
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** Whether dummy is declarer's partner (formed in the auction). */
  readonly partner: boolean;
  /** Tricks taken by declarer (with dummy's cards). */
  readonly tricks: number | null;
  readonly compensation?: VariantCompensation;
}

/** Per-player scores of one deal: exact, and rounded for display. They sum to zero. */
export interface PlayerScores {
  /** Declarer's result `s` before splitting (after compensation when used). */
  readonly declarerScore: number;
  /** The expected score subtracted (compensation), if any. */
  readonly expected: number | null;
  readonly exact: Readonly<Record<Seat, Fraction>>;
  readonly players: Readonly<Record<Seat, number>>;
}

const ZERO: PlayerScores = {
  declarerScore: 0,
  expected: null,
  exact: { N: fraction(0), E: fraction(0), S: fraction(0), W: fraction(0) },
  players: { N: 0, E: 0, S: 0, W: 0 },
};

const isSeat = (x: unknown): x is Seat => typeof x === 'string' && (SEATS as readonly string[]).includes(x);

/** Splits declarer's `s` among the four players (docs/variants.md, Scoring 2–3). */
export function splitScore(
  s: number,
  declarer: Seat,
  dummy: Seat,
  partner: boolean,
): Pick<PlayerScores, 'exact' | 'players'> {
  const exact = {} as Record<Seat, Fraction>;
  for (const seat of SEATS) {
    if (seat === declarer || (partner && seat === dummy)) exact[seat] = fraction(s);
    else exact[seat] = partner ? fraction(0 - s) : negateFraction(fraction(s, 3));
  }
  const players = Object.fromEntries(SEATS.map((x) => [x, displayFraction(exact[x])])) as Record<Seat, number>;
  return { exact, players };
}

/** Declarer's score under the Four at One Table values: all vulnerable, undertricks as doubled, no insult. */
export function fourAtOneTableDeclarerScore(contract: Contract, tricks: number): number {
  const needed = contract.level + 6;
  if (tricks < needed) return 0 - undertrickPenalty(needed - tricks, 1, true);
  return scoreCheckedContract({ ...contract, doubled: 0 }, tricks, true).total;
}

function checkSeats(declarer: unknown, dummy: unknown): Result<{ declarer: Seat; dummy: Seat }> {
  if (!isSeat(declarer)) return err('variant/bad-declarer', `declarer must be N, E, S or W, not ${String(declarer)}`);
  if (!isSeat(dummy)) return err('variant/bad-dummy', `dummy must be N, E, S or W, not ${String(dummy)}`);
  if (dummy === declarer) return err('variant/bad-dummy', 'dummy cannot be declarer');
  return ok({ declarer, dummy });
}

function compensate(
  s: number,
  c: VariantCompensation | undefined,
  vulnerable: boolean,
  opponentsVulnerable: boolean,
): Result<{ s: number; expected: number | null }> {
  if (!c) return ok({ s, expected: null });
  const situation: CompensationSituation = {
    points: c.hcp,
    vulnerable,
    opponentsVulnerable,
    fit: c.fit ?? false,
    opponentsFit: c.opponentsFit ?? false,
  };
  const e = expectedScore(c.table, situation);
  return e.ok ? ok({ s: s - e.value, expected: e.value }) : e;
}

/** Scores one Four at One Table deal per player (the function the rule set calls at the end of a deal). */
export function scoreFourAtOneTable(deal: FourAtOneTableDeal): Result<PlayerScores> {
  if (deal.contract === null) return ok(ZERO);
  const c = checkContract(deal.contract);
  if (!c.ok) return c;
  if (c.value.doubled !== 0)
    return err('variant/no-doubles', 'Four at One Table is played without doubles or redoubles');
  const t = checkTricks(deal.tricks);
  if (!t.ok) return t;
  const seats = checkSeats(deal.declarer, deal.dummy);
  if (!seats.ok) return seats;
  const comp = compensate(fourAtOneTableDeclarerScore(c.value, t.value), deal.compensation, true, true);
  if (!comp.ok) return comp;
  return ok({
    declarerScore: comp.value.s,
    expected: comp.value.expected,
    ...splitScore(comp.value.s, seats.value.declarer, seats.value.dummy, deal.partner === true),
  });
}

/** A Hao bridge deal: dummy is always opposite declarer; `partner` says whether they agreed a strain. */
export interface HaoDeal {
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly partner: boolean;
  readonly tricks: number | null;
  readonly vulnerability: Vulnerability;
  readonly compensation?: VariantCompensation;
}

/** Scores one Hao bridge deal per player: Law 77 values, dummy as one of three opponents when not a partner. */
export function scoreHao(deal: HaoDeal): Result<PlayerScores> {
  if (deal.contract === null) return ok(ZERO);
  const c = checkContract(deal.contract);
  if (!c.ok) return c;
  const t = checkTricks(deal.tricks);
  if (!t.ok) return t;
  if (!isSeat(deal.declarer))
    return err('variant/bad-declarer', `declarer must be N, E, S or W, not ${String(deal.declarer)}`);
  const vulnerable = isVulnerable(deal.vulnerability, deal.declarer);
  const opponentsVulnerable = isVulnerable(deal.vulnerability, seatAfter(deal.declarer));
  const comp = compensate(
    scoreCheckedContract(c.value, t.value, vulnerable).total,
    deal.compensation,
    vulnerable,
    opponentsVulnerable,
  );
  if (!comp.ok) return comp;
  return ok({
    declarerScore: comp.value.s,
    expected: comp.value.expected,
    ...splitScore(comp.value.s, deal.declarer, partnerSeat(deal.declarer), deal.partner === true),
  });
}
