// Bridge notation per language (issue 22 "Bridge notation per language" and "Checks": round trips for
// all 38 calls, 52 cards and 4 seats in every locale; languages.md §1.2 and §2.7; the seeds' examples).
import { ALL_CARDS, SEATS, STANDARD_CALLS, bid, callEquals, type Call } from '@biritch/core';
import { describe, expect, it } from 'vitest';
import { aliasesFor } from './aliases.js';
import {
  makeLocaleCall,
  makeLocaleCard,
  makeLocaleHolding,
  makeLocaleSeat,
  parseLocaleAuction,
  parseLocaleCall,
  parseLocaleCard,
  parseLocaleSeat,
} from './localeNotation.js';
import { NOTATION_LOCALES, NOTATION_TABLES } from './tables.js';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T | string =>
  r.ok ? r.value : r.error.code;
const calls = (
  text: string,
  locale: (typeof NOTATION_LOCALES)[number],
  legacySymbolFont = false,
): string[] | string => {
  const r = parseLocaleAuction(text, locale, { legacySymbolFont });
  return r.ok ? r.value.map((p) => makeLocaleCall(p.call, 'en')) : r.error.code;
};

describe.each(NOTATION_LOCALES)('round trips in %s', (locale) => {
  it('parses every printed call back to the same call (38 calls and hao)', () => {
    for (const style of ['symbol', 'letter'] as const) {
      for (const c of [...STANDARD_CALLS, { type: 'hao' } as Call]) {
        const r = parseLocaleCall(makeLocaleCall(c, locale, { suits: style }), locale);
        expect(r.ok && callEquals(r.value, c), `${makeLocaleCall(c, locale, { suits: style })}`).toBe(true);
      }
    }
  });

  it('prints the 38 calls as 38 different texts', () => {
    expect(new Set(STANDARD_CALLS.map((c) => makeLocaleCall(c, locale))).size).toBe(38);
  });

  it('parses every printed card back to the same card (52 cards, symbols and letters)', () => {
    for (const style of ['symbol', 'letter'] as const) {
      for (const card of ALL_CARDS)
        expect(value(parseLocaleCard(makeLocaleCard(card, locale, { suits: style }), locale))).toBe(card);
    }
    expect(new Set(ALL_CARDS.map((c) => makeLocaleCard(c, locale))).size).toBe(52);
  });

  it('parses every printed seat back to the same seat', () => {
    for (const s of SEATS) expect(value(parseLocaleSeat(makeLocaleSeat(s, locale), locale))).toBe(s);
    expect(new Set(SEATS.map((s) => makeLocaleSeat(s, locale))).size).toBe(4);
  });

  it('parses the printed auction of all 38 calls, in order', () => {
    const text = STANDARD_CALLS.map((c) => makeLocaleCall(c, locale)).join(' ');
    const r = parseLocaleAuction(text, locale);
    expect(r.ok && r.value.every((p, i) => callEquals(p.call, STANDARD_CALLS[i]!)) && r.value.length === 38).toBe(true);
  });

  it('gives every alias exactly one meaning per context', () => {
    const a = aliasesFor(locale);
    for (const m of [a.strain, a.call, a.level, a.suit, a.rank, a.seat]) expect(new Set(m.keys()).size).toBe(m.size);
    // No text is both a whole call and a strain or level word (the auction reader depends on it).
    for (const k of a.call.keys()) expect(a.strain.has(k) || a.level.has(k)).toBe(false);
  });
});

describe('printing per language (languages.md §2.7)', () => {
  it('prints 1NT as 1NT, 1BA, 1ST, 1BT and 1 ilma', () => {
    expect(NOTATION_LOCALES.map((l) => makeLocaleCall(bid(1, 'NT'), l))).toEqual([
      '1NT',
      '1BA',
      '1ST',
      '1BT',
      '1 ilma',
    ]);
  });

  it('prints pass, double and redouble in each language', () => {
    const row = (l: (typeof NOTATION_LOCALES)[number]) => STANDARD_CALLS.slice(0, 3).map((c) => makeLocaleCall(c, l));
    expect(row('pl')).toEqual(['pas', 'kontra', 'rekontra']);
    expect(row('es')).toEqual(['paso', 'doblo', 'redoblo']);
    expect(row('sk')).toEqual(['pas', 'kontra', 'rekontra']);
    expect(row('et')).toEqual(['pass', 'kontra', 'rekontra']);
    expect(row('en')).toEqual(['Pass', 'Dbl', 'Rdbl']);
  });

  it('prints suits as symbols by default and as P C D T in Spanish letters', () => {
    expect(makeLocaleCall(bid(2, 'H'), 'es')).toBe('2♥');
    expect(['C', 'D', 'H', 'S'].map((s) => makeLocaleCall(bid(1, s as 'C'), 'es', { suits: 'letter' }))).toEqual([
      '1T',
      '1D',
      '1C',
      '1P',
    ]);
  });

  it('prints ranks A K D W 10 in Polish and Ä K E S 10 in Estonian ([S0], [ET2])', () => {
    const akqjt = 0b1111100000000;
    expect(makeLocaleHolding(akqjt, 'pl')).toBe('AKDW10');
    expect(makeLocaleHolding(akqjt, 'et')).toBe('ÄKES10');
    expect(makeLocaleHolding(akqjt, 'es')).toBe('AKQJ10');
    expect(makeLocaleHolding(akqjt, 'en')).toBe('AKQJT');
    expect(makeLocaleHolding(0, 'pl')).toBe('—');
  });

  it('prints West as O in Spanish', () => {
    expect(SEATS.map((s) => makeLocaleSeat(s, 'es'))).toEqual(['N', 'E', 'S', 'O']);
  });
});

