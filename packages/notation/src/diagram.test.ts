// Text diagrams. The deal is board 1 of the test data's pbn/danvk_HandRecord-12.pbn (copied in).
import { describe, expect, it } from 'vitest';
import { bid, unwrap, PASS, DOUBLE } from '@biritch/core';
import { auctionLines, handLines, makeDiagram, makeGameDiagram } from './diagram.js';
import { checkRecord } from './game.js';
import { parseDeal } from './tags.js';
import { parsePbn } from './pbnReader.js';

const deal = unwrap(parseDeal('N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74')).deal;

describe('deal diagram', () => {
  it('lays out North on top, West left, East right, South below', () => {
    expect(makeDiagram(deal)).toBe(
      [
        '           ♠ AKJ6',
        '           ♥ 965',
        '           ♦ AQJ5',
        '           ♣ 53',
        '♠ QT74                ♠ 532',
        '♥ AJ84                ♥ T2',
        '♦ 87                  ♦ K642',
        '♣ J74                 ♣ AT82',
        '           ♠ 98',
        '           ♥ KQ73',
        '           ♦ T93',
        '           ♣ KQ96',
        '',
      ].join('\n'),
    );
  });
  it('uses S H D C and - for a void in ASCII, — otherwise', () => {
    const solo = unwrap(parseDeal('N:AKQJT98765432... - - -')).deal;
    expect(handLines(solo.N, true)).toEqual(['S AKQJT98765432', 'H -', 'D -', 'C -']);
    expect(handLines(solo.N)).toEqual(['♠ AKQJT98765432', '♥ —', '♦ —', '♣ —']);
    expect(handLines(solo.E)).toEqual([]);
  });
  it('adds the board header and the auction in W N E S columns from the dealer', () => {
    const text = makeDiagram(deal, {
      board: 1,
      dealer: 'E',
      vulnerability: 'NS',
      auction: [bid(1, 'NT'), { call: PASS, alert: true }, DOUBLE, PASS, PASS],
    });
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Board 1', 'Dealer East', 'Vulnerable N-S']);
    expect(lines.slice(-5)).toEqual([
      '',
      'West   North  East   South',
      '              1NT    Pass!',
      'Dbl    Pass   Pass',
      '',
    ]);
  });
  it('writes ASCII calls', () => {
    expect(auctionLines([bid(1, 'C'), PASS], 'W', true)).toEqual(['West   North  East   South', '1C     Pass']);
  });
  it('draws a checked game with its header and auction', () => {
    const r = unwrap(
      parsePbn(
        '[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74"]\n[Auction "S"]\n1C Pass\n',
      ),
    );
    const text = makeGameDiagram(checkRecord(r.games[0]!).game, { ascii: true })!;
    expect(text.startsWith('Board 7\nDealer South\nVulnerable Both\n')).toBe(true);
    expect(text.endsWith('West   North  East   South\n                     1C\nPass\n')).toBe(true);
  });
});
