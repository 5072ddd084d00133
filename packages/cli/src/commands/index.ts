/**
 * The list of subcommands. Each lives in its own module beside this one; add yours here.
 */
import type { Command } from '../command.js';
import { auction } from './auction.js';
import { pbnCheck } from './pbn.js';
import { convert } from './convert.js';
import { deal } from './deal.js';

/** All subcommands, in the order `biritch --help` lists them. */
export const COMMANDS: readonly Command[] = [auction, pbnCheck, convert, deal];
