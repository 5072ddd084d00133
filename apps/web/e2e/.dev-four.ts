import { launchChromium } from './harness.ts';
import { createTable, takeSeat, playToEnd } from './driver.ts';
const url = 'http://127.0.0.1:3111';
const browser = await launchChromium();
const pages = [];
for (let i = 0; i < 5; i++) {
  const ctx = await browser.newContext({ viewport: i === 4 || i === 3 ? { width: 390, height: 844 } : { width: 1280, height: 860 } });
  const p = await ctx.newPage();
  p.on('pageerror', (e) => console.log('pageerror', i, e.message));
  pages.push(p);
}
const [a, b, c, d, spec] = pages;
const code = await createTable(a!, url, { S: 'Me', N: 'Open', E: 'Open', W: 'Open' });
console.log('code', code);
await takeSeat(b!, url, code, 'N');
await takeSeat(c!, url, code, 'E');
await takeSeat(d!, url, code, 'W');
await spec!.goto(`${url}/t/${code}`);
let shots = 0;
await playToEnd([a!, b!, c!, d!], 120_000, async (page, step, n) => {
  if (n === 6 || n === 14 || n === 30) {
    await a!.screenshot({ path: `/tmp/webdev/four-${n}-S.png` });
    await spec!.screenshot({ path: `/tmp/webdev/four-${n}-spec.png`, fullPage: true });
    shots++;
  }
});
await a!.screenshot({ path: `/tmp/webdev/four-end-S.png`, fullPage: true });
await spec!.screenshot({ path: `/tmp/webdev/four-end-spec.png`, fullPage: true });
await a!.getByRole('button', { name: 'To the start' }).click();
for (let i = 0; i < 6; i++) await a!.getByRole('button', { name: 'Next card' }).click();
await a!.screenshot({ path: `/tmp/webdev/four-replay-S.png`, fullPage: true });
await d!.screenshot({ path: `/tmp/webdev/four-end-W-phone.png`, fullPage: true });
await browser.close();
console.log('done', shots);
