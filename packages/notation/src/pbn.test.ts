// PBN 2.1 import/export (Tis Veugen et al., pbn_v21.txt, 2007). Real files: the test data's pbn/
// (BridgeComposer hand records from danvk/dds.js, Apache-2.0, and zdenecek/pbn, MIT).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { requireTestData, testDataPath } from '@biritch/testing';
import { checkRecord } from './game.js';
import { parsePbn } from './pbnReader.js';
import { makePbn } from './pbnWriter.js';
import type { AuctionItem, Comment, GameRecord, PlayItem, TagPair } from './record.js';
import { MANDATORY_TAGS } from './tags.js';

const DATA = testDataPath('pbn');
const hasData = requireTestData('pbn');
const files = hasData ? readdirSync(DATA).filter((f) => f.endsWith('.pbn')) : [];

describe.skipIf(!hasData)('real BridgeComposer files (data/pbn)', () => {
  it('finds the three files', () =>
    expect(files.sort()).toEqual(['danvk_HandRecord-12.pbn', 'danvk_HandRecord.pbn', 'zdenecek_bridgecomposer.pbn']));
  for (const f of files) {
    const bytes = readFileSync(join(DATA, f));
    it(`${f}: parses with no warnings and every game checks`, () => {
      const r = unwrap(parsePbn(bytes, { file: f }));
      expect(r.warnings).toEqual([]);
      expect(r.games.length).toBeGreaterThan(10);
      for (const g of r.games) {
        const { game, problems } = checkRecord(g);
        expect(problems).toEqual([]);
        expect(game.dealComplete).toBe(true);
        expect(game.doubleDummy).not.toBeNull();
        // The table and the hex digits are two views of the same DDS figures.
        for (const row of game.optimumResults ?? [])
          expect(game.doubleDummy![row.declarer][row.strain]).toBe(row.tricks);
      }
    });
    it(`${f}: make(parse(file)) gives the file back, byte for byte up to line ends`, () => {
      const r = parsePbn(bytes, { file: f });
      if (!r.ok) throw new Error(r.error.message);
      const out = makePbn(r.value.games, { header: r.value.header });
      expect(out).toBe(bytes.toString('latin1').replace(/\r?\n/g, '\r\n'));
    });
    it(`${f}: parse → make → parse is stable`, () => {
      const a = parsePbn(bytes);
      if (!a.ok) throw new Error(a.error.message);
      const b = parsePbn(makePbn(a.value.games, { header: a.value.header }));
      if (!b.ok) throw new Error(b.error.message);
      expect(b.value).toEqual(a.value);
    });
  }
  it('decodes the Latin-1 file (zdenecek_bridgecomposer.pbn: "2. párový turnaj")', () => {
    const r = parsePbn(readFileSync(join(DATA, 'zdenecek_bridgecomposer.pbn')));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.header.find((l) => l.startsWith('%HRTitleEvent'))).toBe(
      '%HRTitleEvent "2. párový turnaj BKP 19. 10. 2022"',
    );
  });
  it('reads the same games from CRLF and LF (danvk_HandRecord.pbn uses CRLF)', () => {
    const crlf = readFileSync(join(DATA, 'danvk_HandRecord.pbn'), 'latin1');
    expect(crlf.includes('\r\n')).toBe(true);
    expect(parsePbn(crlf.replace(/\r\n/g, '\n'))).toEqual(parsePbn(crlf));
  });
});

describe('text encodings', () => {
  it('reads UTF-8 bytes as UTF-8', () => {
    const r = unwrap(parsePbn(new TextEncoder().encode('[Event "Łódź ♠"]\n[Board "1"]\n')));
    expect(r.games[0]!.tags[0]!.value).toBe('Łódź ♠');
  });
});

