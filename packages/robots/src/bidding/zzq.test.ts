import { it } from 'vitest';
import { choose } from './auction.testing.js';
it('zz', () => {
  for (const [h, a] of [
    ['QJ.J42.A543.A854', '1D 3H'],
    ['A742.AK.QJ9.7632', '1D 3H P P'],
    ['53.Q64.A94.97653', '1C 3S'],
    ['A872.AJT.KQ3.A42', '1C 3S P P'],
    ['853.AJT2.Q7652.K', '1D 3S'],
    ['2.AKT94.A97.Q752', '1NT 3S'],
    ['96.KJ3.97532.T64', '1S 3H'],
    ['AKQJ8.7.AJ64.AQ8', '1S 3H P P'],
    ['K9732.KQ94.T7.K2', '1C 3D'],
    ['QT73.AJ985.J43.K', '1H 3D'],
    ['KJ4.Q3.AQ862.K85', '1H 3C'],
    ['KJ4.Q32.A862.K85', '1S 3H'],
    ['A742.AK.QJ9.7632', '1D 3H X P'],
    ['A742.AK2.QJ97.32', '1D 3S X P'],
  ] as const) {
    const r = choose(h, a);
    console.log(a, h, JSON.stringify(r.call), r.rule);
  }
});
