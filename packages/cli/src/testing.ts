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

/** Runs `biritch ARGV…` through `main`, stdout and stderr captured line by line, in an empty environment (English). */
export async function runCli(...argv: string[]): Promise<CliRun> {
  return runCliWithEnv({}, ...argv);
}

/** Runs `biritch ARGV…` with the given environment (for the default language: LC_ALL, LC_MESSAGES, LANG). */
export async function runCliWithEnv(
  env: Readonly<Record<string, string | undefined>>,
  ...argv: string[]
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    argv,
    (l) => out.push(l),
    (l) => err.push(l),
    env,
  );
  return { code, out, err };
}