describe('ambiguous letters are resolved by locale and context, never guessed', () => {
  it('reads C as hearts in Spanish and as clubs in English', () => {
    expect(makeLocaleCall(value(parseLocaleCall('1C', 'es')) as Call, 'en')).toBe('1♥');
    expect(makeLocaleCall(value(parseLocaleCall('1C', 'en')) as Call, 'en')).toBe('1♣');
  });

  it('reads Spanish T as clubs in a call, and 1S and 1H as English spades and hearts (no Spanish meaning)', () => {
    expect(calls('1T 1S 1H', 'es')).toEqual(['1♣', '1♠', '1♥']);
  });

  it('does not read P as pass in Spanish, where it is picas', () => {
    expect(value(parseLocaleCall('P', 'es'))).toBe('notation/bad-call');
    expect(value(parseLocaleCall('P', 'en'))).toEqual({ type: 'pass' });
  });

  it('reads Polish W as the jack in a card and as West in a seat', () => {
    expect(value(parseLocaleCard('♠W', 'pl'))).toBe('SJ');
    expect(value(parseLocaleSeat('W', 'pl'))).toBe('W');
  });

  it('reads Polish D as the queen in a card, so DW is not a card (never diamonds there)', () => {
    expect(value(parseLocaleCard('♦D', 'pl'))).toBe('DQ');
    expect(value(parseLocaleCard('DW', 'pl'))).toBe('notation/bad-card');
  });

  it('reads Estonian S as the jack in a card and as South in a seat, and E as the queen or East', () => {
    expect(value(parseLocaleCard('♥S', 'et'))).toBe('HJ');
    expect(value(parseLocaleCard('♥E', 'et'))).toBe('HQ');
    expect(value(parseLocaleSeat('S', 'et'))).toBe('S');
    expect(value(parseLocaleSeat('E', 'et'))).toBe('E');
  });

  it('reads Spanish O as West and Estonian O as East ([ES1] E/O; [ET1] "E (mõnikord ka O)")', () => {
    expect(value(parseLocaleSeat('O', 'es'))).toBe('W');
    expect(value(parseLocaleSeat('O', 'et'))).toBe('E');
    expect(value(parseLocaleSeat('O', 'en'))).toBe('notation/bad-seat');
  });

  it('keeps a reviewed list of the one-letter tokens whose meaning differs from English (languages.md §2.7)', () => {
    // Adding an alias that changes this list changes how players' text is read: review it.
    const en = aliasesFor('en');
    const differ: string[] = [];
    for (const l of NOTATION_LOCALES.filter((x) => x !== 'en')) {
      const a = aliasesFor(l);
      const contexts = [
        ['strain', a.strain, en.strain],
        ['call', a.call, en.call],
        ['suit', a.suit, en.suit],
        ['rank', a.rank, en.rank],
        ['seat', a.seat, en.seat],
      ] as const;
      for (const [name, mine, theirs] of contexts) {
        for (const [k, v] of mine)
          if (/^[a-z]$/.test(k) && theirs.get(k) !== v) differ.push(`${l} ${name} ${k}=${String(v)}`);
        for (const k of theirs.keys())
          if (/^[a-z]$/.test(k) && !mine.has(k)) differ.push(`${l} ${name} ${k}: not read`);
      }
    }
    expect(differ.sort()).toEqual([
      'es call p: not read',
      'es rank t: not read',
      'es seat o=W',
      'es strain c=H',
      'es strain p=S',
      'es strain t=C',
      'es suit c=H',
      'es suit p=S',
      'es suit t=C',
      'et rank e=Q',
      'et rank s=J',
      'et seat o=E',
      'et strain t=NT',
      'et suit s: not read',
      'pl rank d=Q',
      'pl rank w=J',
      'pl suit d: not read',
    ]);
  });
});

