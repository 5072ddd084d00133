/**
 * `biritch pbn check FILE…` — reads PBN files the way `@biritch/notation` does and lists every
 * problem as `file:line:col: message` (exit 1 if there is any).
 *
 * ```sh
 * npx biritch pbn check club.pbn other.pbn
 * npx biritch pbn check club.pbn --json     # [{ file, line, column, code, message }, …]
 * ```
 * A syntax error stops the reading of that file (one problem); anything else — a bad deal, a
 * call that is not a call, a note that is never explained — is listed and the reading goes on.
 */
import { readFileSync } from 'node:fs';
import { formatError, locatedError, parsePbn, type NotationError } from '@biritch/notation';
import { EXIT, type Command } from '../command.js';

/** One problem as `--json` prints it. */
export interface PbnProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly code: string;
  readonly message: string;
}

/** The problems of one PBN file, and how many games it holds. */
export function checkPbnFile(file: string): { games: number; problems: NotationError[] } {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return {
      games: 0,
      problems: [
        locatedError(
          'file/unreadable',
          `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
          { line: 1, column: 1 },
          file,
        ),
      ],
    };
  }
  const r = parsePbn(bytes, { file });
  if (!r.ok) return { games: 0, problems: [r.error] };
  return { games: r.value.games.length, problems: [...r.value.warnings] };
}

/** The `pbn check` subcommand. */
export const pbnCheck: Command = {
  name: 'pbn check',
  summary: 'Check PBN files and list each problem as file:line:col: message',
  usage: 'biritch pbn check FILE… [--json]',
  options: {},
  run: ({ positionals, json, out, errOut }) => {
    if (positionals.length === 0) {
      errOut('biritch pbn check: name at least one PBN file');
      errOut('usage: biritch pbn check FILE… [--json]');
      return EXIT.usage;
    }
    const all: PbnProblem[] = [];
    for (const file of positionals) {
      const { games, problems } = checkPbnFile(file);
      for (const p of problems)
        all.push({ file: p.file ?? file, line: p.line, column: p.column, code: p.code, message: p.message });
      if (!json) {
        for (const p of problems) out(formatError(p, file));
        if (problems.length === 0) out(`${file}: ${games} game${games === 1 ? '' : 's'}, no problems`);
      }
    }
    if (json) out(JSON.stringify(all, null, 2));
    return all.length > 0 ? EXIT.badInput : EXIT.ok;
  },
};
