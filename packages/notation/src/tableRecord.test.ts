// A finished table deal written as PBN keeps its rule set (issue 6): the worked example of
// docs/variants.md (seeds/001_848007893afe264d.txt) played through core's table
// machine, exported, read back and checked under the [Rules] tag; and a standard deal for contrast.
import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  initialTableState,
  legalCards,
  parseCall,
  parseHand,
  unwrap,
  type Deal,
  type RuleSetId,
  type Seat,
  type TableEvent,
  type TableState,
} from '@biritch/core';
import { checkRecord } from './game.js';
import { parsePbn } from './pbnReader.js';
import { makePbn } from './pbnWriter.js';
import { tagValue } from './record.js';
import { ruleSetOfRecord } from './rules.js';
import { recordFromTableEvents } from './tableRecord.js';

const DEAL: Deal = {
  N: unwrap(parseHand('J103.KQ.K8.876543')),
  E: unwrap(parseHand('754.7.AJ10743.AJ2')),
  S: unwrap(parseHand('AK2.AJ9432.Q9.K10')),
  W: unwrap(parseHand('Q986.10865.652.Q9')),
};

function playedLog(
  ruleSet: RuleSetId,
  dealer: Seat,
  calls: readonly string[],
  opts: { undoFirstCall?: boolean } = {},
): TableEvent[] {
  let s: TableState = initialTableState({ ruleSet });
  const log: TableEvent[] = [];
  const act = (seat: Seat | null, cmd: Parameters<typeof decide>[1]) => {
    const r = unwrap(decide(s, cmd, seat ? { kind: 'seat', seat } : { kind: 'system' }));
    log.push(...r);
    s = r.reduce(evolve, s);
  };
  act(null, { type: 'startDeal', board: 7, dealer, vulnerability: 'both', deal: DEAL });
  if (opts.undoFirstCall) {
    act(dealer, { type: 'call', call: unwrap(parseCall('1C')) });
    act(dealer, { type: 'requestUndo' });
    for (const r of s.undo!.responders) act(r, { type: 'respondUndo', accept: true });
  }
  for (const c of calls) act(s.auction!.turn!, { type: 'call', call: unwrap(parseCall(c)) });
  while (s.phase === 'play') {
    const p = s.play!;
    const actor = p.turn === p.dummy ? p.declarer : p.turn!;
    act(actor, { type: 'play', card: legalCards(s, actor)[0]! });
  }
  return log;
}

describe('recordFromTableEvents', () => {
  it('the worked example: export, import and check under [Rules "four-at-one-table"], with no problem', () => {
    const log = playedLog('four-at-one-table', 'S', ['2H', '4H', '4H', '4H', 'P', 'P', 'P']);
    const record = unwrap(
      recordFromTableEvents(log, { ruleSet: 'four-at-one-table', event: 'Czterech przy Jednym Stole' }),
    );
    const text = makePbn([record]);
    expect(text).toContain('[Rules "four-at-one-table"]');
    expect(text).toMatch(/\[Auction "S"\]\r?\n2H +4H +4H +4H *\r?\nPass +Pass +Pass/);
    const back = unwrap(parsePbn(text)).games[0]!;
    expect(ruleSetOfRecord(back)).toEqual({ ok: true, value: 'four-at-one-table' });
    const { game, problems } = checkRecord(back);
    expect(problems).toEqual([]);
    const tricks = log.find((e) => e.type === 'dealEnded');
    expect(game).toMatchObject({
      board: 7,
      dealer: 'S',
      vulnerability: 'both',
      declarer: 'S',
      contract: { level: 4, strain: 'H', doubled: 0 },
      ruleSet: 'four-at-one-table',
    });
    expect(game.result).toBe(tricks!.type === 'dealEnded' ? tricks!.result.declarerTricks : -1);
    // The play: 13 rows, each player's card under the seat they were dealt; W led.
    expect(game.play!.first).toBe('W');
    expect(game.play!.tricks).toHaveLength(13);
    expect(game.play!.tricks.every((t) => Object.values(t).every((c) => c !== null))).toBe(true);
  });
  it('leaves out calls taken back by an approved undo', () => {
    const log = playedLog('four-at-one-table', 'S', ['2H', '4H', '4H', '4H', 'P', 'P', 'P'], { undoFirstCall: true });
    const record = unwrap(recordFromTableEvents(log, { ruleSet: 'four-at-one-table' }));
    expect(record.auction!.items.map((i) => i.text)).toEqual(['2H', '4H', '4H', '4H', 'Pass', 'Pass', 'Pass']);
  });
  it('a standard deal has no Rules tag; a passed-out deal has Contract "Pass"', () => {
    const std = unwrap(
      recordFromTableEvents(playedLog('standard', 'S', ['1H', 'P', '4H', 'P', 'P', 'P']), { ruleSet: 'standard' }),
    );
    expect(tagValue(std, 'Rules')).toBeUndefined();
    expect(checkRecord(std).problems).toEqual([]);
    const out = unwrap(
      recordFromTableEvents(playedLog('standard', 'N', ['P', 'P', 'P', 'P']), { ruleSet: 'standard' }),
    );
    expect(tagValue(out, 'Contract')).toBe('Pass');
    expect(out.play).toBeNull();
  });
  it('refuses a log without a finished deal', () => {
    expect(recordFromTableEvents([], { ruleSet: 'standard' })).toMatchObject({
      ok: false,
      error: { code: 'notation/no-deal' },
    });
    const log = playedLog('standard', 'N', ['P', 'P', 'P', 'P']).slice(0, 5);
    expect(recordFromTableEvents(log, { ruleSet: 'standard' })).toMatchObject({
      ok: false,
      error: { code: 'notation/deal-not-ended' },
    });
  });
});
