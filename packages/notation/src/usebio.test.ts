// USEBIO 1.2 (competition-research.md §5.3): the import of files as other programs write them
// (two sections, a phantom pair, an artificial score "A6040" as the NZ converter writes it,
// doubled contracts with *, tricks against the contract, a 1.2 date) and the export, checked
// against the schema written from the specification's element tree (usebioSchema.ts). The
// files are written by hand; the results are made up, the scores follow Law 77.
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { makeUsebio, parseUsebio } from './usebio.js';
import { checkUsebioSchema } from './usebioSchema.js';
import type { SessionResults } from './sessionResults.js';

const OTHER_PROGRAM = `<?xml version="1.0" encoding="iso-8859-1"?>
<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">
<USEBIO Version="1.2">
  <CLUB><CLUB_NAME>Nordby BK</CLUB_NAME><CLUB_ID_NUMBER>77</CLUB_ID_NUMBER></CLUB>
  <EVENT EVENT_TYPE="MP_PAIRS">
    <PROGRAM_NAME>Some scorer</PROGRAM_NAME>
    <EVENT_DESCRIPTION>Winter pairs</EVENT_DESCRIPTION>
    <DATE>3/12/2026</DATE>
    <WINNER_TYPE>2</WINNER_TYPE>
    <SECTION SECTION_ID="A">
      <PARTICIPANTS>
        <PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>NS</DIRECTION><PLACE>1=</PLACE><PERCENTAGE>58.33</PERCENTAGE>
          <PLAYER><PLAYER_NAME>Ann Alda</PLAYER_NAME><NATIONAL_ID_NUMBER>1001</NATIONAL_ID_NUMBER></PLAYER>
          <PLAYER><PLAYER_NAME>Bo Berg</PLAYER_NAME></PLAYER></PAIR>
        <PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>EW</DIRECTION>
          <PLAYER><PLAYER_NAME>Cy Carr</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Di Dahl</PLAYER_NAME></PLAYER></PAIR>
        <PAIR><PAIR_NUMBER>2</PAIR_NUMBER><DIRECTION>EW</DIRECTION>
          <PLAYER><PLAYER_NAME>Phantom</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Phantom</PLAYER_NAME></PLAYER></PAIR>
      </PARTICIPANTS>
      <BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
        <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER><CONTRACT>4S*</CONTRACT>
          <PLAYED_BY>E</PLAYED_BY><LEAD>h10</LEAD><TRICKS>-2</TRICKS><SCORE>300</SCORE>
          <NS_MATCH_POINTS>2</NS_MATCH_POINTS><EW_MATCH_POINTS>0</EW_MATCH_POINTS></TRAVELLER_LINE>
        <TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
          <SCORE></SCORE></TRAVELLER_LINE>
        <TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER>
          <SCORE>A6040</SCORE></TRAVELLER_LINE>
      </BOARD>
    </SECTION>
    <SECTION SECTION_ID="B">
      <PARTICIPANTS>
        <PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>NS</DIRECTION>
          <PLAYER><PLAYER_NAME>P&#229;l &#216;ye</PLAYER_NAME></PLAYER>
          <PLAYER><PLAYER_NAME>Eva Eng</PLAYER_NAME></PLAYER></PAIR>
      </PARTICIPANTS>
      <BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
        <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
          <CONTRACT>PASS</CONTRACT><SCORE>0</SCORE></TRAVELLER_LINE>
      </BOARD>
    </SECTION>
  </EVENT>
</USEBIO>
`;

