/**
 * Slovak explanations of the robots' cards (issue 25). Bridge jargon awaits a native speaker's
 * review (docs/glossary.md).
 *
 * ```ts
 * playSk['play.signal.encourage'] // 'Postojový signál: povzbudzuje farbu partnera'
 * ```
 */
import type { PlayCatalog } from './play.en.js';

/** Slovak card-play explanations. */
export const playSk: PlayCatalog = {
  'play.only-card': 'Jediná povolená karta',
  'play.equivalent':
    'Všetky povolené karty sú rovnocenné (každá karta medzi nimi už bola zahraná): netreba simulovať rozdania',
  'play.heuristic': 'Zvolená podľa praktických pravidiel (nie je čas na simuláciu rozdaní)',
  'play.double-dummy': 'Najlepšia v priemere na {samples} rozdaniach v súlade s licitáciou a hrou',
  'play.lead.kept':
    'Výnos podľa obvyklých pravidiel, overený simuláciou: na {samples} rozdaniach v súlade s licitáciou dal ' +
    'obrane v priemere {average} zdvihov a žiadny iný výnos nebol lepší o {margin} zdvihu',
  'play.lead.rule-best':
    'Výnos podľa obvyklých pravidiel, overený simuláciou: na {samples} rozdaniach v súlade s licitáciou dal ' +
    'obrane v priemere {average} zdvihov, toľko ako najlepší iný výnos',
  'play.lead.best':
    'Výnos zvolený simuláciou: na {samples} rozdaniach v súlade s licitáciou dal obrane v priemere ' +
    '{average} zdvihov, viac než ktorýkoľvek iný výnos',
  'play.lead.safest':
    'Výnos zvolený simuláciou: na {samples} rozdaniach v súlade s licitáciou dal obrane v priemere ' +
    '{average} zdvihov; {others} dali rovnako, a tento výnos je najbezpečnejší',
  'play.signal.encourage': 'Postojový signál: povzbudzuje farbu partnera',
  'play.signal.discourage': 'Postojový signál: odrádza od farby partnera',
  'play.signal.discard-encourage': 'Postojový odhod: vysoká karta žiada túto farbu',
  'play.signal.discard-discourage': 'Postojový odhod: najnižšia karta, v tejto farbe nič nechce',
  'play.signal.even': 'Signál počtu: párny počet kariet vo farbe',
  'play.signal.odd': 'Signál počtu: nepárny počet kariet vo farbe',
  'play.signal.prefer-higher':
    'Preferenčný signál: dáva partnerovi prebitie a vysokou kartou žiada návrat vyššej bočnej farby',
  'play.signal.prefer-lower':
    'Preferenčný signál: dáva partnerovi prebitie a nízkou kartou žiada návrat nižšej bočnej farby',
  'play.agreements.signals':
    'Štandardné signály: postoj na výnos partnera (vysoká karta povzbudzuje), počet, keď hráč hrá farbu ' +
    '(vysoká-nízka ukazuje párny počet), preferenčný signál pri dávaní prebitia partnerovi (vysoká karta žiada ' +
    'návrat vyššej bočnej farby); prvý odhod je postojový signál vo farbe odhodu',
};
