/**
 * `biritch movement list|show|check|propose` — the movement library of `@biritch/competition`.
 *
 * ```sh
 * npx biritch movement list --json     # [{ "name": "mitchell-3", "tables": 3, "rounds": 3, "boards": 27 }, …]
 * npx biritch movement show howell-4            # a round × table grid: 8-1 1-4 …
 * npx biritch movement show howell-4 --json   # { "name", …, "rows": [{ "table", "round", "ns", "ew", "boards" }] }
 * npx biritch movement check my.json   # my.json:12:5: movement/repeat-meeting pairs 2 and 1 meet again in round 2
 * npx biritch movement propose --pairs 14 --boards 24
 * ```
 * Individual movements give `"players": [N, E, S, W]` instead of `ns`/`ew`. A movement file for
 * `check` is the JSON `show --json` prints (header fields may be left out; see the package README).
 */
import { readFileSync } from 'node:fs';
import {
  checkMovement,
  libraryMovements,
  makeMovementJson,
  movementByName,
  parseMovementJson,
  propose,
  type Movement,
  type MovementRow,
} from '@biritch/competition';
import { EXIT, InputError, type Command } from '../command.js';

/** A whole number option, or undefined when absent. */
function count(values: Record<string, unknown>, name: string): number | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^\d+$/.test(v) || Number(v) < 1)
    throw new InputError('movement/bad-option', `--${name} is a whole number of at least 1, not '${String(v)}'`);
  return Number(v);
}

/** Board list as ranges: 1-4, or 1-2,17-18. */
function boardText(boards: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < boards.length; ) {
    let j = i;
    while (j + 1 < boards.length && boards[j + 1] === boards[j]! + 1) j++;
    parts.push(i === j ? `${boards[i]}` : `${boards[i]}-${boards[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

const seat = (p: number | null): string => (p === null ? '—' : `${p}`);

function cell(r: MovementRow | undefined): string {
  if (!r) return '';
  const who = r.players
    ? `${seat(r.players[0])}-${seat(r.players[2])} v ${seat(r.players[1])}-${seat(r.players[3])}`
    : `${seat(r.ns)}-${seat(r.ew)}`;
  return `${who}${r.switched ? '*' : ''} ${boardText(r.boards)}`;
}

/** The readable grid of a movement: one line a round, one column a table. */
export function movementTable(m: Movement): string[] {
  const c = checkMovement(m);
  const lines = [
    `${m.name}: ${m.tables} tables, ${m.rounds} rounds, ${m.boards} boards (${m.boardsPerRound} a round), ` +
      `${m.kind}, ${m.winners === 2 ? 'two winners' : 'one winner'}` +
      (c.balance !== null ? `, balance ${c.balance}` : ''),
  ];
  if (m.description) lines.push(m.description);
  lines.push(
    m.kind === 'individual'
      ? 'Cells: N-S v E-W boards'
      : `Cells: NS-EW boards${m.rows.some((r) => r.switched) ? ' (* arrow-switched)' : ''}`,
  );
  const sections = [...new Set(m.rows.map((r) => r.section))];
  const header = ['Round', ...Array.from({ length: m.tables }, (_, t) => `Table ${t + 1}`)];
  const grid: string[][] = [];
  for (const section of sections) {
    for (let round = 1; round <= m.rounds; round++) {
      const row = [sections.length > 1 ? `${section}${round}` : `${round}`];
      for (let t = 1; t <= m.tables; t++)
        row.push(cell(m.rows.find((r) => r.section === section && r.round === round && r.table === t)));
      grid.push(row);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...grid.map((g) => g[i]!.length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((x, i) => x.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  lines.push(fmt(header), widths.map((w) => '-'.repeat(w)).join('-+-'), ...grid.map(fmt));
  return lines;
}

/** `movement list`. */
export const movementList: Command = {
  name: 'movement list',
  summary: 'List the movements in the library (name, tables, rounds, boards)',
  usage: 'biritch movement list [--json]',
  options: {},
  run: ({ json, out }) => {
    const all = libraryMovements();
    if (json) {
      out(JSON.stringify(all.map((m) => ({ name: m.name, tables: m.tables, rounds: m.rounds, boards: m.boards }))));
      return EXIT.ok;
    }
    const rows = all.map((m) => {
      const b = checkMovement(m).balance;
      return [m.name, `${m.tables}`, `${m.rounds}`, `${m.boards}`, m.kind, `${m.winners}`, b === null ? '' : `${b}`];
    });
    const header = ['name', 'tables', 'rounds', 'boards', 'kind', 'winners', 'balance'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const r of [header, ...rows])
      out(
        r
          .map((x, i) => x.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      );
    return EXIT.ok;
  },
};

/** `movement show NAME`. */
export const movementShow: Command = {
  name: 'movement show',
  summary: 'Show a movement: a round-by-table grid, or every row with --json',
  usage: 'biritch movement show NAME [--boards-per-round B] [--json]',
  options: { 'boards-per-round': { type: 'string' } },
  run: ({ values, positionals, json, out, errOut }) => {
    if (positionals.length !== 1) {
      errOut('biritch movement show: name one movement (see biritch movement list)');
      errOut(`usage: ${movementShow.usage}`);
      return EXIT.usage;
    }
    const r = movementByName(positionals[0]!, { boardsPerRound: count(values, 'boards-per-round') });
    if (!r.ok) throw new InputError(r.error.code, r.error.message);
    if (json) out(JSON.stringify({ ...makeMovementJson(r.value), balance: checkMovement(r.value).balance }));
    else
      movementTable(r.value).forEach((l) => {
        out(l);
      });
    return EXIT.ok;
  },
};

/** `movement check FILE`. */
export const movementCheck: Command = {
  name: 'movement check',
  summary: 'Check a movement file (JSON) and list each problem as file:line:col: code message',
  usage: 'biritch movement check FILE [--json]',
  options: {},
  run: ({ positionals, json, out, errOut }) => {
    if (positionals.length !== 1) {
      errOut('biritch movement check: name one movement file');
      errOut(`usage: ${movementCheck.usage}`);
      return EXIT.usage;
    }
    const file = positionals[0]!;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      throw new InputError(
        'file/unreadable',
        `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
    }
    const r = parseMovementJson(text);
    if (!r.ok) {
      const problems = (r.error.problems ?? [r.error]).map((p) => ({
        file,
        line: p.line,
        column: p.column,
        code: p.code,
        message: p.message,
      }));
      if (json) out(JSON.stringify({ ok: false, problems }));
      else
        problems.forEach((p) => {
          out(`${p.file}:${p.line}:${p.column}: ${p.code} ${p.message}`);
        });
      return EXIT.badInput;
    }
    const m = r.value;
    const c = checkMovement(m);
    const summary = {
      ok: true,
      name: m.name,
      tables: m.tables,
      rounds: m.rounds,
      boards: m.boards,
      boardsPlayed: c.boardsPlayed,
      balance: c.balance,
      plays: c.plays,
    };
    if (json) out(JSON.stringify(summary));
    else {
      out(
        `${file}: ${m.name}, ${m.tables} tables, ${m.rounds} rounds, ${m.boards} boards, each played ` +
          `${c.plays.min === c.plays.max ? c.plays.min : `${c.plays.min} to ${c.plays.max}`} times: no problems`,
      );
      if (c.balance !== null) out(`balance ${c.balance}`);
    }
    return EXIT.ok;
  },
};

