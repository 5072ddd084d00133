// The system card is read from the systems' rules (issue 25: "the system is data … selectable per
// partnership"; the ACBL convention card's sections: openings, no trump, slam, competition, leads
// and signals). It cannot drift from what the robots bid: every entry names rules that exist.
import { describe, expect, it } from 'vitest';
import { bid } from '@biritch/core';
import { LOCALES, makeTranslator } from '@biritch/i18n';
import { SYSTEMS, type SystemName } from './system/systems.js';
import { CONVENTIONS, systemCard } from './systemCard.js';

const ALL = Object.keys(SYSTEMS) as SystemName[];
const en = makeTranslator('en');
const ids = (name: SystemName) => systemCard(name).conventions.map((c) => c.id);

describe('systemCard', () => {
  it('lists a convention exactly when a rule of the system plays it, naming only rules that exist', () => {
    for (const name of ALL) {
      const rules = new Set(SYSTEMS[name].map((r) => r.name));
      const card = systemCard(name);
      for (const c of card.conventions) {
        expect(c.rules.length, `${name} ${c.id}`).toBeGreaterThan(0);
        for (const r of c.rules) expect(rules.has(r), `${name} ${c.id}: ${r}`).toBe(true);
      }
      const played = CONVENTIONS.filter((c) => [...rules].some((r) => c.rules.test(r))).map((c) => c.id);
      expect(card.conventions.map((c) => c.id)).toEqual(played);
    }
  });

  it('every convention it can show plays in some system (no entry for a convention nobody bids)', () => {
    const shown = new Set(ALL.flatMap(ids));
    expect(CONVENTIONS.map((c) => c.id).filter((id) => !shown.has(id))).toEqual([]);
  });

  it('tells the systems apart: RKCB 1430 only with the key-card agreement, 2/1 and forcing 1NT only in 2/1', () => {
    expect(ids('sayc')).toContain('systemCard.conv.blackwood');
    expect(ids('sayc')).not.toContain('systemCard.conv.rkcb');
    expect(ids('sayc-rkcb')).toContain('systemCard.conv.rkcb');
    expect(ids('2/1-rkcb')).toContain('systemCard.conv.rkcb');
    expect(ids('2/1')).toEqual(expect.arrayContaining(['systemCard.conv.twoOverOne', 'systemCard.conv.forcingNT']));
    expect(ids('sayc')).not.toContain('systemCard.conv.twoOverOne');
    for (const c of [
      'stayman',
      'transfers',
      'jacoby2NT',
      'splinters',
      'fourthSuit',
      'negativeDouble',
      'responsiveDouble',
      'supportDouble',
      'michaels',
      'unusual2NT',
      'lebensohl',
      'controlBids',
    ])
      expect(ids('sayc'), c).toContain(`systemCard.conv.${c}`);
  });

  it("opens SAYC's way: 1NT 15–17 announced, 2♣ strong, weak twos, 2NT 20–21, preempts; lowest first", () => {
    const card = systemCard('sayc', 'acbl');
    const calls = card.openings.map((o) => o.call);
    expect(calls.slice(0, 5)).toEqual([bid(1, 'C'), bid(1, 'D'), bid(1, 'H'), bid(1, 'S'), bid(1, 'NT')]);
    const nt = card.openings.find((o) => o.call.type === 'bid' && o.call.level === 1 && o.call.strain === 'NT')!;
    expect(nt.alert).toBe('announce');
    expect(en.message(nt.meanings[0]!.id, nt.meanings[0]!.args)).toBe('15–17 HCP, balanced');
    const twoHearts = card.openings.find((o) => o.call.type === 'bid' && o.call.level === 2 && o.call.strain === 'H')!;
    expect(en.message(twoHearts.meanings[0]!.id, twoHearts.meanings[0]!.args)).toBe(
      'Weak two: 5–11 HCP, a good six-card ♥ suit',
    );
    expect(calls).toEqual(expect.arrayContaining([bid(2, 'C'), bid(2, 'NT'), bid(3, 'S'), bid(4, 'H')]));
    // The same meaning from two rules (1♥ in first or second seat and in third or fourth) is listed once.
    const oneHeart = card.openings.find((o) => o.call.type === 'bid' && o.call.level === 1 && o.call.strain === 'H')!;
    expect(oneHeart.meanings).toHaveLength(1);
  });

  it("Polish Club's 1♣ and Multi 2♦ are alerted, under the ACBL's rules and the EBU's", () => {
    for (const regulation of ['acbl', 'ebu'] as const) {
      const card = systemCard('polish', regulation);
      const oneClub = card.openings.find((o) => o.call.type === 'bid' && o.call.level === 1 && o.call.strain === 'C')!;
      expect(oneClub.alert).toBe('alert');
      expect(en.message(oneClub.meanings[0]!.id, {})).toMatch(/^Polish Club/);
      const twoDiamonds = card.openings.find(
        (o) => o.call.type === 'bid' && o.call.level === 2 && o.call.strain === 'D',
      )!;
      expect(en.message(twoDiamonds.meanings[0]!.id, {})).toMatch(/^Multi/);
      expect(card.regulation).toBe(regulation);
    }
  });

  it('every text on every card has an English message (the five catalogs are checked by i18n:check)', () => {
    for (const name of ALL) {
      const card = systemCard(name);
      for (const o of card.openings) for (const m of o.meanings) expect(en.message(m.id, m.args), m.id).toBeDefined();
      for (const e of [...card.conventions, ...card.carding]) expect(en.message(e.id, {}), e.id).toBeDefined();
    }
  });

  it("shows SAYC's strong 2♣ once: the HCP rule and the playing-tricks rule merged under one head", () => {
    // SAYC booklet: 2♣ is "strong, artificial and forcing" with 22+ HCP or the playing equivalent.
    for (const name of ['sayc', '2/1', 'sayc-rkcb', '2/1-rkcb'] as const) {
      const twoClubs = systemCard(name).openings.find(
        (o) => o.call.type === 'bid' && o.call.level === 2 && o.call.strain === 'C',
      )!;
      expect(twoClubs.meanings.map((m) => en.message(m.id, m.args))).toEqual([
        'Strong and artificial, forcing: 22+ HCP or nine+ playing tricks',
      ]);
    }
  });

  it('never shows two lines of one opening with the same head, in any system and any language', () => {
    for (const name of ALL)
      for (const o of systemCard(name).openings) {
        const heads = o.meanings.map((m) => en.message(m.id, m.args)!.split(': ')[0]);
        expect(new Set(heads).size, `${name} ${JSON.stringify(o.call)}`).toBe(heads.length);
        for (const locale of LOCALES)
          for (const m of o.meanings) expect(makeTranslator(locale).has(m.id), `${locale} ${m.id}`).toBe(true);
      }
  });
});
