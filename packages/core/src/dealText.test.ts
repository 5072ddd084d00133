// The deal text of PBN 2.1 §3.4.11 (and §3.10 end positions); the example deal is board 1 of
// /work/shared/data/pbn/danvk_HandRecord-12.pbn (BridgeComposer, deals by Big Deal).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, SEATS, handFromCards, handSize, makeHand, type Deal, type Seat } from './cards.js';
import { makeDeal, parseDeal } from './dealText.js';
import { unwrap } from './result.js';

const BOARD_1 = 'N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74';

describe('parseDeal (PBN 2.1 §3.4.11)', () => {
  it('reads four hands clockwise from the first seat', () => {
    const { deal, complete } = unwrap(parseDeal(BOARD_1));
    expect(complete).toBe(true);
    expect(makeHand(deal.E)).toBe('532.T2.K642.AT82');
    expect(makeHand(deal.W)).toBe('QT74.AJ84.87.J74');
  });

  it('starts at the seat named before the colon, in either case', () => {
    const { deal } = unwrap(parseDeal('e:532.T2.K642.AT82 98.KQ73.T93.KQ96 QT74.AJ84.87.J74 AKJ6.965.AQJ5.53'));
    expect(makeDeal(deal)).toBe(BOARD_1);
  });

  it('leaves a hand written - empty and the deal incomplete', () => {
    const { deal, complete } = unwrap(parseDeal('N:AKJ6.965.AQJ5.53 - - -'));
    expect(complete).toBe(false);
    expect(handSize(deal.E)).toBe(0);
  });

  it('takes four equal short hands as an end position (§3.10)', () => {
    expect(unwrap(parseDeal('N:A... K... Q... J...')).complete).toBe(false);
  });

  it('refuses bad text, a card in two hands and unequal hands, with codes', () => {
    expect(parseDeal('AKQ.. . .')).toMatchObject({ ok: false, error: { code: 'deal/bad-format' } });
    expect(parseDeal('N:AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96')).toMatchObject({
      ok: false,
      error: { code: 'deal/bad-format' },
    });
    expect(parseDeal('N:A... A... ... ...')).toMatchObject({ ok: false, error: { code: 'deal/duplicate-card' } });
    expect(parseDeal('N:AK... Q... J... T...')).toMatchObject({ ok: false, error: { code: 'deal/wrong-hand-size' } });
    expect(parseDeal('N:AXJ6.965.AQJ5.53 - - -')).toMatchObject({ ok: false, error: { code: 'hand/bad-rank' } });
  });
});

describe('makeDeal', () => {
  it('writes - for a hand with no cards', () => {
    const { deal } = unwrap(parseDeal('N:AKJ6.965.AQJ5.53 - - -'));
    expect(makeDeal(deal)).toBe('N:AKJ6.965.AQJ5.53 - - -');
  });

  it('writes from another first seat', () => {
    const { deal } = unwrap(parseDeal(BOARD_1));
    expect(makeDeal(deal, { first: 'W' })).toBe(
      'W:QT74.AJ84.87.J74 AKJ6.965.AQJ5.53 532.T2.K642.AT82 98.KQ73.T93.KQ96',
    );
  });

  it('parse(make(deal)) gives every shuffled deal back', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }),
        fc.constantFrom(...SEATS),
        (cards, first: Seat) => {
          const deal: Deal = {
            N: handFromCards(cards.slice(0, 13)),
            E: handFromCards(cards.slice(13, 26)),
            S: handFromCards(cards.slice(26, 39)),
            W: handFromCards(cards.slice(39)),
          };
          expect(unwrap(parseDeal(makeDeal(deal, { first })))).toEqual({ deal, complete: true });
        },
      ),
      { numRuns: 200 },
    );
  });
});
