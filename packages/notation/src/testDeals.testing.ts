/**
 * Random complete deals for property tests of the board files (fast-check arbitraries).
 *
 * ```ts
 * fc.assert(fc.property(arbitraryBoards(), (boards) => { … }));
 * ```
 * A deal is a random permutation of the 52 cards (sorting random keys), dealt 13 to each seat.
 */
import fc from 'fast-check';
import { unwrap, type Deal } from '@biritch/core';
import { boardDealOf, dealFromCardOwners, type BoardDeal } from './boardSet.js';

/** Any complete deal. */
export const arbitraryDeal = (): fc.Arbitrary<Deal> =>
  fc.array(fc.double({ noNaN: true }), { minLength: 52, maxLength: 52 }).map((keys) => {
    const order = keys.map((k, i) => [k, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const owners = new Uint8Array(52);
    order.forEach(([, card], i) => {
      owners[card] = Math.floor(i / 13);
    });
    return unwrap(dealFromCardOwners(owners));
  });

/** Consecutive boards from a random first board up to `maxLast`, with random deals. */
export const arbitraryBoards = (maxLast: number, maxCount = 8): fc.Arbitrary<BoardDeal[]> =>
  fc
    .integer({ min: 1, max: maxLast })
    .chain((first) =>
      fc
        .array(arbitraryDeal(), { minLength: 1, maxLength: Math.min(maxCount, maxLast - first + 1) })
        .map((deals) => deals.map((d, i) => boardDealOf(first + i, d))),
    );
