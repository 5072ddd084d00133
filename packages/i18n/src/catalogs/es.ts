/**
 * Spanish messages. Terms from the Spanish seed („Bridge (juego)“) and the AEB's regulations;
 * choices a native speaker should review are listed in docs/glossary.md.
 *
 * ```ts
 * es['count.tricks'] // '{count, plural, one {# baza} many {# de bazas} other {# bazas}}'
 * ```
 */
import type { Catalog } from '../catalog.js';
import { errorsEs } from './errors.es.js';
import { explainEs } from './explain.es.js';
import { clubEs } from './club.es.js';
import { webEs } from './web.es.js';
import { playEs } from './play.es.js';
import { tableEs } from './table.es.js';
import { accountEs } from './account.es.js';

/** Spanish (es). */
export const es: Catalog = {
  'seat.N': 'Norte',
  'seat.E': 'Este',
  'seat.S': 'Sur',
  'seat.W': 'Oeste',
  'side.NS': 'Norte–Sur',
  'side.EW': 'Este–Oeste',
  'vul.none': 'nadie vulnerable',
  'vul.NS': 'N/S vulnerables',
  'vul.EW': 'E/O vulnerables',
  'vul.both': 'todos vulnerables',
  'vulnerable.yes': 'vulnerable',
  'vulnerable.no': 'no vulnerable',
  'common.none': 'ninguno',
  'count.tricks': '{count, plural, one {# baza} many {# de bazas} other {# bazas}}',
  'count.boards': '{count, plural, one {# mano} many {# de manos} other {# manos}}',
  'count.undertricks': '{count, plural, one {# caída} many {# de caídas} other {# caídas}}',
  'count.imps': '{count, plural, one {# IMP} many {# de IMPs} other {# IMPs}}',
  'diagram.board': 'Mano {board}',
  'diagram.dealer': 'Dador {seat}',
  'diagram.vulnerable': 'Vulnerabilidad: {vul}',
  'auction.passedOut': 'Todos pasan.',
  'auction.notPlayed': 'No se juega: no se formó ninguna pareja (opción de 2018); cero para todos.',
  'auction.contract':
    'Contrato {contract}{doubling, select, doubled { doblado} redoubled { redoblado} other {}}, ' +
    'declarante {declarer}; muerto {dummy}; sale {leader}.',
  'auction.incomplete': 'Subasta incompleta: habla {seat}. Voces legales: {calls}',
  'auction.owners': 'Dueños de los palos: {list}.',
  'auction.partnerships': 'Parejas: {list}.',
  'auction.dummyNotPartner':
    'El muerto {dummy} no es compañero del declarante: se puntúa como uno de los tres adversarios.',
  'auction.seatsForPlay': 'Asientos para el carteo: {list} (el muerto {dummy} frente a {declarer}).',
  'auction.sitsAt': '{player}: {seat}',
  'score.duplicate':
    '{contract} por {declarer}, {tricks, plural, one {# baza} many {# de bazas} other {# bazas}}, ' +
    '{vulnerable, select, yes {vulnerable} other {no vulnerable}}: {score} (NS {ns})',
  'score.rubber':
    '{contract} por {declarer}, {tricks, plural, one {# baza} many {# de bazas} other {# bazas}}, ' +
    '{vulnerability} ({table}): {score}',
  'score.rubberNote': 'las primas de manga y de rubber dependen de la hoja de anotación (biritch score sheet)',
  'score.players':
    '{contract} por {declarer}, {tricks, plural, one {# baza} many {# de bazas} other {# bazas}}: declarante {score}',
  'score.afterExpected': '(descontado el resultado esperado {expected})',
  'score.passed': 'paso',
  'sheet.we': 'Nosotros',
  'sheet.they': 'Ellos',
  'sheet.above': 'encima de la línea',
  'sheet.below': 'debajo de la línea',
  'sheet.vulnerable': 'vulnerable',
  'sheet.vulnerableHistorical': 'vulnerable',
  'sheet.partScore': 'parcial',
  'sheet.game': 'manga',
  'sheet.rubber': 'rubber',
  'sheet.entry.tricks': 'bazas',
  'sheet.entry.contract': 'contrato',
  'sheet.entry.overtricks': 'bazas en exceso',
  'sheet.entry.undertricks': 'caídas',
  'sheet.entry.slam': 'slam',
  'sheet.entry.honours': 'honores',
  'sheet.entry.chicane': 'chicane',
  'sheet.entry.game': 'manga',
  'sheet.entry.rubber': 'rubber',
  'sheet.entry.unfinished': 'sin terminar',
  'sheet.entry.premium': 'prima',
  'sheet.table.standard': 'Bridge de rubber',
  'sheet.table.kontrakt': 'Bridge contrato (Kontrakt)',
  'sheet.table.vanderbilt': 'Bridge Vanderbilt',
  'sheet.table.reform': 'Reform',
  'cli.usage': 'uso: {usage}',
  'cli.unknownCommand': "orden desconocida ''{command}'' (véase biritch --help)",
  'cli.atColumn': '(columna {column})',
  'cli.atCall': '(voz {position}: {call})',
  'cli.badLang': "''{lang}'' no es un idioma de Biritch (en, pl, es, sk, et)",
  ...errorsEs,
  ...explainEs,
  ...webEs,
  ...clubEs,
  ...playEs,
  ...tableEs,
  ...accountEs,
};
