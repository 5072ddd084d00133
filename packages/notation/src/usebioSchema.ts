/**
 * A schema for USEBIO 1.2, written from the element tree of the specification as real writers
 * and readers use it (competition-research.md §5.3; the DTD itself, usebio_v1_2.dtd, is not
 * reachable from here), and a checker that holds a file to it.
 *
 * ```ts
 * checkUsebioSchema(makeUsebio(results))  // [] — every export must pass
 * checkUsebioSchema('<USEBIO Version="1.2"><EVENT/></USEBIO>')
 * // [{ code: 'usebio-schema/missing-attribute', message: '<EVENT> needs EVENT_TYPE', line: 1, column: 23 }]
 * ```
 * Each element has a content model: a sequence of children, each with how often it may occur
 * (`1`, `?`, `*`, `+`) and, for a choice, several names; leaves have a text pattern. Order is
 * the tree's. It is strict on purpose — it checks what Biritch writes; files from other
 * programs are read by `parseUsebio`, which is lenient.
 */
import { locatedError, type NotationError } from './text.js';
import { parseXmlTree, type XmlElement } from './xml.js';

/** How often a child may occur. */
export type Occurs = '1' | '?' | '*' | '+';

/** An element's rule: its children in order (a choice lists several names), its attributes, its text. */
export interface ElementRule {
  readonly children?: readonly { readonly names: readonly string[]; readonly occurs: Occurs }[];
  readonly attributes?: Readonly<Record<string, { readonly required: boolean; readonly pattern?: RegExp }>>;
  /** A leaf's text; absent for elements with children. */
  readonly text?: RegExp;
}

const one = (name: string, occurs: Occurs = '1') => ({ names: [name], occurs });
const ANY = /^[\s\S]*$/;
const INT = /^\d+$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const PAIR_ID = /^[^\s<>&]+$/;

/** Boards, participants and matches: what EVENT, SESSION and SECTION hold. */
const RESULTS = [one('PARTICIPANTS', '?'), one('MATCH', '*'), one('BOARD', '*')] as const;

