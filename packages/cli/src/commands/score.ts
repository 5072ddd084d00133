/**
 * `biritch score` — one deal's score: duplicate (Law 77), rubber, the Estonian booklet's
 * historical tables, or per player for Four at One Table and Hao bridge.
 *
 * ```sh
 * npx biritch score --contract 4SX --declarer W --tricks 9 --vul none --json      # { "score": -100, … }
 * npx biritch score --contract 2DX --declarer N --tricks 9 --scoring kontrakt --honours NS:4
 * npx biritch score --rules four-at-one-table --contract 4H --declarer S --dummy E --partner yes --tricks 10
 * npx biritch score --rules four-at-one-table --contract 4H --declarer S --dummy W --partner yes --tricks 9 --compensation russian --hcp 21
 * ```
 * `score` is always the declaring side's (or declarer's) score: positive when it gains.
 * `--lang pl|es|sk|et` writes the text report in that language (scores in its number format, the
 * rubber entries with the score sheet's words: Estonian „Schikane“, „hädaohu partii“…) and reads
 * `--contract` and the seats in its notation too (`--lang pl --contract 3BA`, `--lang es --declarer O`).
 */
import { readFileSync } from 'node:fs';
import {
  bid,
  isVulnerable,
  parseContract,
  parseVulnerability,
  SEATS,
  type Contract,
  type Result,
  type Seat,
} from '@biritch/core';
import type { MessageId } from '@biritch/i18n';
import { makeLocaleCall, makeLocaleSeat, parseLocaleCall, parseLocaleSeat } from '@biritch/notation';
import {
  COMPENSATION_TABLES,
  checkHonoursForStrain,
  honoursFromDeal,
  makeFraction,
  netForSide,
  parseDealString,
  parseExpectedScoreTable,
  parseHonours,
  parseRubberTable,
  RUBBER_TABLES,
  scoreBoard,
  scoreFourAtOneTable,
  scoreHao,
  scoreRubberDeal,
  type ExpectedScoreTable,
  type Honours,
  type PlayerScores,
  type RubberTable,
  type VariantCompensation,
} from '@biritch/scoring';
import { EXIT, InputError, type Command, type CommandContext } from '../command.js';

const SCORINGS = ['duplicate', 'rubber', 'kontrakt', 'vanderbilt', 'reform'] as const;
const RULES = ['standard', 'four-at-one-table', 'hao'] as const;

/** Unwraps a result or throws the CLI's coded input error. */
export function need<T>(r: Result<T>): T {
  if (!r.ok) throw new InputError(r.error.code, r.error.message);
  return r.value;
}

const str = (ctx: CommandContext, name: string): string | undefined => {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
};

function required(ctx: CommandContext, name: string): string {
  const v = str(ctx, name);
  if (v === undefined) throw new InputError('cli/missing-option', `--${name} is required`);
  return v;
}

function parseSeatOption(ctx: CommandContext, text: string, name: string): Seat {
  const s = text.trim().toUpperCase();
  const local = ctx.lang === 'en' ? null : parseLocaleSeat(s, ctx.lang);
  if (local?.ok) return local.value;
  if (local || !(SEATS as readonly string[]).includes(s))
    throw new InputError(`score/bad-${name}`, `--${name} must be N, E, S or W, not '${text}'`);
  return s as Seat;
}

/** Reads `--contract`: the plain form (4SX, 3NT) in every language, else the language's notation with X or XX. */
function parseContractOption(ctx: CommandContext, text: string): Contract {
  const plain = parseContract(text);
  if (plain.ok || ctx.lang === 'en') return need(plain);
  const m = /^(.*?)\s*(xx|x)?$/i.exec(text.trim())!;
  const call = parseLocaleCall(m[1]!, ctx.lang);
  if (!call.ok || call.value.type !== 'bid') return need(plain);
  return { level: call.value.level, strain: call.value.strain, doubled: m[2] ? (m[2].length as 1 | 2) : 0 };
}

/** A score for people: `+620` in English as before, the language's own format otherwise (et −1100). */
const scoreText = (ctx: CommandContext, n: number): string =>
  ctx.lang === 'en' ? `${n >= 0 ? '+' : ''}${n}` : ctx.tr.signed(n);

/** The contract for people: the typed text in English (4SX), the language's notation otherwise (4♠X, 3BA). */
function shownContract(ctx: CommandContext, contract: Contract | null, typed: string): string {
  if (ctx.lang === 'en') return typed;
  if (!contract) return ctx.tr.t('score.passed');
  return `${makeLocaleCall(bid(contract.level, contract.strain), ctx.lang)}${['', 'X', 'XX'][contract.doubled]}`;
}

/** Parses a trick count option: a whole number 0–13. */
export function parseTricks(text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) > 13)
    throw new InputError(
      'score/bad-tricks',
      `--tricks is the number of tricks declarer's side took, 0 to 13, not '${text}'`,
    );
  return Number(text);
}

function parseYesNo(text: string, name: string): boolean {
  const t = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0'].includes(t)) return false;
  throw new InputError(`score/bad-${name}`, `--${name} is yes or no, not '${text}'`);
}

