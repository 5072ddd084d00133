/**
 * `biritch vp --boards N IMPS` — victory points on the WBF 2013 continuous scale.
 *
 * ```sh
 * npx biritch vp --boards 12 8 --json    # { "boards": 12, "imps": 8, "vp": { "us": 12.61, "them": 7.39 } }
 * npx biritch vp --boards 8 -- -20       # 3.54 16.46
 * ```
 */
import { victoryPoints } from '@biritch/scoring';
import { EXIT, InputError, type Command } from '../command.js';
import { need } from './score.js';

export const vp: Command = {
  name: 'vp',
  summary: 'Convert an IMP margin to victory points (WBF 2013 scale) for both sides',
  usage: 'biritch vp --boards N IMPS [--json]',
  options: { boards: { type: 'string' } },
  allowNegativeNumbers: true,
  run: ({ values, positionals, json, out }) => {
    const boardsText = typeof values.boards === 'string' ? values.boards : '';
    if (!/^\d+$/.test(boardsText))
      throw new InputError('vp/bad-boards', `--boards is the number of boards in the match, not '${boardsText}'`);
    if (positionals.length !== 1 || !/^[-+]?\d+(\.\d+)?$/.test(positionals[0]!.trim()))
      throw new InputError('vp/bad-imps', 'give one IMP margin, e.g. biritch vp --boards 12 8');
    const imps = Number(positionals[0]);
    const r = need(victoryPoints(Number(boardsText), imps));
    out(json ? JSON.stringify({ boards: Number(boardsText), imps, vp: r }) : `${r.us.toFixed(2)} ${r.them.toFixed(2)}`);
    return EXIT.ok;
  },
};
