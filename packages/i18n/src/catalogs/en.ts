/**
 * The English catalog: the source of every message id (`as const`, so the ids and their
 * placeholders are types). ICU MessageFormat; other locales must have the same ids, the same
 * placeholders and every plural category their language needs (checked by `checkCatalogs`).
 *
 * ```ts
 * en['count.tricks'] // '{count, plural, one {# trick} other {# tricks}}'
 * ```
 * Bridge notation (calls, cards, seat letters) is not here: it lives in `@biritch/notation`'s
 * locale tables, which parse as well as print.
 */
import { errorsEn } from './errors.en.js';
import { explainEn } from './explain.en.js';
import { clubEn } from './club.en.js';
import { webEn } from './web.en.js';
import { playEn } from './play.en.js';
import { tableEn } from './table.en.js';
import { accountEn } from './account.en.js';

/** Joins the parts of a long message, keeping the literal type (so its arguments stay typed). */
const lines = <const P extends readonly string[]>(...parts: P): Join<P> => parts.join('') as Join<P>;
type Join<P extends readonly string[]> = P extends readonly [
  infer A extends string,
  ...infer R extends readonly string[],
]
  ? `${A}${Join<R>}`
  : '';

/** The English messages (interface, command line, score sheets) and the error messages. */
export const en = {
  'seat.N': 'North',
  'seat.E': 'East',
  'seat.S': 'South',
  'seat.W': 'West',
  'side.NS': 'North–South',
  'side.EW': 'East–West',
  'vul.none': 'None',
  'vul.NS': 'N-S',
  'vul.EW': 'E-W',
  'vul.both': 'Both',
  'vulnerable.yes': 'vulnerable',
  'vulnerable.no': 'not vulnerable',
  'common.none': 'none',
  'count.tricks': '{count, plural, one {# trick} other {# tricks}}',
  'count.boards': '{count, plural, one {# board} other {# boards}}',
  'count.undertricks': '{count, plural, one {down #} other {down #}}',
  'count.imps': '{count, plural, one {# IMP} other {# IMPs}}',
  'diagram.board': 'Board {board}',
  'diagram.dealer': 'Dealer {seat}',
  'diagram.vulnerable': 'Vulnerable {vul}',
  'auction.passedOut': 'Passed out.',
  'auction.notPlayed': 'Not played: no partnership was formed (the 2018 option); zero for everyone.',
  'auction.contract': lines(
    'Contract {contract}{doubling, select, doubled { doubled} redoubled { redoubled} other {}} by {declarer}; ',
    'dummy {dummy}; opening lead from {leader}.',
  ),
  'auction.incomplete': 'Not complete: {seat} to call. Legal: {calls}',
  'auction.owners': 'Owners: {list}.',
  'auction.partnerships': 'Partnerships: {list}.',
  'auction.dummyNotPartner': "Dummy {dummy} is not declarer's partner: scored as one of three opponents.",
  'auction.seatsForPlay': 'Seats for the play: {list} (dummy {dummy} faces {declarer}).',
  'auction.sitsAt': '{player} sits {seat}',
  'score.duplicate': lines(
    '{contract} by {declarer}, {tricks, plural, one {# trick} other {# tricks}}, ',
    '{vulnerable, select, yes {vulnerable} other {not vulnerable}}: {score} (NS {ns})',
  ),
  'score.rubber': lines(
    '{contract} by {declarer}, {tricks, plural, one {# trick} other {# tricks}}, ',
    '{vulnerability} ({table}): {score}',
  ),
  'score.rubberNote': 'game and rubber premiums depend on the score sheet (biritch score sheet)',
  'score.players': '{contract} by {declarer}, {tricks, plural, one {# trick} other {# tricks}}: declarer {score}',
  'score.afterExpected': '(after expected {expected})',
  'score.passed': 'pass',
  'sheet.we': 'We',
  'sheet.they': 'They',
  'sheet.above': 'above the line',
  'sheet.below': 'below the line',
  'sheet.vulnerable': 'vulnerable',
  'sheet.vulnerableHistorical': 'vulnerable',
  'sheet.partScore': 'part score',
  'sheet.game': 'game',
  'sheet.rubber': 'rubber',
  'sheet.entry.tricks': 'tricks',
  'sheet.entry.contract': 'contract',
  'sheet.entry.overtricks': 'overtricks',
  'sheet.entry.undertricks': 'undertricks',
  'sheet.entry.slam': 'slam',
  'sheet.entry.honours': 'honours',
  'sheet.entry.chicane': 'chicane',
  'sheet.entry.game': 'game',
  'sheet.entry.rubber': 'rubber',
  'sheet.entry.unfinished': 'unfinished',
  'sheet.entry.premium': 'premium',
  'sheet.table.standard': 'Rubber bridge',
  'sheet.table.kontrakt': 'Contract bridge (Kontrakt)',
  'sheet.table.vanderbilt': 'Vanderbilt bridge',
  'sheet.table.reform': 'Reform',
  'cli.usage': 'usage: {usage}',
  'cli.unknownCommand': "unknown command ''{command}'' (see biritch --help)",
  'cli.atColumn': '(column {column})',
  'cli.atCall': '(call {position}: {call})',
  'cli.badLang': "''{lang}'' is not a language of Biritch (en, pl, es, sk, et)",
  ...errorsEn,
  ...explainEn,
  ...webEn,
  ...clubEn,
  ...playEn,
  ...tableEn,
  ...accountEn,
} as const;