function compensationOption(ctx: CommandContext): VariantCompensation | undefined {
  const id = str(ctx, 'compensation');
  if (id === undefined) return undefined;
  const table = id.toLowerCase().endsWith('.json')
    ? compensationTableFile(id)
    : COMPENSATION_TABLES[id as keyof typeof COMPENSATION_TABLES];
  if (!table)
    throw new InputError(
      'score/bad-compensation',
      `--compensation is ${Object.keys(COMPENSATION_TABLES).join(' or ')} or a FILE.json expected-score table, not '${id}'`,
    );
  const hcpText = required(ctx, 'hcp');
  const hcp = Number(hcpText);
  if (!Number.isFinite(hcp))
    throw new InputError('compensation/bad-points', `--hcp is the declaring pair's high-card points, not '${hcpText}'`);
  const fit = str(ctx, 'fit');
  return { table, hcp, ...(fit !== undefined ? { fit: parseYesNo(fit, 'fit') } : {}) };
}

/** A host's own expected-score table from a JSON file (issue 6: the table is data the host chooses). */
function compensationTableFile(file: string): ExpectedScoreTable {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InputError(
      'score/bad-compensation',
      `cannot read the expected-score table ${file}: ${(e as Error).message}`,
    );
  }
  return need(parseExpectedScoreTable(json));
}

function printPlayers(ctx: CommandContext, base: Record<string, unknown>, r: PlayerScores, shown: string): number {
  if (ctx.json) {
    ctx.out(
      JSON.stringify({
        ...base,
        score: r.declarerScore,
        expected: r.expected,
        players: r.players,
        exact: Object.fromEntries(SEATS.map((s) => [s, makeFraction(r.exact[s])])),
      }),
    );
  } else {
    const head = ctx.tr.t('score.players', {
      contract: shown,
      declarer: makeLocaleSeat(base.declarer as Seat, ctx.lang),
      tricks: Number(base.tricks),
      score: scoreText(ctx, r.declarerScore),
    });
    const expected = r.expected === null ? null : ctx.lang === 'en' ? r.expected : ctx.tr.number(r.expected);
    ctx.out(`${head}${expected !== null ? ` ${ctx.tr.t('score.afterExpected', { expected })}` : ''}`);
    for (const s of SEATS) {
      const exact = r.exact[s].d !== 1 ? `  (${makeFraction(r.exact[s])})` : '';
      ctx.out(`  ${makeLocaleSeat(s, ctx.lang)} ${scoreText(ctx, r.players[s])}${exact}`);
    }
  }
  return EXIT.ok;
}

function loadTable(ctx: CommandContext, scoring: string): RubberTable {
  const file = str(ctx, 'table');
  if (file === undefined)
    return RUBBER_TABLES[(scoring === 'rubber' ? 'standard' : scoring) as keyof typeof RUBBER_TABLES];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InputError('file/unreadable', `cannot read the table ${file}: ${(e as Error).message}`);
  }
  return need(parseRubberTable(json));
}

function honoursOption(ctx: CommandContext, contract: Contract): Honours | null {
  const text = str(ctx, 'honours');
  const dealText = str(ctx, 'deal');
  if (text !== undefined) return need(checkHonoursForStrain(need(parseHonours(text)), contract.strain));
  if (dealText !== undefined) return honoursFromDeal(need(parseDealString(dealText)), contract.strain);
  return null;
}

