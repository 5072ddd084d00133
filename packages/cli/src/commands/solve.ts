/**
 * `biritch solve FILE` — double-dummy tables (and par) of every deal of a PBN file or a DDS list file.
 *
 * ```sh
 * npx biritch solve club.pbn                          # readable tables; native DDS when installed
 * npx biritch solve list100.txt --backend ts --threads 2 --par --json
 * # {"deal":1,"board":null,"backend":"ts","tricks":{"N":{"C":5,…,"NT":6},…},"par":{"score":-110,"contracts":["2S-EW"],…}}
 * ```
 * The format is told by the content: DDS list files start with `NUMBER n`, anything else is read
 * as PBN. The default backend is native DDS when Debian's libdds0 is installed, else TypeScript;
 * the output says which. Deals are solved over worker threads (`--threads`, both cores by
 * default) with a time budget per deal (`--budget` seconds, default 600).
 */
import { readFileSync } from 'node:fs';
import {
  boardDealer,
  boardVulnerability,
  SEATS,
  seatAfter,
  trickWinner,
  type Card,
  type Deal,
  type PlayedCard,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@biritch/core';
import { checkRecord, parsePbn } from '@biritch/notation';
import { dealerPar, makeDealerParContract, parseDdsList, type DDTable, type ParContract } from '@biritch/solver';
import { solveTables } from '@biritch/solver/batch';
import { isNativeSolverAvailable } from '@biritch/solver/native';
import { EXIT, InputError, type Command } from '../command.js';

/** One deal read from a file, with what par and play analysis need. */
export interface InputDeal {
  /** 1-based position in the file. */
  readonly index: number;
  readonly board: number | null;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The played cards, when the file gives them: strain, opening leader, declarer and cards in order. */
  readonly played?: {
    readonly strain: Strain;
    readonly leader: Seat;
    readonly declarer: Seat;
    readonly cards: readonly Card[];
  };
}

/** Reads the deals of a PBN file or a DDS list file (told apart by the content). */
export function readDeals(path: string): { deals: InputDeal[]; format: 'pbn' | 'dds-list'; warnings: string[] } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new InputError('solve/unreadable', `cannot read '${path}': ${(e as Error).message}`);
  }
  const head = bytes.subarray(0, 64).toString('latin1');
  if (/^NUMBER\s+\d+/.test(head)) {
    const r = parseDdsList(bytes.toString('latin1'));
    if (!r.ok) throw new InputError(r.error.code, `${path}: ${r.error.message}`);
    const deals = r.value.map((e, i) => ({
      index: i + 1,
      board: null,
      deal: e.deal,
      dealer: e.dealer,
      vulnerability: e.vulnerability,
      ...(e.play.length > 0
        ? { played: { strain: e.strain, leader: e.first, declarer: seatAfter(e.first, 3), cards: e.play } }
        : {}),
    }));
    return { deals, format: 'dds-list', warnings: [] };
  }
  const parsed = parsePbn(bytes, { file: path });
  if (!parsed.ok)
    throw new InputError(
      parsed.error.code,
      `${path}:${parsed.error.line}:${parsed.error.column}: ${parsed.error.message}`,
    );
  const deals: InputDeal[] = [];
  const warnings: string[] = [];
  parsed.value.games.forEach((record, i) => {
    const { game } = checkRecord(record);
    if (!game.deal || !game.dealComplete) {
      warnings.push(`${path}: game ${i + 1} has no complete deal, skipped`);
      return;
    }
    const board = game.board;
    const dealer = game.dealer ?? (board ? boardDealer(board) : 'N');
    const vulnerability = game.vulnerability ?? (board ? boardVulnerability(board) : 'none');
    let played: InputDeal['played'];
    if (game.play && game.trump && game.declarer) {
      const cards: Card[] = [];
      let leader = game.play.first;
      for (const trick of game.play.tricks) {
        const seen: PlayedCard[] = [];
        for (let k = 0; k < 4; k++) {
          const seat = seatAfter(leader, k);
          const card = trick[seat];
          if (!card) break;
          seen.push({ seat, card });
        }
        cards.push(...seen.map((c) => c.card));
        if (seen.length < 4) break;
        leader = trickWinner(seen, game.trump);
      }
      if (cards.length > 0) played = { strain: game.trump, leader: game.play.first, declarer: game.declarer, cards };
    }
    deals.push({ index: i + 1, board, deal: game.deal, dealer, vulnerability, ...(played ? { played } : {}) });
  });
  return { deals, format: 'pbn', warnings };
}

