/**
 * `biritch deal` — deals boards: random (crypto-strength) or from a seed, with an optional
 * condition, as text diagrams, JSON, PBN or LIN.
 *
 * ```sh
 * npx biritch deal                                   # one board, text diagram
 * npx biritch deal --count 4 --seed 42 --format pbn  # boards 1–4, the same every time
 * npx biritch deal --board 7 --where 'hcp(N) >= 15 && hcp(N) <= 17 && balanced(N) && hcp(S) >= 12' --json
 * npx biritch deal --predeal S:AKQ2.KJ.-.- --predeal W:SJ,HA  # fixed cards: a hand S.H.D.C or a card list
 * ```
 * The board number sets the dealer and the vulnerability (Law 2); with `--count` the boards run on
 * from it. `--where` is the dealer's condition language (see packages/dealer/README.md).
 * `--lang pl|es|sk|et` writes the text diagrams in that language (headings; ranks A K D W 10 in
 * Polish, Ä K E S 10 in Estonian); JSON, PBN and LIN stay the same in every language.
 */
import { boardDealer, boardVulnerability, makeDeal, makeHand, type Seat, type Vulnerability } from '@biritch/core';
import {
  DEFAULT_MAX_ATTEMPTS,
  cryptoRandom,
  makeDealer,
  numberFromDeal,
  parseSeed,
  seededRandom,
  type Predeal,
} from '@biritch/dealer';
import { emptyRecord, makeDiagram, makeLin, makePbn, withTag, type GameRecord } from '@biritch/notation';
import { EXIT, InputError, type Command } from '../command.js';

const FORMATS = ['text', 'json', 'pbn', 'lin'] as const;
type Format = (typeof FORMATS)[number];

/** The most boards one command deals. */
export const MAX_COUNT = 100_000;

/** One dealt board, as the JSON output writes it. */
export interface DealtBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** PBN deal string, North first: `N:S.H.D.C E… S… W…`. */
  readonly deal: string;
  readonly hands: Readonly<Record<Seat, string>>;
  /** Pavlicek's deal number (0 … 52!/(13!)^4 − 1), as a decimal string. */
  readonly number: string;
}

const PBN_VULNERABLE: Readonly<Record<Vulnerability, string>> = { none: 'None', NS: 'NS', EW: 'EW', both: 'All' };

function wholeNumber(value: unknown, name: string, code: string, max: number): number {
  const text = String(value);
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw new InputError(code, `--${name} must be a whole number from 1 to ${max.toLocaleString('en')}, not '${text}'`);
  return n;
}

/** Reads `--predeal SEAT:CARDS` options: CARDS is a hand `S.H.D.C` (dots) or cards separated by commas. */
function readPredeal(values: unknown): Partial<Record<Seat, Predeal>> | undefined {
  if (values === undefined) return undefined;
  const out: Partial<Record<Seat, Predeal>> = {};
  for (const v of Array.isArray(values) ? values : [values]) {
    const m = /^\s*([NESW])\s*[:=]\s*(.*)$/i.exec(String(v));
    if (!m)
      throw new InputError(
        'deal/bad-predeal',
        `--predeal '${String(v)}' is not SEAT:CARDS (e.g. N:AKQ2.KJ.-.- or W:SA,HK)`,
      );
    const seat = m[1]!.toUpperCase() as Seat;
    if (out[seat] !== undefined) throw new InputError('deal/bad-predeal', `--predeal gives ${seat} twice`);
    const cards = m[2]!.trim();
    out[seat] = cards.includes('.') ? cards : cards.split(/[\s,]+/).filter((c) => c !== '');
  }
  return out;
}

function boardRecord(b: DealtBoard): GameRecord {
  let r = emptyRecord();
  r = withTag(r, 'Board', String(b.board));
  r = withTag(r, 'Dealer', b.dealer);
  r = withTag(r, 'Vulnerable', PBN_VULNERABLE[b.vulnerability]);
  return withTag(r, 'Deal', b.deal);
}