// A game in import format with every kind of section annotation the standard describes.
const SAMPLE = [
  '% PBN 2.1',
  '{A game written by hand}',
  '[Event "Club night"] [Site "Sopot"]',
  '[Date',
  '  "2024.05.01"]',
  '[Board "3"]',
  '[Dealer "E"]',
  '[Vulnerable "EW"]',
  '[Deal "S:AK32.K32.A32.K32 QJT9.QJT.QJT.QJT 8765.987.987.987 4.A654.K654.A654"]',
  '[Declarer "N"]',
  '[Contract "3NT"]',
  '[Result "9"]',
  '[Auction "W"]',
  '- - 1C 1D! ; an overcall',
  '1NT =1= X $13 XX Pass',
  '^I 1S ^S 2NT {late} 3NT',
  'AP',
  '[Note "1:15-17, stopper"]',
  '[Play "E"]',
  'C4 CK !! CQ ^R S5',
  'DK - + -',
  '*',
  '[Note "1:count"]',
].join('\n');

describe('import format (PBN 2.1 §3)', () => {
  const r = parsePbn(SAMPLE, { file: 'sample.pbn' });
  if (!r.ok) throw new Error(r.error.message);
  const g = r.value.games[0]!;
  it('takes tag pairs several to a line and over two lines (§3.3)', () => {
    expect(g.tags.slice(0, 3).map((t) => [t.name, t.value])).toEqual([
      ['Event', 'Club night'],
      ['Site', 'Sopot'],
      ['Date', '2024.05.01'],
    ]);
  });
  it('keeps a comment before the first tag with the game (§3.8)', () => {
    expect(g.comments).toEqual([{ kind: 'brace', text: 'A game written by hand' }]);
  });
  it('reads calls with suffixes, notes, NAGs, comments and irregularity marks (§3.5, §3.9)', () => {
    const items = g.auction!.items;
    expect(items.map((i) => i.text)).toEqual([
      '-',
      '-',
      '1C',
      '1D',
      '1NT',
      'X',
      'XX',
      'Pass',
      '1S',
      '^S',
      '2NT',
      '3NT',
      'AP',
    ]);
    expect(items[3]).toEqual({ text: '1D', suffix: '!', comments: [{ kind: 'line', text: ' an overcall' }] });
    expect(items[4]).toEqual({ text: '1NT', note: 1 });
    expect(items[5]).toEqual({ text: 'X', nags: [13] });
    expect(items[8]).toEqual({ text: '1S', insufficient: true });
    expect(items[10]).toEqual({ text: '2NT', comments: [{ kind: 'brace', text: 'late' }] });
    expect(g.auction!.notes).toEqual([{ index: 1, text: '15-17, stopper' }]);
  });
  it('reads the play by seat columns with marks and the closing * (§3.6)', () => {
    const p = g.play!;
    expect(p.first).toBe('E');
    expect(p.tricks.map((t) => t.map((i) => i.text))).toEqual([
      ['C4', 'CK', 'CQ', 'S5'],
      ['DK', '-', '+', '-'],
    ]);
    expect(p.tricks[0]![1]).toEqual({ text: 'CK', suffix: '!!' });
    expect(p.tricks[0]![3]).toEqual({ text: 'S5', irregular: 'R' });
    expect(p.closed).toBe(true);
    expect(p.notes).toEqual([{ index: 1, text: 'count' }]);
  });
  it('checks the game: seats of the calls, alert, explanation, tricks by seat', () => {
    const { game, problems } = checkRecord(g);
    expect(problems).toEqual([]);
    const calls = game.auction!.calls;
    expect(calls[0]).toEqual({ seat: 'E', call: { type: 'bid', level: 1, strain: 'C' }, alert: false });
    expect(calls[1]!.alert).toBe(true);
    expect(calls[2]).toMatchObject({ seat: 'W', alert: true, explanation: '15-17, stopper' });
    expect(game.play!.tricks[0]).toEqual({ E: 'C4', S: 'CK', W: 'CQ', N: 'S5' });
  });
  it('writes the export format and reads it back the same', () => {
    const text = makePbn(r.value.games);
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      '% PBN 2.1',
      '% EXPORT',
      '{A game written by hand}',
      '[Event "Club night"]',
    ]);
    expect(text).toContain(
      '[Auction "W"]\r\n- - 1C 1D ! ; an overcall\r\n1NT =1= X $13 XX Pass\r\n^I 1S ^S 2NT {late} 3NT\r\nAP\r\n[Note "1:15-17, stopper"]',
    );
    expect(text).toContain('[Play "E"]\r\nC4 CK !! CQ ^R S5\r\nDK - + - *\r\n[Note "1:count"]');
    const again = parsePbn(text);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.games[0]!.auction).toEqual(g.auction);
    expect(again.value.games[0]!.play).toEqual(g.play);
    expect(makePbn(again.value.games)).toBe(text);
  });
  it('fills missing mandatory tags with "?" and puts them in MTS order (§3.4)', () => {
    const text = makePbn(
      [
        {
          comments: [],
          tags: [
            { name: 'Zeta', value: 'z' },
            { name: 'Board', value: '2' },
            { name: 'Alpha', value: 'a' },
          ],
          auction: null,
          play: null,
        },
      ],
      { header: [], eol: '\n' },
    );
    expect(text.split('\n').slice(0, 4)).toEqual(['[Event "?"]', '[Site "?"]', '[Date "?"]', '[Board "2"]']);
    expect(text.split('\n').slice(15, 17)).toEqual(['[Alpha "a"]', '[Zeta "z"]']);
  });
});

