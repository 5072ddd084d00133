// Colour contrast of the table's text (issue 26, "Contrast: pink ♥/♦ on the dark green diagram
// (about 3.8:1) and white text on the felt (4.3:1) are under 4.5:1"): every colour pair the table
// draws text with is read from styles.css itself and must reach WCAG 2.2 AA, 4.5:1
// (Success Criterion 1.4.3). The formula is checked against WCAG's own end points first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, over, parseColour } from './contrast.js';

const CSS = readFileSync(new URL('../styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The value of `property` in the first rule whose selector is exactly `selector`, with `var()` resolved. */
function cssValue(selector: string, property: string): string {
  for (const m of CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (m[1]!.trim() !== selector) continue;
    const decl = new RegExp(`(?:^|;)\\s*${property.replace(/[-]/g, '\\-')}\\s*:\\s*([^;]+)`).exec(m[2]!);
    if (decl) return resolve(decl[1]!.trim());
  }
  throw new Error(`styles.css has no ${property} in "${selector}"`);
}

function resolve(value: string): string {
  const v = /^var\((--[\w-]+)\)$/.exec(value);
  return v ? cssValue(':root', v[1]!) : value;
}

describe('the contrast formula (WCAG 2.2, "contrast ratio")', () => {
  it('black on white is 21:1, a colour on itself 1:1, and #767676 on white just passes AA', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f6b43', '#1f6b43')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
  it('a translucent colour is painted over the one below it', () => {
    expect(over('rgba(0,0,0,.5)', '#ffffff')).toBe('#808080');
    expect(parseColour('rgba(255,255,255,.92)')).toEqual({ rgb: [255, 255, 255], alpha: 0.92 });
    expect(parseColour('not-a-colour')).toBeNull();
  });
});

describe('the colour pairs of the table reach 4.5:1 (WCAG 2.2 SC 1.4.3)', () => {
  const felt = cssValue(':root', '--felt');
  const feltLight = cssValue(':root', '--felt-light');
  const feltText = cssValue('.felt', 'color').replace(/^#fff$/, '#ffffff');
  const pairs: readonly (readonly [string, string, string])[] = [
    ['white text on the lightest felt (the gradient centre)', feltText, feltLight],
    ['white text on the felt', feltText, felt],
    ['pink ♥/♦ of the deal diagram on the felt', cssValue('.deal-diagram .dh .sym.red', 'color'), felt],
    ['"Sit here as …": the button text on the button', cssValue('.btn', 'color'), cssValue('.btn', 'background')],
    [
      'a button on the felt (Last trick, Display)',
      cssValue('.felt-tools .btn', 'color'),
      over(cssValue('.felt-tools .btn', 'background'), feltLight),
    ],
    ['the connection badge on the felt', feltText, over(cssValue('.conn', 'background'), feltLight)],
    [
      'the red suits of the brand on the top bar',
      cssValue('.brand-suits .r', 'color'),
      cssValue(':root', '--felt-dark'),
    ],
    ['red suits on a card', cssValue(':root', '--red'), cssValue(':root', '--paper')],
    ['four-colour clubs on a card', cssValue(':root', '--club'), cssValue(':root', '--paper')],
    ['four-colour diamonds on a card', cssValue(':root', '--diamond'), cssValue(':root', '--paper')],
    ['four-colour clubs in the diagram', cssValue(':root', '--club-light'), felt],
    ['four-colour diamonds in the diagram', cssValue(':root', '--diamond-light'), felt],
    ['the turn nameplate', cssValue(':root', '--accent-ink'), cssValue(':root', '--accent')],
    ['a rejected claim', cssValue('.notice-refused', 'color'), cssValue('.notice-refused', 'background')],
    ['muted text on a panel', cssValue(':root', '--muted'), cssValue(':root', '--panel')],
  ];
  for (const [what, fg, bg] of pairs)
    it(`${what}: ${fg} on ${bg}`, () => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    });
});
