/**
 * Guide cards (issue 24, "print table cards and guide cards"): for each table, round by round,
 * who sits North–South and East–West, which boards are played, and the move after the round —
 * where each pair goes next and where the boards go ("NS stay; EW to table 3; boards to table 1").
 * Read from the movement's rows only; the table phones show the same move at the end of a round.
 *
 * ```ts
 * const cards = makeGuideCards(unwrap(makeMitchell({ tables: 3, boardsPerRound: 2 })));
 * cards[0].rounds[0].next // { ns: { table: 1, direction: 'NS' }, ew: { table: 2, direction: 'EW' }, boardsTo: 3, boardsRest: false }
 * ```
 */
import type { Movement, MovementRow } from './types.js';

/** Where a pair sits in the next round: null table when it sits out (or has left the movement). */
export interface GuideSeat {
  readonly table: number | null;
  readonly direction: 'NS' | 'EW' | null;
}

/** One round at one table on its guide card. */
export interface GuideRound {
  readonly round: number;
  readonly ns: number | null;
  readonly ew: number | null;
  readonly boards: readonly number[];
  /** An arrow-switched round: the pair usually North–South sits East–West. */
  readonly switched: boolean;
  /** The move after the round; null after the last round. */
  readonly next: {
    readonly ns: GuideSeat | null;
    readonly ew: GuideSeat | null;
    /** The table the boards go to; null when they rest, leave play, or every table has its own copy. */
    readonly boardsTo: number | null;
    /** The boards sit out the next round (a relay or bye stand) and are played again later. */
    readonly boardsRest: boolean;
  } | null;
}

/** The guide card of one table of one section. */
export interface GuideCard {
  readonly section: string;
  readonly table: number;
  readonly rounds: readonly GuideRound[];
}

/** The guide cards of a pairs movement, by section then table; rounds in order. */
export function makeGuideCards(movement: Movement): GuideCard[] {
  const byTable = new Map<string, MovementRow[]>();
  for (const r of movement.rows) {
    const k = `${r.section}|${r.table}`;
    byTable.set(k, [...(byTable.get(k) ?? []), r]);
  }
  const seatOf = (section: string, round: number, pair: number): GuideSeat => {
    for (const r of movement.rows) {
      if (r.section !== section || r.round !== round) continue;
      if (r.ns === pair) return { table: r.table, direction: 'NS' };
      if (r.ew === pair) return { table: r.table, direction: 'EW' };
    }
    return { table: null, direction: null };
  };
  const boardsTo = (row: MovementRow): number | null => {
    if (movement.duplicated || row.boards.length === 0) return null;
    const first = row.boards[0]!;
    const target = movement.rows.find(
      (r) => r.section === row.section && r.round === row.round + 1 && r.boards.includes(first),
    );
    return target?.table ?? null;
  };
  const rests = (row: MovementRow): boolean =>
    !movement.duplicated &&
    row.boards.length > 0 &&
    boardsTo(row) === null &&
    movement.rows.some(
      (r) => r.section === row.section && r.round > row.round + 1 && r.boards.includes(row.boards[0]!),
    );
  const cards = [...byTable.values()].map((rows) => {
    const sorted = [...rows].sort((a, b) => a.round - b.round);
    const { section, table } = sorted[0]!;
    return {
      section,
      table,
      rounds: sorted.map((r) => ({
        round: r.round,
        ns: r.ns,
        ew: r.ew,
        boards: r.boards,
        switched: r.switched === true,
        next:
          r.round >= movement.rounds
            ? null
            : {
                ns: r.ns === null ? null : seatOf(section, r.round + 1, r.ns),
                ew: r.ew === null ? null : seatOf(section, r.round + 1, r.ew),
                boardsTo: boardsTo(r),
                boardsRest: rests(r),
              },
      })),
    };
  });
  return cards.sort((a, b) => a.section.localeCompare(b.section) || a.table - b.table);
}
