// Movement files: what `movement show --json` prints reads back; bad files get located errors.
import { describe, expect, it } from 'vitest';
import { makeMovementJson, parseMovementJson } from './json.js';
import { libraryMovements } from './library.js';

describe('movement JSON', () => {
  it('every library movement round-trips through its JSON', () => {
    for (const m of libraryMovements()) {
      const r = parseMovementJson(JSON.stringify(makeMovementJson(m), null, 2));
      if (!r.ok) throw new Error(`${m.name}: ${r.error.message}`);
      expect(r.value).toEqual(m);
    }
  });
  it('fills the header from the rows', () => {
    const text =
      '{"rows": [{"table":1,"round":1,"ns":1,"ew":2,"boards":[1,2]},' +
      ' {"table":1,"round":2,"ns":1,"ew":3,"boards":[3,4]}]}';
    const r = parseMovementJson(text);
    expect(r.ok && r.value).toMatchObject({
      kind: 'pairs',
      tables: 1,
      rounds: 2,
      participants: 3,
      boards: 4,
      boardsPerRound: 2,
      winners: 1,
    });
  });
  it('points at the row of a repeat meeting', () => {
    const text = [
      '{"rows": [',
      '  {"table":1,"round":1,"ns":1,"ew":2,"boards":[1]},',
      '  {"table":1,"round":2,"ns":2,"ew":1,"boards":[2]}',
      ']}',
    ].join('\n');
    const r = parseMovementJson(text);
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'movement/repeat-meeting', line: 3, column: 3, round: 2, table: 1 },
    });
  });
  it('points at a JSON syntax error', () => {
    const r = parseMovementJson('{"rows": [\n  {"table":1,,}\n]}');
    expect(r).toMatchObject({ ok: false, error: { code: 'json/syntax', line: 2, column: 14 } });
  });
  it('refuses a row without a table, and a file without rows', () => {
    expect(parseMovementJson('{"rows":[{"round":1,"boards":[1]}]}')).toMatchObject({
      ok: false,
      error: { code: 'movement/bad-row', line: 1, column: 10 },
    });
    expect(parseMovementJson('[]')).toMatchObject({ ok: false, error: { code: 'movement/bad-file' } });
    expect(parseMovementJson('{"rows":[]}')).toMatchObject({ ok: false, error: { code: 'movement/bad-file' } });
  });
  it('reads individual rows with players [N, E, S, W]', () => {
    const r = parseMovementJson('{"rows":[{"table":1,"round":1,"players":[1,2,3,4],"boards":[1]}]}');
    expect(r.ok && r.value.kind).toBe('individual');
  });
});
