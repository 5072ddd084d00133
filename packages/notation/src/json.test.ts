// JSON form of game records: round trips over the real files in the test data's pbn/ and
// coded, located refusals of bad input.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { requireTestData, testDataPath } from '@biritch/testing';
import { gamesFromJson, locateJsonPath, makeJson, parseJson, recordFromJson, recordToJson } from './json.js';
import { parsePbn } from './pbnReader.js';
import { parseLin } from './lin.js';

describe('JSON game records', () => {
  it.skipIf(!requireTestData('pbn/danvk_HandRecord.pbn'))(
    'round-trips every game of the real PBN files (danvk_HandRecord.pbn)',
    () => {
      const games = unwrap(parsePbn(readFileSync(testDataPath('pbn/danvk_HandRecord.pbn')))).games;
      const back = unwrap(parseJson(makeJson(games)));
      expect(back.games).toEqual(games);
    },
  );
  it('round-trips auction notes, alerts and play from LIN', () => {
    const games = unwrap(parseLin('md|1SAKQHAKQDAKQCAKQ2,SJ,,|mb|1C!|an|strong|mb|p|mb|p|mb|p|pc|SA|pc|SJ|')).games;
    expect(unwrap(gamesFromJson(JSON.parse(makeJson(games))))).toEqual(games);
  });
  it('writes a stable shape with a format and a version', () => {
    const text = makeJson([{ comments: [], tags: [{ name: 'Board', value: '1' }], auction: null, play: null }]);
    expect(JSON.parse(text)).toEqual({
      format: 'biritch-games',
      version: 1,
      games: [{ comments: [], tags: [{ name: 'Board', value: '1' }], auction: null, play: null }],
    });
    expect(
      recordToJson({ comments: [], tags: [{ name: 'B', value: 'x', comments: [] }], auction: null, play: null })
        .tags[0],
    ).toEqual({ name: 'B', value: 'x' });
  });
  it('refuses bad input with a code and a path', () => {
    const cases: [unknown, string, string][] = [
      [
        { comments: [], tags: [{ name: 'Bad name', value: '' }], auction: null, play: null },
        'json/bad-tag-name',
        'game.tags[0].name',
      ],
      [
        { comments: [], tags: [], auction: { first: 'N', items: [{ text: '1C', note: 0 }], notes: [] }, play: null },
        'json/bad-number',
        'game.auction.items[0].note',
      ],
      [
        { comments: [], tags: [], auction: null, play: { first: 'N', tricks: [[{ text: 'SA' }], []], notes: [] } },
        'json/bad-trick',
        'game.play.tricks[0]',
      ],
      [{ comments: [], tags: [], auction: null, play: null, extra: 1 }, 'json/unknown-field', 'game.extra'],
      [
        { comments: [{ kind: 'brace', text: 'a}b' }], tags: [], auction: null, play: null },
        'json/bad-comment',
        'game.comments[0].text',
      ],
      [{ tags: [], auction: null, play: null }, 'json/missing-field', 'game.comments'],
      ['x', 'json/not-object', 'game'],
    ];
    for (const [value, code, path] of cases) {
      const r = recordFromJson(value);
      expect(r.ok ? null : [r.error.code, r.error.path]).toEqual([code, path]);
    }
  });
  it('gives a JSON syntax error its line and column', () => {
    const r = parseJson('{\n  "games": [,]\n}', { file: 'g.json' });
    expect(r.ok ? null : [r.error.code, r.error.line, r.error.column, r.error.file]).toEqual([
      'json/syntax',
      2,
      13,
      'g.json',
    ]);
    const end = parseJson('{"games": [');
    expect(end.ok ? null : [end.error.line, end.error.column]).toEqual([1, 12]);
  });
});

describe('PBN header in JSON', () => {
  it('carries the % lines through, and refuses a line that is not one', () => {
    const text = makeJson([], { pbnHeader: ['% PBN 2.1', '%Creator: BridgeComposer Version 5.43.2'] });
    expect(unwrap(parseJson(text)).pbnHeader).toEqual(['% PBN 2.1', '%Creator: BridgeComposer Version 5.43.2']);
    const bad = parseJson(JSON.stringify({ games: [], pbnHeader: ['Creator'] }));
    expect(bad.ok ? '' : bad.error.code).toBe('json/bad-header');
  });
});

describe('locateJsonPath', () => {
  const text =
    '{\n  "a": [123, {"b": "x\\"y"}, {"c": [ 5 , 6 ]}],\n  "d": { "e": null, "f": [true, 12.5e3, "]"], "g": 1 }\n}';
  it('finds the line and column of the value at a path, past strings with escapes and brackets', () => {
    expect(locateJsonPath(text, ['a', 2, 'c', 1])).toEqual({ line: 2, column: 41 });
    expect(locateJsonPath(text, ['a', 1, 'b'])).toEqual({ line: 2, column: 20 });
    expect(locateJsonPath(text, ['d', 'g'])).toEqual({ line: 3, column: 52 });
  });
  it('stops at the deepest value a path reaches', () => {
    expect(locateJsonPath(text, ['a', 9])).toEqual({ line: 2, column: 8 });
    expect(locateJsonPath(text, ['zz'])).toEqual({ line: 1, column: 1 });
  });
});
