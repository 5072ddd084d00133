/**
 * Opening leads by simulation (issue 25, "Card play": sample layouts consistent with the auction,
 * solve each lead double-dummy, choose the lead that does best on average, with tie-breaks toward
 * safe leads) and the explanation kept for after the deal. The rules of thumb stay the prior: the
 * simulation replaces their lead only when another is clearly better (`LEAD_MARGIN`).
 */
import { describe, expect, it } from 'vitest';
import { PASS, SUITS, bid, suitLength, viewFor } from '@biritch/core';
import type { TableState } from '@biritch/core';
import { hcp, seededRandom } from '@biritch/dealer';
import { makeTranslator } from '@biritch/i18n';
import { createTsSolver } from '@biritch/solver';
import { isNativeSolverAvailable, loadNativeSolver } from '@biritch/solver/native';
import { createRobot } from '../robot.js';
import { handRangesFromAuction } from '../bidding/inference.js';
import { LEAD_MARGIN, LEAD_TRUSTED_SAMPLES, chooseCard, leadRisk } from './chooseCard.js';
import { knowledgeOf } from './knowledge.js';
import { uniformFrom } from './random.js';
import { sampleLayouts } from './sample.js';
import { dealtAndBid } from './position.testing.js';

/** South opens 1NT, North raises to 3NT; West holds a solid spade sequence and the ♥A as an entry. */
function threeNoTrump(): TableState {
  return dealtAndBid(
    { W: 'KQJT9.A32.432.32', N: '32.KQ4.KQJ5.KJ54', E: '8765.T987.T98.T9', S: 'A4.J65.A76.AQ876' },
    'S',
    [bid(1, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS],
  );
}

/**
 * South opens 1♦, North responds 1♥ (four hearts or more), South jumps to 2NT and North raises to
 * 3NT. West holds ♥AKQJT: the rules avoid the suit dummy showed and lead a club, but five heart
 * tricks beat the contract, and the simulation sees it.
 */
function solidSuitInDummysSuit(): TableState {
  return dealtAndBid(
    { W: '54.AKQJT.543.432', N: 'KQ3.9876.Q2.KJ65', E: 'T9876.5.T987.T98', S: 'AJ2.432.AKJ6.AQ7' },
    'S',
    [bid(1, 'D'), PASS, bid(1, 'H'), PASS, bid(2, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS],
  );
}

describe('opening leads by rules of thumb', () => {
  it('leads the ace of its own overcalled suit against a suit contract, not a side suit', () => {
    // 1♦ – 1♠ (West: five spades) – 3♦, passed out: West's own suit, and the ace rather than under it.
    const s = dealtAndBid(
      { W: 'AQJ32.K2.432.432', N: 'KT9.AQJ.AKQJ.AKQ', E: '876.T98.T98.JT98', S: '54.76543.765.765' },
      'S',
      [bid(1, 'D'), bid(1, 'S'), bid(3, 'D'), PASS, PASS, PASS],
    );
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), strength: 'beginner' });
    expect(robot.onView(viewFor(s, 'W'))).toEqual({ type: 'play', card: 'SA' });
  });

  it("leads the ace of partner's suit against a suit contract rather than underleading it", () => {
    // 1♠ – P – 2♠ – 3♥ (East) – 4♠, passed out: West holds ♥A43.
    const s = dealtAndBid(
      { W: 'K2.A43.Q432.J432', N: '8765.76.T98.T987', E: '43.KQJT98.765.65', S: 'AQJT9.52.AKJ.AKQ' },
      'S',
      [bid(1, 'S'), PASS, bid(2, 'S'), bid(3, 'H'), bid(4, 'S'), PASS, PASS, PASS],
    );
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), strength: 'beginner' });
    expect(robot.onView(viewFor(s, 'W'))).toEqual({ type: 'play', card: 'HA' });
  });

  it("leads an unbid suit rather than one dummy showed four cards in (the declaring side's suits are theirs)", () => {
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), strength: 'beginner' });
    const cmd = robot.onView(viewFor(solidSuitInDummysSuit(), 'W'));
    expect(cmd).toEqual({ type: 'play', card: 'C4' });
  });
});

describe('opening leads against no-trump', () => {
  it('leads the major of two four-card suits against 1NT – 3NT (Bird & Anthias, Winning Notrump Leads)', () => {
    // West: ♠Q732 ♦Q842, both unbid; the declaring side looked for no major fit, partner may hold one.
    const s = dealtAndBid(
      { W: 'Q732.K3.Q842.J54', N: 'J98.J742.AJ5.AK3', E: 'T65.T986.T96.T97', S: 'AK4.AQ5.K73.Q862' },
      'S',
      [bid(1, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS],
    );
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), strength: 'beginner' });
    expect(robot.onView(viewFor(s, 'W'))).toEqual({ type: 'play', card: 'S2' });
  });

  it('still leads the longer minor rather than a shorter major', () => {
    // West: ♠Q73 (three) and ♦Q8432 (five): fourth best of the longest suit comes first.
    const s = dealtAndBid(
      { W: 'Q73.K3.Q8432.J54', N: 'J982.J742.AJ5.AK', E: 'T654.T986.T6.T97', S: 'AK.AQ5.K97.Q8632' },
      'S',
      [bid(1, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS],
    );
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), strength: 'beginner' });
    expect(robot.onView(viewFor(s, 'W'))).toEqual({ type: 'play', card: 'D3' });
  });
});

