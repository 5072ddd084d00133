/**
 * Bridge notation per language: how calls, strains, ranks and seats are written (printed) and
 * which words and letters are read (parsed) in English, Polish, Spanish, Slovak and Estonian.
 * Data only, reviewed by native speakers (docs/glossary.md); every token is from
 * shared/spec/languages.md §1.2 and the seeds it cites.
 *
 * ```ts
 * NOTATION_TABLES.pl.nt        // 'BA'
 * NOTATION_TABLES.es.seats.W   // 'O'
 * NOTATION_TABLES.pl.ranks.J   // 'W' (walet)
 * ```
 * Parse aliases are written already normalized (lower case, no diacritics: see normalize.ts).
 * Where a locale has no token of its own, the English one is accepted, but only when it does not
 * mean something else in that locale in the same context (a call, a card, a seat): es `C` stays
 * hearts, pl `W` in a card stays the jack. That rule is in `aliases.ts`, never a guess per input.
 */
import type { Seat, Strain, Suit } from '@biritch/core';

/** The locales notation is written in (the same ids as @biritch/i18n's, which notation may not import). */
export const NOTATION_LOCALES = ['en', 'pl', 'es', 'sk', 'et'] as const;
/** One notation locale. */
export type NotationLocale = (typeof NOTATION_LOCALES)[number];
/** The high ranks and the ten, by their PBN letter. */
export type HighRank = 'A' | 'K' | 'Q' | 'J' | 'T';

/** One language's notation. */
export interface NotationTable {
  /** Notrump as printed after the level: `1BA`. */
  readonly nt: string;
  /** Whether a space goes between the level and `nt` (`1 ilma`). */
  readonly ntSpaced: boolean;
  /** Suit letters of the language (printed by the `letter` style), or null where none is confirmed. */
  readonly suitLetters: Readonly<Record<Suit, string>> | null;
  /** Pass, double and redouble as printed. */
  readonly pass: string;
  readonly double: string;
  readonly redouble: string;
  /** Ranks A K Q J T as printed (`D` and `W` in Polish); 9…2 are digits everywhere. */
  readonly ranks: Readonly<Record<HighRank, string>>;
  /** Seat letters as printed (`O` for West in Spanish). */
  readonly seats: Readonly<Record<Seat, string>>;
  /** Parse aliases of a call's strain (words and abbreviations; letters come from `suitLetters`). */
  readonly strainWords: Readonly<Record<string, Strain>>;
  /** Parse aliases of pass, double and redouble. */
  readonly callWords: Readonly<Record<string, 'pass' | 'double' | 'redouble'>>;
  /** Parse aliases of the level as a word (`üks`, `dve`, `tres`). */
  readonly levelWords: Readonly<Record<string, number>>;
  /** Parse aliases of ranks (words and letters) besides the printed ones. */
  readonly rankWords: Readonly<Record<string, HighRank>>;
  /** Parse aliases of seats (names) besides the printed letters. */
  readonly seatWords: Readonly<Record<string, Seat>>;
}

const EN: NotationTable = {
  nt: 'NT',
  ntSpaced: false,
  suitLetters: { C: 'C', D: 'D', H: 'H', S: 'S' },
  pass: 'Pass',
  double: 'Dbl',
  redouble: 'Rdbl',
  ranks: { A: 'A', K: 'K', Q: 'Q', J: 'J', T: 'T' },
  seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
  strainWords: {
    nt: 'NT',
    n: 'NT',
    notrump: 'NT',
    notrumps: 'NT',
    'no trump': 'NT',
    'no trumps': 'NT',
    club: 'C',
    clubs: 'C',
    diamond: 'D',
    diamonds: 'D',
    heart: 'H',
    hearts: 'H',
    spade: 'S',
    spades: 'S',
  },
  callWords: {
    p: 'pass',
    pass: 'pass',
    x: 'double',
    dbl: 'double',
    double: 'double',
    xx: 'redouble',
    rdbl: 'redouble',
    redouble: 'redouble',
  },
  levelWords: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 },
  rankWords: { '10': 'T', ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: 'T' },
  seatWords: { north: 'N', east: 'E', south: 'S', west: 'W' },
};

// [S0] „1BA“, „pas“, „kontra“, „rekontra“, ranks „A, K, D, W, 10“; no suit letters confirmed.
const PL: NotationTable = {
  nt: 'BA',
  ntSpaced: false,
  suitLetters: null,
  pass: 'pas',
  double: 'kontra',
  redouble: 'rekontra',
  ranks: { A: 'A', K: 'K', Q: 'D', J: 'W', T: '10' },
  seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
  strainWords: {
    ba: 'NT',
    'bez atu': 'NT',
    nt: 'NT',
    trefl: 'C',
    trefle: 'C',
    trefli: 'C',
    karo: 'D',
    kara: 'D',
    kar: 'D',
    kier: 'H',
    kiery: 'H',
    kierow: 'H',
    kiera: 'H',
    pik: 'S',
    piki: 'S',
    pikow: 'S',
    pika: 'S',
  },
  callWords: { pas: 'pass', kontra: 'double', rekontra: 'redouble', x: 'double', xx: 'redouble' },
  levelWords: { jeden: 1, dwa: 2, trzy: 3, cztery: 4, piec: 5, szesc: 6, siedem: 7 },
  rankWords: { as: 'A', krol: 'K', dama: 'Q', walet: 'J', dziesiatka: 'T' },
  seatWords: { polnoc: 'N', wschod: 'E', poludnie: 'S', zachod: 'W' },
};

