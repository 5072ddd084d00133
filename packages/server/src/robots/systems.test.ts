// Each partnership's bidding system and the alert rules as table options (issue 25: "another system
// selectable per partnership"; "alerts where the ACBL/EBU alert rules call for them"): the protocol's
// names are the robots' systems, the defaults, the side a seat bids for, and a robot's call explained
// by its side's system, which the explanation names.
import {
  bid,
  decide,
  evolve,
  initialTableState,
  parseHand,
  unwrap,
  viewFor,
  type Call,
  type Seat,
  type TableState,
} from '@biritch/core';
import { ALERT_REGULATIONS, BIDDING_SYSTEMS, createTableRequestSchema } from '@biritch/protocol';
import { SYSTEMS, isAlertRegulation, isSystemName } from '@biritch/robots';
import { describe, expect, it } from 'vitest';
import { explainAt } from '../net/connection.js';
import { systemOf, tableOptionsFor } from '../table/options.js';

/** A deal where North holds a 15–17 1NT opening (a weak 12–14 hand in Polish Club's 1♣ range is not). */
const DEAL = {
  N: unwrap(parseHand('AK2.KQ3.J432.Q32')),
  E: unwrap(parseHand('QJ9.J98.AK9.J987')),
  S: unwrap(parseHand('T876.T76.QT7.T65')),
  W: unwrap(parseHand('543.A542.865.AK4')),
};

/** North (a robot) has opened 1♣ or 1NT: the state after that call. */
function afterOpening(call: Call): TableState {
  let state = initialTableState({ ruleSet: 'standard' });
  const start = decide(
    state,
    { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal: DEAL },
    { kind: 'system' },
  );
  state = unwrap(start).reduce(evolve, state);
  return unwrap(decide(state, { type: 'call', call }, { kind: 'seat', seat: 'N' })).reduce(evolve, state);
}

const settingsWith = (extra: Record<string, unknown>) =>
  createTableRequestSchema.parse({ seats: { N: 'robot', E: 'human', S: 'robot', W: 'robot' }, ...extra });

describe('bidding systems and alert rules as table options', () => {
  it('names exactly the robots’ systems and alert regulations', () => {
    expect([...BIDDING_SYSTEMS].sort()).toEqual(Object.keys(SYSTEMS).sort());
    expect(BIDDING_SYSTEMS.every(isSystemName)).toBe(true);
    expect(ALERT_REGULATIONS.every(isAlertRegulation)).toBe(true);
  });

  it('defaults to SAYC for both sides and the ACBL rules, and keeps each side’s choice', () => {
    expect(tableOptionsFor(settingsWith({}))).toMatchObject({
      systemNS: 'sayc',
      systemEW: 'sayc',
      alertRegulation: 'acbl',
    });
    const o = tableOptionsFor(settingsWith({ systemNS: 'polish', systemEW: '2/1-rkcb', alertRegulation: 'ebu' }));
    expect((['N', 'E', 'S', 'W'] as Seat[]).map((s) => systemOf(o, s))).toEqual([
      'polish',
      '2/1-rkcb',
      'polish',
      '2/1-rkcb',
    ]);
    expect(o.alertRegulation).toBe('ebu');
  });

  it('refuses a system it does not know', () => {
    expect(createTableRequestSchema.safeParse({ systemNS: 'acol' }).success).toBe(false);
  });

  it("explains a robot's call by its side's system, and names the system", () => {
    const sayc = settingsWith({});
    const nt = viewFor(afterOpening(bid(1, 'NT')), 'E');
    expect(explainAt({ settings: sayc }, nt, 0)).toBe('SAYC: 15–17 HCP, balanced');
    const polish = settingsWith({ systemNS: 'polish' });
    const club = viewFor(afterOpening(bid(1, 'C')), 'E');
    expect(explainAt({ settings: polish }, club, 0)).toMatch(/^Polish Club \(WJ\): .*12–14/);
    expect(explainAt({ settings: polish }, club, 0, 'pl')).toMatch(/^Wspólny Język \(Polski Trefl\): /);
  });
});
