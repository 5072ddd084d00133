/**
 * The game record: what one game of a file says, kept apart from the values it validates to.
 *
 * ```ts
 * const game = unwrap(gameFromRecord(record)); // checked values: Deal, Contract, Seat…
 * tagValue(record, 'Board')                    // '1' — the text as the file wrote it
 * parseDoubleDummyTricks('98898988984543545435') // ok({ N: { NT: 9, S: 8, … }, … })
 * ```
 * A `GameRecord` is unchecked (like chessops' `Setup`): every tag pair in file order, unknown ones
 * too, values verbatim; the auction and play sections as their tokens with annotations and
 * comments. It is what parsers produce and makers write, so nothing is lost in a round trip.
 * A `Game` holds validated values (core's `Deal`, `Contract`, `Call`, `Card`) and only
 * `gameFromRecord` / `checkRecord` make one, with coded problems for whatever does not check.
 */
import {
  SEATS,
  STRAINS,
  dealFromHands,
  emptyHand,
  handHas,
  parseCall,
  parseCard,
  parseContract,
  parseHand,
  parseVulnerability,
  ruleSetFor,
  seatAfter,
  unwrap,
  err,
  ok,
  type Call,
  type Card,
  type CodedError,
  type Contract,
  type Deal,
  type Hand,
  type Result,
  type RuleSetId,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@biritch/core';
import { auctionOutcome } from './play.js';
import { ruleSetOfRecord } from './rules.js';

/** A comment: `{…}` (brace, may span lines) or `; …` (to the end of the line). Text without delimiters. */
export interface Comment {
  readonly kind: 'brace' | 'line';
  readonly text: string;
}

/** One tag pair as the file has it (PBN 2.1 §3.3), with any supplemental section data (§5). */
export interface TagPair {
  readonly name: string;
  /** The value in effect for this game (after `#` / `##` inheritance, §4.8). */
  readonly value: string;
  /** What the file wrote when it differs from `value`: `#` or `##text`. */
  readonly written?: string;
  /** Not written in this game: in effect from an earlier `##` tag (§4.8). */
  readonly implicit?: true;
  /** Section data (§5.1): rows of elements, verbatim (a string element keeps its quotes). */
  readonly rows?: readonly (readonly string[])[];
  /** Comments that follow the tag (§3.8: a comment refers to what precedes it). */
  readonly comments?: readonly Comment[];
}

/** Annotations that may follow a call or a card (§3.5.2, §3.6.2). */
export interface Annotations {
  /** Suffix `!`, `?`, `!!`, `??`, `!?`, `?!` (BBO-style files use `!` for an alert). */
  readonly suffix?: string;
  /** Note reference `=n=`, explained by `[Note "n:…"]`. */
  readonly note?: number;
  /** Numeric annotation glyphs `$n`. */
  readonly nags?: readonly number[];
  readonly comments?: readonly Comment[];
}

/**
 * One auction token (§3.5.1): `text` is the call as written — `Pass`, `X`, `XX`, `1NT`, `AP`
 * (all pass), `-` (not this player's turn yet), `+` (the next call, to be made), `^S` (a call
 * skipped by a call out of rotation, §3.9).
 */
export interface AuctionItem extends Annotations {
  readonly text: string;
  /** `^I` before a bid: insufficient, accepted (§3.9 A). */
  readonly insufficient?: true;
}

/** One play token (§3.6.1): a card `SA`, `-` (unknown / does not matter) or `+` (the next card). */
export interface PlayItem extends Annotations {
  readonly text: string;
  /** `^R` revoke, `^L` lead out of turn (§3.9 C, D). */
  readonly irregular?: 'R' | 'L';
}

/** A note tag `[Note "n:text"]` of the auction or the play section (§3.5.5, §3.6.5). */
export interface NoteRecord {
  readonly index: number;
  readonly text: string;
  readonly comments?: readonly Comment[];
}

/** The auction section as written: the `Auction` tag's seat, the calls, `*` if closed, the notes. */
export interface AuctionRecord {
  /** The `Auction` tag value (who is in the first column). */
  readonly first: string;
  readonly items: readonly AuctionItem[];
  /** `*`: no further calls will be given (§3.5). */
  readonly closed?: true;
  readonly notes: readonly NoteRecord[];
  readonly comments?: readonly Comment[];
}

/** The play section as written: rows of four cards in seat order from `first` (PBN columns). */
export interface PlayRecord {
  readonly first: string;
  /** Each row is a trick; column j is the card of seat `first + j`, not the order of play. */
  readonly tricks: readonly (readonly PlayItem[])[];
  readonly closed?: true;
  readonly notes: readonly NoteRecord[];
  readonly comments?: readonly Comment[];
}

/** What one game of a file says (unchecked). */
export interface GameRecord {
  /** Comments before the first tag of the game. */
  readonly comments: readonly Comment[];
  /** Every tag pair except the auction and play sections (and their notes), in file order. */
  readonly tags: readonly TagPair[];
  readonly auction: AuctionRecord | null;
  readonly play: PlayRecord | null;
}

/** A record with no tags and no sections. */
export const emptyRecord = (): GameRecord => ({ comments: [], tags: [], auction: null, play: null });

/** The value of a tag, or undefined when the game has no such tag. */
export const tagValue = (record: GameRecord, name: string): string | undefined => record.tags.find((t) => t.name === name)?.value;

/** A copy of the record with a tag set (replaced in place, or added at the end). */
export function withTag(record: GameRecord, name: string, value: string): GameRecord {
  const i = record.tags.findIndex((t) => t.name === name);
  const tags = [...record.tags];
  if (i >= 0) tags[i] = { name, value };
  else tags.push({ name, value });
  return { ...record, tags };
}

/** The 15 tags of the Mandatory Tag Set, in export order (PBN 2.1 §3.4). */
export const MANDATORY_TAGS = [
  'Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South',
  'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result',
] as const;

/** Tags that may not use `#` inheritance (§4.8). */
export const NO_INHERIT_TAGS: readonly string[] = ['Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Auction', 'Play', 'Note'];

// ---------------------------------------------------------------------------------------------
// Double-dummy tags

/** Tricks a declarer takes in each strain. */
export type StrainTricks = Readonly<Record<Strain, number>>;
/** Double-dummy tricks by declarer and strain. */
export type DoubleDummyTable = Readonly<Record<Seat, StrainTricks>>;

const DD_SEATS = ['N', 'S', 'E', 'W'] as const satisfies readonly Seat[];
const DD_STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const satisfies readonly Strain[];

/** Parses `DoubleDummyTricks`: 20 hex digits, declarer N, S, E, W × NT ♠ ♥ ♦ ♣. */
export function parseDoubleDummyTricks(text: string): Result<DoubleDummyTable> {
  const t = text.trim();
  if (!/^[0-9a-dA-D]{20}$/.test(t)) return err('dd/bad-tricks', `'${text}' is not 20 hex digits 0..d (declarer N, S, E, W × NT, S, H, D, C)`);
  const out = {} as Record<Seat, Record<Strain, number>>;
  DD_SEATS.forEach((seat, i) => {
    const row = {} as Record<Strain, number>;
    DD_STRAINS.forEach((strain, j) => {
      row[strain] = parseInt(t[i * 5 + j]!, 16);
    });
    out[seat] = row;
  });
  return ok(out);
}

/** Writes a double-dummy table as the 20 hex digits of `DoubleDummyTricks`. */
export const makeDoubleDummyTricks = (table: DoubleDummyTable): string =>
  DD_SEATS.map((seat) => DD_STRAINS.map((strain) => table[seat][strain].toString(16)).join('')).join('');

/** A column of a table section: name, order mark and minimum width (§5.2). */
export interface TableColumn {
  readonly name: string;
  readonly order?: '+' | '-';
  readonly width?: number;
  readonly align?: 'L' | 'R';
}

/** Parses a table's tag value `Declarer;Denomination\2R;Result\2R` into its columns (§5.2). */
export function parseTableColumns(header: string): TableColumn[] {
  return header.split(';').map((raw) => {
    let name = raw;
    let order: '+' | '-' | undefined;
    if (name.startsWith('+') || name.startsWith('-')) {
      order = name[0] as '+' | '-';
      name = name.slice(1);
    }
    const m = /\\(\d+)([LR])?$/.exec(name);
    const col: { name: string; order?: '+' | '-'; width?: number; align?: 'L' | 'R' } = { name: m ? name.slice(0, m.index) : name };
    if (order) col.order = order;
    if (m) {
      col.width = Number(m[1]);
      if (m[2]) col.align = m[2] as 'L' | 'R';
    }
    return col;
  });
}

/** One row of `OptimumResultTable`: double-dummy tricks for a declarer in a strain. */
export interface OptimumResult {
  readonly declarer: Seat;
  readonly strain: Strain;
  readonly tricks: number;
}

/** Reads `OptimumResultTable` rows (`N NT  9`) using its column header. */
export function parseOptimumResultTable(header: string, rows: readonly (readonly string[])[]): Result<OptimumResult[]> {
  const cols = parseTableColumns(header).map((c) => c.name);
  const di = cols.indexOf('Declarer');
  const si = cols.indexOf('Denomination');
  const ri = cols.indexOf('Result');
  if (di < 0 || si < 0 || ri < 0) return err('dd/bad-table', `OptimumResultTable needs Declarer, Denomination and Result columns, not '${header}'`);
  const out: OptimumResult[] = [];
  for (const row of rows) {
    const d = row[di]?.toUpperCase();
    const s = row[si]?.toUpperCase();
    const r = row[ri];
    if (!d || !(SEATS as readonly string[]).includes(d)) return err('dd/bad-table', `'${row.join(' ')}': '${d ?? ''}' is not a declarer`);
    const strain = s === 'N' ? 'NT' : s;
    if (!strain || !(STRAINS as readonly string[]).includes(strain)) return err('dd/bad-table', `'${row.join(' ')}': '${s ?? ''}' is not a denomination`);
    if (!r || !/^\d+$/.test(r) || Number(r) > 13) return err('dd/bad-table', `'${row.join(' ')}': '${r ?? ''}' is not a number of tricks`);
    out.push({ declarer: d as Seat, strain: strain as Strain, tricks: Number(r) });
  }
  return ok(out);
}

/** `OptimumScore` / `Score`: points for NS and/or EW (§4.2.1 formats, `NS 400`, `EW -100`, `NS 50 EW -50`). */
export interface SideScore {
  readonly NS?: number;
  readonly EW?: number;
}

/** Parses a side score: `NS 400`, `EW 460`, `NS -100`, `NS 50 EW -50`. */
export function parseSideScore(text: string): Result<SideScore> {
  const m = /^\s*(NS|EW)\s+(-?\d+)(?:\s+(NS|EW)\s+(-?\d+))?\s*$/i.exec(text);
  if (!m || (m[3] && m[3].toUpperCase() === m[1]!.toUpperCase())) return err('score/bad-score', `'${text}' is not a score like 'NS 400' or 'EW -100'`);
  const out: { NS?: number; EW?: number } = {};
  out[m[1]!.toUpperCase() as 'NS' | 'EW'] = Number(m[2]);
  if (m[3]) out[m[3].toUpperCase() as 'NS' | 'EW'] = Number(m[4]);
  return ok(out);
}

// ---------------------------------------------------------------------------------------------
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

/** Parses a seat letter (PBN allows lower case on import, §3.11). */
export function parseSeat(text: string): Result<Seat> {
  const t = text.trim().toUpperCase();
  return (SEATS as readonly string[]).includes(t) ? ok(t as Seat) : err('seat/bad-seat', `'${text}' is not a seat (N, E, S, W)`);
}

/** Parses a PBN Deal value `N:hand hand hand hand` (hands clockwise, `-` for a hand not given). */
export function parseDeal(text: string): Result<{ deal: Deal; complete: boolean }> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/.exec(text);
  if (!m) return err('deal/bad-format', `'${text}' is not a deal like 'N:AKQ.… … … …'`);
  const parts = m[2]!.split(/\s+/);
  if (parts.length !== 4) return err('deal/bad-format', `a deal has four hands, not ${parts.length}`);
  const first = m[1]!.toUpperCase() as Seat;
  const hands: Record<Seat, Hand> = { N: emptyHand(), E: emptyHand(), S: emptyHand(), W: emptyHand() };
  let complete = true;
  for (let i = 0; i < 4; i++) {
    const seat = seatAfter(first, i);
    if (parts[i] === '-') {
      complete = false;
      continue;
    }
    const h = parseHand(parts[i]!);
    if (!h.ok) return err(h.error.code, `${seat}: ${h.error.message}`);
    hands[seat] = h.value;
  }
  const full = dealFromHands(hands, { complete: true });
  if (full.ok) return ok({ deal: full.value, complete: complete });
  if (complete && full.error.code === 'deal/duplicate-card') return full;
  // Four hands given but not 13 each: only an end position (§3.10) may, with equal sizes.
  if (complete) {
    const sizes = SEATS.map((seat) => hands[seat].reduce((n, h) => n + countBits(h), 0));
    if (sizes.some((n) => n !== sizes[0])) return err('deal/wrong-hand-size', `the hands have ${sizes.join(', ')} cards (N, E, S, W); they must be equal`);
  }
  const partial = dealFromHands(hands, { complete: false });
  return partial.ok ? ok({ deal: partial.value, complete: false }) : partial;
}

