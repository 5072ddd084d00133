// Participants pasted or imported as CSV (issue 24, director console: "paste or import a CSV
// list"; RFC 4180 quoting); every refusal has a code, a line and a column (COMMON.md).
import { describe, expect, it } from 'vitest';
import { parseParticipantsCsv } from './csv.js';

const pairs = { players: [2, 2] as [number, number] };
const error = (text: string, opts = pairs) => {
  const r = parseParticipantsCsv(text, opts);
  return r.ok ? null : { code: r.error.code, line: r.error.line, column: r.error.column };
};

describe('parseParticipantsCsv reads', () => {
  it('numbers, names and member numbers by the header', () =>
    expect(parseParticipantsCsv('Number,Name1,Member1,Name2,Member2\n7,Ann Lee,123,Bo Chan,\n', pairs)).toEqual({
      ok: true,
      value: [{ id: '7', players: [{ name: 'Ann Lee', memberNumber: '123' }, { name: 'Bo Chan' }] }],
    }));
  it('semicolons, quotes with commas and doubled quotes, CRLF and blank lines', () =>
    expect(parseParticipantsCsv('name1;name2\r\n"Lee, Ann";"Bo ""B"" Chan"\r\n\r\nCy;Di\r\n', pairs)).toEqual({
      ok: true,
      value: [
        { players: [{ name: 'Lee, Ann' }, { name: 'Bo "B" Chan' }] },
        { players: [{ name: 'Cy' }, { name: 'Di' }] },
      ],
    }));
  it('a team of five among teams of four to six', () =>
    expect(parseParticipantsCsv('name1,name2,name3,name4,name5\nA,B,C,D,E\n', { players: [4, 6] }).ok).toBe(true));
});

describe('parseParticipantsCsv refuses, with the line and column', () => {
  it('an unknown column', () =>
    expect(error('number,nom1,name2\n1,A,B\n')).toEqual({ code: 'csv/unknown-column', line: 1, column: 8 }));
  it('a list with no header', () =>
    expect(error('1,Ann,Bo\n')).toEqual({ code: 'csv/unknown-column', line: 1, column: 1 }));
  it('a bad number', () =>
    expect(error('number,name1,name2\nx7,A,B\n')).toEqual({ code: 'csv/bad-number', line: 2, column: 1 }));
  it('a number given twice', () =>
    expect(error('number,name1,name2\n3,A,B\n3,C,D\n')).toEqual({ code: 'csv/duplicate-number', line: 3, column: 1 }));
  it('a pair of one', () =>
    expect(error('name1,name2\nA,\n')).toEqual({ code: 'csv/wrong-players', line: 2, column: 1 }));
  it('a quote left open', () => expect(error('name1,name2\n"A,B\n')?.code).toBe('csv/unclosed-quote'));
  it('more fields than columns', () =>
    expect(error('name1,name2\nA,B,C\n')).toEqual({ code: 'csv/unknown-column', line: 2, column: 5 }));
  it('a header and nothing else', () => expect(error('name1,name2\n')?.code).toBe('csv/empty'));
  it('nothing at all', () => expect(error('  \n')?.code).toBe('csv/empty'));
});
