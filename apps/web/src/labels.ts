/**
 * Words for cards, calls, seats and contracts, for people and for screen readers, in the player's
 * language: the sentences come from `@biritch/i18n`'s catalogs, the bridge notation (`1BA`, `pas`,
 * `♠D`, the seat letter `O`) from `@biritch/notation`'s locale tables, so the rules engine only ever
 * sees canonical values.
 *
 * ```ts
 * const pl = makeLabels(makeTranslator('pl'));
 * pl.callText({ type: 'bid', level: 1, strain: 'NT' })   // '1BA'
 * pl.callName({ type: 'bid', level: 5, strain: 'H' })    // '5 kierów'
 * cardName('SA')                                         // 'Ace of spades' (English, EN_LABELS)
 * ```
 * Pure text: no bridge rules live here (selectors.ts asks core for those).
 */
import { rankOf, suitOf } from '@biritch/core';
import type { Call, Card, Contract, RankChar, Seat, Suit } from '@biritch/core';
import { makeTranslator, type Translator } from '@biritch/i18n';
import { makeLocaleCall, makeLocaleRank, makeLocaleSeat } from '@biritch/notation';

const RANK_IDS = {
  2: 'card.2',
  3: 'card.3',
  4: 'card.4',
  5: 'card.5',
  6: 'card.6',
  7: 'card.7',
  8: 'card.8',
  9: 'card.9',
  10: 'card.T',
  11: 'card.J',
  12: 'card.Q',
  13: 'card.K',
  14: 'card.A',
} as const;
const SUIT_IDS = { C: 'suit.C', D: 'suit.D', H: 'suit.H', S: 'suit.S' } as const;
const SEAT_IDS = { N: 'seat.N', E: 'seat.E', S: 'seat.S', W: 'seat.W' } as const;
const VUL_IDS = {
  none: 'vulnerability.none',
  NS: 'vulnerability.NS',
  EW: 'vulnerability.EW',
  both: 'vulnerability.both',
} as const;
const DOUBLED = ['none', 'doubled', 'redoubled'] as const;
const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

/** The words of one language (see the module comment). */
export interface Labels {
  readonly tr: Translator;
  /** A card for a screen reader: `'Ace of spades'`, pl `'as pik'`. */
  cardName(card: Card): string;
  /** The rank as printed on a card: `'A'`, `'10'`; pl `'D'` for the queen, et `'Ä'` for the ace. */
  rankText(card: Card): string;
  /**
   * The name of a button that shows a card's corner (`'J♦'`): its words led by the printed text when
   * they do not contain it (WCAG 2.5.3 Label in Name): `'J♦, Jack of diamonds'`, `'7♣, Seven of clubs'`.
   */
  cardLabel(card: Card): string;
  /** The plural name of a suit: `'spades'`, pl `'piki'`. */
  suitName(suit: Suit): string;
  /** A seat's name: `'North'`, pl `'Północ'`. */
  seatName(seat: Seat): string;
  /** A seat's letter: `'W'`, es `'O'`. */
  seatLetter(seat: Seat): string;
  /** A side's letters: `'N–S'`, es `'E–O'`. */
  sideLetters(a: Seat, b: Seat): string;
  /** A call for a screen reader: `'Pass'`, `'3 no trump'`, pl `'5 kierów'`. */
  callName(call: Call): string;
  /** A call as printed: `'Pass'`, `'Dbl'`, `'1♠'`, `'3NT'`; pl `'pas'`, `'kontra'`, `'1BA'`. */
  callText(call: Call): string;
  /**
   * The name of a button that shows `callText`: its words, led by the printed text when the words
   * do not contain it (WCAG 2.5.3 Label in Name): `'1 spade'`, `'1NT, 1 no trump'`, `'Dbl, Double'`.
   */
  callLabel(call: Call): string;
  /** A contract as printed, with the declarer's letter: `'4♥X by South'`. */
  contractText(contract: Contract | null, declarer?: Seat | null): string;
  /** A contract for a screen reader: `'4 hearts doubled by South'`. */
  contractName(contract: Contract | null, declarer?: Seat | null): string;
  /** The vulnerability in words: `'Nobody vulnerable'`, `'N–S vulnerable'`. */
  vulnerabilityText(v: 'none' | 'NS' | 'EW' | 'both'): string;
}

/** Letters and digits of a text as lower-case words (symbols such as ♠ are not words). */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/**
 * An accessible name for a control that shows `text`: `words` when they already contain the text's
 * words in order, else `text, words` — so speech input can use what is seen (WCAG 2.5.3 Label in Name)
 * and a screen reader still hears the words: `nameWithText('1♣', '1 club')` → `'1 club'`,
 * `nameWithText('1NT', '1 no trump')` → `'1NT, 1 no trump'`.
 */
