/**
 * Finds the TrueType fonts the package embeds (DejaVu Sans, which has ♠ ♥ ♦ ♣) on a Node
 * machine: from the `dejavu-fonts-ttf` npm package (a dependency of this package), else from
 * Debian's `fonts-dejavu-core`, else from the folder in `BIRITCH_FONT_DIR`.
 *
 * ```ts
 * const fonts = loadFonts();   // Result<PrintFonts>: { regular, bold } as bytes
 * if (!fonts.ok) console.error(fonts.error.code); // 'print/font-missing'
 * ```
 * This is the package's only module that reads files; the layouts take the bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { err, ok, type Result } from '@biritch/core';
import type { PrintFonts } from './types.js';

const REGULAR = 'DejaVuSans.ttf';
const BOLD = 'DejaVuSans-Bold.ttf';
/** Debian's `fonts-dejavu-core` folder. */
export const DEBIAN_FONT_DIR = '/usr/share/fonts/truetype/dejavu';

/** The folders searched, in order. */
export function fontDirs(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const dirs: string[] = [];
  if (env.BIRITCH_FONT_DIR) dirs.push(env.BIRITCH_FONT_DIR);
  try {
    const require = createRequire(import.meta.url);
    dirs.push(dirname(require.resolve(`dejavu-fonts-ttf/ttf/${REGULAR}`)));
  } catch {
    // Not installed: fall through to Debian's fonts.
  }
  dirs.push(DEBIAN_FONT_DIR);
  return dirs;
}

/** Reads DejaVu Sans and DejaVu Sans Bold from the first folder that has both. */
export function loadFonts(dirs: readonly string[] = fontDirs()): Result<PrintFonts> {
  for (const dir of dirs) {
    const regular = join(dir, REGULAR);
    const bold = join(dir, BOLD);
    if (existsSync(regular) && existsSync(bold)) {
      return ok({ regular: new Uint8Array(readFileSync(regular)), bold: new Uint8Array(readFileSync(bold)) });
    }
  }
  return err(
    'print/font-missing',
    `DejaVu Sans (${REGULAR}, ${BOLD}) was not found in ${dirs.join(', ')}: run npm install, ` +
      'or apt-get install fonts-dejavu-core, or set BIRITCH_FONT_DIR',
  );
}
