/**
 * A partnership's defence depends on what the opponents' openings mean: SAYC's rules defend against
 * SAYC's openings (a strong, artificial 2♣; a weak two in diamonds). Facing Polish Club (Wspólny
 * Język) two of them mean something else, so the defence changes with them (`rulesFacing`):
 *
 * - their **2♣** is natural, 11–15 HCP with six clubs (or five and a four-card major): it is defended
 *   as a weak two is (`over-weak-*` in competition.ts: the takeout double, natural overcalls, 2NT
 *   15–20 with a club stopper), not with the defence to a strong 2♣ (`vs-2c-*`, pass with most hands);
 * - their **2♦** is the Multi, a weak two in either major: 2NT shows 16–19 balanced without a
 *   diamond stopper (`vs-multi-2n`), 3♦ is natural (`vs-multi-3d`); the other calls are as over a
 *   weak two (the takeout double, a natural 2♥ or 2♠), the common simple defence to the Multi;
 * - their **2♣–3♣** is an invitational raise and 2♣–2NT–3♣ the weak one (WJ 2005), over either a
 *   good six-card suit overcalls (`vs-natural-2c-raised-suit`), where SAYC's 2♣–3♣ is strong and forcing;
 * - their **1♣** may hold two clubs (12–14 balanced, or any strong hand): 2♣ over it is natural, a good
 *   six-card club suit (`vs-polish-1c-clubs`, and its advances), not Michaels for the majors, the usual
 *   treatment against a club that may be short; Michaels stays over their 1♦.
 *
 * ```ts
 * rulesFacing('sayc', 'polish')   // SAYC's rules with this defence; rulesFacing('sayc', 'sayc') is SYSTEMS.sayc
 * ```
 */
import { patternOpening, type BidRule } from '../engine.js';

/** Whether an auction pattern reads the opponents' opening of 2♣. */
function readsTheir2C(pattern: string): boolean {
  const opening = patternOpening(pattern);
  return opening?.by === 'them' && opening.call === '2C';
}

/** The defence to the Multi 2♦ that differs from the defence to a weak two (tried before it). */
export const MULTI_DEFENCE: readonly BidRule[] = [
  {
    name: 'vs-multi-2n',
    auction: '2D',
    call: '2N',
    when: { hcp: [16, 19], bal: true },
    explain: '16–19 HCP, balanced: their suit is a major not yet known',
  },
  {
    name: 'vs-multi-3d',
    auction: '2D',
    call: '3D',
    when: { hcp: 12, len: { D: 6 }, good: ['D'] },
    explain: 'Natural: a good six+ card diamond suit, opening values (their 2♦ is the Multi)',
  },
];

/**
 * Over their natural 2♣ raised to three (2♣–3♣ invites in Polish Club, 2♣–2NT–3♣ is the weak raise):
 * a good six-card suit overcalls, as over a raised weak two (polish.ts `pl-vs-raised-two-suit`); SAYC's
 * 2♣–3♣ is strong and forcing, so this is no part of the defence to it.
 */
export const NATURAL_2C_DEFENCE: readonly BidRule[] = [
  {
    name: 'vs-natural-2c-raised-suit',
    auction: '2C P 3C|2C P 3C P P|2C P 2N P 3C|2C P 2N P 3C P P',
    call: '^z',
    when: { differ: [['z', 'C']], longest: ['z'], len: { z: 6 }, good: ['z'], hcp: 10 },
    explain: 'Natural: a good six+ card {z} suit, 10+ HCP',
  },
];

/**
 * Over their Polish 1♣, which may hold two clubs: 2♣ is natural (a good six-card suit with overcall
 * values), and advancer raises, bids 3NT or 5♣, or passes; over the raise the overcaller bids 3NT
 * with a maximum and the other suits stopped. The overcall's range follows SAYC's overcalls (up to 17;
 * stronger hands double first). A maximum's 5♣ over the raise was tried and dropped: it went down twice
 * in 2,000 boards (seeds 15001 and 17001, boards 614 and 817).
 */
export const POLISH_1C_DEFENCE: readonly BidRule[] = [
  {
    name: 'vs-polish-1c-clubs',
    auction: '1C',
    call: '2C',
    when: { hcp: [10, 17], len: { C: 6 }, good: ['C'] },
    explain: 'Natural: a good six+ card club suit, 10–17 HCP (their 1♣ may be short)',
  },
  {
    name: 'vs-polish-1c-clubs-3nt',
    auction: '1C 2C P',
    call: '3N',
    when: { hcp: 13, stop: ['D', 'H', 'S'] },
    explain: 'To play: 13+ HCP, the other three suits stopped',
  },
  {
    name: 'vs-polish-1c-clubs-game',
    auction: '1C 2C P',
    call: '5C',
    when: { hcp: 14, len: { C: 3 } },
    explain: 'To play: game in clubs, three+ clubs and 14+ HCP',
  },
  {
    name: 'vs-polish-1c-clubs-raise',
    auction: '1C 2C P',
    call: '3C',
    when: { hcp: [6, 12], len: { C: 2 } },
    explain: 'Raise: two+ clubs, 6–12 HCP',
  },
  { name: 'vs-polish-1c-clubs-pass', auction: '1C 2C P', call: 'P', explain: 'No fit or values to raise' },
  {
    name: 'vs-polish-1c-clubs-raised-3nt',
    auction: '1C 2C P 3C P',
    call: '3N',
    when: { hcp: 15, stop: ['D', 'H', 'S'] },
    explain: 'To play: a maximum, the other three suits stopped',
  },
  { name: 'vs-polish-1c-clubs-raised-pass', auction: '1C 2C P 3C P', call: 'P', explain: 'A minimum' },
];

/** Whether a pattern reads our Michaels cue bid of their one of a minor (`1m` – 2m). */
function readsMichaelsOverMinor(pattern: string, call: string): boolean {
  const tokens = pattern.trim().split(/\s+/);
  if (patternOpening(pattern)?.by !== 'them' || tokens[0] !== '1m') return false;
  return tokens[1] === '2m' || (tokens.length === 1 && call === '2m');
}

/**
 * SAYC-based rules facing Polish Club's openings: their 2♣ as a weak two, their 2♦ as the Multi, a
 * natural 2♣ over their 1♣ (the rules reading our Michaels over a minor keep to their 1♦).
 */
export function facingPolishClub(rules: readonly BidRule[]): readonly BidRule[] {
  const out: BidRule[] = [...MULTI_DEFENCE, ...NATURAL_2C_DEFENCE, ...POLISH_1C_DEFENCE];
  for (const rule of rules) {
    const patterns = (typeof rule.auction === 'string' ? [rule.auction] : rule.auction).flatMap((p) => p.split('|'));
    const kept = patterns.filter((p) => !readsTheir2C(p));
    const michaels = kept.length > 0 && kept.every((p) => readsMichaelsOverMinor(p, rule.call));
    const when = michaels ? { ...rule.when, differ: [...(rule.when?.differ ?? []), ['m', 'C'] as const] } : rule.when;
    if (kept.length === patterns.length && !michaels) out.push(rule);
    else if (kept.length > 0) out.push({ ...rule, auction: kept.join('|'), ...(when ? { when } : {}) });
  }
  return out;
}