/** The `deal` subcommand. */
export const deal: Command = {
  name: 'deal',
  summary: 'Deal random boards (crypto or seeded), optionally meeting a condition',
  usage:
    'biritch deal [--count N] [--seed S] [--board N] [--where EXPR] [--predeal SEAT:CARDS]… [--format text|json|pbn|lin] [--max-attempts N] [--json]',
  options: {
    count: { type: 'string', short: 'n' },
    seed: { type: 'string' },
    board: { type: 'string' },
    where: { type: 'string' },
    format: { type: 'string' },
    'max-attempts': { type: 'string' },
    predeal: { type: 'string', multiple: true },
  },
  run: ({ values, json, out, lang, tr }) => {
    const count = values.count === undefined ? 1 : wholeNumber(values.count, 'count', 'deal/bad-count', MAX_COUNT);
    const first =
      values.board === undefined
        ? 1
        : wholeNumber(values.board, 'board', 'deal/bad-board', Number.MAX_SAFE_INTEGER - MAX_COUNT);
    const maxAttempts =
      values['max-attempts'] === undefined
        ? DEFAULT_MAX_ATTEMPTS
        : wholeNumber(values['max-attempts'], 'max-attempts', 'deal/bad-max-attempts', 1e12);
    const formatText = values.format === undefined ? 'text' : String(values.format);
    if (!(FORMATS as readonly string[]).includes(formatText))
      throw new InputError('deal/bad-format', `'${formatText}' is not a format (text, json, pbn, lin)`);
    const format: Format = json ? 'json' : (formatText as Format);
    let seed: bigint | undefined;
    if (values.seed !== undefined) {
      const s = parseSeed(String(values.seed));
      if (!s.ok) throw new InputError(s.error.code, s.error.message);
      seed = s.value;
    }
    const where = values.where === undefined ? undefined : String(values.where);
    const predeal = readPredeal(values.predeal);
    const made = makeDealer(
      { ...(where === undefined ? {} : { where }), ...(predeal ? { predeal } : {}) },
      { random: seed === undefined ? cryptoRandom() : seededRandom(seed), maxAttempts },
    );
    if (!made.ok) throw new InputError(made.error.code, made.error.message);
    const dealer = made.value;

    const boards: DealtBoard[] = [];
    for (let i = 0; i < count; i++) {
      const next = dealer.next();
      if (!next.ok) throw new InputError(next.error.code, `board ${first + i}: ${next.error.message}`);
      const d = next.value;
      const board = first + i;
      const number = numberFromDeal(d);
      if (!number.ok) throw new Error(`the dealer made an invalid deal: ${number.error.message}`);
      boards.push({
        board,
        dealer: boardDealer(board),
        vulnerability: boardVulnerability(board),
        deal: makeDeal(d),
        hands: { N: makeHand(d.N), E: makeHand(d.E), S: makeHand(d.S), W: makeHand(d.W) },
        number: number.value.toString(),
      });
      if (format === 'text') {
        if (i > 0) out('');
        const at = { board, dealer: boardDealer(board), vulnerability: boardVulnerability(board) };
        const header = [
          tr.t('diagram.board', { board: tr.number(board) }),
          tr.t('diagram.dealer', { seat: tr.t(`seat.${at.dealer}`) }),
          tr.t('diagram.vulnerable', { vul: tr.t(`vul.${at.vulnerability}`) }),
        ];
        out(makeDiagram(d, lang === 'en' ? at : { ...at, header, locale: lang }).replace(/\n$/, ''));
      }
    }
    if (format === 'json') {
      out(
        JSON.stringify(
          {
            seed: seed === undefined ? null : seed.toString(),
            where: where ?? null,
            attempts: dealer.stats.attempts,
            deals: boards,
          },
          null,
          2,
        ),
      );
    } else if (format === 'pbn') {
      out(makePbn(boards.map(boardRecord), { eol: '\n' }).replace(/\n$/, ''));
    } else if (format === 'lin') {
      out(makeLin(boards.map(boardRecord)).replace(/\n$/, ''));
    }
    return EXIT.ok;
  },
};