describe('opening lead risk (tie-breaks toward safe leads)', () => {
  it('ranks the top of a sequence safest, then a suit without honours, then a lead away from an honour', () => {
    const cards = ['SK', 'SQ', 'SJ', 'H7', 'H4', 'H2', 'DK', 'D8', 'D3', 'C9', 'C5', 'C4', 'C2'] as const;
    expect(leadRisk('SK', cards, [])).toBe(0);
    expect(leadRisk('C9', cards, [])).toBe(1);
    expect(leadRisk('D3', cards, [])).toBe(2);
    expect(leadRisk('D3', cards, ['D'])).toBe(0);
  });
});

describe('layouts for the opening lead agree with the auction', () => {
  it('deal the 1NT opener 15–17 HCP and the suit lengths its calls showed', () => {
    const view = viewFor(threeNoTrump(), 'W');
    const k = knowledgeOf(view, [])!;
    const ranges = handRangesFromAuction(view.auction, 'S', 'none');
    const layouts = sampleLayouts(k, ranges, uniformFrom(seededRandom(11)), { count: 40, attempts: 8000 });
    expect(layouts).toHaveLength(40);
    for (const d of layouts) {
      expect(hcp(d.S)).toBeGreaterThanOrEqual(15);
      expect(hcp(d.S)).toBeLessThanOrEqual(17);
      for (const suit of SUITS) {
        expect(suitLength(d.S, suit)).toBeGreaterThanOrEqual(ranges.S.len[suit][0]);
        expect(suitLength(d.S, suit)).toBeLessThanOrEqual(ranges.S.len[suit][1]);
      }
    }
  });
});

describe('strength levels', () => {
  it('a beginner plays by rules of thumb even with a solver at the table', () => {
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), solver: createTsSolver(), strength: 'beginner' });
    expect(robot.onView(viewFor(threeNoTrump(), 'W'))).toEqual({ type: 'play', card: 'SK' });
    expect(robot.lastDecision?.kind === 'card' && robot.lastDecision.method).toBe('heuristic');
    expect(robot.explainLead()).toBe('Chosen by rules of thumb (no time to sample layouts)');
  });

  it("states its signalling agreements in the reader's language", () => {
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), strength: 'club' });
    expect(robot.explainAgreements()).toMatch(/^Standard signals: attitude on partner's lead/);
    expect(robot.explainAgreements(makeTranslator('es'))).toMatch(/^Señales estándar/);
  });
});

describe.skipIf(!isNativeSolverAvailable())('opening lead by simulation (native DDS)', () => {
  const native = loadNativeSolver();
  const solver = native.ok ? native.value : null;

  it('keeps the rule-of-thumb lead, the top of the solid spade sequence, when no lead is clearly better', () => {
    const view = viewFor(threeNoTrump(), 'W');
    const opts = { solver, next: uniformFrom(seededRandom(3)), now: () => 0, timeBudgetMs: 1000 };
    const r = chooseCard(view, [], { ...opts, leadSamples: 8 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.method).toBe('lead-simulation');
    expect(r.value.samples).toBe(8);
    expect(r.value.card).toBe('SK');
    // Every spade does as well as the king (DDS groups the sequence); the ♥A gives a trick back.
    const avg = new Map(r.value.leads!.map((l) => [l.card, l.average]));
    expect(avg.get('SK')).toBe(r.value.leads![0]!.average);
    expect(avg.get('HA')!).toBeLessThan(avg.get('SK')!);
    expect(r.value.message.id).toBe('play.lead.kept');
  });

  it("with enough layouts, keeps the rules' lead when it is among the best averages, and says so", () => {
    const view = viewFor(threeNoTrump(), 'W');
    const opts = { solver, next: uniformFrom(seededRandom(3)), now: () => 0, timeBudgetMs: 2000 };
    const r = chooseCard(view, [], { ...opts, leadSamples: LEAD_TRUSTED_SAMPLES });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.samples).toBe(LEAD_TRUSTED_SAMPLES);
    expect(r.value.card).toBe('SK');
    expect(r.value.message.id).toBe('play.lead.rule-best');
  });

  it('leads a solid suit dummy showed when the simulation finds it clearly better than the rules', () => {
    const view = viewFor(solidSuitInDummysSuit(), 'W');
    const opts = { solver, next: uniformFrom(seededRandom(3)), now: () => 0, timeBudgetMs: 1000 };
    const r = chooseCard(view, [], { ...opts, leadSamples: 8 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.card).toBe('HA');
    const avg = new Map(r.value.leads!.map((l) => [l.card, l.average]));
    expect(avg.get('HA')!).toBeGreaterThan(avg.get('C4')! + LEAD_MARGIN);
    expect(r.value.message.id).toBe('play.lead.safest');
    expect(r.value.message.args).toMatchObject({ rule: 'C4' });
  });

  it("keeps the explanation of its lead for after the deal, in the reader's language", () => {
    let now = 0;
    const robot = createRobot({ seat: 'W', rng: seededRandom(5), solver, strength: 'expert', now: () => (now += 1) });
    const cmd = robot.onView(viewFor(threeNoTrump(), 'W'));
    expect(cmd).toEqual({ type: 'play', card: 'SK' });
    expect(robot.explainLead()).toMatch(/^Opening lead by the usual rules, checked by simulation: over \d+ layouts/);
    expect(robot.explainLead(makeTranslator('pl'))).toMatch(/^Wist według zwykłych zasad/);
  });

  it('the baseline policy leads by rules of thumb', () => {
    const view = viewFor(threeNoTrump(), 'W');
    const opts = { solver, next: uniformFrom(seededRandom(3)), now: () => 0, timeBudgetMs: 1000 };
    const r = chooseCard(view, [], { ...opts, policy: 'baseline' });
    expect(r.ok && r.value.method).toBe('heuristic');
  });
});