/** USEBIO 1.2, element by element (competition-research.md §5.3). */
export const USEBIO_SCHEMA: Readonly<Record<string, ElementRule>> = {
  USEBIO: {
    attributes: { Version: { required: true, pattern: /^1\.[23]$/ } },
    children: [one('CLUB', '?'), one('EVENT', '+')],
  },
  CLUB: { children: [one('CLUB_NAME', '?'), one('CLUB_ID_NUMBER', '?')] },
  CLUB_NAME: { text: ANY },
  CLUB_ID_NUMBER: { text: ANY },
  EVENT: {
    attributes: {
      EVENT_TYPE: { required: true, pattern: /^(PAIRS|INDIVIDUAL|SWISS_PAIRS|TEAMS|SWISS_TEAMS|MP_PAIRS)$/ },
    },
    children: [
      one('PROGRAM_NAME', '?'),
      one('PROGRAM_VERSION', '?'),
      one('EVENT_DESCRIPTION', '?'),
      one('DATE', '?'),
      one('EVENT_IDENTIFIER', '?'),
      one('MASTER_POINT_SCALE', '?'),
      one('BOARD_SCORING_METHOD', '?'),
      one('MATCH_SCORING_METHOD', '?'),
      one('WINNER_TYPE', '?'),
      one('BOARDS_PLAYED', '?'),
      one('BOARDS_PER_ROUND', '?'),
      one('PAIRS', '?'),
      one('EW_PAIRS', '?'),
      one('SECTION_COUNT', '?'),
      one('SESSION_COUNT', '?'),
      one('MPS_AWARDED_FLAG', '?'),
      one('CONTACT', '?'),
      { names: ['SESSION', 'SECTION'], occurs: '*' },
      ...RESULTS,
    ],
  },
  PROGRAM_NAME: { text: ANY },
  PROGRAM_VERSION: { text: ANY },
  EVENT_DESCRIPTION: { text: ANY },
  DATE: { text: /^\d{2}\/\d{2}\/\d{4}$/ },
  EVENT_IDENTIFIER: { text: ANY },
  MASTER_POINT_SCALE: { text: ANY },
  BOARD_SCORING_METHOD: { text: /^(MATCH_POINTS|BUTLER_IMPS|CROSS_IMPS|AGGREGATE|IMPS|PAB|BAM|HYBRID|OTHER)$/ },
  MATCH_SCORING_METHOD: { text: ANY },
  WINNER_TYPE: { text: /^[12]$/ },
  BOARDS_PLAYED: { text: INT },
  BOARDS_PER_ROUND: { text: INT },
  PAIRS: { text: INT },
  EW_PAIRS: { text: INT },
  SECTION_COUNT: { text: INT },
  SESSION_COUNT: { text: INT },
  MPS_AWARDED_FLAG: { text: /^[YN]$/ },
  CONTACT: { children: [one('FULL_NAME', '?')] },
  FULL_NAME: { text: ANY },
  SESSION: { attributes: { SESSION_ID: { required: false } }, children: [one('SECTION', '*'), ...RESULTS] },
  SECTION: { attributes: { SECTION_ID: { required: true, pattern: /^\S+$/ } }, children: [...RESULTS] },
  PARTICIPANTS: { children: [{ names: ['PAIR', 'TEAM'], occurs: '*' }] },
  PAIR: {
    children: [
      one('PAIR_NUMBER'),
      one('DIRECTION', '?'),
      one('BOARDS_PLAYED', '?'),
      one('PLACE', '?'),
      one('TOTAL_SCORE', '?'),
      one('PERCENTAGE', '?'),
      one('MASTER_POINTS', '?'),
      one('ADJUSTMENT', '?'),
      one('HANDICAP', '?'),
      one('STRAT_PLACE', '?'),
      one('STRAT_NUMBER', '?'),
      one('PLAYER', '*'),
    ],
  },
  PAIR_NUMBER: { text: PAIR_ID },
  DIRECTION: { text: /^(NS|EW)$/ },
  PLACE: { text: /^\d+=?$/ },
  TOTAL_SCORE: { text: DECIMAL },
  PERCENTAGE: { text: DECIMAL },
  MASTER_POINTS: { children: [one('MASTER_POINTS_AWARDED'), one('MASTER_POINT_TYPE', '?')] },
  MASTER_POINTS_AWARDED: { text: DECIMAL },
  MASTER_POINT_TYPE: { text: ANY },
  ADJUSTMENT: { text: DECIMAL },
  HANDICAP: { text: DECIMAL },
  STRAT_PLACE: { text: /^\d+=?$/ },
  STRAT_NUMBER: { text: INT },
  PLAYER: { children: [one('PLAYER_NAME'), one('NATIONAL_ID_NUMBER', '?'), one('PLAYER_NUMBER', '?')] },
  PLAYER_NAME: { text: ANY },
  NATIONAL_ID_NUMBER: { text: ANY },
  PLAYER_NUMBER: { text: ANY },
  TEAM: {
    attributes: { TEAM_ID: { required: false }, TEAM_NAME: { required: false } },
    children: [
      { names: ['PAIR', 'PLAYER'], occurs: '*' },
      one('PLACE', '?'),
      one('TOTAL_SCORE', '?'),
      one('WINS_OR_DRAWS', '?'),
    ],
  },
  WINS_OR_DRAWS: { text: DECIMAL },
  MATCH: {
    children: [
      one('ROUND_NUMBER', '?'),
      { names: ['TEAM', 'NS_PAIR_NUMBER'], occurs: '1' },
      { names: ['OPPOSING_TEAM', 'EW_PAIR_NUMBER'], occurs: '1' },
      { names: ['TEAM_SCORE', 'NS_SCORE'], occurs: '?' },
      { names: ['OPPOSING_TEAM_SCORE', 'EW_SCORE'], occurs: '?' },
      one('BOARD', '*'),
    ],
  },
  'MATCH/TEAM': { text: ANY },
  ROUND_NUMBER: { text: INT },
  OPPOSING_TEAM: { text: ANY },
  TEAM_SCORE: { text: DECIMAL },
  OPPOSING_TEAM_SCORE: { text: DECIMAL },
  NS_SCORE: { text: DECIMAL },
  EW_SCORE: { text: DECIMAL },
  BOARD: { children: [one('BOARD_NUMBER'), one('TRAVELLER_LINE', '*')] },
  BOARD_NUMBER: { text: /^[1-9]\d*$/ },
  TRAVELLER_LINE: {
    children: [
      // Teams: the direction the MATCH's TEAM sat in at this table (read so by ImportUsebio).
      one('DIRECTION', '?'),
      one('NS_PAIR_NUMBER'),
      one('EW_PAIR_NUMBER'),
      one('CONTRACT', '?'),
      one('PLAYED_BY', '?'),
      one('LEAD', '?'),
      one('TRICKS', '?'),
      one('SCORE', '?'),
      one('NS_MATCH_POINTS', '?'),
      one('EW_MATCH_POINTS', '?'),
    ],
  },
  NS_PAIR_NUMBER: { text: PAIR_ID },
  EW_PAIR_NUMBER: { text: PAIR_ID },
  CONTRACT: { text: /^(PASS|[1-7](C|D|H|S|NT)(X|XX)?)$/ },
  PLAYED_BY: { text: /^[NESW]$/ },
  LEAD: { text: /^[CDHS][2-9TJQKA]$/ },
  TRICKS: { text: /^(1[0-3]|\d)$/ },
  SCORE: { text: /^(-?\d+|A\d{4}|A\d+(?:\.\d+)?\/\d+(?:\.\d+)?)$/ },
  NS_MATCH_POINTS: { text: DECIMAL },
  EW_MATCH_POINTS: { text: DECIMAL },
};

