/**
 * What tests and benchmarks need from outside the repository, found in one place: the shared test
 * data (golden files, real PBN files, bidding cases) and system programs (Debian's Chromium, the
 * native DDS library). Dev only: test files, the e2e harness and `bench/` may import it, product
 * code may not (`.dependency-cruiser.cjs`, rule `testing-only-in-tests`).
 *
 * ```ts
 * import { requireTestData, testDataPath } from '@biritch/testing';
 * const hasDds = requireTestData('dds');          // false (and one skip line) when absent
 * describe.skipIf(!hasDds)('golden files', () => {
 *   it('parses list10', () => { readFileSync(testDataPath('dds/list10.txt'), 'utf8'); });
 * });
 * ```
 * The data folder is `$BIRITCH_TEST_DATA`, else `<repository>/../shared/data`. When something is
 * missing the tests that need it are skipped, and the run ends with one line per missing thing
 * (skipSummary.ts gathers them); with `BIRITCH_REQUIRE_ALL=1` (set by `.ci/run`) a missing
 * thing fails the test file instead, so CI always runs every test.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logSkip } from './skipSummary.js';

/** Environment variable naming the test data folder. */
export const TEST_DATA_VAR = 'BIRITCH_TEST_DATA';
/** Environment variable that turns every skip for a missing need into a failure (CI sets it to 1). */
export const REQUIRE_ALL_VAR = 'BIRITCH_REQUIRE_ALL';

/** The repository root (this file is packages/testing/src/index.ts). */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** The test data folder: `$BIRITCH_TEST_DATA` or `<repository>/../shared/data` (it may not exist). */
export function testDataDir(): string {
  const fromEnv = process.env[TEST_DATA_VAR];
  return fromEnv ? resolve(fromEnv) : resolve(REPO_ROOT, '../shared/data');
}

/** A path inside the test data folder, e.g. `testDataPath('dds/list10.txt')`. */
export function testDataPath(...parts: string[]): string {
  return join(testDataDir(), ...parts);
}

/** Whether every one of these paths of the test data exists; when not, reports a skip (or fails under REQUIRE_ALL). */
export function requireTestData(...parts: string[]): boolean {
  const dir = testDataDir();
  if (!existsSync(dir))
    return reportMissing(`the shared test data (no folder ${dir}; set ${TEST_DATA_VAR} to its folder)`);
  const missing = parts.filter((p) => !existsSync(join(dir, p)));
  if (missing.length === 0) return true;
  return reportMissing(`test data ${missing.join(', ')} (not in ${dir})`);
}

/**
 * Whether a system program or library the tests need is present; when not, reports a skip (or
 * fails under REQUIRE_ALL). `found` is the caller's own check (a path, a library load).
 * `install` is the Debian package that provides it.
 */
export function requireProgram(what: string, found: boolean, install: string): boolean {
  if (found) return true;
  return reportMissing(`${what} (not installed: npm run setup, or apt-get install ${install})`);
}

/** The first of these executables that exists (absolute paths as they are, bare names on PATH), else null. */
export function findExecutable(...candidates: string[]): string | null {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const c of candidates) {
    for (const path of c.includes('/') ? [c] : dirs.map((d) => join(d, c))) {
      try {
        accessSync(path, constants.X_OK);
        return path;
      } catch {
        // not this one
      }
    }
  }
  return null;
}

/** Whether the run must fail rather than skip when something is missing. */
export function isEverythingRequired(): boolean {
  const v = process.env[REQUIRE_ALL_VAR];
  return v !== undefined && v !== '' && v !== '0';
}

function reportMissing(reason: string): false {
  if (isEverythingRequired()) throw new Error(`${REQUIRE_ALL_VAR} is set, but a test needs ${reason}`);
  const file = callerFile();
  // Under vitest the global setup prints one line per reason at the end; elsewhere, say it now.
  if (!logSkip(file, reason)) console.log(`skipped (${file}): needs ${reason}`);
  return false;
}

/** The file that asked, from the stack: the outermost frame outside this module and node_modules (the test file). */
function callerFile(): string {
  const here = fileURLToPath(import.meta.url);
  let found = 'a test file';
  for (const line of (new Error().stack ?? '').split('\n').slice(1)) {
    const m = /(?:\(|^at )((?:file:\/\/)?\/[^():]+):\d+:\d+\)?$/.exec(line.trim());
    if (!m) continue;
    const path = m[1]!.startsWith('file:') ? fileURLToPath(m[1]!) : m[1]!;
    if (path !== here && !path.includes('/node_modules/')) found = relative(REPO_ROOT, path);
  }
  return found;
}
