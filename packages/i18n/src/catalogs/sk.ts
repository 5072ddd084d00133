/**
 * Slovak messages. Terms from the Slovak seed („Základy – Bridž“, kosice.bridz.sk) and the SBZ's
 * translation of the Laws; choices a native speaker should review are listed in docs/glossary.md.
 *
 * ```ts
 * sk['count.tricks'] // '{count, plural, one {# zdvih} few {# zdvihy} many {# zdvihu} other {# zdvihov}}'
 * ```
 */
import type { Catalog } from '../catalog.js';
import { errorsSk } from './errors.sk.js';
import { explainSk } from './explain.sk.js';
import { clubSk } from './club.sk.js';
import { webSk } from './web.sk.js';
import { playSk } from './play.sk.js';
import { tableSk } from './table.sk.js';
import { accountSk } from './account.sk.js';

/** Slovak (sk). */
export const sk: Catalog = {
  'seat.N': 'Sever',
  'seat.E': 'Východ',
  'seat.S': 'Juh',
  'seat.W': 'Západ',
  'side.NS': 'Sever–Juh',
  'side.EW': 'Východ–Západ',
  'vul.none': 'nikto v druhej hre',
  'vul.NS': 'NS v druhej hre',
  'vul.EW': 'EW v druhej hre',
  'vul.both': 'všetci v druhej hre',
  'vulnerable.yes': 'v druhej hre',
  'vulnerable.no': 'v prvej hre',
  'common.none': 'žiadne',
  'count.tricks': '{count, plural, one {# zdvih} few {# zdvihy} many {# zdvihu} other {# zdvihov}}',
  'count.boards': '{count, plural, one {# rozdanie} few {# rozdania} many {# rozdania} other {# rozdaní}}',
  'count.undertricks': '{count, plural, one {# pád} few {# pády} many {# pádu} other {# pádov}}',
  'count.imps': '{count, plural, one {# IMP} few {# IMPy} many {# IMPu} other {# IMPov}}',
  'diagram.board': 'Rozdanie {board}',
  'diagram.dealer': 'Rozdáva {seat}',
  'diagram.vulnerable': 'Hra: {vul}',
  'auction.passedOut': 'Všetci pasovali.',
  'auction.notPlayed': 'Nehrá sa: nevznikla žiadna dvojica (možnosť z roku 2018); nula pre všetkých.',
  'auction.contract':
    'Záväzok {contract}{doubling, select, doubled { s kontrou} redoubled { s rekontrou} other {}}, ' +
    'hlavný hráč {declarer}; tichý hráč {dummy}; vynáša {leader}.',
  'auction.incomplete': 'Dražba nie je ukončená: hlási {seat}. Možné hlášky: {calls}',
  'auction.owners': 'Vlastníci farieb: {list}.',
  'auction.partnerships': 'Dvojice: {list}.',
  'auction.dummyNotPartner': 'Tichý hráč {dummy} nie je partnerom hlavného hráča: počíta sa ako jeden z troch súperov.',
  'auction.seatsForPlay': 'Miesta pri zohrávke: {list} (tichý hráč {dummy} oproti {declarer}).',
  'auction.sitsAt': '{player}: {seat}',
  'score.duplicate':
    '{contract}, hlavný hráč {declarer}, ' +
    '{tricks, plural, one {# zdvih} few {# zdvihy} many {# zdvihu} other {# zdvihov}}, ' +
    '{vulnerable, select, yes {v druhej hre} other {v prvej hre}}: {score} (NS {ns})',
  'score.rubber':
    '{contract}, hlavný hráč {declarer}, ' +
    '{tricks, plural, one {# zdvih} few {# zdvihy} many {# zdvihu} other {# zdvihov}}, ' +
    '{vulnerability} ({table}): {score}',
  'score.rubberNote': 'prémie za hru a robr závisia od zápisu (biritch score sheet)',
  'score.players':
    '{contract}, hlavný hráč {declarer}, ' +
    '{tricks, plural, one {# zdvih} few {# zdvihy} many {# zdvihu} other {# zdvihov}}: hlavný hráč {score}',
  'score.afterExpected': '(po odpočítaní očakávaného výsledku {expected})',
  'score.passed': 'pas',
  'sheet.we': 'My',
  'sheet.they': 'Oni',
  'sheet.above': 'nad čiarou',
  'sheet.below': 'pod čiarou',
  'sheet.vulnerable': 'v druhej hre',
  'sheet.vulnerableHistorical': 'v druhej hre',
  'sheet.partScore': 'čiastkový záväzok',
  'sheet.game': 'hra',
  'sheet.rubber': 'robr',
  'sheet.entry.tricks': 'zdvihy',
  'sheet.entry.contract': 'záväzok',
  'sheet.entry.overtricks': 'nadzdvihy',
  'sheet.entry.undertricks': 'pády',
  'sheet.entry.slam': 'slem',
  'sheet.entry.honours': 'honéry',
  'sheet.entry.chicane': 'šikana',
  'sheet.entry.game': 'hra',
  'sheet.entry.rubber': 'robr',
  'sheet.entry.unfinished': 'nedohrané',
  'sheet.entry.premium': 'prémia',
  'sheet.table.standard': 'Robrový bridž',
  'sheet.table.kontrakt': 'Kontraktný bridž (Kontrakt)',
  'sheet.table.vanderbilt': 'Vanderbiltov bridž',
  'sheet.table.reform': 'Reform',
  'cli.usage': 'použitie: {usage}',
  'cli.unknownCommand': "neznámy príkaz ''{command}'' (pozri biritch --help)",
  'cli.atColumn': '(stĺpec {column})',
  'cli.atCall': '(hláška {position}: {call})',
  'cli.badLang': "''{lang}'' nie je jazyk Biritchu (en, pl, es, sk, et)",
  ...errorsSk,
  ...explainSk,
  ...webSk,
  ...clubSk,
  ...playSk,
  ...tableSk,
  ...accountSk,
};