/** Checks an element (and all below it) against the schema; problems are located. */
function checkElement(
  e: XmlElement,
  schema: Readonly<Record<string, ElementRule>>,
  file: string | undefined,
  out: NotationError[],
  parent = '',
): void {
  const problem = (code: string, message: string, at = e.at): void => {
    out.push(locatedError(code, message, at, file));
  };
  // A rule for the element under its parent (`MATCH/TEAM` is a team number, `TEAM` a team).
  const rule = schema[`${parent}/${e.name}`] ?? schema[e.name];
  if (!rule) {
    problem('usebio-schema/unknown-element', `<${e.name}> is not a USEBIO 1.2 element`);
    return;
  }
  const attrs = rule.attributes ?? {};
  for (const [name, a] of Object.entries(attrs)) {
    const v = e.attributes[name];
    if (v === undefined) {
      if (a.required) problem('usebio-schema/missing-attribute', `<${e.name}> needs ${name}`);
    } else if (a.pattern && !a.pattern.test(v))
      problem('usebio-schema/bad-attribute', `<${e.name}> ${name}="${v}" is not allowed`);
  }
  for (const name of Object.keys(e.attributes))
    if (!(name in attrs)) problem('usebio-schema/unknown-attribute', `<${e.name}> has no attribute ${name}`);
  if (rule.text) {
    if (e.children.length > 0)
      problem(
        'usebio-schema/unexpected-child',
        `<${e.name}> holds text, not <${e.children[0]!.name}>`,
        e.children[0]!.at,
      );
    else if (!rule.text.test(e.text)) problem('usebio-schema/bad-text', `<${e.name}> '${e.text}' is not allowed`);
    return;
  }
  if (e.text !== '')
    problem('usebio-schema/unexpected-text', `<${e.name}> holds elements, not text '${e.text.slice(0, 20)}'`);
  // The children against the sequence: each item takes as many as it may, in order.
  let i = 0;
  for (const item of rule.children ?? []) {
    let count = 0;
    while (
      i < e.children.length &&
      item.names.includes(e.children[i]!.name) &&
      (count === 0 || item.occurs === '*' || item.occurs === '+')
    ) {
      i++;
      count++;
    }
    if (count === 0 && (item.occurs === '1' || item.occurs === '+')) {
      const next = e.children[i];
      const before = next ? ` before <${next.name}>` : '';
      problem(
        'usebio-schema/missing-child',
        `<${e.name}> needs <${item.names.join('> or <')}>${before}`,
        next?.at ?? e.at,
      );
    }
  }
  if (i < e.children.length) {
    const c = e.children[i]!;
    problem(
      'usebio-schema/misplaced-child',
      schema[c.name] ? `<${c.name}> is not allowed here in <${e.name}>` : `<${c.name}> is not a USEBIO 1.2 element`,
      c.at,
    );
  }
  for (const c of e.children) if (schema[c.name] || i >= e.children.length) checkElement(c, schema, file, out, e.name);
}

/** Checks a USEBIO file against `USEBIO_SCHEMA`: every problem, located; empty when the file conforms. */
export function checkUsebioSchema(text: string, opts: { readonly file?: string | undefined } = {}): NotationError[] {
  const tree = parseXmlTree(text, opts.file);
  if (!tree.ok) return [tree.error];
  if (tree.value.name !== 'USEBIO')
    return [
      locatedError(
        'usebio-schema/bad-root',
        `the root is <${tree.value.name}>, not <USEBIO>`,
        tree.value.at,
        opts.file,
      ),
    ];
  const out: NotationError[] = [];
  checkElement(tree.value, USEBIO_SCHEMA, opts.file, out);
  return out;
}