describe('tag value inheritance (PBN 2.1 §4.8)', () => {
  const text =
    '[Event "##Spring pairs"]\n[Site "Oslo"]\n[Board "1"]\n\n[Site "#"]\n[Board "2"]\n\n[Event "Summer"]\n[Board "3"]\n\n[Board "4"]\n[Site "#"]\n';
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  const value = (i: number, name: string) => r.value.games[i]!.tags.find((t) => t.name === name)?.value;
  it('copies the previous game\'s value for "#"', () =>
    expect([value(1, 'Site'), value(3, 'Site')]).toEqual(['Oslo', 'Oslo']));
  it('applies a "##" value to every later game until it is redefined', () => {
    expect([value(0, 'Event'), value(1, 'Event'), value(2, 'Event'), value(3, 'Event')]).toEqual([
      'Spring pairs',
      'Spring pairs',
      'Summer',
      'Summer',
    ]);
    expect(r.value.games[1]!.tags.find((t) => t.name === 'Event')).toEqual({
      name: 'Event',
      value: 'Spring pairs',
      implicit: true,
    });
  });
  it('writes # and ## back as written (keep), or every value in full (expand)', () => {
    const kept = parsePbn(makePbn(r.value.games, { order: 'file' }));
    if (!kept.ok) throw new Error(kept.error.message);
    expect(kept.value.games).toEqual(r.value.games);
    const expanded = makePbn(r.value.games, { inheritance: 'expand', eol: '\n' });
    expect(expanded).not.toContain('#');
    expect(expanded).toContain('[Event "Spring pairs"]\n[Site "Oslo"]\n[Date "?"]\n[Board "2"]');
  });
  it('warns when Deal uses "#", which §4.8 forbids', () => {
    const w = parsePbn('[Deal "N:AKQJ.T98.765.432 - - -"]\n\n[Deal "#"]\n');
    expect(w.ok && w.value.warnings.map((x) => [x.code, x.line, x.column])).toContainEqual([
      'pbn/no-inheritance',
      3,
      1,
    ]);
  });
});

