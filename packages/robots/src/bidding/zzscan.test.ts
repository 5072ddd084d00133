import { it } from 'vitest';
import { makeCall, cardsOf, type Call } from '@biritch/core';
import { randomDeal, seededRandom, hcp } from '@biritch/dealer';
import { chooseCall } from './bidder.js';
import { SYSTEMS } from './system/systems.js';

const txt = (h: readonly number[]): string =>
  ['S', 'H', 'D', 'C']
    .map((s) =>
      cardsOf(h as never)
        .filter((c) => c[0] === s)
        .map((c) => c[1])
        .join(''),
    )
    .join('.');
const LO = Number(process.env.ZZ_LO ?? 25);
const HI = Number(process.env.ZZ_HI ?? 31);
const SYS = (process.env.ZZ_SYS ?? 'sayc') as keyof typeof SYSTEMS;

it('scan', () => {
  const rnd = seededRandom(Number(process.env.ZZ_SEED ?? 778));
  const found = new Map<string, { n: number; ex: string }>();
  let deals = 0;
  for (let i = 0; i < 400000 && deals < 3000; i++) {
    const d = randomDeal(rnd);
    const total = hcp(d.N) + hcp(d.S);
    if (total < LO || total > HI) continue;
    deals++;
    const auction: Call[] = [];
    const rules: string[] = [];
    while (auction.length < 40 && !(auction.length >= 4 && auction.slice(-3).every((c) => c.type === 'pass'))) {
      const seat = auction.length % 4;
      if (seat % 2 === 1) {
        auction.push({ type: 'pass' });
        rules.push('-');
        continue;
      }
      const r = chooseCall({ hand: seat === 0 ? d.N : d.S, auction, dealer: 'N', vulnerability: 'none' }, SYSTEMS[SYS]);
      if (!r.ok) break;
      auction.push(r.value.call);
      rules.push(r.value.rule);
    }
    const game = auction.some(
      (c) =>
        c.type === 'bid' &&
        (c.level >= 5 || (c.level >= 4 && c.strain !== 'C' && c.strain !== 'D') || (c.level >= 3 && c.strain === 'NT')),
    );
    rules.forEach((rule, j) => {
      if (rule !== 'default-pass' || game) return;
      const key = auction.slice(0, j).map(makeCall).join(' ');
      const f = found.get(key) ?? { n: 0, ex: '' };
      f.n++;
      if (!f.ex)
        f.ex = `${txt(j % 4 === 0 ? d.N : d.S)} (${hcp(j % 4 === 0 ? d.N : d.S)}; total ${total}) [${auction.map(makeCall).join(' ')}]`;
      found.set(key, f);
    });
  }
  console.log(`${deals} deals with ${LO}–${HI}`);
  for (const [k, v] of [...found].sort((a, b) => b[1].n - a[1].n).slice(0, 40)) console.log(`${v.n}  ${k}  :: ${v.ex}`);
}, 600000);
