// The robots' explanations as messages (issue 22 "Robots' explanations of calls translated"): each rule
// has a catalog id whose English text is the rule's own, so English output is unchanged; the other
// four languages have every rule (the catalog check) and the messages fill the same suit symbols.
import { makeTranslator, LOCALES } from '@biritch/i18n';
import { bid, parseCall, unwrap, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { explainCall } from './bidding/bidder.js';
import { withoutSharedLabel } from './bidding/engine.js';
import { FORCED_EXPLANATIONS } from './bidding/forcing.js';
import { SAYC_RULES } from './bidding/system/index.js';
import { MULTI_DEFENCE, NATURAL_2C_DEFENCE, POLISH_1C_DEFENCE } from './bidding/system/facing.js';
import { SYSTEMS } from './bidding/system/systems.js';
import { englishExplanation, explanationIn } from './explanations.js';

const en = makeTranslator('en');
const calls = (text: string): Call[] => text.split(' ').map((t) => unwrap(parseCall(t)));

describe('explanation messages', () => {
  it("has the rule's own English text as the catalog's English for every rule of the system", () => {
    const differ = SAYC_RULES.filter((r) => en.message(`explain.${r.name}`, placeholders(r.explain)) !== r.explain);
    expect(differ.map((r) => r.name)).toEqual([]);
  });

  it.each(LOCALES)('has an explanation for every rule in %s', (locale) => {
    const tr = makeTranslator(locale);
    expect(SAYC_RULES.filter((r) => !tr.has(`explain.${r.name}`)).map((r) => r.name)).toEqual([]);
  });

  it.each(LOCALES)('has an explanation for every rule of every system and every forced call in %s', (locale) => {
    const tr = makeTranslator(locale);
    const names = [
      ...Object.values(SYSTEMS).flatMap((rules) => rules.map((r) => r.name)),
      ...[...MULTI_DEFENCE, ...NATURAL_2C_DEFENCE, ...POLISH_1C_DEFENCE].map((r) => r.name),
      ...Object.keys(FORCED_EXPLANATIONS),
    ];
    expect(names.filter((n) => !tr.has(`explain.${n}`))).toEqual([]);
  });

  it('has the English catalog text of the 2/1 rules and the forced calls as their own', () => {
    const own = [
      ...SYSTEMS['2/1'].map((r) => [r.name, r.explain] as const),
      ...[...MULTI_DEFENCE, ...NATURAL_2C_DEFENCE, ...POLISH_1C_DEFENCE].map((r) => [r.name, r.explain] as const),
      ...Object.entries(FORCED_EXPLANATIONS),
    ];
    const differ = own.filter(([n, text]) => en.message(`explain.${n}`, placeholders(text)) !== text);
    expect(differ.map(([n]) => n)).toEqual([]);
  });

  it('gives the same English text through the message as the explanation (suit symbols filled)', () => {
    const m = unwrap(explainCall(calls('1D P'), unwrap(parseCall('1H'))));
    expect(m.explanation).toBe('4+ ♥, 6+ HCP, forcing');
    expect(m.message).toEqual({ id: 'explain.minor-1major', args: { M: '♥' } });
    expect(explanationIn(m, en)).toBe(m.explanation);
  });

  // ACBL and EBU disclosure: the opponents are told what the call may be, not one reading of it,
  // the meaning most hands have first.
  it('tells every meaning of a call several rules make, in each language, the commonest first', () => {
    const m = unwrap(explainCall(calls('1D'), unwrap(parseCall('2C'))));
    expect(m.explanation).toBe('Overcall: a good 5+ card ♣ suit, 10–16 HCP; or: a six-card ♣ suit, 12–16 HCP');
    expect(m.message).toMatchObject({
      id: 'explain.overcall-2-level',
      alternatives: [{ id: 'explain.overcall-2-level-six', args: { y: '♣' } }],
    });
    // The match and its alert stay the system's first rule.
    expect(m.rule).toBe('overcall-2-level-six');
    expect(explanationIn(m, en)).toBe(m.explanation);
    expect(explanationIn(m, makeTranslator('pl'))).toBe(
      'Wejście: dobry kolor ♣ 5+ kartowy, 10–16 PC; albo: szóstka ♣, 12–16 PC',
    );
  });

  it('says a label the meanings share once, and keeps different ones', () => {
    expect(withoutSharedLabel('Overcall: a six-card ♣ suit', 'Overcall: a good 5+ card ♣ suit')).toBe(
      'a good 5+ card ♣ suit',
    );
    expect(withoutSharedLabel('Overcall: a six-card ♣ suit', 'Jump overcall: weak')).toBe('Jump overcall: weak');
    expect(withoutSharedLabel('Forcing', 'Forcing: one round')).toBe('Forcing: one round');
  });

  it("tells the meaning hands reach: 1NT–3NT's 10–15 first, no rule an earlier one always outbids", () => {
    // Before session 24, the first rule alone was told: "To play: a long strong minor" (5–9 HCP).
    expect(unwrap(explainCall(calls('1NT P'), bid(3, 'NT'))).explanation).toBe(
      'To play: 10–15 HCP, no four-card major; or: a long strong minor',
    );
    // Under Roman Key Card Blackwood, plain Blackwood's answers are in the list but never reached.
    const rkcb = unwrap(explainCall(calls('1S P 3S P 4NT P'), bid(5, 'C'), { rules: SYSTEMS['sayc-rkcb'] }));
    expect(rkcb.explanation).toBe('Key cards: one or four');
  });

  it('explains 1NT in each language', () => {
    const m = unwrap(explainCall([], bid(1, 'NT')));
    expect(LOCALES.map((l) => explanationIn(m, makeTranslator(l)))).toEqual([
      '15–17 HCP, balanced',
      '15–17 PC, układ zrównoważony',
      '15–17 PH, mano equilibrada',
      '15–17 FB, vyrovnaný list',
      '15–17 p, ühtlane käsi',
    ]);
  });

  it('fills the suit symbol into a translated explanation (Polish 1♦–1♥)', () => {
    const m = unwrap(explainCall(calls('1D P'), unwrap(parseCall('1H'))));
    expect(explanationIn(m, makeTranslator('pl'))).toBe('4+ ♥, 6+ PC, forsujące');
  });

  it('translates the fallback meaning of a call no rule covers', () => {
    const m = unwrap(explainCall(calls('1C'), bid(7, 'NT')));
    expect(m.rule).toBe('natural');
    expect(explanationIn(m, makeTranslator('es'))).toBe('Sin significado acordado: natural');
  });

  it('writes the variant explanations in English exactly as before (four-at-one-table, hao)', () => {
    const text = (id: string, args: Record<string, string | number>) =>
      englishExplanation({ id: `explain.variant.${id}`, args });
    expect(text('agree', { points: 12, strain: 'H', length: 4, owner: 'N' })).toBe(
      "12 points and 4 hearts: agrees N's hearts",
    );
    expect(text('agree', { points: 11, strain: 'NT', length: 0, owner: 'E' })).toBe(
      "11 points and a balanced hand: agrees E's no-trump",
    );
    expect(text('compete', { strain: 'S', partner: 'W' })).toBe('rebids spades with partner W');
    expect(text('no-trump', { points: 16 })).toBe('16 points, balanced');
    expect(text('own-strain', { points: 13, length: 5, strain: 'D' })).toBe('13 points and 5 diamonds');
    expect(text('pass', {})).toBe('nothing to agree or to name');
    expect(text('natural', { length: 5, strain: 'C' })).toBe("5 clubs, named instead of the system's artificial call");
    expect(text('hao', { points: 9 })).toBe("9 points: joins partner's double");
    expect(text('repeat', { level: 4, strain: 'H' })).toBe("repeats partner's 4H to agree it");
    expect(text('system-pass', {})).toBe('no call of the system applies');
  });

  it('translates a variant explanation with its strain (Estonian agree)', () => {
    const m = {
      explanation: '',
      message: { id: 'explain.variant.agree', args: { points: 12, strain: 'H', length: 4, owner: 'N' } },
    };
    expect(explanationIn(m, makeTranslator('et'))).toBe('12 p ja 4 ärtut: nõustub mängija N ärtuga');
  });
});

/** Arguments that print each `{x}` of a rule's text as itself, so the catalog text can be compared with the rule's. */
function placeholders(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, m[0]]));
}
