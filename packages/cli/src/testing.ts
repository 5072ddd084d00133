/**
 * Runs the `biritch` command in-process for tests, capturing what it prints.
 *
 * ```ts
 * const r = await runCli('auction', '--dealer', 'W', 'P P 1D P P P', '--json');
 * expect(r.code).toBe(0);
 * ```
 */
import { main } from './main.js';

/** What one run printed and its exit code. */
export interface CliRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

/** Runs `biritch ARGV…` through `main` with stdout and stderr captured line by line. */
export async function runCli(...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (l) => out.push(l), (l) => err.push(l));
  return { code, out, err };
}
