// A variant deal in PBN keeps its rule set (issue 6): the custom tag [Rules "…"] (PBN 2.1 §3.2
// allows new tags; the parser keeps unknown tags verbatim). The game is the worked example of
// docs/variants.md (seeds/001_848007893afe264d.txt): 2♥ 4♥ 4♥ 4♥ AP, 4♥ by S.
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { checkRecord, gameFromRecord } from './game.js';
import { parsePbn, parsePbnGame } from './pbnReader.js';
import { makePbn } from './pbnWriter.js';
import { emptyRecord, tagValue } from './record.js';
import { RULES_TAG, ruleSetOfRecord, withRuleSet } from './rules.js';

const VARIANT = `[Event "Four at One Table"]
[Site "?"]
[Date "2009.02.20"]
[Board "1"]
[West "Wieczor"]
[North "N"]
[East "Eos"]
[South "Slonce"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "N:J103.KQ.K8.876543 754.7.AJ10743.AJ2 AK2.AJ9432.Q9.K10 Q986.10865.652.Q9"]
[Scoring "?"]
[Declarer "S"]
[Contract "4H"]
[Result "10"]
[Rules "four-at-one-table"]
[Auction "S"]
2H 4H 4H 4H
AP
`;

describe('the Rules tag', () => {
  it('is read with a typed accessor; a game without it is standard', () => {
    expect(ruleSetOfRecord(unwrap(parsePbnGame(VARIANT)))).toEqual({ ok: true, value: 'four-at-one-table' });
    expect(ruleSetOfRecord(emptyRecord())).toEqual({ ok: true, value: 'standard' });
    expect(ruleSetOfRecord(unwrap(parsePbnGame('[Rules "Hao"]\n')))).toEqual({ ok: true, value: 'hao' });
  });
  it('refuses an unknown rule set with a coded problem on the Rules tag', () => {
    const r = unwrap(parsePbnGame('[Rules "whist"]\n'));
    expect(ruleSetOfRecord(r)).toMatchObject({ ok: false, error: { code: 'notation/bad-rules' } });
    expect(checkRecord(r).problems).toContainEqual(
      expect.objectContaining({ code: 'notation/bad-rules', tag: 'Rules' }),
    );
  });
  it('is written by withRuleSet for a variant, and left out for a standard game', () => {
    expect(tagValue(withRuleSet(emptyRecord(), 'hao'), RULES_TAG)).toBe('hao');
    expect(withRuleSet(emptyRecord(), 'standard').tags).toEqual([]);
  });
});

describe('PBN export and import of a variant deal keep the rule set', () => {
  it('round-trips: parse → make → parse gives the same record and the same rule set', () => {
    const first = unwrap(parsePbn(VARIANT));
    const text = makePbn(first.games);
    expect(text).toContain('[Rules "four-at-one-table"]');
    const again = unwrap(parsePbn(text));
    expect(again.games).toEqual(first.games);
    expect(unwrap(gameFromRecord(again.games[0]!)).ruleSet).toBe('four-at-one-table');
  });
  it("replays the auction under the named rules: the repeats are legal and 4♥ is S's", () => {
    const game = unwrap(gameFromRecord(unwrap(parsePbnGame(VARIANT))));
    expect(game).toMatchObject({
      ruleSet: 'four-at-one-table',
      declarer: 'S',
      contract: { level: 4, strain: 'H', doubled: 0 },
    });
    expect(game.auction!.calls.map((c) => c.seat)).toEqual(['S', 'W', 'N', 'E', 'S', 'W', 'N']);
  });
  it('the same auction without the tag is refused under standard rules (Law 18: 4♥ does not outrank 4♥)', () => {
    const standard = VARIANT.replace('[Rules "four-at-one-table"]\n', '');
    expect(checkRecord(unwrap(parsePbnGame(standard))).problems).toContainEqual(
      expect.objectContaining({ code: 'auction/insufficient-bid', tag: 'Auction', item: 2 }),
    );
  });
  it('Hao bridge: the HAO call is legal under [Rules "hao"]', () => {
    const hao = `[Dealer "N"]\n[Declarer "N"]\n[Contract "1HX"]\n[Rules "hao"]\n[Auction "N"]\n1H X Pass HAO\nAP\n`;
    const r = unwrap(parsePbnGame(hao));
    expect(checkRecord(r).problems).toEqual([]);
    const again = unwrap(parsePbnGame(makePbn([r])));
    expect(ruleSetOfRecord(again)).toEqual({ ok: true, value: 'hao' });
    expect(again.auction).toEqual(r.auction);
    expect(checkRecord(again).problems).toEqual([]);
  });
});