describe('errors and warnings carry file, line and column', () => {
  it('stops at an unterminated string', () => {
    const r = parsePbn('[Event "x"]\n[Site "Oslo]\n', { file: 'bad.pbn' });
    expect(r.ok ? null : r.error).toEqual({
      code: 'pbn/unterminated-string',
      message: 'a string is not closed by a quote on the same line',
      line: 2,
      column: 7,
      file: 'bad.pbn',
    });
  });
  it('stops at an unclosed comment, pointing at its brace', () => {
    const r = parsePbn('[Event "x"]\n\n  {never closed\n');
    expect(r.ok ? null : [r.error.code, r.error.line, r.error.column]).toEqual(['pbn/unterminated-comment', 3, 3]);
  });
  it('stops at a tag without a value', () => {
    const r = parsePbn('[Event]');
    expect(r.ok ? null : [r.error.code, r.error.line, r.error.column]).toEqual(['pbn/bad-tag', 1, 7]);
  });
  it('warns about a bad deal, call and card where they are, and keeps the game', () => {
    const text = '[Deal "N:AKQ.T98.765.432 AKQ.J.J.J - -"]\n[Auction "N"]\n1C 9NT\n[Play "E"]\nSA HZ\n';
    const r = parsePbn(text, { file: 'w.pbn' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.games).toHaveLength(1);
    expect(r.value.warnings.map((w) => [w.code, w.line, w.column, w.file])).toEqual([
      ['deal/duplicate-card', 1, 1, 'w.pbn'],
      ['auction/bad-call', 3, 4, 'w.pbn'],
      ['play/bad-card', 5, 4, 'w.pbn'],
    ]);
  });
  it('ignores a repeated tag with a warning (§3.4)', () => {
    const r = parsePbn('[Board "1"]\n[Board "2"]\n');
    expect(r.ok && r.value.games[0]!.tags).toEqual([{ name: 'Board', value: '1' }]);
    expect(r.ok && r.value.warnings.map((w) => [w.code, w.line])).toEqual([['pbn/duplicate-tag', 2]]);
  });
});

// ---- generated games -------------------------------------------------------------------------

const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ 09"\\:;{}[]-#é♠!?=$*'.split('')), maxLength: 12 });
const tagText = printable.filter((s) => !s.startsWith('#'));
const comment: fc.Arbitrary<Comment> = fc.oneof(
  fc.record({
    kind: fc.constant('brace' as const),
    text: fc.string({ unit: fc.constantFrom(...'ab {;\n"'.split('')), maxLength: 10 }),
  }),
  fc.record({
    kind: fc.constant('line' as const),
    text: fc.string({ unit: fc.constantFrom(...'ab {};"'.split('')), maxLength: 10 }),
  }),
);
const comments = fc.option(fc.array(comment, { minLength: 1, maxLength: 2 }), { nil: undefined });
const annotations = fc.record(
  {
    suffix: fc.constantFrom('!', '?', '!!', '??', '!?', '?!'),
    note: fc.integer({ min: 1, max: 32 }),
    nags: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 2 }),
    comments: fc.array(comment, { minLength: 1, maxLength: 2 }),
  },
  { requiredKeys: [] },
);
const auctionItem: fc.Arbitrary<AuctionItem> = fc
  .tuple(fc.constantFrom('Pass', 'X', 'XX', '1C', '3NT', '7S', '-', '+', '^S', 'AP'), fc.boolean(), annotations)
  .map(([text, ins, a]) => (ins && /^\d/.test(text) ? { text, insufficient: true as const, ...a } : { text, ...a }));
const playItem: fc.Arbitrary<PlayItem> = fc
  .tuple(
    fc.constantFrom('SA', 'HT', 'D2', 'CK', '-', '+'),
    fc.constantFrom(undefined, 'R' as const, 'L' as const),
    annotations,
  )
  .map(([text, irregular, a]) => (irregular ? { text, irregular, ...a } : { text, ...a }));
const notes = fc.uniqueArray(fc.record({ index: fc.integer({ min: 1, max: 32 }), text: printable }), {
  selector: (n) => n.index,
  maxLength: 3,
});
const seat = fc.constantFrom('N', 'E', 'S', 'W');
const tag = (name: string): fc.Arbitrary<TagPair> =>
  fc.tuple(tagText, comments).map(([value, cs]) => (cs ? { name, value, comments: cs } : { name, value }));
