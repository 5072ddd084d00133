/**
 * Estonian messages. Modern terms from Eesti Bridžiliit columns and players' blogs; the score
 * sheets' historical words („hädaohu partii“, „Schikane“, „Meie“/„Nemad“) from the 1930s booklet
 * „Bridge. Reeglid ja arvutustabelid“. Choices to review are listed in docs/glossary.md.
 *
 * ```ts
 * et['count.tricks'] // '{count, plural, one {# tihi} other {# tihi}}'
 * ```
 */
import type { Catalog } from '../catalog.js';
import { errorsEt } from './errors.et.js';
import { explainEt } from './explain.et.js';
import { clubEt } from './club.et.js';
import { webEt } from './web.et.js';
import { playEt } from './play.et.js';
import { tableEt } from './table.et.js';
import { accountEt } from './account.et.js';

/** Estonian (et). */
export const et: Catalog = {
  'seat.N': 'Põhi',
  'seat.E': 'Ida',
  'seat.S': 'Lõuna',
  'seat.W': 'Lääs',
  'side.NS': 'Põhi–Lõuna',
  'side.EW': 'Ida–Lääs',
  'vul.none': 'keegi pole tsoonis',
  'vul.NS': 'NS tsoonis',
  'vul.EW': 'EW tsoonis',
  'vul.both': 'kõik tsoonis',
  'vulnerable.yes': 'tsoonis',
  'vulnerable.no': 'odavas',
  'common.none': 'puudub',
  'count.tricks': '{count, plural, one {# tihi} other {# tihi}}',
  'count.boards': '{count, plural, one {# jaotus} other {# jaotust}}',
  'count.undertricks': '{count, plural, one {# vähemvõte} other {# vähemvõtet}}',
  'count.imps': '{count, plural, one {# IMP} other {# IMPi}}',
  'diagram.board': 'Jaotus {board}',
  'diagram.dealer': 'Jagaja {seat}',
  'diagram.vulnerable': 'Tsoon: {vul}',
  'auction.passedOut': 'Kõik passisid.',
  'auction.notPlayed': 'Ei mängita: ühtegi paari ei tekkinud (2018. aasta valik); kõigile null.',
  'auction.contract':
    'Leping {contract}{doubling, select, doubled { kontreeritud} redoubled { rekontreeritud} other {}}, ' +
    'mängija {declarer}; laud {dummy}; avakäik: {leader}.',
  'auction.incomplete': 'Pakkumine pole lõppenud: pakub {seat}. Lubatud: {calls}',
  'auction.owners': 'Mastide omanikud: {list}.',
  'auction.partnerships': 'Paarid: {list}.',
  'auction.dummyNotPartner': 'Laud {dummy} ei ole mängija partner: arvestatakse ühena kolmest vastasest.',
  'auction.seatsForPlay': 'Kohad väljamängul: {list} (laud {dummy} istub {declarer} vastas).',
  'auction.sitsAt': '{player}: {seat}',
  'score.duplicate':
    '{contract}, mängija {declarer}, {tricks, plural, one {# tihi} other {# tihi}}, ' +
    '{vulnerable, select, yes {tsoonis} other {odavas}}: {score} (NS {ns})',
  'score.rubber':
    '{contract}, mängija {declarer}, {tricks, plural, one {# tihi} other {# tihi}}, ' +
    '{vulnerability} ({table}): {score}',
  'score.rubberNote': 'partii- ja robberipreemiad sõltuvad arvutuslehest (biritch score sheet)',
  'score.players': '{contract}, mängija {declarer}, {tricks, plural, one {# tihi} other {# tihi}}: mängija {score}',
  'score.afterExpected': '(pärast oodatava tulemuse {expected} lahutamist)',
  'score.passed': 'pass',
  'sheet.we': 'Meie',
  'sheet.they': 'Nemad',
  'sheet.above': 'mängu väärtus',
  'sheet.below': 'mängu seis',
  'sheet.vulnerable': 'tsoonis',
  'sheet.vulnerableHistorical': 'hädaohu partii',
  'sheet.partScore': 'osaline mäng',
  'sheet.game': 'partii',
  'sheet.rubber': 'robber',
  'sheet.entry.tricks': 'võtted',
  'sheet.entry.contract': 'lepingvõtted',
  'sheet.entry.overtricks': 'lisavõtted',
  'sheet.entry.undertricks': 'vähemvõtted',
  'sheet.entry.slam': 'slämm',
  'sheet.entry.honours': 'honöörid',
  'sheet.entry.chicane': 'Schikane',
  'sheet.entry.game': 'partii',
  'sheet.entry.rubber': 'robber',
  'sheet.entry.unfinished': 'lõpetamata',
  'sheet.entry.premium': 'preemia',
  'sheet.table.standard': 'Robber-bridž',
  'sheet.table.kontrakt': 'Kontrakt-bridge',
  'sheet.table.vanderbilt': 'Vanderbilt-bridge',
  'sheet.table.reform': 'Reform',
  'cli.usage': 'kasutus: {usage}',
  'cli.unknownCommand': "tundmatu käsk ''{command}'' (vt biritch --help)",
  'cli.atColumn': '(veerg {column})',
  'cli.atCall': '(pakkumine {position}: {call})',
  'cli.badLang': "''{lang}'' ei ole Biritchi keel (en, pl, es, sk, et)",
  ...errorsEt,
  ...explainEt,
  ...webEt,
  ...clubEt,
  ...playEt,
  ...tableEt,
  ...accountEt,
};
