/**
 * `biritch analyze FILE` — the double-dummy trace of every played deal of a PBN file (Play
 * section) or a DDS list file (PLAY lines): declarer's tricks before and after each card, and the
 * cards that gave a trick away.
 *
 * ```sh
 * npx biritch analyze club.pbn
 * # board 3: 4S by N, W leads — double dummy 10 at the start
 * #   trick 1  W ♥K 10   N ♥2 10   E ♥5 10   S ♥A 10
 * #   trick 7  E ♣Q  9*  …                     (* this card cost a trick)
 * npx biritch analyze list10.txt --backend dds --json
 * ```
 * Uses native DDS when installed, else the TypeScript engine (slow on whole deals: `--budget`
 * seconds per position, default 120).
 */
import { SUIT_SYMBOLS, suitOf, type Strain } from '@biritch/core';
import { analyzePlay, createTsSolver, type SolverBackend } from '@biritch/solver';
import { loadNativeSolver } from '@biritch/solver/native';
import { EXIT, type Command } from '../command.js';
import { chooseBackend, readDeals } from './solve.js';

const STRAIN_TEXT: Readonly<Record<Strain, string>> = { C: 'C', D: 'D', H: 'H', S: 'S', NT: 'NT' };

/** `biritch analyze`. */
export const analyze: Command = {
  name: 'analyze',
  summary: 'Double-dummy trace of each played deal of a PBN or DDS list file',
  usage: 'biritch analyze FILE [--backend ts|dds] [--budget SECONDS] [--json]',
  options: { backend: { type: 'string' }, budget: { type: 'string' } },
  run: ({ values, positionals, json, out, errOut }) => {
    const path = positionals[0];
    if (!path || positionals.length > 1) {
      errOut(`usage: ${analyze.usage}`);
      return EXIT.usage;
    }
    const name = chooseBackend(values.backend);
    const budgetSeconds = values.budget === undefined ? 120 : Number(values.budget);
    if (!Number.isFinite(budgetSeconds) || budgetSeconds <= 0) {
      errOut(`biritch: --budget needs a positive number of seconds, not '${String(values.budget)}'`);
      return EXIT.badInput;
    }
    let backend: SolverBackend;
    if (name === 'dds') {
      const r = loadNativeSolver();
      if (!r.ok) {
        errOut(`biritch: ${r.error.message}`);
        return EXIT.badInput;
      }
      backend = r.value;
    } else backend = createTsSolver();

    const { deals, format, warnings } = readDeals(path);
    for (const w of warnings) errOut(w);
    const played = deals.filter((d) => d.played);
    if (!json)
      out(
        `${path}: ${played.length} played deal${played.length === 1 ? '' : 's'} of ${deals.length} (${format}), backend ${name}`,
      );
    let failed = 0;
    for (const d of played) {
      const p = d.played!;
      const label = d.board !== null ? `board ${d.board}` : `deal ${d.index}`;
      const r = analyzePlay(
        backend,
        { deal: d.deal, strain: p.strain, leader: p.leader, declarer: p.declarer, play: p.cards },
        { budget: { timeMs: budgetSeconds * 1000 } },
      );
      if (!r.ok) {
        failed++;
        if (json) out(JSON.stringify({ deal: d.index, board: d.board, backend: name, error: r.error }));
        else out(`\n${label}: ${r.error.code}: ${r.error.message}`);
        continue;
      }
      const a = r.value;
      if (json) {
        out(
          JSON.stringify({
            deal: d.index,
            board: d.board,
            backend: name,
            strain: p.strain,
            declarer: a.declarer,
            leader: p.leader,
            trace: a.trace,
            cards: a.cards,
          }),
        );
        continue;
      }
      out(
        `\n${label}: ${STRAIN_TEXT[p.strain]} by ${a.declarer}, ${p.leader} leads — double dummy ${a.trace[0]} at the start`,
      );
      for (let t = 0; t * 4 < a.cards.length; t++) {
        const cells = a.cards
          .slice(t * 4, t * 4 + 4)
          .map(
            (c) =>
              `${c.seat} ${SUIT_SYMBOLS[suitOf(c.card)]}${c.card[1]} ${String(c.after).padStart(2)}${c.cost > 0 ? '*' : ' '}`,
          );
        out(`  trick ${String(t + 1).padStart(2)}  ${cells.join('  ')}`);
      }
      const lost = a.cards.filter((c) => c.cost > 0);
      out(
        lost.length === 0
          ? '  no card cost a trick'
          : `  cards that cost a trick (*): ${lost.map((c) => `${c.seat} ${c.card} (${c.cost})`).join(', ')}`,
      );
    }
    if (failed > 0) {
      errOut(`biritch: ${failed} of ${played.length} played deals not analysed`);
      return EXIT.badInput;
    }
    return EXIT.ok;
  },
};
