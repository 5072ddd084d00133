/**
 * A second system's opening structure as data: Polish Club (Wspólny Język, the common language of
 * Polish clubs), its openings and first answers, on the same engine as SAYC. Where WJ bids as SAYC
 * does (one of a major, 1♦, 1NT 15–17, preempts) the SAYC rules answer; SAYC's rules that read our
 * own 1♣ or two-level openings are left out, because the openings mean something else here.
 *
 * ```ts
 * import { POLISH_RULES } from './polish.js';
 * chooseCall({ hand, auction: [], dealer: 'N', vulnerability: 'none' }, POLISH_RULES)
 * // 13 HCP, 4-3-3-3: 1♣ 'pl-open-1c-balanced', "Polish Club: 12–14 HCP balanced, …" (alerted)
 * ```
 * The openings follow the usual WJ summary: 1♣ is 12–14 balanced, or 15+ with clubs, or any 18+;
 * 1♦ 12–17 with 4+ diamonds (unbalanced or five diamonds); 1♥/1♠ 12–17 with five cards; 1NT
 * 15–17; 2♣ 11–15 with six clubs or five clubs and a four-card major; 2♦ Multi (a weak two in a
 * major); 2♥/2♠ weak with five cards in the major and four in a minor; preempts as SAYC. Only the
 * first rounds after 1♣, 2♣, 2♦ and 2♥/2♠ are written; later calls fall back on the rules of the
 * SAYC structure that still apply, or on the forced and default calls.
 */
import type { BidRule, When } from '../engine.js';
import { OPENINGS } from './openings.js';

/** One-level opening strength as in SAYC (Rule of 20 in first and second seat), at most 17 HCP. */
const LIMITED: When = {
  hcp: [0, 17],
  any: [
    { seat: [1, 2], hcp: 10, any: [{ hcp: 12 }, { r20: true }] },
    { seat: [3], hcp: 10, any: [{ hcp: 11 }, { r20: true }] },
    { seat: [4], r15: true },
  ],
};
const NO_FIVE_MAJOR: When = { len: { H: [0, 4], S: [0, 4] } };
const POLISH_1C = 'Polish Club: 12–14 HCP balanced, or 15+ HCP with clubs, or any 18+ HCP';

/** Polish Club openings, tried before SAYC's preempts and the pass. */
const OPENINGS_WJ: readonly BidRule[] = [
  {
    name: 'pl-open-1c-strong',
    forcing: 'round',
    alert: 'alert',
    auction: '',
    call: '1C',
    when: { hcp: 18 },
    explain: POLISH_1C,
  },
  {
    name: 'pl-open-1nt',
    alert: 'announce',
    auction: '',
    call: '1N',
    when: { hcp: [15, 17], bal: true },
    explain: '15–17 HCP, balanced',
  },
  {
    name: 'pl-open-1s',
    auction: '',
    call: '1S',
    when: { ...LIMITED, len: { S: 5 }, asLong: [['S', 'H']] },
    explain: '12–17 HCP, 5+ spades',
  },
  {
    name: 'pl-open-1h',
    auction: '',
    call: '1H',
    when: { ...LIMITED, len: { H: 5 } },
    explain: '12–17 HCP, 5+ hearts',
  },
  {
    name: 'pl-open-2c',
    alert: 'alert',
    auction: '',
    call: '2C',
    when: {
      hcp: [11, 15],
      len: { ...NO_FIVE_MAJOR.len, D: [0, 4] },
      any: [{ len: { C: 6 } }, { len: { C: 5 }, any: [{ len: { H: 4 } }, { len: { S: 4 } }] }],
    },
    explain: '11–15 HCP, six clubs, or five clubs and a four-card major',
  },
  {
    name: 'pl-open-1d',
    auction: '',
    call: '1D',
    when: {
      all: [LIMITED, NO_FIVE_MAJOR],
      len: { D: 4 },
      asLong: [['D', 'C']],
      any: [{ bal: false }, { len: { D: 5 } }],
    },
    explain: '12–17 HCP, 4+ diamonds, no five-card major (unbalanced, or five diamonds)',
  },
  {
    name: 'pl-open-1c-balanced',
    alert: 'alert',
    auction: '',
    call: '1C',
    when: { hcp: [12, 14], bal: true },
    explain: POLISH_1C,
  },
  {
    name: 'pl-open-1c-other',
    alert: 'alert',
    auction: '',
    call: '1C',
    when: { all: [LIMITED, NO_FIVE_MAJOR] },
    explain: POLISH_1C,
  },
  {
    name: 'pl-open-2d-multi',
    alert: 'alert',
    auction: '',
    call: '2D',
    when: {
      seat: [1, 2, 3],
      hcp: [6, 10],
      any: [
        { len: { H: [6, 6], S: [0, 3] }, good: ['H'] },
        { len: { S: [6, 6], H: [0, 3] }, good: ['S'] },
      ],
    },
    explain: 'Multi: a weak two in hearts or in spades (six cards, 6–10 HCP)',
  },
  {
    name: 'pl-open-2h',
    alert: 'alert',
    auction: '',
    call: '2H',
    when: { seat: [1, 2, 3], hcp: [6, 10], len: { H: [5, 5], S: [0, 3] }, any: [{ len: { C: 4 } }, { len: { D: 4 } }] },
    explain: 'Weak: five hearts and four+ cards in a minor, 6–10 HCP',
  },
  {
    name: 'pl-open-2s',
    alert: 'alert',
    auction: '',
    call: '2S',
    when: { seat: [1, 2, 3], hcp: [6, 10], len: { S: [5, 5], H: [0, 3] }, any: [{ len: { C: 4 } }, { len: { D: 4 } }] },
    explain: 'Weak: five spades and four+ cards in a minor, 6–10 HCP',
  },
  // SAYC's three- and four-level preempts, then the pass.
  ...OPENINGS.filter((r) => /^open-[34]/.test(r.name) || r.name === 'open-pass'),
];

