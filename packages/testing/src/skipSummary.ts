/**
 * Vitest global setup (vitest.config.ts): gathers the skips that @biritch/testing reports from the
 * test workers and prints one line per missing thing after the run, with the number of test files
 * that skipped for it.
 *
 * ```text
 * Skipped tests in 14 files: they need the shared test data (no folder /x/shared/data; set BIRITCH_TEST_DATA to its folder)
 * ```
 * The workers append their reasons to a file named by `BIRITCH_SKIP_LOG`, set here before they start.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Environment variable naming the file the workers append skip reasons to. */
export const SKIP_LOG_VAR = 'BIRITCH_SKIP_LOG';

/** Records one skip: `file` is the test file that skipped, `reason` what it lacked. Answers whether a log was open. */
export function logSkip(file: string, reason: string): boolean {
  const log = process.env[SKIP_LOG_VAR];
  if (!log) return false;
  appendFileSync(log, `${JSON.stringify({ file, reason })}\n`);
  return true;
}

/** Opens the skip log before the workers start; the returned teardown prints the summary. */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'biritch-skips-'));
  const log = join(dir, 'skips.jsonl');
  process.env[SKIP_LOG_VAR] = log;
  return () => {
    let text = '';
    try {
      text = readFileSync(log, 'utf8');
    } catch {
      // nothing was skipped
    }
    rmSync(dir, { recursive: true, force: true });
    const byReason = new Map<string, Set<string>>();
    for (const line of text.split('\n')) {
      if (!line) continue;
      const { file, reason } = JSON.parse(line) as { file: string; reason: string };
      byReason.set(reason, (byReason.get(reason) ?? new Set()).add(file));
    }
    for (const [reason, files] of byReason) {
      const n = files.size;
      console.log(`Skipped tests in ${n} file${n === 1 ? '' : 's'}: they need ${reason}`);
    }
  };
}
