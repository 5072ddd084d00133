/**
 * Polish explanations of the robots' cards (issue 25). Bridge jargon awaits a native speaker's
 * review (docs/glossary.md).
 *
 * ```ts
 * playPl['play.signal.encourage'] // 'Sygnał zachęcający: zachęca do koloru partnera'
 * ```
 */
import type { PlayCatalog } from './play.en.js';

/** Polish card-play explanations. */
export const playPl: PlayCatalog = {
  'play.only-card': 'Jedyna dozwolona karta',
  'play.equivalent':
    'Wszystkie dozwolone karty są równoważne (każda karta między nimi już zeszła): nie trzeba analizować rozkładów',
  'play.heuristic': 'Wybrana według reguł praktycznych (brak czasu na losowanie rozkładów)',
  'play.double-dummy': 'Najlepsza średnio na {samples} rozkładach zgodnych z licytacją i rozgrywką',
  'play.lead.kept':
    'Wist według zwykłych zasad, sprawdzony symulacją: na {samples} rozkładach zgodnych z licytacją dał obronie ' +
    'średnio {average} lew, a żaden inny wist nie był lepszy o {margin} lewy',
  'play.lead.rule-best':
    'Wist według zwykłych zasad, sprawdzony symulacją: na {samples} rozkładach zgodnych z licytacją dał obronie ' +
    'średnio {average} lew, tyle samo co najlepszy inny wist',
  'play.lead.best':
    'Wist wybrany symulacją: na {samples} rozkładach zgodnych z licytacją dał obronie średnio {average} lew, ' +
    'więcej niż każdy inny wist',
  'play.lead.safest':
    'Wist wybrany symulacją: na {samples} rozkładach zgodnych z licytacją dał obronie średnio {average} lew; ' +
    '{others} dały tyle samo, a ten wist jest najbezpieczniejszy',
  'play.signal.encourage': 'Sygnał zachęcający: zachęca do koloru partnera',
  'play.signal.discourage': 'Sygnał zniechęcający: zniechęca do koloru partnera',
  'play.signal.discard-encourage': 'Zrzutka zachęcająca: wysoka karta prosi o ten kolor',
  'play.signal.discard-discourage': 'Zrzutka zniechęcająca: najniższa karta, w tym kolorze nic nie ma',
  'play.signal.even': 'Sygnał ilościowy: parzysta liczba kart w kolorze',
  'play.signal.odd': 'Sygnał ilościowy: nieparzysta liczba kart w kolorze',
  'play.signal.prefer-higher':
    'Sygnał preferencyjny: daje partnerowi przebitkę i wysoką kartą prosi o powrót w starszy z bocznych kolorów',
  'play.signal.prefer-lower':
    'Sygnał preferencyjny: daje partnerowi przebitkę i niską kartą prosi o powrót w młodszy z bocznych kolorów',
  'play.agreements.signals':
    'Sygnalizacja standardowa: zachęcająca na wist partnera (wysoka blotka zachęca), ' +
    'ilościowa, gdy rozgrywający gra kolor (góra-dół to parzysta liczba kart), preferencyjna przy dawaniu ' +
    'partnerowi przebitki (wysoka karta prosi o powrót w starszy z bocznych kolorów); pierwsza zrzutka ' +
    'zachęca do zrzuconego koloru lub zniechęca',
};
