/**
 * Scoring forms: which deal comes next (board, dealer, vulnerability), when a table's play is
 * over, and the score sheet. Pure functions of the table's settings and its finished deals.
 *
 * ```ts
 * nextDealPlan({ form: 'duplicate', boards: 2, … }, [])       // { board: 1, dealer: 'N', vulnerability: 'none' }
 * nextDealPlan({ form: 'chicago', … }, threePlayed)           // { board: 4, dealer: 'W', vulnerability: 'both' }
 * ```
 * - single: board 1 (Law 2: North deals, nobody vulnerable).
 * - duplicate: boards 1..n, dealer and vulnerability by board number (Law 2).
 * - Chicago: four deals, dealer N E S W; nobody vulnerable, then the dealer's side on deals two
 *   and three, then both. A passed-out deal is redealt by the same dealer unless the table says
 *   `next-dealer` (then it counts as one of the four).
 * - rubber: the dealer rotates; a side that has won a game is vulnerable; over when a side has
 *   two games. A passed-out deal moves the deal on to the next dealer unless `same-dealer`.
 * Scores come from @biritch/scoring (Law 77 per deal).
 */
import { boardDealer, boardVulnerability, SEATS, sideOf, type DealResult, type Seat, type Vulnerability } from '@biritch/core';
import type { CreateTableSettings, DealRecord } from '@biritch/protocol';
import { scoreBoard } from '@biritch/scoring';

/** A deal the table has finished. */
export interface PlayedDeal {
  /** 1, 2, 3… in the order played. */
  readonly deal: number;
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly result: DealResult;
}

/** What the next deal is. */
export interface DealPlan {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** Default number of boards at a duplicate table. */
export const DEFAULT_BOARDS = 8;

type FormSettings = Pick<CreateTableSettings, 'form' | 'boards' | 'passedOutRedeal'>;

const passedOut = (d: PlayedDeal): boolean => d.result.contract === null;

function redealRule(settings: FormSettings): 'same-dealer' | 'next-dealer' {
  return settings.passedOutRedeal ?? (settings.form === 'chicago' ? 'same-dealer' : 'next-dealer');
}

/** Deals that count towards the form (a passed-out deal redealt by the same dealer does not). */
function countedDeals(settings: FormSettings, played: readonly PlayedDeal[]): number {
  const same = redealRule(settings) === 'same-dealer';
  return played.filter((d) => !(same && passedOut(d))).length;
}

/** Games won so far in a rubber, and whether the rubber is over. Below-the-line trick scores only (Law 77 values). */
export function rubberGames(played: readonly PlayedDeal[]): { readonly NS: number; readonly EW: number; readonly over: boolean } {
  const games = { NS: 0, EW: 0 };
  const below = { NS: 0, EW: 0 };
  for (const d of played) {
    if (games.NS >= 2 || games.EW >= 2) break;
    const { contract, declarer, declarerTricks } = d.result;
    if (!contract || !declarer || declarerTricks === null || declarerTricks < contract.level + 6) continue;
    const scored = scoreBoard({ contract, declarer, tricks: declarerTricks, vulnerability: d.vulnerability });
    if (!scored.ok) continue;
    const side = sideOf(declarer);
    below[side] += scored.value.breakdown.trickScore;
    if (below[side] >= 100) {
      games[side]++;
      below.NS = 0;
      below.EW = 0;
    }
  }
  return { ...games, over: games.NS >= 2 || games.EW >= 2 };
}

const vulFromSides = (ns: boolean, ew: boolean): Vulnerability => (ns && ew ? 'both' : ns ? 'NS' : ew ? 'EW' : 'none');

/** The next deal of the form, or null when the table's play is over. */
export function nextDealPlan(settings: FormSettings, played: readonly PlayedDeal[]): DealPlan | null {
  const n = played.length + 1;
  switch (settings.form) {
    case 'single':
      return played.length === 0 ? { board: 1, dealer: boardDealer(1), vulnerability: boardVulnerability(1) } : null;
    case 'duplicate': {
      const boards = settings.boards ?? DEFAULT_BOARDS;
      return n <= boards ? { board: n, dealer: boardDealer(n), vulnerability: boardVulnerability(n) } : null;
    }
    case 'chicago': {
      const slot = countedDeals(settings, played);
      if (slot >= 4) return null;
      const dealer = SEATS[slot]!;
      const vulnerability: Vulnerability = slot === 0 ? 'none' : slot === 3 ? 'both' : sideOf(dealer);
      return { board: n, dealer, vulnerability };
    }
    case 'rubber': {
      const games = rubberGames(played);
      if (games.over) return null;
      const dealer = SEATS[countedDeals(settings, played) % 4]!;
      return { board: n, dealer, vulnerability: vulFromSides(games.NS > 0, games.EW > 0) };
    }
  }
}

/** The score sheet: each finished deal with its Law 77 score by side, and the totals. */
export function scoreSheet(played: readonly PlayedDeal[]): { readonly results: DealRecord[]; readonly totals: { NS: number; EW: number } } {
  const totals = { NS: 0, EW: 0 };
  const results = played.map((d): DealRecord => {
    const r = d.result;
    const scored = scoreBoard({ contract: r.contract, declarer: r.declarer, tricks: r.declarerTricks, vulnerability: d.vulnerability });
    const score = scored.ok ? { NS: scored.value.ns, EW: -scored.value.ns || 0 } : null;
    if (score) {
      totals.NS += score.NS;
      totals.EW += score.EW;
    }
    return { deal: d.deal, board: d.board, dealer: d.dealer, vulnerability: d.vulnerability, result: r, score };
  });
  return { results, totals };
}