export function nameWithText(text: string, words: string): string {
  const seen = wordsOf(text);
  const said = wordsOf(words);
  const contained = seen.length === 0 || said.some((_, i) => seen.every((w, j) => said[i + j] === w));
  return contained ? words : `${text}, ${words}`;
}

/** The words of the translator's language (notation in the same language unless `notation` says otherwise). */
export function makeLabels(tr: Translator, notation: Translator['locale'] = tr.locale): Labels {
  const seatName = (seat: Seat): string => tr.t(SEAT_IDS[seat]);
  const callText = (call: Call): string => makeLocaleCall(call, notation);
  const callName = (call: Call): string => {
    switch (call.type) {
      case 'pass':
        return tr.t('call.pass');
      case 'double':
        return tr.t('call.double');
      case 'redouble':
        return tr.t('call.redouble');
      case 'hao':
        return tr.t('call.hao');
      // The strain is read inside the plural's branches, so the compiler does not type it: `message`.
      case 'bid':
        return tr.message('call.bid', { level: call.level, strain: call.strain }) ?? `${call.level}${call.strain}`;
    }
  };
  // English prints the ten as `T` in PBN, `10` on a card face; the other locales print `10` already.
  const rankText = (card: Card): string => makeLocaleRank(card[1] as RankChar, notation).replace(/^T$/, '10');
  const cardName = (card: Card): string =>
    tr.t(RANK_IDS[rankOf(card) as keyof typeof RANK_IDS], { suit: suitOf(card) });
  const bidOf = (c: Contract): Call => ({ type: 'bid', level: c.level, strain: c.strain });
  const marks = (c: Contract): string => ['', 'X', 'XX'][c.doubled] ?? '';
  return {
    tr,
    cardName,
    rankText,
    cardLabel: (card) => nameWithText(`${rankText(card)}${SUIT_SYMBOLS[suitOf(card)]}`, cardName(card)),
    suitName: (suit) => tr.t(SUIT_IDS[suit]),
    seatName,
    seatLetter: (seat) => makeLocaleSeat(seat, notation),
    sideLetters: (a, b) => `${makeLocaleSeat(a, notation)}–${makeLocaleSeat(b, notation)}`,
    callName,
    callText,
    callLabel: (call) => nameWithText(callText(call), callName(call)),
    contractText: (contract, declarer) => {
      if (!contract) return tr.t('contract.passedOut');
      const base = `${callText(bidOf(contract))}${marks(contract)}`;
      return declarer ? tr.t('contract.by', { contract: base, seat: seatName(declarer) }) : base;
    },
    contractName: (contract, declarer) => {
      if (!contract) return tr.t('contract.passedOut');
      const base = tr.t('contract.name', {
        call: callName(bidOf(contract)),
        doubled: DOUBLED[contract.doubled] ?? 'none',
      });
      return declarer ? tr.t('contract.by', { contract: base, seat: seatName(declarer) }) : base;
    },
    vulnerabilityText: (v) => tr.t(VUL_IDS[v]),
  };
}

/** The English words: the source catalog, the default of every selector and of the tests. */
export const EN_LABELS: Labels = makeLabels(makeTranslator('en'));

/** A card in English for a screen reader: `'Ace of spades'`. */
export const cardName = (card: Card): string => EN_LABELS.cardName(card);
/** The rank as printed on a card: `'A'`, `'10'`, `'7'`. */
export const rankText = (card: Card): string => EN_LABELS.rankText(card);
/** The name of an English card button: `'J♦, Jack of diamonds'`. */
export const cardLabel = (card: Card): string => EN_LABELS.cardLabel(card);
/** The plural English name of a suit: `'spades'`. */
export const suitName = (suit: Suit): string => EN_LABELS.suitName(suit);
/** A seat's English name: `'North'`. */
export const seatName = (seat: Seat): string => EN_LABELS.seatName(seat);
/** Whether a suit is printed in red. */
export const isRed = (suit: Suit): boolean => suit === 'H' || suit === 'D';
/** A call in English for a screen reader: `'Pass'`, `'Double'`, `'3 no trump'`, `'1 spade'`. */
export const callName = (call: Call): string => EN_LABELS.callName(call);
/** A call as printed in English: `'Pass'`, `'Dbl'`, `'1♠'`, `'3NT'`. */
export const callText = (call: Call): string => EN_LABELS.callText(call);
/** A contract as printed in English, with the declarer: `'4♥X by South'`. */
export const contractText = (contract: Contract | null, declarer?: Seat | null): string =>
  EN_LABELS.contractText(contract, declarer);
/** A contract in English for a screen reader: `'4 hearts doubled by South'`. */
export const contractName = (contract: Contract | null, declarer?: Seat | null): string =>
  EN_LABELS.contractName(contract, declarer);
/** The vulnerability in English words: `'Nobody vulnerable'`, `'N–S vulnerable'`. */
export const vulnerabilityText = (v: 'none' | 'NS' | 'EW' | 'both'): string => EN_LABELS.vulnerabilityText(v);
