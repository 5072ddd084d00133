/**
 * The frame every `biritch` subcommand plugs into.
 *
 * ```ts
 * export const hello: Command = {
 *   name: 'hello', summary: 'Say hello', usage: 'biritch hello [--json]',
 *   options: {},
 *   run: async ({ json, out }) => { out(json ? JSON.stringify({ hello: true }) : 'hello'); return 0; },
 * };
 * ```
 * Exit codes: 0 ok, 1 bad input (message on stderr), 2 usage.
 */
import type { ParseArgsConfig } from 'node:util';

/** Exit codes shared by every subcommand. */
export const EXIT = { ok: 0, badInput: 1, usage: 2 } as const;

/** What a command receives: parsed options and positionals, and where to write. */
export interface CommandContext {
  readonly values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  readonly positionals: readonly string[];
  /** `--json` was given: print machine-readable JSON on stdout. */
  readonly json: boolean;
  /** Write a line to stdout. */
  readonly out: (line: string) => void;
  /** Write a line to stderr. */
  readonly errOut: (line: string) => void;
}

/** A subcommand. `name` may have a space for a two-word command (`pbn check`, `score sheet`). */
export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  /** node:util parseArgs options (without `json` and `help`, which every command gets). */
  readonly options: NonNullable<ParseArgsConfig['options']>;
  /** Whether to allow positionals starting with '-' (e.g. `biritch imps -- -420`). */
  readonly allowNegativeNumbers?: boolean;
  readonly run: (ctx: CommandContext) => Promise<number> | number;
}

/** Thrown by a command for bad input: printed as `biritch: message`, exit 1. */
export class InputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
