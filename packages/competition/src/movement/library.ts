/**
 * The movement library: every movement Biritch offers by name, generated on demand.
 *
 * ```ts
 * movementByName('howell-3/4-8');   // Result<Movement>
 * movementByName('mitchell-6.5');   // half-table Mitchell, 13 pairs
 * libraryNames();                   // ['mitchell-3', 'mitchell-3-arrow', …]
 * ```
 * Names: `mitchell-T[-skip|-relay][-arrow]` (T may end in .5 for a half table), `mitchell-T.5-rover`,
 * `howell-T`, `howell-3/4-T`, `howell-T-Rr` (a published Howell of R rounds), `individual-8`,
 * `individual-12`, `rainbow-P` (P players), `head-to-head-B`, `round-robin-N[-B][-bye]` (odd N: a
 * three-way each match, or byes), `three-way-B`, `knockout-N`. Teams movements take B boards a
 * match (round robins 8 a match by default, `round-robin-N-B` to choose).
 */
import { err, type Result } from '@biritch/core';
import { makeHowell, publishedHowellRounds, threeQuarterRounds } from './howell.js';
import { individual12, individual8, makeRainbow } from './individual.js';
import { makeMitchell } from './mitchell.js';
import { makeKnockout, makeMatches, makeRoundRobin, makeThreeWay } from './teams.js';
import type { Movement } from './types.js';

/** Every name in the library, in the order `movement list` prints them. */
export function libraryNames(): string[] {
  const names: string[] = [];
  for (let T = 3; T <= 15; T++) {
    if (T % 2 === 1) {
      names.push(`mitchell-${T}`, `mitchell-${T}-arrow`, `mitchell-${T - 0.5}`);
      if (T % 3 !== 0) names.push(`mitchell-${T}.5-rover`);
    } else
      names.push(
        `mitchell-${T}-skip`,
        `mitchell-${T}-relay`,
        `mitchell-${T}-relay-arrow`,
        `mitchell-${T - 0.5}-skip`,
        `mitchell-${T - 0.5}-relay`,
      );
  }
  for (let T = 2; T <= 17; T++) {
    if (T <= 12) names.push(`howell-${T}`);
    if (T >= 3 && T <= 12) names.push(`howell-${T - 0.5}`);
    for (const R of publishedHowellRounds(T)) {
      if (R === 2 * T - 1) continue;
      if (R === threeQuarterRounds(T)) names.push(`howell-3/4-${T}`, `howell-3/4-${T - 0.5}`);
      else names.push(`howell-${T}-${R}r`);
    }
  }
  names.push('individual-8', 'individual-12', 'rainbow-20', 'rainbow-28', 'rainbow-44', 'rainbow-52');
  names.push('head-to-head-24', 'three-way-8');
  for (let N = 4; N <= 11; N++) names.push(`round-robin-${N}`);
  names.push('round-robin-5-bye');
  names.push('knockout-8', 'knockout-16');
  return names;
}

/** Every library movement with its default boards. */
export function libraryMovements(): Movement[] {
  return libraryNames().map((n) => {
    const r = movementByName(n);
    if (!r.ok) throw new Error(`library movement ${n}: ${r.error.message}`);
    return r.value;
  });
}

/** Tables and pairs from a size such as '7' or '6.5' (a half table). */
function size(s: string): { tables: number; pairs?: number } | null {
  const m = /^(\d+)(\.5)?$/.exec(s);
  if (!m) return null;
  const t = Number(m[1]);
  return m[2] ? { tables: t + 1, pairs: 2 * t + 1 } : { tables: t };
}

/** Makes a library movement by name, optionally with other boards a round (pairs, individuals). */
export function movementByName(
  name: string,
  o: { readonly boardsPerRound?: number | undefined } = {},
): Result<Movement> {
  const bpr = o.boardsPerRound;
  let m = /^mitchell-(\d+)\.5-rover$/.exec(name);
  if (m) return makeMitchell({ tables: Number(m[1]), rover: true, boardsPerRound: bpr });
  m = /^mitchell-([\d.]+)(-skip|-relay)?(-arrow)?$/.exec(name);
  if (m) {
    const s = size(m[1]!);
    if (!s) return unknown(name);
    return makeMitchell({
      ...s,
      variant: m[2] ? (m[2].slice(1) as 'skip' | 'relay') : undefined,
      arrowSwitch: Boolean(m[3]),
      boardsPerRound: bpr,
    });
  }
  m = /^howell-(3\/4-)?([\d.]+)(?:-(\d+)r)?$/.exec(name);
  if (m && !(m[1] && m[3])) {
    const s = size(m[2]!);
    if (!s) return unknown(name);
    const rounds = m[1] ? threeQuarterRounds(s.tables) : m[3] ? Number(m[3]) : undefined;
    return makeHowell({ ...s, rounds, boardsPerRound: bpr });
  }
  if (name === 'individual-8') return { ok: true, value: individual8() };
  if (name === 'individual-12') return { ok: true, value: individual12() };
  m = /^rainbow-(\d+)$/.exec(name);
  if (m) {
    const players = Number(m[1]);
    if (players % 4 !== 0) return err('movement/bad-size', `a Rainbow seats four players a table, not ${players}`);
    return makeRainbow({ tables: players / 4 });
  }
  m = /^head-to-head-(\d+)$/.exec(name);
  if (m) return makeMatches({ matches: [[1, 2]], boards: Number(m[1]) });
  m = /^three-way-(\d+)$/.exec(name);
  if (m) return makeThreeWay({ boards: Number(m[1]) });
  m = /^round-robin-(\d+)(?:-(\d+))?(-bye)?$/.exec(name);
  if (m) return makeRoundRobin({ teams: Number(m[1]), boards: m[2] ? Number(m[2]) : 8, odd: m[3] ? 'bye' : undefined });
  m = /^knockout-(\d+)(?:-(\d+))?$/.exec(name);
  if (m) return makeKnockout({ teams: Number(m[1]), boards: m[2] ? Number(m[2]) : 24 });
  return unknown(name);
}

function unknown(name: string): Result<Movement> {
  return err('movement/unknown', `no movement is called '${name}' (see 'biritch movement list')`);
}
