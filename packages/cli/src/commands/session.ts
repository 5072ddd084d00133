/**
 * `biritch session score FILE` and `biritch session export FILE --to pbn|usebio` — a duplicate
 * session's results from a PBN with score tables, a USEBIO file or Biritch's session JSON.
 *
 * ```sh
 * npx biritch session score club.pbn                    # rankings and travellers as text
 * npx biritch session score club.xml --method imps --json
 * npx biritch session export night.json --to usebio --out night.xml
 * ```
 * The method is the file's (PBN `Scoring`, USEBIO `BOARD_SCORING_METHOD` or `EVENT_TYPE`, the
 * JSON's `method`); `--method mp|imps|butler` overrides it, and a file that names none is
 * matchpointed. A USEBIO teams event (`TEAMS`, `SWISS_TEAMS`, `MATCH` elements) is scored as
 * teams: IMPs between the rooms, VPs per match, standings with tie-breaks; its export is a teams
 * USEBIO again. Scoring is competition's `scoreField` (Neuberg for boards played fewer times,
 * Law 12C adjusted scores, cross-IMPs or Butler). With `--json`, `score` prints one object:
 * `{ method, methodFrom, winners, event, rankings: [{ id, section, direction, rank, rankLabel,
 * percent, total, names }], boards: [{ board, top, datum?, lines: [{ ns, ew, contract, declarer,
 * tricks, score, adjusted?, nsPoints, ewPoints }] }] }`, ids as the file writes them. Every error
 * in a file is reported as `file:line:column: message`.
 */
import { writeFileSync } from 'node:fs';
import { scoreField, scoreOfContract, scoreTeams, type FieldScore, type ScoredLine } from '@biritch/competition';
import { makeAdjustment, makePbnResults, makeUsebio, type SessionResults } from '@biritch/notation';
import { EXIT, InputError, type Command, type CommandContext } from '../command.js';
import { methodOption, readSessionFile, resultsFromField, type SessionFile } from './sessionFiles.js';

const str = (ctx: CommandContext, name: string): string | undefined => {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
};

/** How the heading says where the method came from. */
const FROM = { file: 'from the file', option: '--method', default: 'default' } as const;

/** Reads the one FILE and the --method of a session command. */
function sessionOf(ctx: CommandContext): SessionFile {
  if (ctx.positionals.length !== 1)
    throw new InputError('cli/missing-file', 'name one session file (PBN, USEBIO or JSON)');
  const m = str(ctx, 'method');
  return readSessionFile(ctx.positionals[0]!, { method: m === undefined ? undefined : methodOption(m) });
}

/** Scores a session; a refusal from scoring is reported at the first line of the board it names. */
function scored(s: SessionFile): FieldScore {
  const r = scoreField(s.input);
  if (r.ok) return r.value;
  const board = /board (\d+)/.exec(r.error.message)?.[1];
  const i = board === undefined ? -1 : s.input.results.findIndex((l) => l.board === Number(board));
  const at = s.positions[i] ?? { line: 1, column: 1 };
  throw new InputError(r.error.code, `${s.file}:${at.line}:${at.column}: ${r.error.message}`);
}

/** What a ranking's total counts: matchpoints, IMPs, or (teams) VPs and board-a-match points. */
const unitOf = (method: FieldScore['method']): string =>
  method === 'matchpoints'
    ? 'MP'
    : method === 'teams-imps' || method === 'patton'
      ? 'VP'
      : method === 'board-a-match'
        ? 'BAM'
        : 'IMP';

/** A teams session's results with what a teams file holds: the flag, and each match's VPs. */
function teamsResults(s: SessionFile, results: SessionResults): SessionResults {
  const m = s.input.method;
  if (m !== 'teams-imps' && m !== 'board-a-match' && m !== 'patton') return results;
  const t = scoreTeams(s.input);
  if (!t.ok) throw new InputError(t.error.code, `${s.file}: ${t.error.message}`);
  const matches = t.value.matches.map((x) => ({
    ...(x.round !== null ? { round: x.round } : {}),
    team: x.home,
    opponent: x.away,
    ...(x.vps ? { score: x.vps.home, opponentScore: x.vps.away } : {}),
  }));
  return { ...results, method: m === 'board-a-match' ? 'board-a-match' : 'imps', teams: true, matches };
}

/** A traveller line for output: ids as written, the NS score (worked out from the contract if need be), the points. */
function lineOut(s: SessionFile, l: ScoredLine): Record<string, unknown> {
  const ns = s.ids.written(l.section, l.ns);
  const ew = s.ids.written(l.section, l.ew);
  let score: number | null = l.score ?? null;
  if (score === null && l.contract !== undefined && l.adjusted === undefined && l.weighted === undefined) {
    const c = scoreOfContract(l.board, l.contract, l.declarer, l.tricks);
    score = c.ok ? c.value : null;
  }
  return {
    ns: ns.id,
    ew: ew.id,
    ...(l.section !== undefined ? { section: l.section } : {}),
    ...(l.round !== undefined ? { round: l.round } : {}),
    ...(l.table !== undefined ? { table: l.table } : {}),
    contract: l.contract ?? null,
    declarer: l.declarer ?? null,
    tricks: l.tricks ?? null,
    ...(l.lead !== undefined ? { lead: l.lead } : {}),
    score,
    ...(l.adjusted ? { adjusted: l.adjusted } : {}),
    ...(l.weighted ? { weighted: l.weighted } : {}),
    nsPoints: l.nsPoints,
    ewPoints: l.ewPoints,
  };
}