/** The line and column where `needle` starts in the file above. */
function where(needle: string): { line: number; column: number } {
  const before = OTHER_PROGRAM.slice(0, OTHER_PROGRAM.indexOf(needle)).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

describe('import of files other programs write (USEBIO 1.2)', () => {
  const r = unwrap(parseUsebio(OTHER_PROGRAM, { file: 'winter.xml' }));
  it('reads the event: description, club, a 1.2 date, the method from MP_PAIRS, two winners', () => {
    expect(r.version).toBe('1.2');
    expect(r.results.event).toEqual({ name: 'Winter pairs', site: 'Nordby BK', date: '2026.12.03' });
    expect([r.results.method, r.results.winners]).toEqual(['matchpoints', 2]);
  });
  it('keeps pairs apart by section and direction, and drops the phantom pair', () => {
    expect(r.results.pairs.map((p) => `${p.section} ${p.direction} ${p.id}`)).toEqual(['A NS 1', 'A EW 1', 'B NS 1']);
    expect(r.results.pairs[0]).toMatchObject({
      rank: '1=',
      percent: 58.33,
      names: ['Ann Alda', 'Bo Berg'],
      memberNumbers: ['1001', null],
    });
    expect(r.results.pairs[2]!.names).toEqual(['Pål Øye', 'Eva Eng']);
  });
  it('reads the lines: * for doubled, tricks against the contract, A6040; drops the phantom and unplayed rows', () => {
    expect(r.results.boards).toEqual([
      {
        board: 1,
        lines: [
          {
            board: 1,
            section: 'A',
            ns: '1',
            ew: '1',
            contract: '4SX',
            declarer: 'E',
            lead: 'HT',
            tricks: 8,
            score: 300,
            nsPoints: 2,
            ewPoints: 0,
          },
          { board: 1, section: 'A', ns: '3', ew: '3', adjusted: { ns: 'average-plus', ew: 'average-minus' } },
          { board: 1, section: 'B', ns: '1', ew: '2', contract: 'Pass', score: 0 },
        ],
      },
    ]);
    expect(r.warnings).toEqual([]);
  });
});

describe('errors only for what is really wrong, located', () => {
  it('a file that is not XML', () => {
    expect(parseUsebio('<USEBIO>\n<EVENT>\n</USEBIO>', { file: 'x.xml' })).toMatchObject({
      ok: false,
      error: { code: 'xml/syntax', line: 3, file: 'x.xml' },
    });
  });
  it('tricks and scores that are not ones, a board without its number, a pair without its number', () => {
    const bad = (from: string, to: string) => parseUsebio(OTHER_PROGRAM.replace(from, to));
    expect(bad('<TRICKS>-2</TRICKS>', '<TRICKS>14</TRICKS>')).toMatchObject({
      ok: false,
      error: { code: 'usebio/bad-tricks', ...where('<TRICKS>-2') },
    });
    expect(bad('<SCORE>A6040</SCORE>', '<SCORE>B6040</SCORE>')).toMatchObject({
      ok: false,
      error: { code: 'results/bad-adjustment', ...where('<SCORE>A6040') },
    });
    expect(bad('<BOARD_NUMBER>1</BOARD_NUMBER>', '<BOARD_NUMBER>0</BOARD_NUMBER>')).toMatchObject({
      ok: false,
      error: { code: 'usebio/bad-board', ...where('<BOARD_NUMBER>1') },
    });
    // The second pair of section A loses its number: the error is at its <PAIR>.
    expect(bad('<PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>EW', '<DIRECTION>EW')).toMatchObject({
      ok: false,
      error: { code: 'usebio/no-pair-number', ...where('<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>EW') },
    });
    expect(bad('<CONTRACT>4S*</CONTRACT>', '<CONTRACT>4Z</CONTRACT>')).toMatchObject({
      ok: false,
      error: { code: 'contract/bad-contract', ...where('<CONTRACT>4S*') },
    });
  });
  it('takes what varies between writers: element case, EVENT_TYPE as an element, ISO dates, unknown elements', () => {
    const text = `<USEBIO Version="1.3"><EVENT><EVENT_TYPE>PAIRS</EVENT_TYPE><DATE>2026-12-03</DATE>
      <Board_Scoring_Method>CROSS_IMPS</Board_Scoring_Method><STRATIFICATION/>
      <board><board_number>4</board_number><traveller_line>
      <ns_pair_number>7</ns_pair_number><ew_pair_number>8</ew_pair_number><contract>3N</contract>
      <played_by>South</played_by><tricks>=</tricks><score>400</score><LIN_DATA>x</LIN_DATA>
      </traveller_line></board></EVENT></USEBIO>`;
    const r = unwrap(parseUsebio(text)).results;
    expect([r.method, r.event.date]).toEqual(['cross-imps', '2026.12.03']);
    expect(r.boards[0]!.lines).toEqual([
      { board: 4, ns: '7', ew: '8', contract: '3NT', declarer: 'S', tricks: 9, score: 400 },
    ]);
  });
  it('reads SESSION and SECTION containers with the section id as an element too (ImportUsebio reads both)', () => {
    const text =
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><SESSION SESSION_ID="1"><SECTION><SECTION_ID>Z</SECTION_ID>' +
      '<BOARD><BOARD_NUMBER>2</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>' +
      '<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>-90</SCORE></TRAVELLER_LINE></BOARD></SECTION></SESSION></EVENT></USEBIO>';
    expect(unwrap(parseUsebio(text)).results.boards).toEqual([
      { board: 2, lines: [{ board: 2, section: 'Z', ns: '1', ew: '2', score: -90 }] },
    ]);
  });
  it('a lead that is not a card is left out with a warning', () => {
    const r = unwrap(parseUsebio(OTHER_PROGRAM.replace('<LEAD>h10</LEAD>', '<LEAD>Z1</LEAD>')));
    expect(r.warnings.map((w) => [w.code, w.line, w.column])).toEqual([
      ['usebio/bad-lead', where('<LEAD>').line, where('<LEAD>').column],
    ]);
  });
});

const CLUB_NIGHT: SessionResults = {
  event: { name: 'Club night — Åsane', site: 'Bridge & Co', date: '2026.11.26' },
  method: 'matchpoints',
  winners: 2,
  pairs: [
    {
      id: '1',
      section: 'A',
      direction: 'NS',
      names: ['Ann Alda', 'Bo Berg'],
      memberNumbers: ['1001', null],
      rank: '1',
      total: 7,
      percent: 87.5,
      boards: 2,
    },
    {
      id: '1',
      section: 'A',
      direction: 'EW',
      names: ['Cy Carr', 'Di Dahl'],
      rank: '2',
      total: 1,
      percent: 12.5,
      boards: 2,
    },
    {
      id: '1',
      section: 'B',
      direction: 'NS',
      names: ['Pål Øye', 'Eva Eng'],
      rank: '1',
      total: 2,
      percent: 50,
      boards: 1,
    },
  ],
  boards: [
    {
      board: 1,
      lines: [
        {
          board: 1,
          section: 'A',
          ns: '1',
          ew: '1',
          contract: '3NT',
          declarer: 'N',
          lead: 'S6',
          tricks: 9,
          score: 400,
          nsPoints: 4,
          ewPoints: 0,
        },
        {
          board: 1,
          section: 'A',
          ns: '2',
          ew: '2',
          adjusted: { ns: 'average-plus', ew: 'average-minus' },
          nsPoints: 2.4,
          ewPoints: 1.6,
        },
        { board: 1, section: 'B', ns: '1', ew: '2', contract: 'Pass', score: 0, nsPoints: 1, ewPoints: 1 },
      ],
    },
    {
      board: 2,
      lines: [{ board: 2, section: 'A', ns: '1', ew: '1', contract: '4HX', declarer: 'S', tricks: 9, score: -200 }],
    },
  ],
};

describe('export (USEBIO 1.2)', () => {
  const xml = makeUsebio(CLUB_NIGHT, { program: 'Biritch', version: '0.1.0' });
  it('passes the schema written from the specification', () => {
    expect(checkUsebioSchema(xml)).toEqual([]);
  });
  it('is ASCII, not indented, declared ISO 8859-1, with the 1.2 DOCTYPE', () => {
    expect(/^[\t\n\r -~]*$/.test(xml)).toBe(true);
    const lines = xml.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="iso-8859-1"?>',
      '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
      '<USEBIO Version="1.2">',
    ]);
    expect(lines.every((l) => !l.startsWith(' '))).toBe(true);
    expect(xml).toContain('<SECTION SECTION_ID="B">');
    expect(xml).toContain('<SCORE>A6040</SCORE>');
    expect(xml).toContain('<PLAYER_NAME>P&#229;l &#216;ye</PLAYER_NAME>');
  });
  it('reads back the same results (everything USEBIO holds)', () => {
    expect(unwrap(parseUsebio(xml)).results).toEqual(CLUB_NIGHT);
  });
  it('the schema check finds what is wrong, where it is', () => {
    const broken = xml
      .replace('<DATE>26/11/2026</DATE>', '<DATE>2026-11-26</DATE>')
      .replace('<PLAYED_BY>S</PLAYED_BY>', '<PLAYED_BY>X</PLAYED_BY>')
      .replace('<PROGRAM_NAME>Biritch</PROGRAM_NAME>', '<FOO>1</FOO>');
    expect(checkUsebioSchema(broken).map((p) => [p.code, p.line])).toEqual([
      ['usebio-schema/misplaced-child', 8],
      ['usebio-schema/bad-text', 11],
      ['usebio-schema/bad-text', 75],
    ]);
  });
});