function countBits(h: number): number {
  let n = 0;
  for (let x = h; x; x &= x - 1) n++;
  return n;
}

/** Parses a Contract value: `4SX`, `3NT`, or `Pass` (passed out). */
export function parsePbnContract(text: string): Result<Contract | 'pass'> {
  if (text.trim().toUpperCase() === 'PASS') return ok('pass');
  return parseContract(text);
}

/** Parses a Result value into tricks won by declarer: `9`, `NS 9`, `EW 4 NS 9`, `^9` (§3.4.15). */
export function parseResult(text: string, declarer: Seat | null): Result<number> {
  const t = text.trim().replace(/^\^/, '');
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return n <= 13 ? ok(n) : err('result/bad-result', `'${text}': a result is 0 to 13 tricks`);
  }
  const s = parseSideScore(t);
  if (!s.ok) return err('result/bad-result', `'${text}' is not a result (tricks by declarer, or 'NS 9')`);
  if (!declarer) return err('result/no-declarer', `'${text}' gives a side's tricks but there is no declarer`);
  const side = declarer === 'N' || declarer === 'S' ? 'NS' : 'EW';
  const other = side === 'NS' ? 'EW' : 'NS';
  const mine = s.value[side];
  const theirs = s.value[other];
  const n = mine ?? (theirs !== undefined ? 13 - theirs : undefined);
  if (n === undefined || n < 0 || n > 13) return err('result/bad-result', `'${text}': a result is 0 to 13 tricks`);
  return ok(n);
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
  if (bare) trump = (bare[1]!.toUpperCase() === 'N' ? 'NT' : bare[1]!.toUpperCase()) as Strain; // an end position (§3.10)
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
        problems.push({ code: 'auction/not-dealer', message: `the first call is ${seatAfter(first, lead)}'s but the dealer is ${dealer}`, tag: 'Auction', item: lead });
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
          problems.push({ code: 'note/missing', message: `note =${item.note}= has no [Note "${item.note}:…"]`, tag: 'Auction', item: i });
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
      const outcome = auctionOutcome(calls[0]!.seat, calls.map((c) => c.call), rules);
      if (outcome.kind === 'illegal') {
        problems.push({ code: outcome.code, message: outcome.message, tag: 'Auction', item: callItem[outcome.index] ?? 0 });
      } else if (outcome.kind === 'contract' && contract && declarer) {
        const said = `${outcome.contract.level}${outcome.contract.strain}${['', 'X', 'XX'][outcome.contract.doubled]} by ${outcome.declarer}`;
        const tags = `${contract.level}${contract.strain}${['', 'X', 'XX'][contract.doubled]} by ${declarer}`;
        if (said !== tags) problems.push({ code: 'auction/contract-mismatch', message: `the auction ends in ${said}, but the tags say ${tags}`, tag: 'Contract' });
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
            problems.push({ code: 'note/missing', message: `note =${item.note}= has no [Note "${item.note}:…"]`, tag: 'Play', item: i });
          if (item.text === '-' || item.text === '+') return;
          const c = parseCard(item.text);
          if (!c.ok || item.text.length !== 2) problems.push({ code: 'play/bad-card', message: `'${item.text}' is not a card`, tag: 'Play', item: i });
          else {
            const seat = seatAfter(first, j);
            trick[seat] = c.value;
            if (seen.has(c.value)) problems.push({ code: 'play/played-twice', message: `${c.value} is played twice`, tag: 'Play', item: i });
            else if (dealR?.complete && !handHas(dealR.deal[seat], c.value))
              problems.push({ code: 'play/not-held', message: `${seat} plays ${c.value}, which ${seat} does not hold`, tag: 'Play', item: i });
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
  if (ddText !== undefined && ddText.trim() !== '') doubleDummy = need(parseDoubleDummyTricks(ddText), 'DoubleDummyTricks');
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
    if (out.has(n.index)) problems.push({ code: 'note/duplicate', message: `note ${n.index} is given twice`, tag: 'Note' });
    out.set(n.index, n.text);
  }
  return out;
}

/** Validates a record: the game, or the first problem (use `checkRecord` for all of them). */
export function gameFromRecord(record: GameRecord): Result<Game, GameProblem> {
  const { game, problems } = checkRecord(record);
  return problems.length > 0 ? { ok: false, error: problems[0]! } : ok(game);
}
