/**
 * `biritch convert IN OUT` — converts game records between PBN, LIN and JSON, chosen by the
 * file extensions (`.pbn`, `.lin`, `.json`; `.txt` writes deal diagrams).
 *
 * ```sh
 * npx biritch convert club.pbn club.lin
 * npx biritch convert hands.lin - --to pbn      # '-' writes to stdout; --to names the format
 * npx biritch convert - out.json --from lin     # '-' reads stdin
 * ```
 * Problems that do not stop the reading (a bad deal, an unknown call…) are printed on stderr as
 * `file:line:col: message` and the games are converted as they are. PBN is written in the
 * export format (CRLF), in Latin-1 when every character fits (PBN 2.1 §2.2), else UTF-8.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import {
  checkRecord,
  encodeLatin1,
  formatError,
  makeGameDiagram,
  makeJson,
  makeLin,
  makePbn,
  parseJson,
  parseLin,
  parsePbn,
  type GameRecord,
  type LinPair,
  type NotationError,
} from '@biritch/notation';
import { EXIT, InputError, type Command } from '../command.js';

const FORMATS = ['pbn', 'lin', 'json', 'text'] as const;
type Format = (typeof FORMATS)[number];

function formatOf(path: string, given: unknown, role: 'input' | 'output'): Format {
  if (typeof given === 'string') {
    if ((FORMATS as readonly string[]).includes(given) && (role === 'output' || given !== 'text'))
      return given as Format;
    throw new InputError(
      'convert/bad-format',
      `'${given}' is not a${role === 'input' ? 'n input' : 'n output'} format (${role === 'input' ? 'pbn, lin, json' : 'pbn, lin, json, text'})`,
    );
  }
  const ext = extname(path).toLowerCase();
  const byExt: Record<string, Format> = { '.pbn': 'pbn', '.lin': 'lin', '.json': 'json', '.txt': 'text' };
  const f = byExt[ext];
  if (!f || (role === 'input' && f === 'text'))
    throw new InputError(
      'convert/unknown-extension',
      `cannot tell the ${role} format of '${path}': use .pbn, .lin, .json${role === 'output' ? ', .txt' : ''} or --${role === 'input' ? 'from' : 'to'}`,
    );
  return f;
}

/** What a conversion read and wrote. */
export interface ConvertReport {
  readonly from: Format;
  readonly to: Format;
  readonly games: number;
  readonly warnings: readonly NotationError[];
}

/** Converts text or bytes in one format to text in another (the pure part of the command). */
export function convertGames(
  input: string | Uint8Array,
  from: Format,
  to: Format,
  file?: string,
): { text: string; report: ConvertReport } {
  let games: readonly GameRecord[];
  let warnings: readonly NotationError[] = [];
  let pbnHeader: readonly string[] | undefined;
  let linHeader: readonly LinPair[] | undefined;
  const opts = file === undefined ? {} : { file };
  if (from === 'pbn') {
    const r = parsePbn(input, opts);
    if (!r.ok) throw new InputError(r.error.code, formatError(r.error, file));
    ({ games, warnings } = r.value);
    pbnHeader = r.value.header;
  } else if (from === 'lin') {
    const r = parseLin(input, opts);
    if (!r.ok) throw new InputError(r.error.code, formatError(r.error, file));
    ({ games, warnings } = r.value);
    linHeader = r.value.header;
  } else {
    const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
    const r = parseJson(text, opts);
    if (!r.ok) throw new InputError(r.error.code, formatError(r.error, file));
    games = r.value.games;
    pbnHeader = r.value.pbnHeader;
  }
  let text: string;
  if (to === 'pbn') text = makePbn(games, pbnHeader && pbnHeader.length > 0 ? { header: pbnHeader } : {});
  else if (to === 'lin') text = makeLin(games, linHeader ? { header: linHeader } : {});
  else if (to === 'json') text = makeJson(games, pbnHeader ? { pbnHeader } : {});
  else text = games.map((g) => makeGameDiagram(checkRecord(g).game) ?? '(no deal)\n').join('\n');
  return { text, report: { from, to, games: games.length, warnings } };
}

/** The `convert` subcommand. */
export const convert: Command = {
  name: 'convert',
  summary: 'Convert game records between PBN, LIN and JSON (by file extension)',
  usage: 'biritch convert IN OUT [--from pbn|lin|json] [--to pbn|lin|json|text] [--json]',
  options: { from: { type: 'string' }, to: { type: 'string' } },
  run: ({ values, positionals, json, out, errOut }) => {
    if (positionals.length !== 2) {
      errOut('biritch convert: give an input and an output file (- for stdin or stdout)');
      errOut(`usage: ${convert.usage}`);
      return EXIT.usage;
    }
    const [inPath, outPath] = positionals as [string, string];
    const from = formatOf(inPath, values.from, 'input');
    if (outPath === '-' && values.to === undefined)
      throw new InputError('convert/no-format', 'writing to stdout (-) needs --to pbn|lin|json|text');
    const to = formatOf(outPath, values.to, 'output');
    let input: Uint8Array;
    try {
      input = readFileSync(inPath === '-' ? 0 : inPath);
    } catch (e) {
      throw new InputError(
        'file/unreadable',
        `cannot read ${inPath}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
    }
    const file = inPath === '-' ? '<stdin>' : inPath;
    const { text, report } = convertGames(input, from, to, file);
    for (const w of report.warnings) errOut(formatError(w, file));
    if (outPath === '-') out(text.replace(/\r?\n$/, ''));
    else {
      const bytes =
        to === 'pbn' ? (encodeLatin1(text) ?? new TextEncoder().encode(text)) : new TextEncoder().encode(text);
      try {
        writeFileSync(outPath, bytes);
      } catch (e) {
        throw new InputError(
          'file/unwritable',
          `cannot write ${outPath}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
        );
      }
      if (json) out(JSON.stringify({ in: inPath, out: outPath, ...report }, null, 2));
      else out(`${inPath} → ${outPath}: ${report.games} game${report.games === 1 ? '' : 's'} (${from} → ${to})`);
    }
    return EXIT.ok;
  },
};