/** Responder to 1♣ (pattern `1C P`): 1♦ negative; natural one-level majors; no-trump by strength. */
const AFTER_1C: readonly BidRule[] = [
  {
    name: 'pl-1c-1major',
    forcing: 'round',
    auction: '1C P',
    call: '1M',
    when: { hcp: 7, len: { M: 4 } },
    explain: '4+ {M}, 7+ HCP, forcing',
  },
  {
    name: 'pl-1c-2minor',
    forcing: 'game',
    auction: '1C P',
    call: '2m',
    when: { hcp: 12, len: { m: 5 }, longest: ['m'] },
    explain: '5+ {m}, 12+ HCP, forcing to game',
  },
  {
    name: 'pl-1c-1nt',
    auction: '1C P',
    call: '1N',
    when: { hcp: [7, 10], len: { H: [0, 3], S: [0, 3] } },
    explain: '7–10 HCP, no four-card major',
  },
  {
    name: 'pl-1c-2nt',
    auction: '1C P',
    call: '2N',
    when: { hcp: [11, 12], bal: true, len: { H: [0, 3], S: [0, 3] } },
    explain: '11–12 HCP, balanced, no four-card major',
  },
  {
    name: 'pl-1c-3nt',
    auction: '1C P',
    call: '3N',
    when: { hcp: 13, bal: true, len: { H: [0, 3], S: [0, 3] } },
    explain: '13+ HCP, balanced, no four-card major',
  },
  {
    name: 'pl-1c-1d',
    alert: 'alert',
    auction: '1C P',
    call: '1D',
    explain: 'Negative: 0–6 HCP, or a hand with no other answer (artificial)',
  },
];

