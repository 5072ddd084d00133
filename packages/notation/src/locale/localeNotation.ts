/**
 * Calls, cards, holdings and seats printed and parsed in a language. The rules engine only ever
 * sees the canonical values (`Call`, `Card`, `Seat` of @biritch/core); PBN and LIN stay English.
 *
 * ```ts
 * makeLocaleCall(bid(1, 'NT'), 'pl')           // '1BA'
 * makeLocaleCall(bid(3, 'NT'), 'et')           // '3 ilma'
 * parseLocaleCall('1ST', 'es')                 // ok(1NT)
 * parseLocaleCall('kaks risti', 'et')          // ok(2♣)
 * parseLocaleCard('♠D', 'pl')                  // ok('SQ')
 * parseLocaleSeat('O', 'es')                   // ok('W')
 * parseLocaleAuction('pas pas 1♦ 2♥', 'pl')    // ok([Pass, Pass, 1♦, 2♥])
 * ```
 * Letters that mean different things (es `C` = ♥ but en `C` = ♣; pl `W` = jack or West; et `S` =
 * jack or South) are resolved by the locale and by which parser is called (card or seat), never
 * guessed: see aliases.ts.
 */
import {
  RANK_CHARS,
  ranksOf,
  type Call,
  type Card,
  type Holding,
  type Level,
  type RankChar,
  type Result,
  type Seat,
  type Suit,
} from '@biritch/core';
import { locatedError, type NotationError } from '../text.js';
import { aliasesFor, normalizeToken, SYMBOL_OF, type LocaleParseOptions } from './aliases.js';
import { NOTATION_TABLES, type HighRank, type NotationLocale } from './tables.js';

/** How suits are printed: symbols (default, every locale) or the locale's letters (en S H D C, es P C D T). */
export type SuitStyle = 'symbol' | 'letter';
/** Printing options. */
export interface LocalePrintOptions {
  readonly suits?: SuitStyle | undefined;
}

const fail = (code: string, message: string, column = 1): { ok: false; error: NotationError } => ({
  ok: false,
  error: locatedError(code, message, { line: 1, column }),
});

function suitText(suit: Suit, locale: NotationLocale, style: SuitStyle | undefined): string {
  const letters = NOTATION_TABLES[locale].suitLetters;
  return style === 'letter' && letters ? letters[suit] : SYMBOL_OF[suit];
}

/** Prints a call in a language: `1BA`, `pas`, `kontra` (pl); `1ST`, `paso`, `doblo` (es); `1 ilma` (et). */
export function makeLocaleCall(call: Call, locale: NotationLocale, opts: LocalePrintOptions = {}): string {
  const t = NOTATION_TABLES[locale];
  switch (call.type) {
    case 'pass':
      return t.pass;
    case 'double':
      return t.double;
    case 'redouble':
      return t.redouble;
    case 'hao':
      // [S1]: the word „hao“ is kept in every language.
      return locale === 'en' ? 'Hao' : 'hao';
    case 'bid':
      if (call.strain === 'NT') return `${call.level}${t.ntSpaced ? ' ' : ''}${t.nt}`;
      return `${call.level}${suitText(call.strain, locale, opts.suits)}`;
  }
}

/** Parses one call written in a language (symbols always accepted). Errors carry the column. */
export function parseLocaleCall(
  text: string,
  locale: NotationLocale,
  opts: LocaleParseOptions = {},
): Result<Call, NotationError> {
  const a = aliasesFor(locale);
  const n = normalizeToken(text, opts).replace(/\.$/, '');
  const plain = a.call.get(n);
  if (plain) return { ok: true, value: { type: plain } };
  if (n === 'hao') return { ok: true, value: { type: 'hao' } };
  let levelText: string;
  let strainText: string;
  const digits = /^(\d+) ?(.*)$/.exec(n);
  if (digits) {
    levelText = digits[1]!;
    strainText = digits[2]!;
  } else {
    const space = n.indexOf(' ');
    const word = space < 0 ? undefined : a.level.get(n.slice(0, space));
    if (word === undefined) return fail('notation/bad-call', `'${text}' is not a call in ${locale}`);
    levelText = String(word);
    strainText = n.slice(space + 1);
  }
  const level = Number(levelText);
  if (!(level >= 1 && level <= 7)) return fail('notation/bad-level', `'${text}': a bid's level is 1 to 7`);
  const strain = a.strain.get(strainText);
  if (!strain) {
    const column = text.length - text.trimStart().length + (digits ? levelText.length + 1 : 1);
    return fail('notation/unknown-strain', `'${strainText}' is not a strain in ${locale}`, column);
  }
  return { ok: true, value: { type: 'bid', level: level as Level, strain } };
}

