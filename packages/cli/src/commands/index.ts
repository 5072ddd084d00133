/**
 * The list of subcommands. Each lives in its own module beside this one; add yours here.
 */
import type { Command } from '../command.js';
import { auction } from './auction.js';
import { pbnCheck } from './pbn.js';
import { convert } from './convert.js';
import { deal } from './deal.js';
import { score } from './score.js';
import { scoreSheet } from './scoreSheet.js';
import { imps } from './imps.js';
import { vp } from './vp.js';
import { matchpoints } from './matchpoints.js';
import { solve } from './solve.js';
import { analyze } from './analyze.js';
import { boards } from './boards.js';
import { handrecord } from './handrecord.js';
import { movementCommands } from './movement.js';
import { sessionExport, sessionScore } from './session.js';

/** All subcommands, in the order `biritch --help` lists them. */
export const COMMANDS: readonly Command[] = [
  auction,
  pbnCheck,
  convert,
  deal,
  score,
  scoreSheet,
  imps,
  vp,
  matchpoints,
  solve,
  analyze,
  boards,
  handrecord,
  ...movementCommands,
  sessionScore,
  sessionExport,
];
