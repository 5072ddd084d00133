// What the screen reader hears (issue 5: "works … with a screen reader"): calls, cards,
// tricks, the contract and the end of the deal in plain words.
import { describe, expect, it } from 'vitest';
import { makeTranslator } from '@biritch/i18n';
import { makeLabels } from '../labels.js';
import { announceEvent } from './announce.js';

describe('announceEvent', () => {
  it("says a robot's alert in the reader's language, or only who alerted while it is asked for (issue 22)", () => {
    const sk = makeLabels(makeTranslator('sk'));
    const alerted = {
      type: 'callAlerted',
      seat: 'W',
      alert: 'a one-suited hand (6+ cards)',
      visibleTo: ['W', 'N', 'S'],
    } as const;
    expect(announceEvent(alerted, sk, () => null)).toEqual(['Západ alertuje']);
    expect(announceEvent(alerted, sk, () => 'SAYC: jednofarebná ruka')).toEqual([
      'Západ alertuje: SAYC: jednofarebná ruka',
    ]);
    // A person's alert is said as written.
    expect(announceEvent(alerted, sk, () => undefined)).toEqual(['Západ alertuje: a one-suited hand (6+ cards)']);
  });
  it('says calls, the alerts this seat may hear, and cards by name', () => {
    expect(
      announceEvent({ type: 'callMade', seat: 'W', call: { type: 'bid', level: 2, strain: 'NT' }, visibleTo: 'all' }),
    ).toEqual(['West: 2 no trump']);
    expect(announceEvent({ type: 'callAlerted', seat: 'W', alert: 'puppet', visibleTo: ['W', 'N', 'S'] })).toEqual([
      'West alerts: puppet',
    ]);
    expect(announceEvent({ type: 'cardPlayed', seat: 'N', card: 'DQ', visibleTo: 'all' })).toEqual([
      'North: Queen of diamonds',
    ]);
  });
  it('says the contract, or that the deal was passed out', () => {
    expect(
      announceEvent({
        type: 'auctionEnded',
        contract: { level: 4, strain: 'H', doubled: 1 },
        declarer: 'S',
        dummy: 'N',
        visibleTo: 'all',
      }),
    ).toEqual(['Contract 4 hearts doubled by South.']);
    expect(
      announceEvent({ type: 'auctionEnded', contract: null, declarer: null, dummy: null, visibleTo: 'all' }),
    ).toEqual(['Passed out.']);
  });
  it('says who won a trick, claims and their outcome', () => {
    expect(
      announceEvent({ type: 'trickCompleted', winner: 'E', cards: ['SA', 'S2', 'S3', 'S4'], visibleTo: 'all' }),
    ).toEqual(['East wins the trick.']);
    expect(announceEvent({ type: 'claimMade', seat: 'S', tricks: 3, visibleTo: 'all' })).toEqual([
      'South claims 3 of the remaining tricks.',
    ]);
    expect(announceEvent({ type: 'claimSettled', accepted: false, visibleTo: 'all' })).toEqual([
      'Claim rejected; play goes on.',
    ]);
  });
  it('says nothing of a dealt hand (the player sees it on screen)', () => {
    expect(announceEvent({ type: 'handDealt', seat: 'S', hand: [1, 2, 4, 8], visibleTo: ['S'] })).toEqual([]);
  });
  it("speaks the player's language: Polish plurals and names (issue 22)", () => {
    const pl = makeLabels(makeTranslator('pl'));
    expect(
      announceEvent(
        { type: 'callMade', seat: 'W', call: { type: 'bid', level: 2, strain: 'NT' }, visibleTo: 'all' },
        pl,
      ),
    ).toEqual(['Zachód: 2 bez atu']);
    expect(announceEvent({ type: 'cardPlayed', seat: 'N', card: 'DQ', visibleTo: 'all' }, pl)).toEqual([
      'Północ: dama karo',
    ]);
    expect(announceEvent({ type: 'claimMade', seat: 'S', tricks: 3, visibleTo: 'all' }, pl)).toEqual([
      'Południe zgłasza roszczenie: 3 lewy z pozostałych.',
    ]);
    expect(
      announceEvent({ type: 'trickCompleted', winner: 'E', cards: ['SA', 'S2', 'S3', 'S4'], visibleTo: 'all' }, pl),
    ).toEqual(['Lewę bierze Wschód.']);
  });
});