/** A call and where its text began (1-based column). */
export interface PlacedCall {
  readonly call: Call;
  readonly column: number;
  readonly text: string;
}

/**
 * Parses an auction written in a language: calls separated by spaces or commas; a call may be
 * several words (`üks ilma`, `tri bez tromfov`, `3 sin triunfos`): the longest run of up to four
 * words that is a call is taken.
 */
export function parseLocaleAuction(
  text: string,
  locale: NotationLocale,
  opts: LocaleParseOptions = {},
): Result<PlacedCall[], NotationError> {
  const words = [...text.matchAll(/[^\s,]+/g)].map((m) => ({ text: m[0], column: m.index + 1 }));
  const calls: PlacedCall[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let k = Math.min(4, words.length - i); k >= 1; k--) {
      const phrase = words
        .slice(i, i + k)
        .map((w) => w.text)
        .join(' ');
      const r = parseLocaleCall(phrase, locale, opts);
      if (r.ok) {
        calls.push({ call: r.value, column: words[i]!.column, text: phrase });
        taken = k;
        break;
      }
    }
    if (taken === 0) {
      const w = words[i]!;
      const r = parseLocaleCall(w.text, locale, opts);
      const e = r.ok ? null : r.error;
      return fail(
        e?.code ?? 'notation/bad-call',
        e?.message ?? `'${w.text}' is not a call`,
        w.column + (e ? e.column - 1 : 0),
      );
    }
    i += taken;
  }
  return { ok: true, value: calls };
}

/** A rank as a language prints it: pl `D` for the queen, et `Ä` for the ace, `10` for the ten outside English. */
export function makeLocaleRank(rank: RankChar, locale: NotationLocale): string {
  return (['A', 'K', 'Q', 'J', 'T'] as const).includes(rank as HighRank)
    ? NOTATION_TABLES[locale].ranks[rank as HighRank]
    : rank;
}

/** Prints a card: suit symbol (or the locale's letter) then rank, `♠D` (pl), `♥10` (es). */
export function makeLocaleCard(card: Card, locale: NotationLocale, opts: LocalePrintOptions = {}): string {
  return `${suitText(card[0] as Suit, locale, opts.suits)}${makeLocaleRank(card[1] as RankChar, locale)}`;
}

/**
 * Parses a card in a language: suit then rank (`♠D`, `PQ` in es, `SK`), or rank then a suit symbol
 * (`D♠`). Letters are read as a card's suit and rank only: pl `W` is the jack here, never West.
 */
export function parseLocaleCard(
  text: string,
  locale: NotationLocale,
  opts: LocaleParseOptions = {},
): Result<Card, NotationError> {
  const a = aliasesFor(locale);
  const n = normalizeToken(text, opts).replace(/ /g, '');
  const chars = [...n];
  const first = chars[0] ?? '';
  const last = chars[chars.length - 1] ?? '';
  let suit = a.suit.get(first);
  let rank = suit ? a.rank.get(chars.slice(1).join('')) : undefined;
  if (!(suit && rank) && SYMBOL_OF[a.suit.get(last) ?? 'C'] === last) {
    suit = a.suit.get(last);
    rank = a.rank.get(chars.slice(0, -1).join(''));
  }
  if (!suit || !rank) return fail('notation/bad-card', `'${text}' is not a card in ${locale}`);
  return { ok: true, value: `${suit}${rank}` as Card };
}

/** Prints a holding's ranks high to low in a language: `AKDW10` (pl), `ÄKES10` (et), `—` for a void. */
export function makeLocaleHolding(holding: Holding, locale: NotationLocale): string {
  const ranks = ranksOf(holding).map((r) => makeLocaleRank(RANK_CHARS[r - 2]!, locale));
  return ranks.length === 0 ? '—' : ranks.join('');
}

/** Prints a seat's letter in a language: `O` for West in Spanish, the English letters elsewhere. */
export const makeLocaleSeat = (seat: Seat, locale: NotationLocale): string => NOTATION_TABLES[locale].seats[seat];

/** Parses a seat (letter or name) in a language: es `O` = West; pl `W` = West here, never the jack. */
export function parseLocaleSeat(text: string, locale: NotationLocale): Result<Seat, NotationError> {
  const seat = aliasesFor(locale).seat.get(normalizeToken(text));
  if (!seat) {
    const letters = Object.values(NOTATION_TABLES[locale].seats).join(', ');
    return fail('notation/bad-seat', `'${text}' is not a seat in ${locale} (${letters})`);
  }
  return { ok: true, value: seat };
}
