/**
 * `biritch boards` — a session's boards as a file for a dealing machine: PBN (Dealer4, DupSoft,
 * BigDeal), Duplimate's `.dup` (DOS) or `.dlm` (Windows), dealt afresh or taken from a PBN set.
 *
 * ```sh
 * npx biritch boards --count 24 --to dlm --out tonight.dlm            # crypto-strength deals
 * npx biritch boards --count 32 --seed 42 --first 1 --to dup --out set.dup
 * npx biritch boards --from set.pbn --to dlm --out set.dlm            # convert a PBN set
 * ```
 * Boards run on from `--first` (dealer and vulnerability by Law 2). `.dup` is binary and needs
 * `--out`; PBN and `.dlm` go to stdout without it. `--event` names the set (PBN Event, DLM Headline).
 */
import { writeFileSync } from 'node:fs';
import { parseSeed } from '@biritch/dealer';
import { encodeLatin1, makeBoardsPbn, makeDlm, makeDup, type BoardDeal } from '@biritch/notation';
import { EXIT, InputError, type Command } from '../command.js';
import { dealSessionBoards, readSessionBoards } from '../sessionBoards.js';

const FORMATS = ['pbn', 'dup', 'dlm'] as const;
type Format = (typeof FORMATS)[number];
/** The most boards one command deals (a `.dup` file holds up to 999). */
export const MAX_BOARDS = 999;

function whole(value: unknown, name: string, max: number): number {
  const text = String(value);
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new InputError('boards/bad-option', `--${name} must be a whole number from 1 to ${max}, not '${text}'`);
  }
  return n;
}

/** The file in the chosen format: its bytes, and its text unless binary. */
function makeFile(
  boards: readonly BoardDeal[],
  to: Format,
  event: string | undefined,
): { bytes: Uint8Array; text?: string } {
  if (to === 'dup') {
    const r = makeDup(boards);
    if (!r.ok) throw new InputError(r.error.code, r.error.message);
    return { bytes: r.value };
  }
  const text = to === 'pbn' ? makeBoardsPbn(boards, { event }) : makeDlm(boards, { headline: event });
  if (typeof text !== 'string' && !text.ok) throw new InputError(text.error.code, text.error.message);
  const s = typeof text === 'string' ? text : text.value;
  // PBN 2.1 §2.2 and DupSoft read ISO 8859-1; UTF-8 only when a name needs it.
  return { bytes: encodeLatin1(s) ?? new TextEncoder().encode(s), text: s };
}

/** `biritch boards`. */
export const boards: Command = {
  name: 'boards',
  summary: 'Boards for a dealing machine (PBN, Duplimate .dup or .dlm): dealt or from a PBN set',
  usage:
    'biritch boards (--count N [--seed S] [--first B] | --from FILE.pbn) --to pbn|dup|dlm [--out FILE] ' +
    '[--event NAME] [--json]',
  options: {
    count: { type: 'string', short: 'n' },
    seed: { type: 'string' },
    first: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    out: { type: 'string', short: 'o' },
    event: { type: 'string' },
  },
  run: ({ values, positionals, json, out, errOut }) => {
    if (
      positionals.length > 0 ||
      values.to === undefined ||
      (values.count === undefined) === (values.from === undefined)
    ) {
      errOut(`usage: ${boards.usage}`);
      return EXIT.usage;
    }
    const to = String(values.to);
    if (!(FORMATS as readonly string[]).includes(to)) {
      throw new InputError('boards/bad-format', `'${to}' is not a board file format (pbn, dup, dlm)`);
    }
    const format = to as Format;
    if (values.from !== undefined && (values.seed !== undefined || values.first !== undefined)) {
      throw new InputError('boards/bad-option', '--seed and --first are for dealing; a --from file has its own boards');
    }
    let seed: bigint | undefined;
    if (values.seed !== undefined) {
      const s = parseSeed(String(values.seed));
      if (!s.ok) throw new InputError(s.error.code, s.error.message);
      seed = s.value;
    }
    const set =
      values.from !== undefined
        ? readSessionBoards(String(values.from))
        : dealSessionBoards({
            count: whole(values.count, 'count', MAX_BOARDS),
            first: values.first === undefined ? 1 : whole(values.first, 'first', MAX_BOARDS),
            seed,
          });
    const event = values.event === undefined ? undefined : String(values.event);
    const file = makeFile(set, format, event);
    const path = values.out === undefined ? undefined : String(values.out);
    if (path === undefined && format === 'dup') {
      throw new InputError('boards/needs-out', 'a .dup file is binary: give --out FILE');
    }
    if (path !== undefined) {
      try {
        writeFileSync(path, file.bytes);
      } catch (e) {
        throw new InputError('boards/unwritable', `cannot write '${path}': ${(e as Error).message}`);
      }
    }
    const range = `${set[0]!.board}–${set.at(-1)!.board}`;
    if (json) {
      const list = set.map((b) => ({ board: b.board, dealer: b.dealer, vulnerability: b.vulnerability }));
      out(
        JSON.stringify({ format, out: path ?? null, seed: seed?.toString() ?? null, count: set.length, boards: list }),
      );
    } else if (path !== undefined) {
      out(`${path}: ${set.length} board${set.length === 1 ? '' : 's'} (${range}) as ${format}`);
    } else {
      out((file.text ?? '').replace(/\r\n/g, '\n').replace(/\n$/, ''));
    }
    return EXIT.ok;
  },
};
