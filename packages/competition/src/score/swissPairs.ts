/**
 * Swiss pairs: each round a pair plays a short match against one other pair at one table, every
 * table playing the round's boards. There is no other room, so each board is scored across the
 * whole field — IMPs against a Butler datum, cross-IMPs, or matchpoints — and each match is then
 * turned into victory points between the two pairs and ranked like a teams event (research note
 * §3.5; tie-breaks as `score/teams.ts`).
 *
 * ```ts
 * const r = scoreSwissPairs(input, { scoring: 'butler' });   // input: lines with their rounds
 * r.value.standings[0];  // { id: '7', rank: 1, vps: 58.3, … }
 * r.value.matches[0];    // { round: 1, home: '1', away: '8', imps: { home: 12, away: 0 }, vps: … }
 * ```
 * IMP scoring: a match's margin is the home pair's IMPs against the field on its boards (the
 * other pair's are the same with the sign turned), on the WBF 2013 scale for the match's boards
 * or a discrete scale. Matchpoints: each pair's percentage of the match's tops becomes its share
 * of 20 VPs (60 % → 12 VP), this package's proportional reading, since the sources give no
 * scale. Byes count `byeVp` (default 12, RealBridge's).
 */
import { err, ok, type Result } from '@biritch/core';
import type { FieldInput, FieldScore } from '../field.js';
import { byNumber, round2 } from './rank.js';
import { scoreField } from './scoreField.js';
import {
  standingsOf,
  type TeamBoard,
  type TeamMatch,
  type TeamStanding,
  type TieBreak,
  type VpConversion,
} from './teams.js';
import { victoryPoints } from '@biritch/scoring';
import { discreteVictoryPoints } from './vpScales.js';

/** How Swiss pairs are scored. */
export interface SwissPairsOptions {
  /** How each board is scored across the field: Butler IMPs (default), cross-IMPs or matchpoints. */
  readonly scoring?: 'butler' | 'cross-imps' | 'matchpoints' | undefined;
  /** IMPs to VPs: WBF 2013 (default) or a discrete scale. Matchpoints use 20 × the percentage. */
  readonly vp?: Exclude<VpConversion, { kind: 'none' }> | undefined;
  /** Default head-to-head, then Swiss points (and the IMP quotient when scored by IMPs). */
  readonly tieBreaks?: readonly TieBreak[] | undefined;
  readonly byes?: readonly { readonly team: string; readonly round: number }[] | undefined;
  readonly byeVp?: number | undefined;
}

/** A Swiss pairs event scored: the field (travellers), each match and the standings. */
export interface SwissPairsScore {
  readonly field: FieldScore;
  readonly matches: readonly TeamMatch[];
  readonly standings: readonly TeamStanding[];
}

/** Scores a Swiss pairs event; every result line needs its round. */
export function scoreSwissPairs(input: FieldInput, options: SwissPairsOptions = {}): Result<SwissPairsScore> {
  const scoring = options.scoring ?? 'butler';
  if (input.results.some((l) => l.round === undefined))
    return err('field/no-round', 'Swiss pairs: every result needs the round (the match) it was played in');
  const f = scoreField({ ...input, method: scoring, winners: 1 });
  if (!f.ok) return f;
  const groups = new Map<string, { round: number; home: string; away: string; boards: TeamBoard[]; tops: number }>();
  for (const b of f.value.boards) {
    for (const l of b.lines) {
      const [home, away] = [l.ns, l.ew].sort(byNumber) as [string, string];
      const key = `${l.round}|${home}|${away}`;
      let g = groups.get(key);
      if (!g) {
        g = { round: l.round!, home, away, boards: [], tops: 0 };
        groups.set(key, g);
      }
      const [mine, theirs] = home === l.ns ? [l.nsPoints, l.ewPoints] : [l.ewPoints, l.nsPoints];
      const imps = scoring === 'matchpoints' ? { home: 0, away: 0 } : { home: mine, away: theirs };
      g.boards.push({
        board: b.board,
        homeNs: home === l.ns ? (l.score ?? null) : null,
        awayNs: home === l.ew ? (l.score ?? null) : null,
        complete: true,
        imps,
        bam: scoring === 'matchpoints' ? { home: mine, away: theirs } : { home: 0, away: 0 },
      });
      g.tops += b.top ?? 0;
    }
  }
  const matches: TeamMatch[] = [];
  const ordered = [...groups.values()].sort((a, b) => a.round - b.round || byNumber(a.home, b.home));
  for (const g of ordered) {
    g.boards.sort((a, b) => a.board - b.board);
    const sum = (side: 'home' | 'away', k: 'imps' | 'bam'): number =>
      round2(g.boards.reduce((s, x) => s + x[k][side], 0));
    let vps: { home: number; away: number };
    if (scoring === 'matchpoints') {
      const share = g.tops > 0 ? sum('home', 'bam') / g.tops : 0.5;
      vps = { home: round2(20 * share), away: round2(20 * (1 - share)) };
    } else {
      const margin = sum('home', 'imps');
      const conversion = options.vp ?? { kind: 'wbf' };
      const v =
        conversion.kind === 'wbf'
          ? victoryPoints(g.boards.length, margin)
          : discreteVictoryPoints(conversion.scale, g.boards.length, margin);
      if (!v.ok) return v;
      vps = { home: v.value.us, away: v.value.them };
    }
    // IMPs "won" by each side, as a teams match reads: the margin to the side that has it.
    const margin = sum('home', 'imps');
    matches.push({
      round: g.round,
      home: g.home,
      away: g.away,
      boards: g.boards,
      imps: { home: Math.max(margin, 0), away: Math.max(-margin, 0) },
      bam: { home: sum('home', 'bam'), away: sum('away', 'bam') },
      vps,
      weight: 1,
    });
  }
  const tieBreaks =
    options.tieBreaks ??
    (scoring === 'matchpoints' ? ['head-to-head', 'swiss-points'] : ['head-to-head', 'imp-quotient', 'swiss-points']);
  const standings = standingsOf(input, matches, 'teams-imps', {
    tieBreaks,
    byes: options.byes,
    byeVp: options.byeVp,
  });
  return ok({ field: f.value, matches, standings });
}