// A teams file as ImportUsebio reads them: TEAM with TEAM_ID / TEAM_NAME attributes and its
// players, MATCH with ROUND_NUMBER, TEAM, OPPOSING_TEAM and the VPs, each traveller line with the
// DIRECTION the home team sat in and the teams' own pair numbers. Scores follow Law 77.
const TEAMS_FILE = `<?xml version="1.0" encoding="iso-8859-1"?>
<USEBIO Version="1.2">
  <EVENT EVENT_TYPE="SWISS_TEAMS">
    <EVENT_DESCRIPTION>Autumn Swiss</EVENT_DESCRIPTION>
    <BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>
    <PARTICIPANTS>
      <TEAM TEAM_ID="1" TEAM_NAME="Aces"><PLACE>1</PLACE><TOTAL_SCORE>14.2</TOTAL_SCORE>
        <PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ann Alda</PLAYER_NAME></PLAYER>
          <PLAYER><PLAYER_NAME>Bo Berg</PLAYER_NAME></PLAYER></PAIR></TEAM>
      <TEAM TEAM_ID="2" TEAM_NAME="Kings"><PLACE>2</PLACE><TOTAL_SCORE>5.8</TOTAL_SCORE>
        <PLAYER><PLAYER_NAME>Cy Carr</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Di Dahl</PLAYER_NAME></PLAYER></TEAM>
      <TEAM TEAM_ID="9" TEAM_NAME="Bye"></TEAM>
    </PARTICIPANTS>
    <MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>
      <TEAM_SCORE>14.2</TEAM_SCORE><OPPOSING_TEAM_SCORE>5.8</OPPOSING_TEAM_SCORE>
      <BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
        <TRAVELLER_LINE><DIRECTION>NS</DIRECTION><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER>
          <CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE>
        <TRAVELLER_LINE><DIRECTION>EW</DIRECTION><NS_PAIR_NUMBER>4</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
          <CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><SCORE>400</SCORE></TRAVELLER_LINE>
      </BOARD>
      <BOARD><BOARD_NUMBER>2</BOARD_NUMBER>
        <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER>
          <CONTRACT>2H</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>8</TRICKS><SCORE>-110</SCORE></TRAVELLER_LINE>
        <TRAVELLER_LINE><NS_PAIR_NUMBER>4</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
          <CONTRACT>3C</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>8</TRICKS><SCORE>-50</SCORE></TRAVELLER_LINE>
      </BOARD>
    </MATCH>
    <MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>9</TEAM><OPPOSING_TEAM>3</OPPOSING_TEAM></MATCH>
  </EVENT>
</USEBIO>`;

