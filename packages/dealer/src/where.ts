/**
 * `--where`: a small expression language for conditions on a deal, parsed by hand (never eval).
 *
 * ```ts
 * const w = unwrap(parseWhere('hcp(N) >= 15 && hcp(N) <= 17 && balanced(N) && hcp(S) >= 12'));
 * evaluateWhere(w, deal);   // true or false
 * ```
 * Grammar (lowest precedence first; `and`, `or`, `not` may be written for `&&`, `||`, `!`):
 * ```
 * or    := and ('||' and)*             cmp  := sum (('<' | '<=' | '>' | '>=' | '==' | '!=') sum)?
 * and   := not ('&&' not)*             sum  := prod (('+' | '-') prod)*
 * not   := '!' not | cmp               prod := unary ('*' unary)*
 * unary := '-' unary | NUMBER | 'true' | 'false' | '(' or ')' | NAME '(' args ')'
 * ```
 * Functions (seat: N E S W or north …; suit: S H D C or spades …):
 * numbers — `hcp(seat[, suit])`, `controls(seat[, suit])`, `losers(seat)`, `quicktricks(seat)`,
 * `distpoints(seat[, trump])` (the Spanish seed's shortness points), `spades(seat)`, `hearts(seat)`,
 * `diamonds(seat)`, `clubs(seat)`; yes/no — `shape(seat, "pattern")` (see `parseShape`),
 * `balanced(seat)`, `semibalanced(seat)`, `hascard(seat, SA)`.
 * Errors are coded `where/…` and carry the 1-based column.
 * The language is built in three files: `whereParser.ts` (tokens, grammar, types),
 * `whereAnalysis.ts` (seats read, impossibility proofs) and `whereCompiler.ts` (closures over the
 * engine's arrays, evaluation of one deal). This module gathers their public names.
 */
export { parseWhere, WHERE_NUMBERS, WHERE_TESTS, type Where, type WhereError, type WhereNode } from './whereParser.js';
export { canBeTrue, conjuncts, numberBounds, seatMask } from './whereAnalysis.js';
export { compileWhere, evaluateWhere, stateOfDeal } from './whereCompiler.js';