/** The JSON `session score --json` prints. */
export function sessionScoreJson(s: SessionFile, score: FieldScore): Record<string, unknown> {
  return {
    method: score.method,
    methodFrom: s.methodFrom,
    unit: unitOf(score.method),
    winners: score.winners,
    event: s.input.event ?? {},
    rankings: score.rankings.map((r) => {
      const w = s.ids.written(r.section, r.id);
      return {
        id: w.id,
        section: r.section,
        direction: r.direction,
        rank: r.rank,
        rankLabel: r.rankLabel,
        percent: r.percent,
        total: r.total,
        names: r.names,
      };
    }),
    boards: score.boards.map((b) => ({
      board: b.board,
      ...(b.sections?.some((x) => x !== '') ? { sections: b.sections } : {}),
      top: b.top,
      ...(b.datum !== undefined ? { datum: b.datum } : {}),
      lines: b.lines.map((l) => lineOut(s, l)),
    })),
  };
}

export const sessionScore: Command = {
  name: 'session score',
  summary: 'Score a session from a PBN with score tables, a USEBIO file or session JSON',
  usage: 'biritch session score FILE [--method mp|imps|butler] [--json]',
  options: { method: { type: 'string' } },
  run: (ctx) => {
    const s = sessionOf(ctx);
    const score = scored(s);
    if (ctx.json) {
      ctx.out(JSON.stringify(sessionScoreJson(s, score)));
      return EXIT.ok;
    }
    const unit = unitOf(score.method);
    const winners = score.winners === 2 ? 'two winners' : 'one winner';
    ctx.out(`${s.input.event?.name ?? s.file} — ${score.method} (${FROM[s.methodFrom]}), ${winners}`);
    let heading = '';
    for (const r of score.rankings) {
      const w = s.ids.written(r.section, r.id);
      const group = `${r.section ? `Section ${r.section} ` : ''}${r.direction ?? ''}`.trim();
      if (group !== heading) {
        heading = group;
        if (group !== '') ctx.out(`\n${group}`);
      }
      const pct = r.percent === null ? '' : `  ${r.percent.toFixed(2).padStart(6)}%`;
      const names = r.names.join(' – ');
      ctx.out(`  ${r.rankLabel.padEnd(4)} ${w.id.padStart(4)}  ${String(r.total).padStart(7)} ${unit}${pct}  ${names}`);
    }
    for (const b of score.boards) {
      const sections = b.sections?.some((x) => x !== '') ? `, section ${b.sections.join('+')}` : '';
      const top = b.top !== null ? ` (top ${b.top})` : b.datum !== undefined ? ` (datum ${b.datum})` : '';
      ctx.out(`\nBoard ${b.board}${sections}${top}`);
      for (const l of b.lines) {
        const o = lineOut(s, l);
        const result = l.adjusted
          ? `adj ${makeAdjustment(l.adjusted.ns)}/${makeAdjustment(l.adjusted.ew)}`
          : `${l.contract ?? ''} ${l.declarer ?? ''} ${l.tricks ?? ''}`.trim();
        const pairs = `${String(o.ns).padStart(4)} v ${String(o.ew).padEnd(4)}`;
        const points = `${String(l.nsPoints).padStart(6)} ${String(l.ewPoints).padStart(6)}`;
        ctx.out(`  ${pairs} ${result.padEnd(12)} ${String(o.score ?? '').padStart(6)}  ${points}`);
      }
    }
    return EXIT.ok;
  },
};

export const sessionExport: Command = {
  name: 'session export',
  summary: 'Write a session as PBN (score tables) or USEBIO 1.2, scored',
  usage: 'biritch session export FILE --to pbn|usebio [--out FILE] [--method mp|imps|butler]',
  options: { to: { type: 'string' }, out: { type: 'string' }, method: { type: 'string' } },
  run: (ctx) => {
    const to = str(ctx, 'to');
    if (to !== 'pbn' && to !== 'usebio')
      throw new InputError('cli/bad-format', `--to is pbn or usebio, not '${to ?? ''}'`);
    const s = sessionOf(ctx);
    const results = teamsResults(s, resultsFromField(s, scored(s)));
    const text = to === 'pbn' ? makePbnResults(results) : makeUsebio(results, { program: 'Biritch' });
    const outPath = str(ctx, 'out');
    if (outPath === undefined) {
      ctx.out(text.replace(/\r?\n$/, ''));
      return EXIT.ok;
    }
    try {
      writeFileSync(outPath, text);
    } catch (e) {
      throw new InputError(
        'file/unwritable',
        `cannot write ${outPath}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
    }
    if (ctx.json)
      ctx.out(
        JSON.stringify({ written: outPath, format: to, boards: results.boards.length, pairs: results.pairs.length }),
      );
    return EXIT.ok;
  },
};
