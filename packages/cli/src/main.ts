/**
 * `biritch` — the command line. `main(argv)` returns the exit code.
 *
 * ```sh
 * npx biritch --help
 * npx biritch auction --dealer W "P P 1D 2H 2S 3H 4S P P P" --json
 * ```
 */
import { parseArgs } from 'node:util';
import { localeFromEnv, localeOfTag, makeTranslator, type Locale } from '@biritch/i18n';
import { EXIT, InputError, errorText, type Command } from './command.js';
import { COMMANDS } from './commands/index.js';

function help(out: (s: string) => void): void {
  out('biritch — contract bridge from the command line\n');
  out('Usage: biritch <command> [options] [--json]\n');
  out('Commands:');
  const width = Math.max(0, ...COMMANDS.map((c) => c.name.length));
  for (const c of COMMANDS) out(`  ${c.name.padEnd(width)}  ${c.summary}`);
  out('\nEvery command takes --json (machine-readable output), --lang en|pl|es|sk|et and --help.');
  out('Exit codes: 0 ok, 1 bad input (message on stderr), 2 usage.');
}

/** Finds the longest command name matching the start of argv (two-word names first). */
function findCommand(argv: readonly string[]): { command: Command; rest: string[] } | undefined {
  const byName = new Map(COMMANDS.map((c) => [c.name, c]));
  if (argv.length >= 2) {
    const two = byName.get(`${argv[0]} ${argv[1]}`);
    if (two) return { command: two, rest: argv.slice(2) };
  }
  const one = argv[0] !== undefined ? byName.get(argv[0]) : undefined;
  return one ? { command: one, rest: argv.slice(1) } : undefined;
}

/**
 * Runs the command line; returns the exit code. Output goes through `out`/`errOut` (stdout/stderr by
 * default); `env` gives the default language (LC_ALL, LC_MESSAGES, LANG), `process.env` by default.
 */
export async function main(
  argv: readonly string[],
  out: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
  errOut: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    help(argv.length === 0 ? errOut : out);
    return argv.length === 0 ? EXIT.usage : EXIT.ok;
  }
  const envLang = localeFromEnv(env);
  const found = findCommand(argv);
  if (!found) {
    errOut(`biritch: ${makeTranslator(envLang).t('cli.unknownCommand', { command: String(argv[0]) })}`);
    return EXIT.usage;
  }
  const { command, rest } = found;
  let parsed: ReturnType<typeof parseArgs>;
  try {
    const args = command.allowNegativeNumbers ? rest.map((a) => (/^-\d/.test(a) ? `\u0000${a}` : a)) : rest;
    parsed = parseArgs({
      args,
      options: {
        ...command.options,
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        lang: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the marker put in front of negative numbers above.
    if (command.allowNegativeNumbers) parsed.positionals = parsed.positionals.map((p) => p.replace(/^\u0000/, ''));
  } catch (e) {
    errOut(`biritch ${command.name}: ${(e as Error).message}`);
    errOut(makeTranslator(envLang).t('cli.usage', { usage: command.usage }));
    return EXIT.usage;
  }
  let lang: Locale = envLang;
  if (typeof parsed.values.lang === 'string') {
    const asked = localeOfTag(parsed.values.lang);
    if (!asked) {
      errOut(`biritch ${command.name}: ${makeTranslator(envLang).t('cli.badLang', { lang: parsed.values.lang })}`);
      return EXIT.usage;
    }
    lang = asked;
  }
  const tr = makeTranslator(lang);
  if (parsed.values.help) {
    out(`${command.summary}\n\n${tr.t('cli.usage', { usage: command.usage })}`);
    return EXIT.ok;
  }
  const json = parsed.values.json === true;
  try {
    return await command.run({ values: parsed.values, positionals: parsed.positionals, json, out, errOut, lang, tr });
  } catch (e) {
    if (e instanceof InputError) {
      if (json) out(JSON.stringify({ error: { code: e.code, message: e.message } }));
      errOut(`biritch ${command.name}: ${errorText(lang, e)}`);
      return EXIT.badInput;
    }
    throw e;
  }
}