/** The backend to use: the one asked for, else native DDS when installed, else TypeScript. */
export function chooseBackend(asked: unknown): 'ts' | 'dds' {
  if (asked === undefined) return isNativeSolverAvailable() ? 'dds' : 'ts';
  if (asked !== 'ts' && asked !== 'dds')
    throw new InputError('solve/bad-backend', `'${String(asked)}' is not a backend (ts, dds)`);
  if (asked === 'dds' && !isNativeSolverAvailable())
    throw new InputError(
      'solve/backend-unavailable',
      'native DDS is not installed (apt-get install libdds0); use --backend ts',
    );
  return asked;
}

const positiveNumber = (v: unknown, name: string, fallback: number): number => {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0)
    throw new InputError('solve/bad-option', `--${name} needs a positive number, not '${String(v)}'`);
  return n;
};

const BACKEND_TEXT = { ts: 'TypeScript engine', dds: 'native DDS 2.9' } as const;
const DISPLAY: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

function tableText(table: DDTable): string[] {
  const lines = [`     ${DISPLAY.map((s) => s.padStart(3)).join('')}`];
  for (const seat of SEATS) lines.push(`  ${seat}  ${DISPLAY.map((s) => String(table[seat][s]).padStart(3)).join('')}`);
  return lines;
}

const parJson = (
  p: { score: number; contracts: readonly ParContract[] },
  dealer: Seat,
  vulnerability: Vulnerability,
) => ({
  score: p.score,
  contracts: p.contracts.map(makeDealerParContract),
  dealer,
  vulnerability,
  details: p.contracts,
});

/** `biritch solve`. */
export const solve: Command = {
  name: 'solve',
  summary: 'Double-dummy tables (and par) of every deal of a PBN or DDS list file',
  usage: 'biritch solve FILE [--backend ts|dds] [--threads N] [--budget SECONDS] [--par] [--json]',
  options: {
    backend: { type: 'string' },
    threads: { type: 'string' },
    budget: { type: 'string' },
    par: { type: 'boolean' },
  },
  run: async ({ values, positionals, json, out, errOut }) => {
    const path = positionals[0];
    if (!path || positionals.length > 1) {
      errOut(`usage: ${solve.usage}`);
      return EXIT.usage;
    }
    const backend = chooseBackend(values.backend);
    const threads = Math.floor(positiveNumber(values.threads, 'threads', 0)) || undefined;
    const budgetMs = positiveNumber(values.budget, 'budget', 600) * 1000;
    const { deals, format, warnings } = readDeals(path);
    for (const w of warnings) errOut(w);
    if (!json)
      out(
        `${path}: ${deals.length} deal${deals.length === 1 ? '' : 's'} (${format}), backend ${backend} (${BACKEND_TEXT[backend]})`,
      );
    const results = await solveTables(
      deals.map((d) => d.deal),
      { backend, ...(threads ? { threads } : {}), budget: { timeMs: budgetMs } },
    );
    let failed = 0;
    deals.forEach((d, i) => {
      const r = results[i]!;
      const label = d.board !== null ? `board ${d.board}` : `deal ${d.index}`;
      if (!r.ok) {
        failed++;
        if (json) out(JSON.stringify({ deal: d.index, board: d.board, backend, error: r.error }));
        else out(`\n${label}: ${r.error.code}: ${r.error.message}`);
        return;
      }
      const par = values.par ? dealerPar(r.value, d.dealer, d.vulnerability) : undefined;
      if (json) {
        out(
          JSON.stringify({
            deal: d.index,
            board: d.board,
            backend,
            tricks: r.value,
            ...(par ? { par: parJson(par, d.dealer, d.vulnerability) } : {}),
          }),
        );
        return;
      }
      out(`\n${label} (dealer ${d.dealer}, vulnerable ${d.vulnerability}): tricks by declarer`);
      for (const line of tableText(r.value)) out(line);
      if (par) {
        const text = par.contracts.length ? par.contracts.map(makeDealerParContract).join(', ') : 'passed out';
        out(`  par ${par.score > 0 ? '+' : ''}${par.score} (North-South): ${text}`);
      }
    });
    if (failed > 0) {
      errOut(`biritch: ${failed} of ${deals.length} deals not solved`);
      return EXIT.badInput;
    }
    return EXIT.ok;
  },
};