/** Opener after 1♣ – 1♦ and after 1♣ – 1♥/1♠. */
const OPENER_1C: readonly BidRule[] = [
  {
    name: 'pl-1c-1d-2nt',
    auction: '1C P 1D P',
    call: '2N',
    when: { hcp: [18, 20], semi: true },
    explain: '18–20 HCP, balanced',
  },
  {
    name: 'pl-1c-1d-strong-suit',
    forcing: 'round',
    auction: '1C P 1D P',
    call: '2y',
    when: { hcp: 18, len: { y: 5 }, longest: ['y'], above: [['y', 'C']] },
    explain: 'The strong 1♣: 18+ HCP, 5+ cards in {y}, forcing',
  },
  {
    name: 'pl-1c-1d-major',
    auction: '1C P 1D P',
    call: '1M',
    when: { len: { M: 4 }, hcp: 12 },
    explain: '4+ {M}: 12–14 HCP balanced, or a stronger hand',
  },
  {
    name: 'pl-1c-1d-clubs',
    auction: '1C P 1D P',
    call: '2C',
    when: { len: { C: 5 }, hcp: 15 },
    explain: 'Natural: 5+ clubs, 15+ HCP',
  },
  {
    name: 'pl-1c-1d-1nt',
    auction: '1C P 1D P',
    call: '1N',
    when: { hcp: [12, 17] },
    explain: '12–14 HCP balanced, or a minimum with clubs',
  },
  {
    name: 'pl-1c-1d-3nt',
    auction: '1C P 1D P',
    call: '3N',
    explain: 'To play: 21+ HCP',
  },
  {
    name: 'pl-1c-major-game',
    auction: '1C P 1M P',
    call: '4M',
    when: { len: { M: 4 }, hcp: 18 },
    explain: 'Four-card support, 18+ HCP: game',
  },
  {
    name: 'pl-1c-major-invite',
    auction: '1C P 1M P',
    call: '3M',
    when: { len: { M: 4 }, hcp: [15, 17] },
    explain: 'Four-card support, 15–17 HCP: invites game',
  },
  {
    name: 'pl-1c-major-raise',
    auction: '1C P 1M P',
    call: '2M',
    when: { len: { M: 4 }, hcp: [12, 14] },
    explain: 'Four-card support, 12–14 HCP',
  },
  {
    name: 'pl-1c-major-2nt',
    auction: '1C P 1M P',
    call: '2N',
    when: { hcp: 18, semi: true },
    explain: '18+ HCP, balanced, no fit',
  },
  {
    name: 'pl-1c-major-spades',
    auction: '1C P 1H P',
    call: '1S',
    when: { len: { S: 4 } },
    explain: '4+ spades',
  },
  {
    name: 'pl-1c-major-clubs',
    auction: '1C P 1M P',
    call: '2C',
    when: { len: { C: 5 }, hcp: 15 },
    explain: 'Natural: 5+ clubs, 15+ HCP',
  },
  { name: 'pl-1c-major-1nt', auction: '1C P 1M P', call: '1N', explain: 'No fit: 12–14 HCP balanced, or a minimum' },
];

/** After 2♣ (relay 2♦), Multi 2♦ (pass or correct, 2NT ask) and the two-suited 2♥/2♠ (2NT asks the minor). */
const TWO_LEVEL: readonly BidRule[] = [
  {
    name: 'pl-2c-3nt',
    auction: '2C P',
    call: '3N',
    when: { hcp: 15, stop: ['D', 'H', 'S'] },
    explain: 'To play',
  },
  {
    name: 'pl-2c-relay',
    forcing: 'round',
    alert: 'alert',
    auction: '2C P',
    call: '2D',
    when: { hcp: 11 },
    explain: 'Asks about the 2♣ opening (artificial), 11+ HCP',
  },
  {
    name: 'pl-2c-major',
    auction: '2C P',
    call: '2M',
    when: { len: { M: 5 }, hcp: [8, 10] },
    explain: 'Natural: 5+ {M}, 8–10 HCP, not forcing',
  },
  {
    name: 'pl-2c-raise',
    auction: '2C P',
    call: '3C',
    when: { len: { C: 3 }, hcp: [0, 10] },
    explain: 'Raise: to play',
  },
  { name: 'pl-2c-pass', auction: '2C P', call: 'P', explain: 'No game interest' },
  {
    name: 'pl-2c-relay-major',
    auction: '2C P 2D P',
    call: '2M',
    when: { len: { M: 4 } },
    explain: 'Four cards in {M}',
  },
  {
    name: 'pl-2c-relay-max',
    auction: '2C P 2D P',
    call: '2N',
    when: { hcp: [14, 15] },
    explain: 'Six clubs, no major, a maximum (14–15 HCP)',
  },
  { name: 'pl-2c-relay-min', auction: '2C P 2D P', call: '3C', explain: 'Six clubs, no major, a minimum' },
  {
    name: 'pl-2d-ask',
    forcing: 'round',
    alert: 'alert',
    auction: '2D P',
    call: '2N',
    when: { hcp: 16 },
    explain: 'Asks for the major and the strength (artificial)',
  },
  {
    name: 'pl-2d-hearts-or-pass',
    alert: 'alert',
    auction: '2D P',
    call: '2H',
    when: { len: { H: [0, 3] } },
    explain: 'Pass or correct: to play opposite hearts',
  },
  {
    name: 'pl-2d-spades-or-pass',
    alert: 'alert',
    auction: '2D P',
    call: '2S',
    explain: 'Pass or correct: to play opposite spades, willing to play 3♥',
  },
  { name: 'pl-2d-2h-pass', auction: '2D P 2H P', call: 'P', when: { len: { H: 6 } }, explain: 'Hearts: to play' },
  { name: 'pl-2d-2h-spades', auction: '2D P 2H P', call: '2S', explain: 'The weak two is in spades' },
  { name: 'pl-2d-2s-pass', auction: '2D P 2S P', call: 'P', when: { len: { S: 6 } }, explain: 'Spades: to play' },
  { name: 'pl-2d-2s-hearts', auction: '2D P 2S P', call: '3H', explain: 'The weak two is in hearts' },
  {
    name: 'pl-2d-ask-max',
    auction: '2D P 2N P',
    call: '3M',
    when: { len: { M: 6 }, hcp: [9, 10] },
    explain: 'A maximum with six cards in {M}',
  },
  {
    name: 'pl-2d-ask-min-hearts',
    auction: '2D P 2N P',
    call: '3C',
    when: { len: { H: 6 } },
    explain: 'A minimum with six hearts',
  },
  { name: 'pl-2d-ask-min-spades', auction: '2D P 2N P', call: '3D', explain: 'A minimum with six spades' },
  {
    name: 'pl-2m-raise-game',
    auction: '2M P',
    call: '4M',
    when: { len: { M: 3 }, hcp: 16 },
    explain: 'To play: game with a fit',
  },
  {
    name: 'pl-2m-ask',
    forcing: 'round',
    alert: 'alert',
    auction: '2M P',
    call: '2N',
    when: { hcp: 14 },
    explain: 'Asks for the minor (artificial)',
  },
  { name: 'pl-2m-raise', auction: '2M P', call: '3M', when: { len: { M: 3 } }, explain: 'Raise: to play' },
  { name: 'pl-2m-pass', auction: '2M P', call: 'P', explain: 'No game interest' },
  { name: 'pl-2m-ask-clubs', auction: '2M P 2N P', call: '3C', when: { len: { C: 4 } }, explain: 'The minor is clubs' },
  { name: 'pl-2m-ask-diamonds', auction: '2M P 2N P', call: '3D', explain: 'The minor is diamonds' },
];

