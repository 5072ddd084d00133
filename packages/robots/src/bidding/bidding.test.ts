/**
 * The robots' bidding system: example hands with the call and the explanation a partner reads,
 * explanations on request, coded errors for bad input, and the pass rate over the saycbridge
 * expectations (the test data's bidding/saycbridge/sayc_tests.jsonl, BSD-3, from the SAYC
 * booklet "Standard American Yellow Card" and play) and yarborough's copy (Apache-2.0).
 */
import { readFileSync } from 'node:fs';
import { requireTestData, testDataPath } from '@biritch/testing';
import { describe, expect, it } from 'vitest';
import {
  SEATS,
  STANDARD_CALLS,
  auctionFromCalls,
  checkCall,
  makeCall,
  parseCall,
  parseHand,
  standardRules,
  unwrap,
  type Call,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { uniformFrom } from '../play/random.js';
import { chooseCall, explainCall } from './bidder.js';
import { handRangesFromAuction } from './inference.js';
import { parseYarboroughCases, scoreCases, scoreSaycCases } from './saycCases.js';
import { SAYC_RULES } from './system/index.js';
import { continued, type When } from './engine.js';

const calls = (text: string): Call[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => unwrap(parseCall(t)));
const choose = (hand: string, auction = '') =>
  unwrap(chooseCall({ hand: unwrap(parseHand(hand)), auction: calls(auction), dealer: 'N', vulnerability: 'none' }));

describe('chooseCall: examples (SAYC booklet)', () => {
  it.each([
    // hand (S.H.D.C), auction, call, rule, words in the explanation
    ['K2.K9873.AQ8.KQ4', '', '1NT', 'open-1nt', '15–17 HCP, balanced'],
    ['K2.AQ973.AK8.KQ4', '', '2NT', 'open-2nt', '20–21 HCP, balanced'],
    ['AKQ2.AK3.A92.K32', '', '2C', 'open-2c', '22+ HCP'],
    ['AKQ2.AK3.AK2.K32', '', '3NT', 'open-3nt', '25–27 HCP, balanced'],
    ['AK982.K93.Q82.32', '', '1S', 'open-1s', '5+ spades'],
    ['A82.K93.Q832.A32', '', '1D', 'open-1d', 'diamonds'],
    ['A82.K93.Q83.A432', '', '1C', 'open-1c', 'clubs'],
    ['82.KQJ973.832.32', '', '2H', 'open-weak-2h', 'Weak two'],
    ['82.3.KQJ9732.832', '', '3D', 'open-3d', 'seven-card'],
    ['82.93.Q832.J8432', '', 'P', 'open-pass', 'Not enough to open'],
    ['Q732.AJ72.K65.T9', '1NT P', '2C', '1N-stayman', 'Stayman'],
    ['KJ874.T2.Q43.982', '1NT P', '2H', '1N-transfer-spades', 'Transfer: 5+ spades'],
    ['K874.AJ2.Q43.982', '1NT P 2C P', '2S', '1N-stayman-spades', 'Four spades'],
    ['K874.Q2.J543.982', '1H P', '1S', 'hearts-1s', '4+ spades'],
    ['K87.Q32.J543.982', '1H P', '2H', 'major-single-raise', 'Single raise'],
    ['K87.Q532.AJ43.A8', '1H P', '2NT', 'major-jacoby-2n', 'Jacoby 2NT'],
    ['K8.AQ1065.J43.982', '1C', '1H', 'overcall-1-level', 'Overcall'],
    ['KJ87.QJ32.AJ43.8', '1C', 'X', 'double-takeout', 'Takeout double'],
    ['KJ87.Q32.J543.98', '1C 1H', 'X', 'neg-double-spades', 'Negative double'],
  ])('%s after [%s] → %s (%s)', (hand, auction, call, rule, words) => {
    const r = choose(hand, auction);
    expect(makeCall(r.call)).toBe(makeCall(unwrap(parseCall(call))));
    expect(r.rule).toBe(rule);
    expect(r.explanation).toContain(words);
  });

  it('bids as if uncontested when no rule covers the competition (1♣ – 1♥ – 1♠ – Pass: opener raises)', () => {
    const r = choose('A864.987.AQJ.K95', '1C 1H 1S P');
    expect(makeCall(r.call)).toBe('2S');
    expect(r.rule).toBe('opener-raise-2/uncontested');
  });

  it("does not take the uncontested reading's pass once their bid shut out the hand's own call", () => {
    // 1♣–(P)–2♣–(3♦): with 19 HCP and a singleton diamond the uncontested rebid is a new suit at the
    // two level, now illegal; the uncontested pass says "Minimum", which the hand is not (saycbridge
    // test_opener_rebid_after_a_limit_raise #6). The thinking decides at a table; without it, the
    // default pass, which claims nothing.
    expect(choose('AQT3.AK76.T.KQ43', '1C P 2C 3D')).toMatchObject({ call: { type: 'pass' }, rule: 'default-pass' });
    // A minimum still passes as the uncontested reading has it.
    expect(choose('Q953.K76.T8.AKJ4', '1C P 2C 3D')).toMatchObject({ rule: 'opener-minor-raise-pass/uncontested' });
  });

  it('passes with the default rule when no rule fits and nothing forces (a sane default)', () => {
    // 1NT – 2♣ – 3♥ (Lebensohl: forcing to game) – X – ? : the double frees opener, and no rule covers it.
    const r = choose('KQ2.K9873.AQ8.K4', '1NT 2C 3H X');
    expect(r).toMatchObject({ call: { type: 'pass' }, rule: 'default-pass' });
  });
});

describe('explainCall: what partner and opponents read', () => {
  it.each([
    ['', '1NT', '15–17 HCP, balanced'],
    ['1NT P', '2C', 'Stayman'],
    ['1NT P', '2D', 'Transfer: 5+ hearts'],
    ['1NT P 2D P', '2H', 'Accepts the transfer'],
    ['1H P', '2NT', 'Jacoby 2NT'],
    ['1D', '2D', 'Michaels: 5+ hearts and 5+ spades'],
    ['1H', '2NT', 'Unusual 2NT: 5+ clubs and 5+ diamonds'],
    ['1C 1H', 'X', 'exactly four spades'],
    ['1H P 3H P 4NT P', '5D', 'Blackwood answer: one ace'],
    ['1NT P 4C P', '4S', 'Gerber answer: two aces'],
  ])('after [%s] %s means "%s"', (auction, call, words) => {
    const r = unwrap(explainCall(calls(auction), unwrap(parseCall(call))));
    expect(r.explanation).toContain(words);
  });

  it('fills suit symbols into explanations', () => {
    expect(unwrap(explainCall(calls('1D P'), unwrap(parseCall('1H')))).explanation).toBe('4+ ♥, 6+ HCP, forcing');
  });

  it('reports an illegal call with a code', () => {
    const r = explainCall(calls('1NT'), unwrap(parseCall('1C')));
    expect(r.ok ? 'ok' : r.error.code).toBe('robots/illegal-call');
  });
});

describe('bad input gets coded errors (never a throw)', () => {
  it('a hand of 12 cards', () => {
    const r = chooseCall({
      hand: unwrap(parseHand('K2.K9873.AQ8.KQ')),
      auction: [],
      dealer: 'N',
      vulnerability: 'none',
    });
    expect(r.ok ? 'ok' : r.error.code).toBe('robots/bad-hand');
  });
  it('an auction with an insufficient bid (core decides)', () => {
    const r = chooseCall({
      hand: unwrap(parseHand('K2.K9873.AQ8.KQ4')),
      auction: calls('1NT 1S'),
      dealer: 'N',
      vulnerability: 'none',
    });
    expect(r.ok ? 'ok' : r.error.code).toBe('auction/insufficient-bid');
  });
  it('an auction that is over', () => {
    const r = chooseCall({
      hand: unwrap(parseHand('K2.K9873.AQ8.KQ4')),
      auction: calls('1NT P P P'),
      dealer: 'N',
      vulnerability: 'none',
    });
    expect(r.ok ? 'ok' : r.error.code).toBe('robots/auction-over');
  });
});

describe('the rule set', () => {
  it('continues every alternative of an auction pattern with the same calls', () => {
    expect(continued('1x P 1y P|1x P 2y P', '2N P')).toBe('1x P 1y P 2N P|1x P 2y P 2N P');
    expect(continued('2C P 2D P', '2N P')).toBe('2C P 2D P 2N P');
  });
  it('has unique rule names', () => {
    const names = SAYC_RULES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
  it('reads hand ranges from the auction for the card-play sampler', () => {
    const nt = handRangesFromAuction([{ seat: 'N', call: unwrap(parseCall('1NT')) }], 'N', 'none');
    expect(nt.N.hcp).toEqual([15, 17]);
    const weak = handRangesFromAuction(
      [
        { seat: 'N', call: unwrap(parseCall('P')) },
        { seat: 'E', call: unwrap(parseCall('2H')) },
      ],
      'N',
      'none',
    );
    expect(weak.E.hcp).toEqual([5, 11]);
    expect(weak.E.len.H).toEqual([5, 6]);
  });
});

describe.skipIf(!requireTestData('bidding'))('pass rate over published SAYC expectations', () => {
  it('saycbridge sayc_tests.jsonl: at least the measured floor, and the malformed hand is a coded error', () => {
    const lines = readFileSync(testDataPath('bidding/saycbridge/sayc_tests.jsonl'), 'utf8').split('\n');
    const s = scoreSaycCases(lines);
    expect(s.errors.map((e) => e.code)).toEqual(['hand/duplicate-card']);
    expect(s.total).toBe(905);
    // Issue 25's target is 92% (833/905), measured 835 with `node --import tsx bench/robots-bidding.ts`
    // (82.5% before issue 25); the author's own bidder passes 82.4%. The scoring is deterministic.
    expect(s.passed).toBeGreaterThanOrEqual(835);
  });
  it("yarborough's sayc_standard.yaml: at least the measured floor", () => {
    const parsed = parseYarboroughCases(readFileSync(testDataPath('bidding/yarborough/sayc_standard.yaml'), 'utf8'));
    expect(parsed.errors.map((e) => e.code)).toEqual(['hand/duplicate-card']);
    // Measured 683/738 (92.5%; 83.5% before issue 25).
    expect(scoreCases(parsed.cases).passed).toBeGreaterThanOrEqual(683);
  });
  it("yarborough's sayc_regression.yaml: at least the measured floor", () => {
    const parsed = parseYarboroughCases(readFileSync(testDataPath('bidding/yarborough/sayc_regression.yaml'), 'utf8'));
    // Its twelve-card hand (2.AQJ987652.2.2) is a malformed case, reported with a code.
    expect(parsed.errors.map((e) => e.code)).toEqual(['hand/duplicate-card', 'robots/bad-hand']);
    expect(parsed.cases).toHaveLength(15);
    // Measured 12/15 (11 before the SAYC booklet's 3NT opening, 25–27; 9 before the eight-card preempt
    // and the flat advancer's pass). The three left expect calls SAYC does not make (README).
    expect(scoreCases(parsed.cases).passed).toBeGreaterThanOrEqual(12);
  });
});

describe('robustness', () => {
  it('answers every random legal auction with a legal call (500 auctions, core decides legality)', () => {
    const next = uniformFrom(seededRandom(5));
    for (let i = 0; i < 500; i++) {
      const deal = randomDeal(seededRandom(100 + i));
      const dealer = SEATS[i % 4]!;
      const auction: Call[] = [];
      let a = unwrap(auctionFromCalls(standardRules, dealer, []));
      while (!a.over && auction.length < 2 + next(12)) {
        const legal = STANDARD_CALLS.filter((c) => checkCall(standardRules, a, a.turn!, c).ok);
        const call = next(3) === 0 ? legal[0]! : legal[next(Math.min(legal.length, 8))]!;
        auction.push(call);
        a = unwrap(auctionFromCalls(standardRules, dealer, auction));
      }
      if (a.over) continue;
      const r = chooseCall({ hand: deal[a.turn!], auction, dealer, vulnerability: 'none' });
      expect(r.ok && checkCall(standardRules, a, a.turn!, r.value.call).ok).toBe(true);
    }
  });
});

describe('rules are well formed', () => {
  const VARS = new Set(['M', 'm', 'x', 'y', 'z', 'w']);
  const base = (name: string): string => (name === 'oM' ? 'M' : name === 'om' ? 'm' : name);
  const varsOf = (token: string): string[] => {
    const part = token.replace(/^\^+/, '').replace(/^\d/, '');
    return VARS.has(base(part)) ? [base(part)] : [];
  };
  const namesIn = (w: When | undefined): string[] => {
    if (!w) return [];
    const pairs = [...(w.above ?? []), ...(w.differ ?? []), ...(w.longer ?? []), ...(w.asLong ?? [])].flat();
    return [
      ...Object.keys(w.len ?? {}),
      ...Object.keys(w.top3 ?? {}),
      ...Object.keys(w.top5 ?? {}),
      ...(w.sup ? [w.sup[0]] : []),
      ...(w.longest ?? []),
      ...(w.stop ?? []),
      ...(w.good ?? []),
      ...(w.feature ?? []),
      ...pairs,
      ...(w.all ?? []).flatMap(namesIn),
      ...(w.any ?? []).flatMap(namesIn),
      ...namesIn(w.not),
    ];
  };

  it('every suit a rule names is a suit letter or a variable its auction or call binds', () => {
    const problems: string[] = [];
    for (const rule of SAYC_RULES) {
      const patterns =
        typeof rule.auction === 'string' ? rule.auction.split('|') : rule.auction.flatMap((a) => a.split('|'));
      for (const p of patterns) {
        const bound = new Set([...p.split(/\s+/).filter(Boolean).flatMap(varsOf), ...varsOf(rule.call)]);
        for (const name of namesIn(rule.when)) {
          if (['C', 'D', 'H', 'S'].includes(name)) continue;
          if (!bound.has(base(name))) problems.push(`${rule.name}: '${name}' is not bound in '${p}' → ${rule.call}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
