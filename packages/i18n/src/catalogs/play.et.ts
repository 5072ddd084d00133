/**
 * Estonian explanations of the robots' cards (issue 25). Bridge jargon awaits a native speaker's
 * review (docs/glossary.md).
 *
 * ```ts
 * playEt['play.signal.encourage'] // 'Hoiakusignaal: julgustab partneri masti'
 * ```
 */
import type { PlayCatalog } from './play.en.js';

/** Estonian card-play explanations. */
export const playEt: PlayCatalog = {
  'play.only-card': 'Ainus lubatud kaart',
  'play.equivalent':
    'Kõik lubatud kaardid on samaväärsed (iga nende vahele jääv kaart on juba käidud): jaotusi polnud vaja lahendada',
  'play.heuristic': 'Valitud rusikareeglite järgi (jaotuste simuleerimiseks pole aega)',
  'play.double-dummy': 'Keskmiselt parim {samples} pakkumise ja mänguga kooskõlas oleval jaotusel',
  'play.lead.kept':
    'Väljakäik tavareeglite järgi, simulatsiooniga kontrollitud: {samples} pakkumisega kooskõlas oleval ' +
    'jaotusel andis see kaitsele keskmiselt {average} tihti ja ükski teine väljakäik polnud {margin} tihi võrra parem',
  'play.lead.rule-best':
    'Väljakäik tavareeglite järgi, simulatsiooniga kontrollitud: {samples} pakkumisega kooskõlas oleval ' +
    'jaotusel andis see kaitsele keskmiselt {average} tihti, sama palju kui parim teine väljakäik',
  'play.lead.best':
    'Väljakäik valitud simulatsiooniga: {samples} pakkumisega kooskõlas oleval jaotusel andis see kaitsele ' +
    'keskmiselt {average} tihti, rohkem kui ükski teine väljakäik',
  'play.lead.safest':
    'Väljakäik valitud simulatsiooniga: {samples} pakkumisega kooskõlas oleval jaotusel andis see kaitsele ' +
    'keskmiselt {average} tihti; {others} andsid sama palju, ja see väljakäik on kõige ohutum',
  'play.signal.encourage': 'Hoiakusignaal: julgustab partneri masti',
  'play.signal.discourage': 'Hoiakusignaal: ei soovita partneri masti',
  'play.signal.discard-encourage': 'Hoiakuga äraviskamine: kõrge kaart palub seda masti',
  'play.signal.discard-discourage': 'Hoiakuga äraviskamine: madalaim kaart, selles mastis pole midagi soovida',
  'play.signal.even': 'Arvusignaal: mastis on paarisarv kaarte',
  'play.signal.odd': 'Arvusignaal: mastis on paaritu arv kaarte',
  'play.signal.prefer-higher':
    'Mastieelistuse signaal: annab partnerile trumpamise ja palub kõrge kaardiga tagasi kõrgemat kõrvalmasti',
  'play.signal.prefer-lower':
    'Mastieelistuse signaal: annab partnerile trumpamise ja palub madala kaardiga tagasi madalamat kõrvalmasti',
  'play.agreements.signals':
    'Standardsignaalid: hoiak partneri väljakäigule (kõrge kaart julgustab), arv, kui mängija käib masti ' +
    '(kõrge-madal näitab paarisarvu), mastieelistus partnerile trumpamiseks käies (kõrge kaart palub ' +
    'tagasi kõrgemat kõrvalmasti); esimene äraviskamine on hoiak äravisatud mastile',
};