/**
 * Whether a SAYC auction pattern reads our own opening of 1♣ or at the two level, which mean
 * something else in Polish Club: the pattern's first token was made by our side (an even number of
 * tokens before the call) and can be such a bid.
 */
function readsOurOtherOpening(pattern: string): boolean {
  const tokens = pattern.trim() === '' ? [] : pattern.trim().split(/\s+/);
  if (tokens.length === 0 || tokens[0] === '...' || tokens.length % 2 === 1) return false;
  const first = tokens[0]!;
  return ['1C', '1m', '1x', '1y', '1z', '1w'].includes(first) || /^2/.test(first);
}

/**
 * SAYC's rules for the auctions Polish Club shares: the openings and every pattern alternative that
 * reads our own 1♣ or two-level opening are left out; a pattern opening on a free suit variable
 * (`1x`, `1m`) keeps only the suits Polish Club opens naturally (diamonds and the majors), by the
 * rule's own suit-rank constraint.
 */
function sharedSaycRules(sayc: readonly BidRule[]): BidRule[] {
  const out: BidRule[] = [];
  for (const rule of sayc) {
    if (rule.auction === '' || (Array.isArray(rule.auction) && rule.auction.every((p) => p === ''))) continue;
    const patterns = (typeof rule.auction === 'string' ? [rule.auction] : rule.auction).flatMap((p) => p.split('|'));
    const kept = patterns.filter((p) => !readsOurOtherOpening(p) || /^1[mxyzw]\s/.test(p.trim()));
    if (kept.length === 0) continue;
    const plain = kept.filter((p) => !/^1[mxyzw]\s/.test(p.trim()) || p.trim().split(/\s+/).length % 2 === 1);
    const variable = kept.filter((p) => !plain.includes(p));
    if (plain.length > 0) out.push({ ...rule, auction: plain.join('|') });
    // The opening's variable must rank above clubs: 1♦, 1♥ or 1♠.
    for (const p of variable) {
      const v = p.trim().slice(1, 2);
      const when: When = { ...rule.when, above: [...(rule.when?.above ?? []), [v, 'C']] };
      out.push({ ...rule, auction: p, when });
    }
  }
  return out;
}

/** Polish Club's rules: its openings and first answers, then SAYC's rules for the shared auctions. */
export function makePolishRules(sayc: readonly BidRule[]): readonly BidRule[] {
  return [...OPENINGS_WJ, ...AFTER_1C, ...OPENER_1C, ...TWO_LEVEL, ...sharedSaycRules(sayc)];
}