describe('USEBIO teams', () => {
  it('reads the teams, the matches with their VPs, and each line as the teams that sat there', () => {
    const r = unwrap(parseUsebio(TEAMS_FILE)).results;
    expect(r.teams).toBe(true);
    expect(r.method).toBe('imps');
    expect(r.winners).toBe(1);
    expect(r.pairs.map((p) => [p.id, p.names, p.rank, p.total])).toEqual([
      ['1', ['Ann Alda', 'Bo Berg'], '1', 14.2],
      ['2', ['Cy Carr', 'Di Dahl'], '2', 5.8],
    ]);
    expect(r.matches).toEqual([{ round: 1, team: '1', opponent: '2', score: 14.2, opponentScore: 5.8 }]);
    // DIRECTION EW: the home team (1) sat East–West, so NS at that table is team 2.
    expect(r.boards[0]!.lines.map((l) => [l.ns, l.ew, l.round, l.score])).toEqual([
      ['1', '2', 1, 420],
      ['2', '1', 1, 400],
    ]);
    // No DIRECTION: home NS at the board's first line, EW at the second.
    expect(r.boards[1]!.lines.map((l) => [l.ns, l.ew])).toEqual([
      ['1', '2'],
      ['2', '1'],
    ]);
  });
  it('a MATCH without its teams is an error at its place', () => {
    const broken = TEAMS_FILE.replace('<OPPOSING_TEAM>2</OPPOSING_TEAM>', '');
    const r = parseUsebio(broken, { file: 't.xml' });
    expect(r).toMatchObject({ ok: false, error: { code: 'usebio/no-team', line: 14, column: 5 } });
  });
  it('exports a teams event that passes the schema and reads back the same', () => {
    const r = unwrap(parseUsebio(TEAMS_FILE)).results;
    const xml = makeUsebio(r);
    expect(checkUsebioSchema(xml)).toEqual([]);
    expect(xml).toContain('<EVENT EVENT_TYPE="TEAMS">');
    expect(xml).toContain('<TEAM TEAM_ID="1">');
    const back = unwrap(parseUsebio(xml)).results;
    expect(back.teams).toBe(true);
    expect(back.matches).toEqual(r.matches);
    expect(back.boards).toEqual(r.boards);
    expect(back.pairs).toEqual(r.pairs);
  });
});
