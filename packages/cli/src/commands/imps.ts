/**
 * `biritch imps DIFF` — a points difference on the WBF IMP scale (Law 78B).
 *
 * ```sh
 * npx biritch imps 250 --json    # { "diff": 250, "imps": 6 }
 * npx biritch imps -420          # -9
 * ```
 */
import { parseImpsDiff } from '@biritch/scoring';
import { EXIT, InputError, type Command } from '../command.js';
import { need } from './score.js';

export const imps: Command = {
  name: 'imps',
  summary: 'Convert a points difference to IMPs (WBF scale)',
  usage: 'biritch imps DIFF [--json]',
  options: {},
  allowNegativeNumbers: true,
  run: ({ positionals, json, out }) => {
    if (positionals.length !== 1)
      throw new InputError('imps/bad-difference', 'give one points difference, e.g. biritch imps -420');
    const text = positionals[0]!;
    const diff = /^[-+]?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN;
    const r = need(parseImpsDiff(Number.isFinite(diff) ? diff : text));
    out(json ? JSON.stringify({ diff, imps: r }) : String(r));
    return EXIT.ok;
  },
};
