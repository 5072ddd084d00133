/**
 * One deal's score under Law 77 (duplicate bridge scoring table).
 *
 * ```ts
 * const r = scoreContract(unwrap(parseContract('4SX')), 9, false);
 * if (r.ok) r.value.total; // -100: one down, doubled, not vulnerable
 * scoreBoard({ contract: unwrap(parseContract('3NT')), declarer: 'S', tricks: 11, vulnerability: 'both' }); // ns +660
 * ```
 * A score is always from the declaring side's point of view (positive when it gains) unless a
 * name says `ns`. Every input that may come from outside is checked and answered with a coded error.
 */
import {
  err,
  isVulnerable,
  ok,
  STRAINS,
  type Contract,
  type Result,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@biritch/core';

/** The parts of a duplicate score (Law 77), declaring side's view; undertricks are negative. */
export interface DuplicateScore {
  /** Trick score for the odd tricks bid and made (below the line in rubber). */
  readonly trickScore: number;
  readonly overtricks: number;
  readonly undertricks: number;
  readonly gameBonus: number;
  readonly partScoreBonus: number;
  readonly slamBonus: number;
  /** 50 for making a doubled contract, 100 for a redoubled one. */
  readonly insult: number;
  /** The declaring side's score: positive when it gains. */
  readonly total: number;
}

/** Multiplier of trick values for undoubled / doubled / redoubled (Law 77). */
const DOUBLING_FACTOR = [1, 2, 4] as const;

/** Validates a contract that came from outside (JSON, a message): level 1–7, a strain, doubling 0–2. */
export function checkContract(contract: unknown): Result<Contract> {
  if (typeof contract !== 'object' || contract === null)
    return err('score/bad-contract', 'a contract is an object { level, strain, doubled }');
  const c = contract as Record<string, unknown>;
  if (typeof c.level !== 'number' || !Number.isInteger(c.level) || c.level < 1 || c.level > 7)
    return err('score/bad-level', `a contract's level is 1 to 7, not ${String(c.level)}`);
  if (typeof c.strain !== 'string' || !(STRAINS as readonly string[]).includes(c.strain))
    return err('score/bad-strain', `'${String(c.strain)}' is not a strain (C, D, H, S, NT)`);
  const doubled = c.doubled ?? 0;
  if (doubled !== 0 && doubled !== 1 && doubled !== 2)
    return err('score/bad-doubling', `doubled is 0, 1 or 2, not ${String(doubled)}`);
  return ok({ level: c.level as Contract['level'], strain: c.strain as Strain, doubled });
}

/** Validates a trick count: an integer 0–13 taken by the declaring side. */
export function checkTricks(tricks: unknown): Result<number> {
  return typeof tricks === 'number' && Number.isInteger(tricks) && tricks >= 0 && tricks <= 13
    ? ok(tricks)
    : err('score/bad-tricks', `declarer's side takes 0 to 13 tricks, not ${String(tricks)}`);
}

/** Law 77 trick score of `level` odd tricks in a strain: ♣♦ 20, ♥♠ 30, NT 40 then 30; ×2 doubled, ×4 redoubled. */
export function trickScore(strain: Strain, level: number, doubled: 0 | 1 | 2): number {
  const base = strain === 'NT' ? 40 + 30 * (level - 1) : (strain === 'C' || strain === 'D' ? 20 : 30) * level;
  return base * DOUBLING_FACTOR[doubled];
}

/** Law 77 undertrick penalty for `down` undertricks (a positive number, scored by the defenders). */
export function undertrickPenalty(down: number, doubled: 0 | 1 | 2, vulnerable: boolean): number {
  if (down <= 0) return 0;
  if (doubled === 0) return down * (vulnerable ? 100 : 50);
  // Doubled: NV 100, 200, 200, then 300 each (the 4th-and-later bonus of 100); V 200 then 300 each.
  let doubledPenalty: number;
  if (vulnerable) doubledPenalty = 200 + 300 * (down - 1);
  else doubledPenalty = 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
  return doubledPenalty * (doubled === 2 ? 2 : 1);
}

/**
 * The duplicate score of one deal (Law 77) for the declaring side. `contract` null means all four
 * passed: zero. `tricks` is what the declaring side took (0–13).
 */
export function scoreContract(contract: Contract | null, tricks: number, vulnerable: boolean): Result<DuplicateScore> {
  const t = checkTricks(tricks);
  if (!t.ok) return t;
  if (contract === null) return ok(zeroScore());
  const c = checkContract(contract);
  if (!c.ok) return c;
  return ok(scoreCheckedContract(c.value, tricks, vulnerable));
}

/** Like `scoreContract` for input already checked (a contract from `parseContract`, tricks 0–13). */
export function scoreCheckedContract(contract: Contract, tricks: number, vulnerable: boolean): DuplicateScore {
  const { level, strain, doubled } = contract;
  const needed = level + 6;
  if (tricks < needed) {
    const undertricks = -undertrickPenalty(needed - tricks, doubled, vulnerable);
    return { ...zeroScore(), undertricks, total: undertricks };
  }
  const ts = trickScore(strain, level, doubled);
  const over = tricks - needed;
  const perOvertrick =
    doubled === 0 ? trickScore(strain, 2, 0) - trickScore(strain, 1, 0) : (vulnerable ? 200 : 100) * doubled;
  const overtricks = over * perOvertrick;
  const isGame = ts >= 100;
  const gameBonus = isGame ? (vulnerable ? 500 : 300) : 0;
  const partScoreBonus = isGame ? 0 : 50;
  const slamBonus = level === 7 ? (vulnerable ? 1500 : 1000) : level === 6 ? (vulnerable ? 750 : 500) : 0;
  const insult = doubled * 50;
  return {
    trickScore: ts,
    overtricks,
    undertricks: 0,
    gameBonus,
    partScoreBonus,
    slamBonus,
    insult,
    total: ts + overtricks + gameBonus + partScoreBonus + slamBonus + insult,
  };
}

const zeroScore = (): DuplicateScore => ({
  trickScore: 0,
  overtricks: 0,
  undertricks: 0,
  gameBonus: 0,
  partScoreBonus: 0,
  slamBonus: 0,
  insult: 0,
  total: 0,
});

/** A played board: the contract (null if passed out), declarer, tricks and the board's vulnerability. */
export interface BoardResult {
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  /** Tricks taken by the declaring side. Ignored when passed out. */
  readonly tricks: number | null;
  readonly vulnerability: Vulnerability;
}

/** A board's duplicate score: `score` for the declaring side and `ns` from North–South's view. */
export interface BoardScore {
  readonly score: number;
  readonly ns: number;
  readonly breakdown: DuplicateScore;
}

/** Scores a board (Law 77): declaring side's score, and the same from North–South's point of view. */
export function scoreBoard(board: BoardResult): Result<BoardScore> {
  if (board.contract === null) return ok({ score: 0, ns: 0, breakdown: zeroScore() });
  if (board.declarer === null || !['N', 'E', 'S', 'W'].includes(board.declarer))
    return err('score/bad-declarer', `declarer must be N, E, S or W, not ${String(board.declarer)}`);
  const r = scoreContract(board.contract, board.tricks as number, isVulnerable(board.vulnerability, board.declarer));
  if (!r.ok) return r;
  const ns = board.declarer === 'N' || board.declarer === 'S' ? r.value.total : 0 - r.value.total;
  return ok({ score: r.value.total, ns, breakdown: r.value });
}
