/**
 * Polish messages. Terms from the Polish seed (Wikipedia „Brydż“) and PZBS's translation of the
 * Laws; choices a native speaker should review are listed in docs/glossary.md.
 *
 * ```ts
 * pl['count.tricks'] // '{count, plural, one {# lewa} few {# lewy} many {# lew} other {# lewy}}'
 * ```
 */
import type { Catalog } from '../catalog.js';
import { errorsPl } from './errors.pl.js';
import { explainPl } from './explain.pl.js';
import { clubPl } from './club.pl.js';
import { webPl } from './web.pl.js';
import { playPl } from './play.pl.js';
import { tablePl } from './table.pl.js';
import { accountPl } from './account.pl.js';

/** Polish (pl). */
export const pl: Catalog = {
  'seat.N': 'Północ',
  'seat.E': 'Wschód',
  'seat.S': 'Południe',
  'seat.W': 'Zachód',
  'side.NS': 'Północ–Południe',
  'side.EW': 'Wschód–Zachód',
  'vul.none': 'nikt po partii',
  'vul.NS': 'NS po partii',
  'vul.EW': 'WE po partii',
  'vul.both': 'wszyscy po partii',
  'vulnerable.yes': 'po partii',
  'vulnerable.no': 'przed partią',
  'common.none': 'brak',
  'count.tricks': '{count, plural, one {# lewa} few {# lewy} many {# lew} other {# lewy}}',
  'count.boards': '{count, plural, one {# rozdanie} few {# rozdania} many {# rozdań} other {# rozdania}}',
  'count.undertricks': '{count, plural, one {bez #} few {bez #} many {bez #} other {bez #}}',
  'count.imps': '{count, plural, one {# IMP} few {# IMP-y} many {# IMP-ów} other {# IMP-a}}',
  'diagram.board': 'Rozdanie {board}',
  'diagram.dealer': 'Rozdający {seat}',
  'diagram.vulnerable': 'Założenia: {vul}',
  'auction.passedOut': 'Wszyscy spasowali.',
  'auction.notPlayed': 'Nie rozegrano: nie powstała żadna para (opcja z 2018 r.); zero dla wszystkich.',
  'auction.contract':
    'Kontrakt {contract}{doubling, select, doubled { z kontrą} redoubled { z rekontrą} other {}}, ' +
    'rozgrywa {declarer}; dziadek {dummy}; wistuje {leader}.',
  'auction.incomplete': 'Licytacja niezakończona: licytuje {seat}. Dozwolone: {calls}',
  'auction.owners': 'Właściciele kolorów: {list}.',
  'auction.partnerships': 'Pary: {list}.',
  'auction.dummyNotPartner':
    'Dziadek {dummy} nie jest partnerem rozgrywającego: liczony jako jeden z trzech przeciwników.',
  'auction.seatsForPlay': 'Miejsca w rozgrywce: {list} (dziadek {dummy} naprzeciw {declarer}).',
  'auction.sitsAt': '{player}: {seat}',
  'score.duplicate':
    '{contract}, rozgrywa {declarer}, {tricks, plural, one {# lewa} few {# lewy} many {# lew} other {# lewy}}, ' +
    '{vulnerable, select, yes {po partii} other {przed partią}}: {score} (NS {ns})',
  'score.rubber':
    '{contract}, rozgrywa {declarer}, {tricks, plural, one {# lewa} few {# lewy} many {# lew} other {# lewy}}, ' +
    '{vulnerability} ({table}): {score}',
  'score.rubberNote': 'premie za partię i robra zależą od zapisu (biritch score sheet)',
  'score.players':
    '{contract}, rozgrywa {declarer}, {tricks, plural, one {# lewa} few {# lewy} many {# lew} other {# lewy}}: ' +
    'rozgrywający {score}',
  'score.afterExpected': '(po odjęciu oczekiwanego wyniku {expected})',
  'score.passed': 'pas',
  'sheet.we': 'My',
  'sheet.they': 'Oni',
  'sheet.above': 'nad kreską',
  'sheet.below': 'pod kreską',
  'sheet.vulnerable': 'po partii',
  'sheet.vulnerableHistorical': 'po partii',
  'sheet.partScore': 'zapis częściowy',
  'sheet.game': 'partia',
  'sheet.rubber': 'rober',
  'sheet.entry.tricks': 'lewy',
  'sheet.entry.contract': 'kontrakt',
  'sheet.entry.overtricks': 'nadróbki',
  'sheet.entry.undertricks': 'wpadki',
  'sheet.entry.slam': 'szlem',
  'sheet.entry.honours': 'honory',
  'sheet.entry.chicane': 'szykana',
  'sheet.entry.game': 'partia',
  'sheet.entry.rubber': 'rober',
  'sheet.entry.unfinished': 'niedokończony',
  'sheet.entry.premium': 'premia',
  'sheet.table.standard': 'Brydż robrowy',
  'sheet.table.kontrakt': 'Brydż kontraktowy (Kontrakt)',
  'sheet.table.vanderbilt': 'Brydż Vanderbilta',
  'sheet.table.reform': 'Reform',
  'cli.usage': 'użycie: {usage}',
  'cli.unknownCommand': "nieznane polecenie ''{command}'' (zob. biritch --help)",
  'cli.atColumn': '(kolumna {column})',
  'cli.atCall': '(zapowiedź {position}: {call})',
  'cli.badLang': "''{lang}'' nie jest językiem Biritcha (en, pl, es, sk, et)",
  ...errorsPl,
  ...explainPl,
  ...webPl,
  ...clubPl,
  ...playPl,
  ...tablePl,
  ...accountPl,
};
