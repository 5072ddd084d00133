/**
 * The validated game: the values a record checks to, with every problem found.
 *
 * ```ts
 * const { game, problems } = checkRecord(record); // Deal, Contract, Seat…; coded problems
 * const g = gameFromRecord(record);               // the game, or the first problem
 * ```
 * A `Game` holds validated values (core's `Deal`, `Contract`, `Call`, `Card`) and only
 * `gameFromRecord` / `checkRecord` make one. The auction is replayed under the record's rule set
 * (rules.ts, core's rules); the play is checked against the hands.
 */
import {
  handHas,
  parseCall,
  parseCard,
  parseDeal,
  parseVulnerability,
  ruleSetFor,
  seatAfter,
  unwrap,
  ok,
  type Call,
  type Card,
  type CodedError,
  type Contract,
  type Deal,
  type Result,
  type RuleSetId,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@biritch/core';
import {
  parseDoubleDummyTricks,
  parseOptimumResultTable,
  type DoubleDummyTable,
  type OptimumResult,
} from './doubleDummy.js';
import { auctionOutcome } from './play.js';
import { tagValue, type GameRecord, type NoteRecord } from './record.js';
import { ruleSetOfRecord } from './rules.js';
import { parsePbnContract, parseResult, parseSeat, parseSideScore, type SideScore } from './tags.js';

// Validated game

/** A problem found in a record: a coded error and where it is (a tag, a section item). */
export interface GameProblem extends CodedError {
  /** The tag the problem is in (`Deal`, `Auction`, `Play`, `Note`…). */
  readonly tag?: string;
  /** Index of the auction or play item (in reading order), when the problem is in one. */
  readonly item?: number;
}

/** A call of the auction, checked: who made it, what it was, its alert and explanation. */
export interface AuctionCall {
  readonly seat: Seat;
  readonly call: Call;
  /** Alerted: a note reference or a `!` suffix (BBO's convention in PBN). */
  readonly alert: boolean;
  /** The note's text, when the call has a note reference. */
  readonly explanation?: string;
  readonly insufficient?: true;
}

/** A trick of the play, checked: the card of each seat (null when unknown or not played yet). */
export type PlayedTrick = Readonly<Record<Seat, Card | null>>;

/** The validated values of one game. Only `gameFromRecord` and `checkRecord` make one. */
export interface Game {
  readonly event: string;
  readonly site: string;
  readonly date: string;
  readonly board: number | null;
  readonly players: Readonly<Record<Seat, string>>;
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability | null;
  /** The deal (hands not given are empty); null when the game has no Deal tag. */
  readonly deal: Deal | null;
  /** Every hand has 13 cards. */
  readonly dealComplete: boolean;
  readonly scoring: string;
  readonly declarer: Seat | null;
  /** The contract; null when passed out or not given. */
  readonly contract: Contract | null;
  /** All four players passed (`Contract "Pass"`). */
  readonly passedOut: boolean;
  /** The trump strain: the contract's, or the bare denomination of an end position (§3.10). */
  readonly trump: Strain | null;
  /** Tricks won by declarer; null when not given. */
  readonly result: number | null;
  readonly auction: { readonly first: Seat; readonly calls: readonly AuctionCall[]; readonly closed: boolean } | null;
  readonly play: { readonly first: Seat; readonly tricks: readonly PlayedTrick[]; readonly closed: boolean } | null;
  readonly doubleDummy: DoubleDummyTable | null;
  readonly optimumResults: readonly OptimumResult[] | null;
  readonly optimumScore: SideScore | null;
  /** The rule set from the custom `[Rules "…"]` tag (`standard` without one): see rules.ts. */
  readonly ruleSet: RuleSetId;
}

/** Whether an auction text is a call token, not a marker. */
const isMarker = (text: string): boolean => text === '-' || text === '+' || text === '^S' || text === 'AP';

/**
 * Checks a record and returns the validated game with every problem found. Fields that do not
 * check are left null; `problems` is empty for a clean game.
 */
export function checkRecord(record: GameRecord): { game: Game; problems: GameProblem[] } {
  const problems: GameProblem[] = [];
  const get = (name: string): string => tagValue(record, name) ?? '';
  const need = <T>(r: Result<T>, tag: string): T | null => {
    if (r.ok) return r.value;
    problems.push({ ...r.error, tag });
    return null;
  };

  const boardText = get('Board').trim();
  let board: number | null = null;
  if (boardText !== '' && boardText !== '?') {
    if (/^\d+$/.test(boardText) && Number(boardText) >= 1) board = Number(boardText);
    else problems.push({ code: 'board/bad-number', message: `'${boardText}' is not a board number`, tag: 'Board' });
  }
  const optSeat = (name: string): Seat | null => {
    const v = get(name).trim().replace(/^\^/, '');
    return v === '' || v === '?' ? null : need(parseSeat(v), name);
  };
  const dealer = optSeat('Dealer');
  const vulText = get('Vulnerable').trim();
  const vulnerability = vulText === '' || vulText === '?' ? null : need(parseVulnerability(vulText), 'Vulnerable');

  const dealText = get('Deal').trim();
  const dealR = dealText === '' || dealText === '?' ? null : need(parseDeal(dealText), 'Deal');

  const declarer = optSeat('Declarer');
  const contractText = get('Contract').trim();
  let contract: Contract | null = null;
  let passedOut = false;
  let trump: Strain | null = null;
  const bare = /^(NT|N|S|H|D|C)$/i.exec(contractText);
  if (bare)
    trump = (bare[1]!.toUpperCase() === 'N' ? 'NT' : bare[1]!.toUpperCase()) as Strain; // an end position (§3.10)
  else if (contractText !== '' && contractText !== '?') {
    const c = need(parsePbnContract(contractText), 'Contract');
    if (c === 'pass') passedOut = true;
    else if (c) {
      contract = c;
      trump = c.strain;
    }
  }
  const rulesR = ruleSetOfRecord(record);
  const ruleSet = need(rulesR, 'Rules') ?? 'standard';
  const rules = unwrap(ruleSetFor(ruleSet));
  const resultText = get('Result').trim();
  const result = resultText === '' || resultText === '?' ? null : need(parseResult(resultText, declarer), 'Result');

  let auction: Game['auction'] = null;
  if (record.auction) {
    const a = record.auction;
    const first = need(parseSeat(a.first), 'Auction');
    const notes = checkNotes(a.notes, problems);
    const calls: AuctionCall[] = [];
    const callItem: number[] = []; // index of the item each call came from
    if (first) {
      // §3.5: in import format the first column may be another seat, with '-' for the players
      // before the dealer; the first real call must then be the dealer's.
      const lead = a.items.findIndex((it) => it.text !== '-');
      if (dealer && lead >= 0 && seatAfter(first, lead) !== dealer)
        problems.push({
          code: 'auction/not-dealer',
          message: `the first call is ${seatAfter(first, lead)}'s but the dealer is ${dealer}`,
          tag: 'Auction',
          item: lead,
        });
      let seat = first;
      a.items.forEach((item, i) => {
        const here = seat;
        seat = seatAfter(seat);
        if (isMarker(item.text)) {
          if (item.text === 'AP')
            for (let k = 0; k < 3; k++) {
              calls.push({ seat: seatAfter(here, k), call: { type: 'pass' }, alert: false });
              callItem.push(i);
            }
          return;
        }
        const c = parseCall(item.text);
        if (!c.ok) {
          problems.push({ code: 'auction/bad-call', message: `'${item.text}' is not a call`, tag: 'Auction', item: i });
          return;
        }
        const explanation = item.note !== undefined ? notes.get(item.note) : undefined;
        if (item.note !== undefined && explanation === undefined)
          problems.push({
            code: 'note/missing',
            message: `note =${item.note}= has no [Note "${item.note}:…"]`,
            tag: 'Auction',
            item: i,
          });
        const call: { seat: Seat; call: Call; alert: boolean; explanation?: string; insufficient?: true } = {
          seat: here,
          call: c.value,
          alert: item.note !== undefined || item.suffix === '!',
        };
        if (explanation !== undefined) call.explanation = explanation;
        if (item.insufficient) call.insufficient = true;
        calls.push(call);
        callItem.push(i);
      });
    }
    if (first) auction = { first, calls, closed: a.closed === true };
    // Replay the calls under the game's rules (standard: Laws 17–22) unless the file marks an irregularity.
    const irregular = a.items.some((it) => it.insufficient || it.text === '^S');
    if (first && calls.length > 0 && !irregular && problems.every((p) => p.tag !== 'Auction')) {
      const outcome = auctionOutcome(
        calls[0]!.seat,
        calls.map((c) => c.call),
        rules,
      );
      if (outcome.kind === 'illegal') {
        problems.push({
          code: outcome.code,
          message: outcome.message,
          tag: 'Auction',
          item: callItem[outcome.index] ?? 0,
        });
      } else if (outcome.kind === 'contract' && contract && declarer) {
        const made = outcome.contract;
        const said = `${made.level}${made.strain}${['', 'X', 'XX'][made.doubled]} by ${outcome.declarer}`;
        const tags = `${contract.level}${contract.strain}${['', 'X', 'XX'][contract.doubled]} by ${declarer}`;
        if (said !== tags)
          problems.push({
            code: 'auction/contract-mismatch',
            message: `the auction ends in ${said}, but the tags say ${tags}`,
            tag: 'Contract',
          });
      }
    }
  }

  let play: Game['play'] = null;
  if (record.play) {
    const p = record.play;
    const first = need(parseSeat(p.first), 'Play');
    const notes = checkNotes(p.notes, problems);
    if (first) {
      const tricks: PlayedTrick[] = [];
      const seen = new Set<Card>();
      let index = 0;
      for (const row of p.tricks) {
        const trick: Record<Seat, Card | null> = { N: null, E: null, S: null, W: null };
        row.forEach((item, j) => {
          const i = index++;
          if (item.note !== undefined && !notes.has(item.note))
            problems.push({
              code: 'note/missing',
              message: `note =${item.note}= has no [Note "${item.note}:…"]`,
              tag: 'Play',
              item: i,
            });
          if (item.text === '-' || item.text === '+') return;
          const c = parseCard(item.text);
          if (!c.ok || item.text.length !== 2)
            problems.push({ code: 'play/bad-card', message: `'${item.text}' is not a card`, tag: 'Play', item: i });
          else {
            const seat = seatAfter(first, j);
            trick[seat] = c.value;
            if (seen.has(c.value))
              problems.push({ code: 'play/played-twice', message: `${c.value} is played twice`, tag: 'Play', item: i });
            else if (dealR?.complete && !handHas(dealR.deal[seat], c.value))
              problems.push({
                code: 'play/not-held',
                message: `${seat} plays ${c.value}, which ${seat} does not hold`,
                tag: 'Play',
                item: i,
              });
            seen.add(c.value);
          }
        });
        tricks.push(trick);
      }
      play = { first, tricks, closed: p.closed === true };
    }
  }

  let doubleDummy: DoubleDummyTable | null = null;
  const ddText = tagValue(record, 'DoubleDummyTricks');
  if (ddText !== undefined && ddText.trim() !== '')
    doubleDummy = need(parseDoubleDummyTricks(ddText), 'DoubleDummyTricks');
  let optimumResults: OptimumResult[] | null = null;
  const ort = record.tags.find((t) => t.name === 'OptimumResultTable');
  if (ort) optimumResults = need(parseOptimumResultTable(ort.value, ort.rows ?? []), 'OptimumResultTable');
  let optimumScore: SideScore | null = null;
  const os = tagValue(record, 'OptimumScore');
  if (os !== undefined && os.trim() !== '') optimumScore = need(parseSideScore(os), 'OptimumScore');

  const game: Game = {
    event: get('Event'),
    site: get('Site'),
    date: get('Date'),
    board,
    players: { N: get('North'), E: get('East'), S: get('South'), W: get('West') },
    dealer,
    vulnerability,
    deal: dealR?.deal ?? null,
    dealComplete: dealR?.complete ?? false,
    scoring: get('Scoring'),
    declarer,
    contract,
    passedOut,
    trump,
    result,
    auction,
    play,
    doubleDummy,
    optimumResults,
    optimumScore,
    ruleSet,
  };
  return { game, problems };
}

function checkNotes(notes: readonly NoteRecord[], problems: GameProblem[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const n of notes) {
    if (out.has(n.index))
      problems.push({ code: 'note/duplicate', message: `note ${n.index} is given twice`, tag: 'Note' });
    out.set(n.index, n.text);
  }
  return out;
}

/** Validates a record: the game, or the first problem (use `checkRecord` for all of them). */
export function gameFromRecord(record: GameRecord): Result<Game, GameProblem> {
  const { game, problems } = checkRecord(record);
  return problems.length > 0 ? { ok: false, error: problems[0]! } : ok(game);
}