export const score: Command = {
  name: 'score',
  summary:
    'Score one deal (duplicate, rubber, Kontrakt, Vanderbilt, Reform, or per player for Four at One Table / Hao)',
  usage:
    'biritch score --contract 4SX --declarer W --tricks 9 [--vul none|NS|EW|both] [--scoring duplicate|rubber|kontrakt|vanderbilt|reform] [--honours NS:4|W:5|E:aces] [--deal PBN] [--table FILE] ' +
    '| --rules four-at-one-table --dummy E --partner yes|no [--compensation russian|iniarski|FILE.json --hcp N [--fit yes|no]] | --rules hao --partner yes|no [--json]',
  options: {
    contract: { type: 'string' },
    declarer: { type: 'string' },
    tricks: { type: 'string' },
    vul: { type: 'string' },
    scoring: { type: 'string' },
    honours: { type: 'string' },
    deal: { type: 'string' },
    table: { type: 'string' },
    rules: { type: 'string' },
    dummy: { type: 'string' },
    partner: { type: 'string' },
    compensation: { type: 'string' },
    hcp: { type: 'string' },
    fit: { type: 'string' },
  },
  run: (ctx) => {
    const contractText = required(ctx, 'contract');
    const passed = /^\s*pass(ed)?\s*$/i.test(contractText);
    const contract = passed ? null : parseContractOption(ctx, contractText);
    const declarer = parseSeatOption(ctx, required(ctx, 'declarer'), 'declarer');
    const tricks = passed && str(ctx, 'tricks') === undefined ? 0 : parseTricks(required(ctx, 'tricks'));
    const vulnerability = need(parseVulnerability(str(ctx, 'vul') ?? 'none'));
    const rules = str(ctx, 'rules') ?? 'standard';
    if (!(RULES as readonly string[]).includes(rules))
      throw new InputError('score/bad-rules', `--rules is ${RULES.join(', ')}, not '${rules}'`);
    const base = { contract: contract ? contractText.trim().toUpperCase() : 'pass', declarer, tricks };
    const shown = shownContract(ctx, contract, base.contract);
    const seat = makeLocaleSeat(declarer, ctx.lang);

    if (rules === 'four-at-one-table') {
      const dummy = parseSeatOption(ctx, required(ctx, 'dummy'), 'dummy');
      const partner = parseYesNo(required(ctx, 'partner'), 'partner');
      const comp = compensationOption(ctx);
      const r = need(
        scoreFourAtOneTable({ contract, declarer, dummy, partner, tricks, ...(comp ? { compensation: comp } : {}) }),
      );
      const compensation = str(ctx, 'compensation') ?? null;
      return printPlayers(ctx, { rules, ...base, dummy, partner, compensation }, r, shown);
    }
    if (rules === 'hao') {
      const partner = parseYesNo(required(ctx, 'partner'), 'partner');
      const comp = compensationOption(ctx);
      const r = need(
        scoreHao({ contract, declarer, partner, tricks, vulnerability, ...(comp ? { compensation: comp } : {}) }),
      );
      return printPlayers(ctx, { rules, ...base, vulnerability, partner }, r, shown);
    }

    const scoring = str(ctx, 'scoring') ?? 'duplicate';
    if (!(SCORINGS as readonly string[]).includes(scoring))
      throw new InputError('score/bad-scoring', `--scoring is ${SCORINGS.join(', ')}, not '${scoring}'`);
    const vulnerable = isVulnerable(vulnerability, declarer);
    if (scoring === 'duplicate') {
      const r = need(scoreBoard({ contract, declarer, tricks, vulnerability }));
      if (ctx.json)
        ctx.out(JSON.stringify({ scoring, ...base, vulnerable, score: r.score, ns: r.ns, breakdown: r.breakdown }));
      else {
        const score = scoreText(ctx, r.score);
        const ns = scoreText(ctx, r.ns);
        const vul = vulnerable ? 'yes' : 'no';
        ctx.out(ctx.tr.t('score.duplicate', { contract: shown, declarer: seat, tricks, vulnerable: vul, score, ns }));
      }
      return EXIT.ok;
    }
    const table = loadTable(ctx, scoring);
    const entries = contract
      ? need(scoreRubberDeal(table, { contract, declarer, tricks, vulnerable, honours: honoursOption(ctx, contract) }))
      : [];
    const side = declarer === 'N' || declarer === 'S' ? 'NS' : 'EW';
    const total = netForSide(entries, side);
    const note = 'game and rubber premiums depend on the score sheet (biritch score sheet)';
    const tableId = `sheet.table.${table.id}`;
    const tableName =
      ctx.lang !== 'en' && ctx.tr.has(tableId) ? ctx.tr.t(tableId as 'sheet.table.standard') : table.name;
    if (ctx.json)
      ctx.out(JSON.stringify({ scoring, table: table.id, ...base, vulnerable, score: total, entries, note }));
    else {
      // The 1930s tables (Kontrakt, Vanderbilt, Reform) say vulnerable in their own words (et „hädaohu partii“).
      const historical = table.id === 'kontrakt' || table.id === 'vanderbilt' || table.id === 'reform';
      const vulYes = ctx.tr.t(historical ? 'sheet.vulnerableHistorical' : 'vulnerable.yes');
      const vulnerability = vulnerable ? vulYes : ctx.tr.t('vulnerable.no');
      const score = scoreText(ctx, total);
      const args = { contract: shown, declarer: seat, tricks, vulnerability, table: tableName, score };
      ctx.out(ctx.tr.t('score.rubber', args));
      if (ctx.lang === 'en') {
        for (const e of entries) ctx.out(`  ${e.side} ${e.line.padEnd(5)} ${e.kind.padEnd(11)} ${e.points}`);
      } else {
        const words = entries.map((e) => ({
          side: e.side === 'NS' ? 'NS' : `${makeLocaleSeat('E', ctx.lang)}${makeLocaleSeat('W', ctx.lang)}`,
          line: ctx.tr.t(e.line === 'above' ? 'sheet.above' : 'sheet.below'),
          kind: ctx.tr.t(`sheet.entry.${e.kind}` satisfies MessageId),
          points: ctx.tr.number(e.points),
        }));
        const w = (k: 'line' | 'kind') => Math.max(0, ...words.map((x) => x[k].length));
        const [lw, kw] = [w('line'), w('kind')];
        for (const x of words) ctx.out(`  ${x.side} ${x.line.padEnd(lw)} ${x.kind.padEnd(kw)} ${x.points}`);
      }
      ctx.out(`  (${ctx.lang === 'en' ? note : ctx.tr.t('score.rubberNote')})`);
    }
    return EXIT.ok;
  },
};