const game: fc.Arbitrary<GameRecord> = fc.record({
  comments: fc.array(comment, { maxLength: 2 }),
  tags: fc
    .tuple(
      fc.tuple(...MANDATORY_TAGS.map(tag)),
      fc
        .uniqueArray(fc.constantFrom('Annotator', 'Generator', 'Room', 'Score', 'Table', 'Zz_9'), { maxLength: 3 })
        .chain((names) => fc.tuple(...names.sort().map(tag))),
      fc.option(
        fc.array(fc.tuple(seat, fc.constantFrom('NT', 'S', 'C'), fc.integer({ min: 0, max: 13 }).map(String)), {
          minLength: 1,
          maxLength: 4,
        }),
        { nil: undefined },
      ),
    )
    .map(([mts, extra, rows]) => [
      ...mts,
      ...extra,
      ...(rows
        ? [{ name: 'OptimumResultTable', value: 'Declarer;Denomination\\2R;Result\\2R', rows: rows.map((r) => [...r]) }]
        : []),
    ]),
  auction: fc.option(
    fc
      .record(
        {
          first: seat,
          items: fc.array(auctionItem, { maxLength: 10 }),
          notes,
          comments: fc.array(comment, { minLength: 1, maxLength: 2 }),
        },
        { requiredKeys: ['first', 'items', 'notes'] },
      )
      .chain((a) => fc.boolean().map((closed) => (closed ? { ...a, closed: true as const } : a))),
    { nil: null },
  ),
  play: fc.option(
    fc.tuple(seat, fc.array(playItem, { maxLength: 14 }), notes, fc.boolean()).map(([first, items, ns, closed]) => {
      const tricks: PlayItem[][] = [];
      for (let k = 0; k < items.length; k += 4) tricks.push(items.slice(k, k + 4));
      return closed ? { first, tricks, notes: ns, closed: true as const } : { first, tricks, notes: ns };
    }),
    { nil: null },
  ),
});

describe('generated games (fast-check)', () => {
  it('parse(make(games)) gives the games back', () => {
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 3 }), (games) => {
        const text = makePbn(games);
        const r = parsePbn(text, { check: false });
        if (!r.ok) throw new Error(`${r.error.message} at ${r.error.line}:${r.error.column}\n${text}`);
        expect(r.value.games).toEqual(games);
        expect(makePbn(r.value.games)).toBe(text);
      }),
      { numRuns: 300, seed: 20240501 },
    );
  });
});

describe('supplemental sections (PBN 2.1 §5)', () => {
  it('keeps string elements of a table verbatim and writes the rows back', () => {
    const text =
      '[Board "1"]\n[ScoreTable "PairId_NS\\\\2R;Names_NS;Score_NS"]\n 1 "Smith, J.; Doe \\\\A" 420\n12 "Kowalski" -50\n';
    const r = unwrap(parsePbn(text));
    const t = r.games[0]!.tags.find((x) => x.name === 'ScoreTable')!;
    expect(t.value).toBe('PairId_NS\\2R;Names_NS;Score_NS');
    expect(t.rows).toEqual([
      ['1', '"Smith, J.; Doe \\\\A"', '420'],
      ['12', '"Kowalski"', '-50'],
    ]);
    expect(makePbn(r.games, { order: 'file', header: [], eol: '\n' })).toBe(
      '[Board "1"]\n[ScoreTable "PairId_NS\\2R;Names_NS;Score_NS"]\n 1 "Smith, J.; Doe \\\\A" 420\n12 "Kowalski" -50\n',
    );
  });
});

describe('suffixes as NAGs (PBN 2.1 §3.5.2, §3.6.2)', () => {
  it("turns '1S !! =1= $25' into '1S =1= $3 $25' and a card's !! into $9", () => {
    const r = unwrap(parsePbn('[Dealer "N"]\n[Auction "N"]\n1S !! =1= $25\n[Note "1:x"]\n[Play "E"]\nSK !! $200\n'));
    const text = makePbn(r.games, { suffixes: 'nag', eol: '\n' });
    expect(text).toContain('[Auction "N"]\n1S =1= $3 $25\n');
    expect(text).toContain('[Play "E"]\nSK $9 $200\n');
  });
});
