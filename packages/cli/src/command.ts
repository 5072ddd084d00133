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
 * Exit codes: 0 ok, 1 bad input (message on stderr), 2 usage. Every command also takes
 * `--lang en|pl|es|sk|et` (default from LC_ALL, LC_MESSAGES, LANG): text output, error messages
 * and, where a command reads calls or seats, its input notation follow it.
 */
import type { ParseArgsConfig } from 'node:util';
import { makeTranslator, type Locale, type Translator } from '@biritch/i18n';

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
  /** The language of human-readable output and of notation input (`--lang`, else LC_ALL / LC_MESSAGES / LANG). */
  readonly lang: Locale;
  /** Messages and number formats of `lang`. Machine formats (`--json`, PBN, LIN) never use it. */
  readonly tr: Translator;
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
    /** Where in the command's text input the problem is (1-based), when it is in one. */
    readonly column?: number | undefined,
  ) {
    super(message);
  }
}

/**
 * An error for people: in English the error's own detailed message (unchanged); in another language
 * the catalog's message for its code, with the code, so a reader can look the details up.
 */
export function errorText(
  lang: Locale,
  e: { readonly code: string; readonly message: string; readonly column?: number | undefined },
): string {
  if (lang === 'en') return e.message;
  const tr = makeTranslator(lang);
  const text = tr.error(e);
  if (text === e.message) return e.message;
  return `${text}${e.column === undefined ? '' : ` ${tr.t('cli.atColumn', { column: e.column })}`} [${e.code}]`;
}
