/**
 * The list of subcommands. Each lives in its own module beside this one; add yours here.
 */
import type { Command } from '../command.js';
import { auction } from './auction.js';

/** All subcommands, in the order `biritch --help` lists them. */
export const COMMANDS: readonly Command[] = [auction];