/** `movement propose`. */
export const movementPropose: Command = {
  name: 'movement propose',
  summary: 'Propose movements for a field: rounds, boards a round, boards played, balance; best first',
  usage:
    'biritch movement propose (--pairs N | --players N | --teams N) [--boards B] [--rounds R] [--max-boards M] ' +
    '[--json]',
  options: {
    pairs: { type: 'string' },
    players: { type: 'string' },
    teams: { type: 'string' },
    boards: { type: 'string' },
    rounds: { type: 'string' },
    'max-boards': { type: 'string' },
  },
  run: ({ values, json, out }) => {
    const r = propose({
      pairs: count(values, 'pairs'),
      players: count(values, 'players'),
      teams: count(values, 'teams'),
      boards: count(values, 'boards'),
      rounds: count(values, 'rounds'),
      maxBoards: count(values, 'max-boards'),
    });
    if (!r.ok) throw new InputError(r.error.code, r.error.message);
    const list = r.value.map(({ movement: _m, ...p }) => p);
    if (json) {
      out(JSON.stringify(list));
      return EXIT.ok;
    }
    if (list.length === 0) {
      out('no movement in the library fits');
      return EXIT.ok;
    }
    const header = ['name', 'tables', 'rounds', 'a round', 'played', 'boards', 'winners', 'balance'];
    const rows = list.map((p) => [
      p.name,
      `${p.tables}`,
      `${p.rounds}`,
      `${p.boardsPerRound}`,
      `${p.boardsPlayed}`,
      `${p.boards}`,
      `${p.winners}`,
      p.balance === null ? '' : `${p.balance}`,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((x) => x[i]!.length)));
    for (const x of [header, ...rows])
      out(
        x
          .map((c, i) => c.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      );
    return EXIT.ok;
  },
};

/** The four `movement` subcommands, for the command list. */
export const movementCommands: readonly Command[] = [movementList, movementShow, movementCheck, movementPropose];
