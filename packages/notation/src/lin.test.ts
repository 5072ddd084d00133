// BBO LIN. The sample board is the first of the three-board file posted in the BBO Discussion
// Forums thread ".lin file format structure" (topic 19814, 2007); its result line says 4HN+1.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { makeLin, makeLinHand, parseLin, parseLinHand } from './lin.js';
import { checkRecord } from './game.js';
import { parsePbn } from './pbnReader.js';
import { makePbn } from './pbnWriter.js';
import { tagValue } from './record.js';

const BOARD1 =
  'qx|o1|pn|wlodawa,Marion89,kontiki_,scoob|st||md|3S269H2568QADTQC2T,S47AHJD3479C4567Q,S58QH479KDKAC38JA,|rh||ah|Board 1|sv|o|' +
  'mb|1N|mb|p|mb|2D|mb|p|mb|3H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|SJ|pc|S2|pc|SA|pc|S5|pg||pc|C4|pc|C3|pc|CK|pc|C2|pg||' +
  'pc|C9|pc|CT|pc|CQ|pc|CA|pg||pc|H4|pc|H3|pc|HA|pc|HJ|pg||pc|H2|pc|C5|pc|HK|pc|HT|pg||pc|CJ|pc|D2|pc|S6|pc|C6|pg||' +
  'pc|C8|pc|S3|pc|S9|pc|C7|mc|11|pg||';
const HEADER = "vg|#387 Pairs Komal's Tourney for all,Bridge Base Online,P,1,3,,,,|rs|4HN+1,,4HS=,,3NS+3,|";

const pairs = (lin: string, key: string): string[] =>
  [...lin.matchAll(new RegExp(`(?<=^|\\||\\n)${key}\\|([^|]*)\\|`, 'g'))].map((m) => m[1]!);

describe('LIN import (BBO forum sample, board 1)', () => {
  const r = unwrap(parseLin(`${HEADER}\n${BOARD1}`, { file: 'sample.lin' }));
  const g = r.games[0]!;
  it('keeps the file-level pairs as the header', () => expect(r.header.map((p) => p.key)).toEqual(['vg', 'rs']));
  it('reads players S, W, N, E, the dealer digit, the board, the room and the vulnerability', () => {
    expect(r.warnings).toEqual([]);
    expect(
      ['South', 'West', 'North', 'East', 'Dealer', 'Board', 'Room', 'Vulnerable'].map((t) => tagValue(g, t)),
    ).toEqual(['wlodawa', 'Marion89', 'kontiki_', 'scoob', 'N', '1', 'Open', 'None']);
  });
  it('works out the fourth hand that md leaves out', () => {
    const { game } = checkRecord(g);
    expect(game.dealComplete).toBe(true);
    expect(makeLinHand(game.deal!.E)).toBe('SKJT3HT3DJ8652CK9');
  });
  it('finds contract, declarer (the first of N-S to bid hearts) and the claimed result: 4HN+1', () => {
    expect([tagValue(g, 'Contract'), tagValue(g, 'Declarer'), tagValue(g, 'Result')]).toEqual(['4H', 'N', '11']);
  });
  it('lays the cards out by seat from the opening leader, as PBN does', () => {
    expect(g.play!.first).toBe('E');
    expect(g.play!.tricks[0]!.map((i) => i.text)).toEqual(['SJ', 'S2', 'SA', 'S5']); // E S W N
    expect(g.play!.tricks[1]!.map((i) => i.text)).toEqual(['CK', 'C2', 'C4', 'C3']); // W led C4 after winning SA
    expect(g.play!.closed).toBe(true); // the claim ends the play
  });
  it('writes the same calls and cards back, in order of play', () => {
    const out = makeLin(r.games);
    expect(pairs(out, 'mb')).toEqual(pairs(BOARD1, 'mb'));
    expect(pairs(out, 'pc')).toEqual(pairs(BOARD1, 'pc'));
    expect(pairs(out, 'mc')).toEqual(['11']);
    expect(unwrap(parseLin(out)).games).toEqual(r.games);
  });
  it('goes LIN → PBN → LIN without loss', () => {
    const pbn = unwrap(parsePbn(makePbn(r.games)));
    expect(pbn.warnings).toEqual([]);
    expect(makeLin(pbn.games)).toBe(makeLin(r.games));
  });
});

