/**
 * What each token means in each locale and context (a call's strain, a whole call, a card's suit
 * or rank, a seat), built once from the tables. A locale's own tokens come first; an English token
 * is added only when the locale does not use the same text for something else in that context, so
 * es `1C` is 1♥, es `1S` is 1♠, and a Polish card `DW` is no card (D is the queen there, never
 * diamonds). Nothing is decided per input: the locale decides.
 *
 * ```ts
 * aliasesFor('es').strain.get('c')  // 'H'
 * aliasesFor('pl').rank.get('w')    // 'J'
 * normalizeToken('Trébol')          // 'trebol'
 * ```
 */
import type { Seat, Strain, Suit } from '@biritch/core';
import { NOTATION_TABLES, type HighRank, type NotationLocale, type NotationTable } from './tables.js';

/** Suit symbols and their variants: ◆ U+25C6 in the Polish seed, outline forms, and with
 * `legacySymbolFont` the Symbol-font bytes § ¨ © ª of the Polish essay and the Slovak course. */
const SYMBOLS: Readonly<Record<string, Suit>> = {
  '♣': 'C',
  '♧': 'C',
  '♦': 'D',
  '◆': 'D',
  '♢': 'D',
  '♥': 'H',
  '♡': 'H',
  '♠': 'S',
  '♤': 'S',
};
const LEGACY_SYMBOLS: Readonly<Record<string, Suit>> = { '§': 'C', '¨': 'D', '©': 'H', ª: 'S' };

/** Options of the parsers. */
export interface LocaleParseOptions {
  /** Read § ¨ © ª as ♣ ♦ ♥ ♠ (text typed in the Symbol font and read as Latin-1; languages.md §1.1). */
  readonly legacySymbolFont?: boolean | undefined;
}

/** Normalizes text for lookup: suit symbols to ♣♦♥♠, diacritics dropped (ł too), lower case, single spaces. */
export function normalizeToken(text: string, opts: LocaleParseOptions = {}): string {
  let s = '';
  for (const ch of text) {
    const suit = SYMBOLS[ch] ?? (opts.legacySymbolFont ? LEGACY_SYMBOLS[ch] : undefined);
    s += suit ? { C: '♣', D: '♦', H: '♥', S: '♠' }[suit] : ch;
  }
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The symbol (after normalization) of each suit. */
export const SYMBOL_OF: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SUIT_OF_SYMBOL: Readonly<Record<string, Suit>> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };

/** A locale's lookup maps, one per context. */
export interface LocaleAliases {
  /** Strain of a bid (after the level). */
  readonly strain: ReadonlyMap<string, Strain>;
  /** Pass, double, redouble. */
  readonly call: ReadonlyMap<string, 'pass' | 'double' | 'redouble'>;
  /** A level word. */
  readonly level: ReadonlyMap<string, number>;
  /** A card's suit (symbols and letters). */
  readonly suit: ReadonlyMap<string, Suit>;
  /** A card's rank, as its PBN character (2…9, T, J, Q, K, A). */
  readonly rank: ReadonlyMap<string, string>;
  /** A seat. */
  readonly seat: ReadonlyMap<string, Seat>;
}

const lower = (s: string): string => normalizeToken(s);

function ownTokens(t: NotationTable) {
  const strain = new Map<string, Strain>();
  for (const [k, v] of Object.entries(t.strainWords)) strain.set(k, v);
  strain.set(lower(t.nt), 'NT');
  if (t.suitLetters)
    for (const [suit, letter] of Object.entries(t.suitLetters)) strain.set(lower(letter), suit as Suit);
  for (const [sym, suit] of Object.entries(SUIT_OF_SYMBOL)) strain.set(sym, suit);
  const call = new Map(Object.entries(t.callWords));
  call.set(lower(t.pass), 'pass');
  call.set(lower(t.double), 'double');
  call.set(lower(t.redouble), 'redouble');
  const level = new Map(Object.entries(t.levelWords));
  const suit = new Map<string, Suit>(Object.entries(SUIT_OF_SYMBOL));
  if (t.suitLetters) for (const [s, letter] of Object.entries(t.suitLetters)) suit.set(lower(letter), s as Suit);
  const rank = new Map<string, string>();
  for (const [r, printed] of Object.entries(t.ranks)) rank.set(lower(printed), r);
  for (const [w, r] of Object.entries(t.rankWords)) rank.set(w, r);
  for (const d of ['2', '3', '4', '5', '6', '7', '8', '9']) rank.set(d, d);
  rank.set('10', 'T');
  const seat = new Map<string, Seat>();
  for (const [s, letter] of Object.entries(t.seats)) seat.set(lower(letter), s as Seat);
  for (const [w, s] of Object.entries(t.seatWords)) seat.set(w, s);
  return { strain, call, level, suit, rank, seat };
}

/** Adds `from`'s entries whose key has no meaning yet in any of `taken`. */
function fill<V>(
  into: Map<string, V>,
  from: ReadonlyMap<string, V>,
  taken: readonly ReadonlyMap<string, unknown>[],
): void {
  for (const [k, v] of from) if (!taken.some((m) => m.has(k))) into.set(k, v);
}

const cache = new Map<NotationLocale, LocaleAliases>();

/** The lookup maps of a locale (its own tokens, then the English ones that mean nothing else there). */
export function aliasesFor(locale: NotationLocale): LocaleAliases {
  const hit = cache.get(locale);
  if (hit) return hit;
  const own = ownTokens(NOTATION_TABLES[locale]);
  if (locale !== 'en') {
    const en = ownTokens(NOTATION_TABLES.en);
    // A call's context: strain, call words and level words share the same text field.
    const callContext = [own.strain, own.call, own.level];
    const strain = new Map(own.strain);
    const call = new Map(own.call);
    const level = new Map(own.level);
    fill(strain, en.strain, callContext);
    fill(call, en.call, callContext);
    fill(level, en.level, callContext);
    // A card's context: its suit and its rank.
    const cardContext = [own.suit, own.rank];
    const suit = new Map(own.suit);
    const rank = new Map(own.rank);
    fill(suit, en.suit, cardContext);
    fill(rank, en.rank, cardContext);
    const seat = new Map(own.seat);
    fill(seat, en.seat, [own.seat]);
    const built: LocaleAliases = { strain, call, level, suit, rank, seat };
    cache.set(locale, built);
    return built;
  }
  cache.set(locale, own);
  return own;
}

/** The PBN rank characters of the high ranks. */
export const HIGH_RANKS: readonly HighRank[] = ['A', 'K', 'Q', 'J', 'T'];
