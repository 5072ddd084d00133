// Finding the embedded font (DejaVu Sans): from the npm package, Debian's folder, or
// BIRITCH_FONT_DIR; a clear coded error when none has it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBIAN_FONT_DIR, fontDirs, loadFonts } from './fonts.js';

describe('fonts', () => {
  it('finds DejaVu Sans and DejaVu Sans Bold (TrueType files)', () => {
    const r = loadFonts();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // A TrueType file starts with the version 0x00010000.
    expect([...r.value.regular.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
    expect([...r.value.bold.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
  });

  it('looks in BIRITCH_FONT_DIR first, then the npm package, then Debian', () => {
    const dirs = fontDirs({ BIRITCH_FONT_DIR: '/opt/fonts' });
    expect(dirs[0]).toBe('/opt/fonts');
    expect(dirs.at(-1)).toBe(DEBIAN_FONT_DIR);
    expect(dirs.some((d) => d.includes('dejavu-fonts-ttf'))).toBe(true);
  });

  it('answers print/font-missing, naming the remedies, when no folder has the fonts', () => {
    const empty = mkdtempSync(join(tmpdir(), 'biritch-nofont-'));
    const r = loadFonts([empty, join(empty, 'none')]);
    expect(r.ok ? null : r.error.code).toBe('print/font-missing');
    expect(r.ok ? '' : r.error.message).toContain('fonts-dejavu-core');
  });
});