describe("the seeds' own examples", () => {
  it("reads the Polish seed's auction ([S0]: pas pas 1◆ 2♥ 2♠ 3♥ 4♠ pas pas pas, ◆ U+25C6)", () => {
    expect(calls('pas pas 1◆ 2♥ 2♠ 3♥ 4♠ pas pas pas', 'pl')).toEqual([
      'Pass',
      'Pass',
      '1♦',
      '2♥',
      '2♠',
      '3♥',
      '4♠',
      'Pass',
      'Pass',
      'Pass',
    ]);
  });

  it('reads Polish 1BA and 7BA ([S0], [S1] „wątpliwe 1BA“)', () => {
    expect(calls('1BA 7BA', 'pl')).toEqual(['1NT', '7NT']);
  });

  it('reads Symbol-font bids with legacySymbolFont ([S1] 6§ 4© 5¨; [S3] 1§,1¨,1©,1ª,1BT)', () => {
    expect(calls('6§ 4© 5¨', 'pl', true)).toEqual(['6♣', '4♥', '5♦']);
    expect(calls('1§,1¨,1©,1ª,1BT', 'sk', true)).toEqual(['1♣', '1♦', '1♥', '1♠', '1NT']);
    expect(value(parseLocaleCall('6§', 'pl'))).toBe('notation/unknown-strain');
  });

  it("reads the Polish diagrams' holdings ([S1] AW10743, KD)", () => {
    expect(value(parseLocaleCard('♠A', 'pl'))).toBe('SA');
    expect(['A', 'W', '10', '7', '4', '3', 'K', 'D'].map((r) => value(parseLocaleCard(`♣${r}`, 'pl')))).toEqual([
      'CA',
      'CJ',
      'CT',
      'C7',
      'C4',
      'C3',
      'CK',
      'CQ',
    ]);
  });

  it('reads the Spanish 1ST paso 3ST and the suit letters P C D T ([S2])', () => {
    expect(calls('1ST paso 3ST paso paso paso', 'es')).toEqual(['1NT', 'Pass', '3NT', 'Pass', 'Pass', 'Pass']);
    expect(calls('1P 1C 1D 1T', 'es')).toEqual(['1♠', '1♥', '1♦', '1♣']);
    expect(calls('3 sin triunfos, doblo, redoblo', 'es')).toEqual(['3NT', 'Dbl', 'Rdbl']);
    expect(calls('1 Trébol', 'es')).toEqual(['1♣']);
  });

  it('reads the Slovak spoken calls ([S3] „jedno káro, dve srdcia, tri bez tromfov“)', () => {
    expect(calls('jedno káro, dve srdcia, tri bez tromfov', 'sk')).toEqual(['1♦', '2♥', '3NT']);
    expect(calls('1BT pas pas kontra', 'sk')).toEqual(['1NT', 'Pass', 'Pass', 'Dbl']);
  });

  it('reads the Estonian booklet’s bids ([S4] „üks rist … kaks ruutut“, „üks ilma“)', () => {
    expect(calls('üks rist, üks ruutu, üks ärtu, üks pada, kaks risti, kaks ruutut', 'et')).toEqual([
      '1♣',
      '1♦',
      '1♥',
      '1♠',
      '2♣',
      '2♦',
    ]);
    expect(calls('üks ilma pass kaks ilma kontra', 'et')).toEqual(['1NT', 'Pass', '2NT', 'Dbl']);
    expect(calls('3T', 'et')).toEqual(['3NT']);
  });

  it("reads the Estonian column's ranks ([ET2] ♠ ÄKES; [ET3] ♦ÄT54: T is the ten in a card)", () => {
    expect(['Ä', 'K', 'E', 'S', 'T'].map((r) => value(parseLocaleCard(`♠${r}`, 'et')))).toEqual([
      'SA',
      'SK',
      'SQ',
      'SJ',
      'ST',
    ]);
  });
});

describe('errors', () => {
  it('refuses a level above 7', () => {
    expect(value(parseLocaleCall('8BA', 'pl'))).toBe('notation/bad-level');
  });

  it('names the column of an unknown strain in an auction', () => {
    const r = parseLocaleAuction('pas 1XY', 'pl');
    expect(r.ok ? null : [r.error.code, r.error.column]).toEqual(['notation/unknown-strain', 6]);
  });

  it('refuses a word that is no call', () => {
    const r = parseLocaleAuction('pas bum', 'pl');
    expect(r.ok ? null : [r.error.code, r.error.column]).toEqual(['notation/bad-call', 5]);
  });

  it('keeps the tables free of duplicate printed ranks', () => {
    for (const l of NOTATION_LOCALES) expect(new Set(Object.values(NOTATION_TABLES[l].ranks)).size).toBe(5);
  });
});