describe('LIN alerts, explanations, several boards', () => {
  it('reads ! as an alert and an| as the explanation of the call before it', () => {
    const r = unwrap(parseLin('md|1SAKQHAKQDAKQCAKQ2,,,|sv|b|mb|1C!|an|Precision, 16+|mb|1D|an|negative|mb|p|'));
    const items = r.games[0]!.auction!.items;
    expect(items).toEqual([{ text: '1C', suffix: '!', note: 1 }, { text: '1D', note: 2 }, { text: 'Pass' }]);
    expect(r.games[0]!.auction!.notes).toEqual([
      { index: 1, text: 'Precision, 16+' },
      { index: 2, text: 'negative' },
    ]);
    const calls = checkRecord(r.games[0]!).game.auction!.calls;
    expect(calls.map((c) => [c.seat, c.alert, c.explanation])).toEqual([
      ['S', true, 'Precision, 16+'],
      ['W', true, 'negative'],
      ['N', false, undefined],
    ]);
    expect(makeLin(r.games)).toContain('mb|1C!|an|Precision, 16+|mb|1D|an|negative|mb|p|');
  });
  it('starts a new game at each qx and at a second md', () => {
    const r = unwrap(parseLin('qx|o1|md|1SA,,,|qx|c1|md|2SK,,,|md|3SQ,,,|'));
    expect(r.games.map((g) => [tagValue(g, 'Room'), tagValue(g, 'Dealer')])).toEqual([
      ['Open', 'S'],
      ['Closed', 'W'],
      [undefined, 'N'],
    ]);
  });
});

describe('LIN errors carry line and column', () => {
  it('stops at a value never closed', () => {
    const r = parseLin('pn|a,b,c,d|\nmd|3SAK', { file: 'x.lin' });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'lin/unterminated', line: 2, column: 1, file: 'x.lin' });
  });
  it('warns about a bad hand, call and card where they are', () => {
    const r = unwrap(parseLin('md|3SXK,,,|\nmb|9N|mb|p|pc|ZZ|'));
    expect(r.warnings.map((w) => [w.code, w.line, w.column])).toEqual([
      ['lin/bad-call', 2, 1],
      ['lin/bad-card', 2, 12],
      ['lin/bad-hand', 1, 1],
    ]);
  });
  it('reads and writes LIN hands', () => {
    expect(makeLinHand(unwrap(parseLinHand('S2AKHD10C3')))).toBe('SAK2HDTC3');
    expect(parseLinHand('S2AKA').ok).toBe(false);
  });
});

describe('generated deals and auctions (fast-check)', () => {
  it('LIN → record → LIN is stable', () => {
    const calls = fc.array(fc.constantFrom('p', 'd', 'r', '1C', '1N', '2S!', '3H', '7N'), { maxLength: 12 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('o', 'n', 'e', 'b'),
        fc.integer({ min: 1, max: 36 }),
        calls,
        (dealer, sv, board, cs) => {
          const lin = `md|${dealer}SAKQJT98765432HDC,S,,|ah|Board ${board}|sv|${sv}|${cs.map((c) => `mb|${c}|`).join('')}`;
          const once = makeLin(unwrap(parseLin(lin)).games);
          expect(makeLin(unwrap(parseLin(once)).games)).toBe(once);
          expect(pairs(once, 'mb')).toEqual(cs);
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('LIN vugraph players', () => {
  it('takes eight pn names as the open room then the closed room, and keeps them for later boards', () => {
    const r = unwrap(parseLin('pn|a,b,c,d,e,f,g,h|qx|o1|md|1SA,,,|qx|c1|md|1SA,,,|qx|o2|md|2SA,,,|'));
    expect(r.games.map((g) => [tagValue(g, 'Room'), tagValue(g, 'South'), tagValue(g, 'East')])).toEqual([
      ['Open', 'a', 'd'],
      ['Closed', 'e', 'h'],
      ['Open', 'a', 'd'],
    ]);
  });
});
