/**
 * `biritch matchpoints FILE` — a JSON file of travellers → matchpoints and percentages per pair.
 *
 * ```sh
 * npx biritch matchpoints session.json --json
 * ```
 * The file: `{ "scale": "2/1/0"|"acbl", "boards": [{ "board": 1, "expected"?: N, "results": [
 *   { "ns": "1", "ew": "5", "score": 420 } | { "ns", "ew", "contract": "4S", "declarer": "N", "tricks": 10 }
 *   | { "ns", "ew", "artificial": { "ns": "average-plus", "ew": "average-minus" } } ] }] }`,
 * or just the list of one board's results.
 */
import { readFileSync } from 'node:fs';
import { scoreTravellers } from '@biritch/scoring';
import { EXIT, InputError, type Command } from '../command.js';
import { need } from './score.js';

/** Reads a JSON file, or throws a coded input error. */
export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InputError(
      'file/unreadable',
      `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError('file/bad-json', `${file} is not JSON: ${(e as Error).message}`);
  }
}

export const matchpoints: Command = {
  name: 'matchpoints',
  summary: 'Matchpoint a traveller file: matchpoints and percentages per pair',
  usage: 'biritch matchpoints FILE [--json]',
  options: {},
  run: ({ positionals, json, out }) => {
    if (positionals.length !== 1) throw new InputError('cli/missing-file', 'name one traveller file (JSON)');
    const r = need(scoreTravellers(readJsonFile(positionals[0]!)));
    if (json) {
      out(JSON.stringify(r));
      return EXIT.ok;
    }
    for (const b of r.boards) {
      out(`Board ${b.board} (top ${b.top})`);
      for (const l of b.results)
        out(
          `  NS ${l.ns.padEnd(4)} EW ${l.ew.padEnd(4)} ${(l.score === null ? 'adj' : String(l.score)).padStart(6)}  ${String(l.nsMatchpoints).padStart(6)} ${String(l.ewMatchpoints).padStart(6)}`,
        );
    }
    out('Pairs');
    for (const p of r.pairs)
      out(
        `  ${p.rank.padEnd(4)} ${p.pair.padEnd(6)} ${String(p.matchpoints).padStart(8)} / ${p.top}  ${p.percent.toFixed(2)}%`,
      );
    return EXIT.ok;
  },
};
