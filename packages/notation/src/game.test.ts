// The game record's data readers, checked against the real BridgeComposer files in
// /work/shared/data/pbn (club hand records, deals by Big Deal; DD figures agree with DDS 2.9).
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { checkRecord, gameFromRecord } from './game.js';
import { emptyRecord, tagValue, withTag, type GameRecord } from './record.js';

const board1: GameRecord = {
  comments: [],
  tags: [
    { name: 'Board', value: '1' },
    { name: 'Dealer', value: 'N' },
    { name: 'Vulnerable', value: 'None' },
    // danvk_HandRecord-12.pbn, board 1
    { name: 'Deal', value: 'N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74' },
    { name: 'DoubleDummyTricks', value: '98898988984543545435' },
    { name: 'OptimumScore', value: 'NS 400' },
    {
      name: 'OptimumResultTable',
      value: 'Declarer;Denomination\\2R;Result\\2R',
      rows: [
        ['N', 'NT', '9'],
        ['E', 'S', '5'],
      ],
    },
  ],
  auction: null,
  play: null,
};

describe('checked values (PBN 2.1 §3.4)', () => {
  it('turns a record into a checked game', () => {
    const g = unwrap(gameFromRecord(board1));
    expect(g.board).toBe(1);
    expect(g.dealer).toBe('N');
    expect(g.vulnerability).toBe('none');
    expect(g.dealComplete).toBe(true);
    expect(g.doubleDummy?.N.NT).toBe(9);
    expect(g.optimumScore).toEqual({ NS: 400 });
    expect(g.optimumResults).toHaveLength(2);
  });
  it('reports every problem with the tag it is in', () => {
    let r = withTag(board1, 'Deal', 'N:AKJ6.965.AQJ5.53 AKJ6.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74');
    r = withTag(r, 'Contract', '8NT');
    r = withTag(r, 'Dealer', 'Q');
    const { problems } = checkRecord(r);
    expect(problems.map((p) => [p.tag, p.code])).toEqual([
      ['Dealer', 'seat/bad-seat'],
      ['Deal', 'deal/duplicate-card'],
      ['Contract', 'contract/bad-level'],
    ]);
  });
  it('reads an auction with notes, alerts and AP, and a play by seat columns', () => {
    const rec: GameRecord = {
      ...emptyRecord(),
      tags: [{ name: 'Dealer', value: 'N' }],
      auction: {
        first: 'N',
        items: [
          { text: '1NT' },
          { text: 'Pass' },
          { text: '2C', note: 1 },
          { text: 'X', suffix: '!' },
          { text: '2H' },
          { text: 'AP' },
        ],
        notes: [{ index: 1, text: 'Stayman' }],
      },
      play: { first: 'W', tricks: [[{ text: 'SA' }, { text: 'S2' }, { text: '-' }, { text: 'S3' }]], notes: [] },
    };
    const g = unwrap(gameFromRecord(rec));
    expect(g.auction?.calls.map((c) => [c.seat, c.call.type, c.alert])).toEqual([
      ['N', 'bid', false],
      ['E', 'pass', false],
      ['S', 'bid', true],
      ['W', 'double', true],
      ['N', 'bid', false],
      ['E', 'pass', false],
      ['S', 'pass', false],
      ['W', 'pass', false],
    ]);
    expect(g.auction?.calls[2]?.explanation).toBe('Stayman');
    expect(g.play?.tricks[0]).toEqual({ W: 'SA', N: 'S2', E: null, S: 'S3' });
    expect(tagValue(rec, 'Dealer')).toBe('N');
  });
  it('flags a note reference without its note', () => {
    const rec: GameRecord = { ...emptyRecord(), auction: { first: 'N', items: [{ text: '1C', note: 2 }], notes: [] } };
    expect(checkRecord(rec).problems.map((p) => [p.code, p.item])).toEqual([['note/missing', 0]]);
  });
});

describe('auction start (PBN 2.1 §3.5)', () => {
  it("flags a first call that is not the dealer's", () => {
    const rec: GameRecord = {
      ...emptyRecord(),
      tags: [{ name: 'Dealer', value: 'S' }],
      auction: { first: 'W', items: [{ text: '-' }, { text: '1C' }], notes: [] },
    };
    expect(checkRecord(rec).problems.map((p) => [p.code, p.item])).toEqual([['auction/not-dealer', 1]]);
    const good: GameRecord = {
      ...rec,
      auction: { first: 'W', items: [{ text: '-' }, { text: '-' }, { text: '-' }, { text: '1C' }], notes: [] },
    };
    expect(checkRecord(good).problems).toEqual([]);
  });
});

describe('end positions (PBN 2.1 §3.10)', () => {
  it('takes a bare denomination as the trump of an end position', () => {
    const rec: GameRecord = {
      ...emptyRecord(),
      tags: [
        { name: 'Deal', value: 'N:AK... - QJ... -' },
        { name: 'Contract', value: 'NT' },
      ],
    };
    const { game, problems } = checkRecord(rec);
    expect(problems).toEqual([]);
    expect([game.trump, game.contract, game.dealComplete]).toEqual(['NT', null, false]);
  });
});

describe('replaying the record against the rules (core, Laws 17–22 and 44)', () => {
  const deal = { name: 'Deal', value: 'N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74' };
  it('refuses an insufficient bid not marked ^I, at its place', () => {
    const rec: GameRecord = {
      ...emptyRecord(),
      tags: [{ name: 'Dealer', value: 'N' }],
      auction: { first: 'N', items: [{ text: '1S' }, { text: '1H' }], notes: [] },
    };
    expect(checkRecord(rec).problems.map((p) => [p.code, p.item])).toEqual([['auction/insufficient-bid', 1]]);
  });
  it('accepts the same bid marked ^I (PBN 2.1 §3.9 A) without replaying it', () => {
    const rec: GameRecord = {
      ...emptyRecord(),
      tags: [{ name: 'Dealer', value: 'N' }],
      auction: { first: 'N', items: [{ text: '1S' }, { text: '1H', insufficient: true }], notes: [] },
    };
    expect(checkRecord(rec).problems).toEqual([]);
  });
  it('flags Contract and Declarer tags that the auction contradicts', () => {
    const rec: GameRecord = {
      ...emptyRecord(),
      tags: [
        { name: 'Dealer', value: 'N' },
        { name: 'Declarer', value: 'S' },
        { name: 'Contract', value: '4H' },
      ],
      auction: { first: 'N', items: [{ text: '1H' }, { text: 'Pass' }, { text: '4H' }, { text: 'AP' }], notes: [] },
    };
    expect(checkRecord(rec).problems.map((p) => [p.code, p.message])).toEqual([
      ['auction/contract-mismatch', 'the auction ends in 4H by N, but the tags say 4H by S'],
    ]);
  });
  it('flags a card its seat does not hold, and a card played twice', () => {
    const rec: GameRecord = {
      ...emptyRecord(),
      tags: [deal],
      play: {
        first: 'E',
        tricks: [[{ text: 'DK' }, { text: 'SA' }, { text: 'D8' }, { text: 'DA' }], [{ text: 'DK' }]],
        notes: [],
      },
    };
    expect(checkRecord(rec).problems.map((p) => [p.code, p.item])).toEqual([
      ['play/not-held', 1],
      ['play/played-twice', 4],
    ]);
  });
});
