/**
 * Colour contrast as WCAG 2.2 defines it (1.4.3 Contrast (Minimum): 4.5:1 for text, 3:1 for
 * large text), used by the tests that keep the table's colour pairs readable. No rules of bridge.
 *
 * ```ts
 * contrastRatio('#ffffff', '#1f6b43');                         // 6.48
 * contrastRatio('#ffffff', over('rgba(0,0,0,.35)', '#2b8a57')); // white on a dark pill over the felt
 * ```
 */

/** An sRGB colour as three channels 0..255. */
export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** Parses `#rgb`, `#rrggbb`, `rgb(r,g,b)` or `rgba(r,g,b,a)` (alpha returned separately); null if not a colour. */
export function parseColour(text: string): { readonly rgb: Rgb; readonly alpha: number } | null {
  const t = text.trim().toLowerCase();
  if (t === 'white') return { rgb: [255, 255, 255], alpha: 1 };
  if (t === 'black') return { rgb: [0, 0, 0], alpha: 1 };
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(t);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return { rgb: [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb, alpha: 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(t);
  if (fn) return { rgb: [Number(fn[1]), Number(fn[2]), Number(fn[3])], alpha: fn[4] === undefined ? 1 : Number(fn[4]) };
  return null;
}

function mustParse(text: string): { readonly rgb: Rgb; readonly alpha: number } {
  const c = parseColour(text);
  if (!c) throw new Error(`not a colour: ${text}`);
  return c;
}

/** A translucent colour painted over an opaque one, as `#rrggbb`. */
export function over(top: string, below: string): string {
  const t = mustParse(top);
  const b = mustParse(below);
  const mix = t.rgb.map((v, i) => Math.round(t.alpha * v + (1 - t.alpha) * b.rgb[i]!));
  return `#${mix.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.2, "relative luminance"). */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = mustParse(colour).rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque colours, 1..21 (WCAG 2.2, "contrast ratio"). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
