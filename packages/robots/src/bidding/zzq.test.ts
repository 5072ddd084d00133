import { it } from 'vitest';
import { choose } from './auction.testing.js';
it('x', () => {
  const cases: [string, string][] = [
    ['Q3.T72.Q843.KQT6', '1NT 2S'],
    ['Q3.T72.Q843.KQT6', 'P P 1NT 2S'],
    ['Q3.T72.KQ843.K96', '1NT 2S'],
    ['Q3.T72.Q843.KQT6', '1NT 2H'],
    ['Q3.KT72.Q843.KT6', '1NT 2S'],
    ['83.J.KQT5.AKQ872', '1C 2S P 3C P 3S P P'],
    ['AKQJ8.7.AJ64.AQ8', '1S 3H P P X P 4D P'],
    ['T4.KQT.AKJT92.A2', '1D 1S X 2S'],
  ];
  for (const [h, a] of cases) { const r = choose(h, a); console.log(a.padEnd(28), h.padEnd(20), r.rule, JSON.stringify(r.call)); }
});
