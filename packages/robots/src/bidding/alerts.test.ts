// Alerts under the table's regulation (issue 25 "alerts where the ACBL/EBU alert rules call for
// them"): the ACBL Alert Procedures (no alert above 3NT after the opener's second call) and the EBU
// Blue Book section 4 (announcements of the 1NT/2NT ranges, weak twos, the strong 2♣, Stayman and
// transfers; artificial calls up to 3NT alerted; above 3NT only on the first round).
import {
  ALL_CARDS,
  bid,
  decide,
  evolve,
  handFromCards,
  handHas,
  initialTableState,
  parseCall,
  parseHand,
  unwrap,
  viewFor,
  type Call,
  type Hand,
} from '@biritch/core';
import { seededRandom } from '@biritch/dealer';
import { describe, expect, it } from 'vitest';
import { createRobot } from '../robot.js';
import { alertUnder } from './alerts.js';
import { chooseCall } from './bidder.js';
import { SYSTEMS } from './system/systems.js';

const calls = (text: string): Call[] => (text === '' ? [] : text.split(' ').map((t) => unwrap(parseCall(t))));
/** The alert the robot gives its own call with this hand after this auction. */
const alertOf = (regulation: 'acbl' | 'ebu', hand: string, auction: string, system = SYSTEMS.sayc) => {
  const r = unwrap(
    chooseCall({ hand: unwrap(parseHand(hand)), auction: calls(auction), dealer: 'N', vulnerability: 'none' }, system),
  );
  return alertUnder(regulation, r, calls(auction), r.call);
};

describe('alerts by regulation', () => {
  it('announces the 1NT range and transfers under both', () => {
    for (const reg of ['acbl', 'ebu'] as const) {
      expect(alertOf(reg, 'AK2.KQ3.J432.Q32', '')).toBe('announce');
      expect(alertOf(reg, 'Q8765.32.432.432', '1N P')).toBe('announce');
    }
  });

  it('announces a weak two, the 2NT range and Stayman under the EBU only', () => {
    expect(alertOf('ebu', 'KQJ987.32.432.32', '')).toBe('announce');
    expect(alertOf('acbl', 'KQJ987.32.432.32', '')).toBeUndefined();
    expect(alertOf('ebu', 'AK2.AQ3.AQ32.KJ2', '')).toBe('announce');
    expect(alertOf('acbl', 'AK2.AQ3.AQ32.KJ2', '')).toBeUndefined();
    expect(alertOf('ebu', 'KQ32.AJ32.432.32', '1N P')).toBe('announce');
    expect(alertOf('acbl', 'KQ32.AJ32.432.32', '1N P')).toBeUndefined();
  });

  it('alerts Michaels under the EBU (artificial below 3NT), not under the ACBL', () => {
    const michaels = { rule: 'michaels-minor', alert: undefined };
    expect(alertUnder('ebu', michaels, calls('1C'), bid(2, 'C'))).toBe('alert');
    expect(alertUnder('acbl', michaels, calls('1C'), bid(2, 'C'))).toBeUndefined();
  });

  it('alerts Jacoby 2NT under both, and a control bid below 3NT', () => {
    for (const reg of ['acbl', 'ebu'] as const) {
      expect(alertOf(reg, 'KQ32.AJ32.K32.32', '1S P')).toBe('alert');
      expect(alertOf(reg, 'A3.AKQJ5.32.AKQ2', '1H P 3H P')).toBe('alert');
    }
  });

  it("does not alert a control bid above 3NT past the start: EBU after the first round, ACBL after the opener's rebid", () => {
    expect(alertOf('ebu', 'AKQJ5.32.AK2.KQ2', '1S P 3S P')).toBeUndefined();
    expect(alertOf('acbl', 'AKQJ5.32.AK2.KQ2', '1S P 3S P')).toBe('alert');
    expect(alertOf('acbl', 'K876.AK4.Q93.J32', '1S P 3S P 4C P')).toBeUndefined();
  });

  it('keeps a splinter on the first round alerted above 3NT under both', () => {
    const splinter = { rule: 'major-splinter', alert: 'alert' as const };
    expect(alertUnder('acbl', splinter, calls('1S P'), bid(4, 'C'))).toBe('alert');
    expect(alertUnder('ebu', splinter, calls('1S P'), bid(4, 'C'))).toBe('alert');
  });

  it("alerts Polish Club's 1♣ under both", () => {
    expect(alertOf('ebu', 'AK2.Q32.5432.K32', '', SYSTEMS.polish)).toBe('alert');
    expect(alertOf('acbl', 'AK2.Q32.5432.K32', '', SYSTEMS.polish)).toBe('alert');
  });
});

describe('a robot at the table', () => {
  /** The command a dealer robot sends holding a 1NT opening (15–17 balanced), under a regulation. */
  const openingCommand = (regulation: 'acbl' | 'ebu', hand: string) => {
    const deal = { N: unwrap(parseHand(hand)), ...restOf(hand) };
    let state = initialTableState({ ruleSet: 'standard' });
    const start = decide(
      state,
      { type: 'startDeal', board: 1, dealer: 'N', vulnerability: 'none', deal },
      { kind: 'system' },
    );
    state = unwrap(start).reduce(evolve, state);
    const robot = createRobot({ seat: 'N', rng: seededRandom(1), now: () => 0, alertRegulation: regulation });
    return { command: robot.onView(viewFor(state, 'N')), decision: robot.lastDecision };
  };

  it('sends its announcement with the call (the table shows it to the opponents only)', () => {
    const { command, decision } = openingCommand('acbl', 'AK2.KQ3.J432.Q32');
    expect(command).toEqual({ type: 'call', call: bid(1, 'NT'), alert: '15–17 HCP, balanced' });
    expect(decision).toMatchObject({ kind: 'call', alert: 'announce' });
  });

  it('announces a weak two under the EBU and says nothing under the ACBL', () => {
    expect(openingCommand('ebu', 'KQJ987.32.432.32').command).toMatchObject({ alert: expect.any(String) });
    expect(openingCommand('acbl', 'KQJ987.32.432.32').command).toEqual({ type: 'call', call: bid(2, 'S') });
  });
});

/** The other three hands of a deal around `hand` (the rest of the pack dealt in order). */
function restOf(hand: string): { E: Hand; S: Hand; W: Hand } {
  const mine = unwrap(parseHand(hand));
  const rest = ALL_CARDS.filter((c) => !handHas(mine, c));
  return {
    E: handFromCards(rest.slice(0, 13)),
    S: handFromCards(rest.slice(13, 26)),
    W: handFromCards(rest.slice(26, 39)),
  };
}
