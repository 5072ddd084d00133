/**
 * `biritch score sheet FILE` — a rubber or Chicago score sheet from a list of deal results,
 * as the classic we/they text sheet or as JSON.
 *
 * ```sh
 * npx biritch score sheet rubber.json              # JSON input (see @biritch/scoring sheetFile.ts)
 * npx biritch score sheet club.pbn --kind chicago  # PBN input: Contract, Declarer, Result (and Deal for honours)
 * npx biritch score sheet booklet.json --json
 * ```
 * PBN: every game's Contract, Declarer and Result, in file order; honours come from a complete Deal.
 * JSON: a list of deals `{ contract: '4SX'|'pass', declarer, tricks, honours?: 'NS:4', deal?: 'N:…' }`,
 * or `{ kind: 'rubber'|'chicago', table?: 'standard'|'kontrakt'|'vanderbilt'|'reform', options?, deals | rubbers }`.
 * The options below override the file's for JSON and set them for PBN.
 */
import { readFileSync } from 'node:fs';
import { makeDeal } from '@biritch/core';
import { checkRecord, parsePbn } from '@biritch/notation';
import { makeSheetText, parseSheetSpec, scoreSheetSpec } from '@biritch/scoring';
import { EXIT, InputError, type Command } from '../command.js';
import { need } from './score.js';
import { readJsonFile } from './matchpoints.js';

/** Reads the deals of a PBN file as sheet deals (JSON-shaped, checked later by parseSheetSpec). */
function dealsFromPbn(file: string): unknown[] {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new InputError(
      'file/unreadable',
      `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  const parsed = parsePbn(bytes, { file, check: false });
  if (!parsed.ok)
    throw new InputError(
      parsed.error.code,
      `${file}:${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`,
    );
  return parsed.value.games.map((record, i) => {
    const { game } = checkRecord(record);
    if (game.passedOut) return { contract: 'pass' };
    if (!game.contract || !game.declarer || game.result === null)
      throw new InputError(
        'sheet/incomplete-deal',
        `${file}: game ${i + 1} has no Contract, Declarer and Result to score`,
      );
    const c = game.contract;
    return {
      contract: `${c.level}${c.strain}${['', 'X', 'XX'][c.doubled]}`,
      declarer: game.declarer,
      tricks: game.result,
      ...(game.deal && game.dealComplete ? { deal: makeDeal(game.deal) } : {}),
    };
  });
}

export const scoreSheet: Command = {
  name: 'score sheet',
  summary: 'Score a rubber or Chicago sheet from a JSON or PBN list of deal results',
  usage:
    'biritch score sheet FILE [--kind rubber|chicago] [--table standard|kontrakt|vanderbilt|reform] [--order dealer|non-dealer] [--unfinished-part-score 100|50] [--json]',
  options: {
    kind: { type: 'string' },
    table: { type: 'string' },
    order: { type: 'string' },
    'unfinished-part-score': { type: 'string' },
  },
  run: ({ values, positionals, json, out }) => {
    if (positionals.length !== 1) throw new InputError('cli/missing-file', 'name one sheet file (JSON or PBN)');
    const file = positionals[0]!;
    let spec: Record<string, unknown>;

    if (/\.pbn$/i.test(file)) {
      spec = { kind: 'rubber', deals: dealsFromPbn(file) };
    } else {
      const raw = readJsonFile(file);
      spec = Array.isArray(raw)
        ? { kind: 'rubber', deals: raw }
        : typeof raw === 'object' && raw !== null
          ? { ...(raw as Record<string, unknown>) }
          : { kind: raw };
    }
    const options = { ...((spec.options as Record<string, unknown> | undefined) ?? {}) };
    if (typeof values.kind === 'string') spec.kind = values.kind;
    if (typeof values.table === 'string') spec.table = values.table;
    if (typeof values.order === 'string') options.order = values.order;
    const ups = values['unfinished-part-score'];
    if (typeof ups === 'string') {
      if (!/^\d+$/.test(ups))
        throw new InputError(
          'sheet/bad-option',
          `--unfinished-part-score is a number of points (100 or 50), not '${ups}'`,
        );
      options.unfinishedPartScore = Number(ups);
    }
    spec.options = options;
    const outcome = need(scoreSheetSpec(need(parseSheetSpec(spec))));
    if (json) {
      out(JSON.stringify(outcome));
      return EXIT.ok;
    }
    if (outcome.kind === 'chicago') out(makeSheetText(outcome.sheet));
    else {
      outcome.session.rubbers.forEach((sheet, i) => {
        if (i > 0) out('');
        out(makeSheetText(sheet, { title: `Rubber ${i + 1} (${sheet.tableId})` }));
      });
      out('');
      out(
        `Players: ${Object.entries(outcome.session.players)
          .map(([p, v]) => `${p} ${v >= 0 ? '+' : ''}${v}`)
          .join(', ')}`,
      );
    }
    return EXIT.ok;
  },
};
