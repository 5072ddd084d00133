/**
 * `biritch handrecord FILE --pdf OUT` — hand records of a PBN set of boards as PDF: one or two
 * boards a page, the four hands with points, makeable contracts and par.
 *
 * ```sh
 * npx biritch boards --count 24 --seed 7 --to pbn --out set.pbn
 * npx biritch handrecord set.pbn --pdf set.pdf --per-page 2 --title 'Club pairs, 26 November'
 * npx biritch handrecord set.pbn --pdf set.pdf --per-page 1 --paper letter   # larger print, US Letter
 * ```
 * The boards are solved double-dummy here (native DDS when installed, else the TypeScript
 * engine; `--backend` chooses). The PDF's date is now, or `SOURCE_DATE_EPOCH` (seconds) when set,
 * for reproducible files.
 */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { makeHandRecordPdf } from '@biritch/print';
import { loadFonts } from '@biritch/print/fonts';
import { EXIT, InputError, type Command } from '../command.js';
import { analyseBoards, readSessionBoards } from '../sessionBoards.js';
import { chooseBackend } from './solve.js';

const BACKEND_TEXT = { ts: "Biritch's TypeScript engine", dds: 'DDS' } as const;

/** The PDF's creation date: SOURCE_DATE_EPOCH (reproducible builds) or now. */
function creationDate(env: NodeJS.ProcessEnv): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined) return new Date();
  if (!/^\d+$/.test(epoch))
    throw new InputError('handrecord/bad-date', `SOURCE_DATE_EPOCH must be seconds, not '${epoch}'`);
  return new Date(Number(epoch) * 1000);
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `biritch handrecord`. */
export const handrecord: Command = {
  name: 'handrecord',
  summary: 'Hand records of a PBN set of boards as PDF (hands, points, makeable contracts, par)',
  usage:
    'biritch handrecord FILE --pdf OUT [--per-page 1|2] [--paper a4|letter] [--title T] [--backend ts|dds] ' +
    '[--threads N] [--json]',
  options: {
    pdf: { type: 'string' },
    'per-page': { type: 'string' },
    paper: { type: 'string' },
    title: { type: 'string' },
    backend: { type: 'string' },
    threads: { type: 'string' },
  },
  run: async ({ values, positionals, json, out, errOut }) => {
    const path = positionals[0];
    if (!path || positionals.length > 1 || values.pdf === undefined) {
      errOut(`usage: ${handrecord.usage}`);
      return EXIT.usage;
    }
    const perPageText = values['per-page'] === undefined ? '2' : String(values['per-page']);
    if (perPageText !== '1' && perPageText !== '2') {
      throw new InputError('handrecord/bad-per-page', `--per-page must be 1 or 2, not '${perPageText}'`);
    }
    const threadsText = values.threads === undefined ? undefined : String(values.threads);
    if (threadsText !== undefined && !/^[1-9]\d{0,2}$/.test(threadsText)) {
      throw new InputError('handrecord/bad-option', `--threads must be a whole number from 1, not '${threadsText}'`);
    }
    const paperText = values.paper === undefined ? 'a4' : String(values.paper).toLowerCase();
    if (paperText !== 'a4' && paperText !== 'letter') {
      throw new InputError('handrecord/bad-paper', `--paper must be a4 or letter, not '${String(values.paper)}'`);
    }
    const backend = chooseBackend(values.backend);
    const fonts = loadFonts();
    if (!fonts.ok) throw new InputError(fonts.error.code, fonts.error.message);
    const createdAt = creationDate(process.env);
    const boards = readSessionBoards(path);
    const records = await analyseBoards(boards, {
      backend,
      threads: threadsText === undefined ? undefined : Number(threadsText),
    });
    const pdf = await makeHandRecordPdf(records, {
      fonts: fonts.value,
      createdAt,
      title: values.title === undefined ? 'Hand record' : String(values.title),
      subtitle: `${basename(path)} · boards ${boards[0]!.board}–${boards.at(-1)!.board}`,
      footer: `Makeable contracts and par: double-dummy analysis by ${BACKEND_TEXT[backend]}. Printed by Biritch.`,
      perPage: Number(perPageText),
      paper: paperText === 'a4' ? 'A4' : 'LETTER',
    });
    if (!pdf.ok) throw new InputError(pdf.error.code, pdf.error.message);
    const target = String(values.pdf);
    try {
      writeFileSync(target, pdf.value);
    } catch (e) {
      throw new InputError('handrecord/unwritable', `cannot write '${target}': ${(e as Error).message}`);
    }
    const pages = Math.ceil(boards.length / Number(perPageText));
    if (json) out(JSON.stringify({ pdf: target, boards: boards.length, pages, backend, bytes: pdf.value.length }));
    else out(`${target}: ${plural(boards.length, 'board')} on ${plural(pages, 'page')} (${backend})`);
    return EXIT.ok;
  },
};