// [S2] „1ST“/„3ST“, „paso“, „doblo“, „redoblo“, suit letters „picas (P), corazones (C), diamantes (D),
// tréboles (T)“; ranks written A K Q J; [ES1] Norte/Este/Sur/Oeste, „E/O“.
const ES: NotationTable = {
  nt: 'ST',
  ntSpaced: false,
  suitLetters: { C: 'T', D: 'D', H: 'C', S: 'P' },
  pass: 'paso',
  double: 'doblo',
  redouble: 'redoblo',
  ranks: { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' },
  seats: { N: 'N', E: 'E', S: 'S', W: 'O' },
  strainWords: {
    st: 'NT',
    'sin triunfo': 'NT',
    'sin triunfos': 'NT',
    nt: 'NT',
    trebol: 'C',
    treboles: 'C',
    diamante: 'D',
    diamantes: 'D',
    carro: 'D',
    corazon: 'H',
    corazones: 'H',
    pica: 'S',
    picas: 'S',
    pique: 'S',
    piques: 'S',
  },
  callWords: { paso: 'pass', doblo: 'double', redoblo: 'redouble', x: 'double', xx: 'redouble' },
  levelWords: { un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7 },
  rankWords: { as: 'A', rey: 'K', dama: 'Q', reina: 'Q', valet: 'J', jota: 'J', jack: 'J' },
  seatWords: { norte: 'N', este: 'E', sur: 'S', oeste: 'W' },
};

// [S3] „1BT“, „pas“, „kontra“, „rekontra“, „jedno káro, dve srdcia, tri bez tromfov“; ranks A K Q J;
// [SK3] seats „NS a EW“ (the English letters).
const SK: NotationTable = {
  nt: 'BT',
  ntSpaced: false,
  suitLetters: null,
  pass: 'pas',
  double: 'kontra',
  redouble: 'rekontra',
  ranks: { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' },
  seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
  strainWords: {
    bt: 'NT',
    'bez tromfov': 'NT',
    'bez tromfu': 'NT',
    nt: 'NT',
    tref: 'C',
    trefy: 'C',
    trefov: 'C',
    karo: 'D',
    kara: 'D',
    kar: 'D',
    srdce: 'H',
    srdcia: 'H',
    srdc: 'H',
    pik: 'S',
    piky: 'S',
    pikov: 'S',
  },
  callWords: { pas: 'pass', kontra: 'double', rekontra: 'redouble', x: 'double', xx: 'redouble' },
  levelWords: { jeden: 1, jedna: 1, jedno: 1, dva: 2, dve: 2, tri: 3, styri: 4, pat: 5, sest: 6, sedem: 7 },
  rankWords: { eso: 'A', kral: 'K', dama: 'Q', dolnik: 'J', bub: 'J', desiatka: 'T' },
  seatWords: { sever: 'N', vychod: 'E', juh: 'S', zapad: 'W' },
};

// [S4] „üks rist … kaks risti, kaks ruutut“, „üks ilma“, „pass“, „kontra“; [ET2] ranks „Ä K E S“,
// „3T“, seats N / W O / S with „Nord“, „Süd“, „West“; [ET1] „N, E (mõnikord ka O), S ja W“.
const ET: NotationTable = {
  nt: 'ilma',
  ntSpaced: true,
  suitLetters: null,
  pass: 'pass',
  double: 'kontra',
  redouble: 'rekontra',
  ranks: { A: 'Ä', K: 'K', Q: 'E', J: 'S', T: '10' },
  seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
  strainWords: {
    ilma: 'NT',
    t: 'NT',
    nt: 'NT',
    trumbita: 'NT',
    rist: 'C',
    risti: 'C',
    ruutu: 'D',
    ruutut: 'D',
    artu: 'H',
    artut: 'H',
    pada: 'S',
  },
  callWords: { pass: 'pass', passin: 'pass', kontra: 'double', rekontra: 'redouble', x: 'double', xx: 'redouble' },
  levelWords: { uks: 1, kaks: 2, kolm: 3, neli: 4, viis: 5, kuus: 6, seitse: 7 },
  rankWords: { ass: 'A', kuningas: 'K', emand: 'Q', soldat: 'J', sodur: 'J', kumme: 'T' },
  seatWords: { o: 'E', pohi: 'N', ida: 'E', louna: 'S', laas: 'W', nord: 'N', ost: 'E', sud: 'S', west: 'W' },
};

/** The notation tables of the five locales. */
export const NOTATION_TABLES: Readonly<Record<NotationLocale, NotationTable>> = {
  en: EN,
  pl: PL,
  es: ES,
  sk: SK,
  et: ET,
};

/** Whether a string is a notation locale id. */
export const isNotationLocale = (s: unknown): s is NotationLocale =>
  typeof s === 'string' && (NOTATION_LOCALES as readonly string[]).includes(s);
