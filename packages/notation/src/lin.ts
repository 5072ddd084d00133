/**
 * BBO LIN (Bridge Base Online's hand-record and vugraph format) import and export.
 *
 * ```ts
 * const r = parseLin('pn|Ann,Bob,Cy,Di|md|3SAKQHAKQDAKQCAKQJ,S2345H2345D2345C2,,|sv|n|ah|Board 2|mb|7N|mb|p|mb|p|mb|p|');
 * if (r.ok) makePbn(r.value.games);   // the same game as PBN
 * makeLin(games)                      // one line per game
 * ```
 * A LIN file is a run of `key|value|` pairs. The ones read here: `pn` players (South, West,
 * North, East), `md` dealer digit (1 S, 2 W, 3 N, 4 E) and hands in the same seat order (the
 * fourth may be left out: it is the cards nobody else holds), `sv` vulnerability (o, n, e, b),
 * `ah` board, `qx` room and board (`o1` open room, `c1` closed; eight `pn` names are the open
 * room's four then the closed room's), `mb` calls (`!` alerts),
 * `an` the explanation of the call before it, `pc` cards in order of play, `mc` a claim (the
 * tricks declarer ends with), `nt` commentary, and the page and heading marks `pg`, `rh`, `st`.
 * The file-level pairs before the first board (`vg`, `rs`, `pw`, `mp`, `bn`) are kept as the
 * header. There is no published specification; this follows the files BBO writes.
 * LIN games become the same `GameRecord` PBN uses, so every format converts through it.
 */
import {
  DISPLAY_SUITS,
  RANK_CHARS,
  SEATS,
  SUITS,
  emptyHand,
  handHas,
  makeCall,
  makeDeal,
  makeHand,
  parseCall,
  partnerSeat,
  seatAfter,
  seatIndex,
  suitIndex,
  ok,
  type Call,
  type Card,
  type Hand,
  type Result,
  type Seat,
  type Strain,
  type Suit,
} from '@biritch/core';
import { auctionOutcome, trickWinnerFrom } from './play.js';
import { checkRecord } from './game.js';
import {
  tagValue,
  type AuctionItem,
  type Comment,
  type GameRecord,
  type NoteRecord,
  type PlayItem,
  type TagPair,
} from './record.js';
import { parseResult, parseSeat } from './tags.js';
import { decodeText, locatedError, type NotationError, type Position } from './text.js';

/** A `key|value|` pair as written. */
export interface LinPair {
  readonly key: string;
  readonly value: string;
}

/** What `parseLin` returns. */
export interface ParsedLin {
  readonly games: readonly GameRecord[];
  /** File-level pairs before the first board (`vg`, `rs`, `pw`, `mp`, `bn`…), verbatim. */
  readonly header: readonly LinPair[];
  readonly warnings: readonly NotationError[];
}

/** Options for `parseLin`. */
export interface ParseLinOptions {
  readonly file?: string;
  /** Check every game's values and warn about problems. Default true. */
  readonly check?: boolean;
}

/** LIN seat order: `md` and `pn` list South, West, North, East; the dealer digit counts from 1 = South. */
const LIN_SEATS = ['S', 'W', 'N', 'E'] as const satisfies readonly Seat[];
const HEADER_KEYS = new Set(['vg', 'rs', 'pw', 'mp', 'bn', 'pf']);
const IGNORED_KEYS = new Set(['pg', 'rh', 'st', 'sk', 'bt', 'hs', 'at', 'pf', 'up', 'em']);
const VUL_FROM_LIN: Readonly<Record<string, string>> = { o: 'None', '0': 'None', n: 'NS', e: 'EW', b: 'All' };

type PairAt = LinPair & { at: Position };

function lexLin(text: string, file: string | undefined): Result<PairAt[], NotationError> {
  const pairs: PairAt[] = [];
  let i = 0;
  let line = 1;
  let col = 1;
  const step = (): void => {
    if (text[i] === '\n') {
      line++;
      col = 1;
    } else if (text[i] !== '\r') col++;
    i++;
  };
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i]!)) step();
    if (i >= text.length) break;
    const keyAt = { line, column: col };
    let key = '';
    while (i < text.length && text[i] !== '|') {
      key += text[i];
      step();
    }
    if (i >= text.length)
      return {
        ok: false,
        error: locatedError('lin/unterminated', `'${key.trim()}' is not followed by |value|`, keyAt, file),
      };
    step();
    let value = '';
    while (i < text.length && text[i] !== '|') {
      value += text[i];
      step();
    }
    if (i >= text.length)
      return {
        ok: false,
        error: locatedError('lin/unterminated', `the value of '${key.trim()}' is not closed by |`, keyAt, file),
      };
    step();
    const k = key.trim();
    if (!/^[A-Za-z]{1,3}$/.test(k))
      return {
        ok: false,
        error: locatedError('lin/bad-key', `'${k}' is not a LIN key (two letters such as md, mb, pc)`, keyAt, file),
      };
    pairs.push({ key: k.toLowerCase(), value: value.replace(/\r?\n/g, ' '), at: keyAt });
  }
  return ok(pairs);
}

/** Parses a LIN hand such as `SAKQ2HT98D5CAJ43` (suits may be missing or empty). */
export function parseLinHand(text: string): Result<Hand> {
  const hand = [0, 0, 0, 0];
  let suit: Suit | null = null;
  const t = text.toUpperCase().replace(/10/g, 'T');
  for (const ch of t) {
    if ((SUITS as readonly string[]).includes(ch)) {
      suit = ch as Suit;
      continue;
    }
    const r = (RANK_CHARS as readonly string[]).indexOf(ch);
    if (r < 0 || suit === null)
      return {
        ok: false,
        error: {
          code: 'lin/bad-hand',
          message: `'${text}' is not a LIN hand (suit letter then ranks, e.g. SAK2HQJD9C876)`,
        },
      };
    const bit = 1 << r;
    if (hand[suitIndex(suit)]! & bit)
      return { ok: false, error: { code: 'lin/bad-hand', message: `${suit}${ch} is written twice in '${text}'` } };
    hand[suitIndex(suit)]! |= bit;
  }
  return ok(hand as unknown as Hand);
}

/** Writes a hand the LIN way: `S` ranks `H` ranks `D` ranks `C` ranks, high to low. */
export const makeLinHand = (hand: Hand): string => {
  const parts = makeHand(hand).split('.');
  return DISPLAY_SUITS.map((s, i) => s + parts[i]!).join('');
};

/** Canonical PBN text of a LIN call: `p` → Pass, `d` → X, `r` → XX, `1n` → 1NT. */
function linCallText(raw: string): string | null {
  const c = parseCall(raw);
  if (!c.ok) return null;
  return callText(c.value);
}

/** A call as a game record writes it: core's text form, but `Pass` spelt out as PBN does. */
function callText(c: Call): string {
  return c.type === 'pass' ? 'Pass' : makeCall(c);
}

interface LinDraft {
  pairsAt: Map<string, Position>;
  players: string[] | null;
  md: string | null;
  sv: string | null;
  board: string | null;
  room: string | null;
  calls: { text: string; alert: boolean; explanation?: string; comments: Comment[]; at: Position }[];
  cards: { card: string; comments: Comment[]; at: Position }[];
  claim: string | null;
  comments: Comment[];
  hasContent: boolean;
}

const newLinDraft = (): LinDraft => ({
  pairsAt: new Map(),
  players: null,
  md: null,
  sv: null,
  board: null,
  room: null,
  calls: [],
  cards: [],
  claim: null,
  comments: [],
  hasContent: false,
});

/** Parses LIN text (or bytes) into game records. */
export function parseLin(input: string | Uint8Array, opts: ParseLinOptions = {}): Result<ParsedLin, NotationError> {
  const file = opts.file;
  const lexed = lexLin(decodeText(input), file);
  if (!lexed.ok) return lexed;
  const warnings: NotationError[] = [];
  const warn = (code: string, message: string, at: Position): void => {
    warnings.push(locatedError(code, message, at, file));
  };
  const header: LinPair[] = [];
  const games: GameRecord[] = [];
  let d = newLinDraft();
  let lastPlayers: string[] | null = null;

  const finish = (): void => {
    if (!d.hasContent) return;
    const { record, positions } = recordFromDraft(d, lastPlayers, warn);
    if (d.players) lastPlayers = d.players;
    if (opts.check !== false) {
      for (const p of checkRecord(record).problems) {
        let at = d.pairsAt.get('md') ?? { line: 1, column: 1 };
        if (p.tag === 'Auction' && p.item !== undefined) at = d.calls[p.item]?.at ?? at;
        else if (p.tag === 'Play' && p.item !== undefined) at = positions.play[p.item] ?? at;
        else if (p.tag) at = positions.tags.get(p.tag) ?? at;
        warn(p.code, p.message, at);
      }
    }
    games.push(record);
    d = newLinDraft();
  };

  for (const p of lexed.value) {
    const { key, value, at } = p;
    if (!d.hasContent && games.length === 0 && HEADER_KEYS.has(key)) {
      header.push({ key, value });
      continue;
    }
    if (
      (key === 'qx' && d.hasContent && (d.md !== null || d.calls.length > 0 || d.cards.length > 0)) ||
      (key === 'md' && d.md !== null)
    )
      finish();
    if (!d.pairsAt.has(key)) d.pairsAt.set(key, at);
    switch (key) {
      case 'qx': {
        d.hasContent = true;
        const m = /^([oc])(\d+)/i.exec(value.trim());
        if (m) {
          d.room = m[1]!.toLowerCase() === 'o' ? 'Open' : 'Closed';
          d.board ??= m[2]!;
        } else warn('lin/bad-qx', `'${value}' is not a room and board such as o1 or c12`, at);
        break;
      }
      case 'pn':
        d.hasContent = true;
        d.players = value.split(',').map((s) => s.trim());
        break;
      case 'md':
        d.hasContent = true;
        d.md = value;
        break;
      case 'sv':
        d.hasContent = true;
        if (VUL_FROM_LIN[value.trim().toLowerCase()] === undefined)
          warn('lin/bad-vulnerability', `'${value}' is not a vulnerability (o, n, e, b)`, at);
        d.sv = value.trim().toLowerCase();
        break;
      case 'ah': {
        d.hasContent = true;
        const m = /(\d+)/.exec(value);
        if (m) d.board = m[1]!;
        else warn('lin/bad-board', `'${value}' has no board number`, at);
        break;
      }
      case 'mb': {
        d.hasContent = true;
        const alert = value.includes('!');
        const raw = value.replace(/!/g, '').trim();
        const text = linCallText(raw);
        if (text === null) {
          warn('lin/bad-call', `'${value}' is not a call`, at);
          break;
        }
        d.calls.push({ text, alert, comments: [], at });
        break;
      }
      case 'an': {
        const last = d.calls[d.calls.length - 1];
        if (!last) warn('lin/stray-explanation', 'an explanation (an) before any call', at);
        else last.explanation = value;
        break;
      }
      case 'pc': {
        d.hasContent = true;
        const card = value.trim().toUpperCase().replace('10', 'T');
        if (!/^[SHDC][AKQJT98765432]$/.test(card)) {
          warn('lin/bad-card', `'${value}' is not a card`, at);
          break;
        }
        d.cards.push({ card, comments: [], at });
        break;
      }
      case 'mc':
        d.hasContent = true;
        if (!/^\d+$/.test(value.trim()) || Number(value) > 13)
          warn('lin/bad-claim', `'${value}' is not a number of tricks`, at);
        else d.claim = value.trim();
        break;
      case 'nt': {
        const c: Comment = { kind: 'brace', text: value };
        const target = d.cards[d.cards.length - 1] ?? (d.cards.length === 0 ? d.calls[d.calls.length - 1] : undefined);
        if (target) target.comments.push(c);
        else d.comments.push(c);
        break;
      }
      default:
        if (!IGNORED_KEYS.has(key) && !HEADER_KEYS.has(key))
          warn('lin/unknown-key', `'${key}' is not a LIN key this reader knows; ignored`, at);
    }
  }
  finish();
  return ok({ games, header, warnings });
}

/** Turns one LIN board into a record, with the positions of what it came from. */
function recordFromDraft(
  d: LinDraft,
  previousPlayers: string[] | null,
  warn: (code: string, message: string, at: Position) => void,
): { record: GameRecord; positions: { tags: Map<string, Position>; play: Position[] } } {
  const tags: TagPair[] = [];
  const tagAt = new Map<string, Position>();
  const put = (name: string, value: string, key: string): void => {
    tags.push({ name, value });
    const at = d.pairsAt.get(key);
    if (at) tagAt.set(name, at);
  };
  if (d.board !== null) put('Board', d.board, d.pairsAt.has('ah') ? 'ah' : 'qx');
  let players = d.players ?? previousPlayers;
  // Vugraph files list eight names once: the open room's four, then the closed room's.
  if (players && players.length === 8) players = d.room === 'Closed' ? players.slice(4) : players.slice(0, 4);
  if (players) {
    LIN_SEATS.forEach((seat, i) => {
      put({ S: 'South', W: 'West', N: 'North', E: 'East' }[seat], players[i] ?? '', 'pn');
    });
  }
  // md: dealer digit, then hands South, West, North, East.
  let dealer: Seat | null = null;
  let hands: Record<Seat, Hand> | null = null;
  if (d.md !== null) {
    const m = /^\s*([1-4])?(.*)$/s.exec(d.md)!;
    if (m[1]) dealer = LIN_SEATS[Number(m[1]) - 1]!;
    const parts = m[2]!.split(',');
    const got: Partial<Record<Seat, Hand>> = {};
    LIN_SEATS.forEach((seat, i) => {
      const text = (parts[i] ?? '').trim();
      if (text === '') return;
      const h = parseLinHand(text);
      if (h.ok) got[seat] = h.value;
      else warn(h.error.code, `${seat}: ${h.error.message}`, d.pairsAt.get('md')!);
    });
    const given = LIN_SEATS.filter((s) => got[s]);
    if (given.length === 3) {
      // The fourth hand is the cards no one else holds (BBO often leaves it out).
      const missing = LIN_SEATS.find((s) => !got[s])!;
      const rest = [0, 0, 0, 0];
      for (let s = 0; s < 4; s++)
        rest[s] = 0x1fff & ~(got.N?.[s] ?? 0) & ~(got.E?.[s] ?? 0) & ~(got.S?.[s] ?? 0) & ~(got.W?.[s] ?? 0);
      if (given.every((s) => got[s]!.reduce((n, h) => n + popcount(h), 0) === 13))
        got[missing] = rest as unknown as Hand;
    }
    if (given.length > 0)
      hands = { N: got.N ?? emptyHand(), E: got.E ?? emptyHand(), S: got.S ?? emptyHand(), W: got.W ?? emptyHand() };
    if (dealer) put('Dealer', dealer, 'md');
  }
  if (d.sv !== null) put('Vulnerable', VUL_FROM_LIN[d.sv] ?? d.sv, 'sv');
  if (hands) {
    put('Deal', makeDeal(hands, { first: dealer ?? 'N' }), 'md');
  }
  if (d.room !== null) put('Room', d.room, 'qx');

  // The auction: calls from the dealer, alerts as `!`, explanations as notes.
  let auction: GameRecord['auction'] = null;
  const notes: NoteRecord[] = [];
  let declarer: Seat | null = null;
  let trump: Strain | null = null;
  if (d.calls.length > 0) {
    const items: AuctionItem[] = d.calls.map((c) => {
      const item: { text: string; suffix?: string; note?: number; comments?: Comment[] } = { text: c.text };
      if (c.alert) item.suffix = '!';
      if (c.explanation !== undefined) {
        item.note = notes.length + 1;
        notes.push({ index: notes.length + 1, text: c.explanation });
      }
      if (c.comments.length > 0) item.comments = c.comments;
      return item;
    });
    auction = { first: dealer ?? 'N', items, notes };
    const calls = d.calls.map((c) => parseCall(c.text)).flatMap((r) => (r.ok ? [r.value] : []));
    const outcome = auctionOutcome(dealer ?? 'N', calls);
    if (outcome.kind === 'contract') {
      declarer = outcome.declarer;
      trump = outcome.contract.strain;
      put('Declarer', declarer, 'mb');
      put(
        'Contract',
        `${outcome.contract.level}${outcome.contract.strain}${['', 'X', 'XX'][outcome.contract.doubled]}`,
        'mb',
      );
    } else if (outcome.kind === 'passed-out') {
      put('Declarer', '', 'mb');
      put('Contract', 'Pass', 'mb');
    }
  }

  // The play: cards in order of play, laid out by seat columns from the opening leader.
  let play: GameRecord['play'] = null;
  const playAt: Position[] = [];
  let declarerTricks = 0;
  let tricksDone = 0;
  if (d.cards.length > 0) {
    const owner = (card: string): Seat | null =>
      hands ? (SEATS.find((s) => handHas(hands![s], card as Card)) ?? null) : null;
    const first = declarer ? seatAfter(declarer) : (owner(d.cards[0]!.card) ?? 'N');
    const rows: PlayItem[][] = [];
    const rowAt: Position[][] = [];
    let leader: Seat = first;
    for (let k = 0; k < d.cards.length; k += 4) {
      const trick = d.cards.slice(k, k + 4);
      const row: (PlayItem | null)[] = [null, null, null, null];
      const at: (Position | null)[] = [null, null, null, null];
      trick.forEach((c, j) => {
        const seat = owner(c.card) ?? seatAfter(leader, j);
        const col = (seatIndex(seat) - seatIndex(first) + 4) % 4;
        if (row[col]) warn('lin/two-cards-one-seat', `${seat} plays twice in trick ${k / 4 + 1}`, c.at);
        row[col] = c.comments.length > 0 ? { text: c.card, comments: c.comments } : { text: c.card };
        at[col] = c.at;
      });
      if (trick.length === 4 && trump !== null) {
        const winner = trickWinnerFrom(
          leader,
          trick.map((c) => c.card as Card),
          trump,
        );
        if (declarer && (winner === declarer || winner === partnerSeat(declarer))) declarerTricks++;
        tricksDone++;
        leader = winner;
      } else if (trick.length === 4) {
        tricksDone++;
        leader = owner(d.cards[k + 4]?.card ?? '') ?? leader;
      }
      // Columns after the last card played stay open; earlier gaps are unknown cards.
      const lastCol = Math.max(...row.map((x, j) => (x ? j : -1)));
      const filled = row.slice(0, trick.length === 4 ? 4 : lastCol + 1).map((x) => x ?? { text: '-' });
      rows.push(filled);
      rowAt.push(at.slice(0, filled.length).map((p) => p ?? trick[0]!.at));
    }
    playAt.push(...rowAt.flat());
    const p: { first: string; tricks: PlayItem[][]; notes: NoteRecord[]; closed?: true } = {
      first,
      tricks: rows,
      notes: [],
    };
    if (d.claim !== null) p.closed = true;
    play = p;
  }
  if (d.claim !== null) put('Result', d.claim, 'mc');
  else if (tricksDone === 13 && declarer) put('Result', String(declarerTricks), 'pc');

  return { record: { comments: d.comments, tags, auction, play }, positions: { tags: tagAt, play: playAt } };
}

function popcount(h: number): number {
  let n = 0;
  for (let x = h; x; x &= x - 1) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Export

/** Options for `makeLin`. */
export interface MakeLinOptions {
  /** File-level pairs to write first (as `parseLin` returned them). */
  readonly header?: readonly LinPair[];
}

const LIN_VUL: Readonly<Record<string, string>> = { none: 'o', NS: 'n', EW: 'e', both: 'b' };

/** Writes game records as LIN, one line per game. Unknown (`-`) cards end the play written. */
export function makeLin(games: readonly GameRecord[], opts: MakeLinOptions = {}): string {
  const lines: string[] = [];
  if (opts.header && opts.header.length > 0) lines.push(opts.header.map((p) => `${p.key}|${p.value}|`).join(''));
  for (const g of games) lines.push(gameToLin(g));
  return `${lines.join('\n')}\n`;
}

const clean = (s: string): string => s.replace(/\|/g, '/').replace(/[\r\n]+/g, ' ');

function gameToLin(g: GameRecord): string {
  const { game } = checkRecord(g);
  const out: string[] = [];
  const pair = (k: string, v: string): void => {
    out.push(`${k}|${clean(v)}|`);
  };
  const room = tagValue(g, 'Room');
  if (game.board !== null && (room === 'Open' || room === 'Closed'))
    pair('qx', `${room === 'Open' ? 'o' : 'c'}${game.board}`);
  if (LIN_SEATS.some((s) => game.players[s] !== '')) pair('pn', LIN_SEATS.map((s) => game.players[s]).join(','));
  if (game.deal || game.dealer) {
    const digit = game.dealer ? String(LIN_SEATS.indexOf(game.dealer) + 1) : '';
    const hands = game.deal
      ? LIN_SEATS.map((s) => (game.deal![s].every((x) => x === 0) ? '' : makeLinHand(game.deal![s])))
      : ['', '', '', ''];
    pair('md', digit + hands.join(','));
  }
  if (game.board !== null) pair('ah', `Board ${game.board}`);
  if (game.vulnerability) pair('sv', LIN_VUL[game.vulnerability]!);
  const comment = (cs: readonly Comment[] | undefined): void => {
    for (const c of cs ?? []) pair('nt', c.text);
  };
  comment(g.comments);
  if (g.auction) {
    const notes = new Map(g.auction.notes.map((n) => [n.index, n.text]));
    for (const item of g.auction.items) {
      if (item.text === '-' || item.text === '+' || item.text === '^S') continue;
      const texts = item.text.toUpperCase() === 'AP' ? ['p', 'p', 'p'] : [item.text];
      for (const t of texts) {
        const c = parseCall(t);
        if (!c.ok) continue;
        const lin =
          c.value.type === 'pass'
            ? 'p'
            : c.value.type === 'double'
              ? 'd'
              : c.value.type === 'redouble'
                ? 'r'
                : callText(c.value).replace('NT', 'N');
        pair('mb', lin + (item.suffix === '!' ? '!' : ''));
        if (item.note !== undefined && notes.has(item.note)) pair('an', notes.get(item.note)!);
      }
      comment(item.comments);
    }
    pair('pg', '');
  }
  if (g.play && game.play) {
    const first = game.play.first;
    const trump = game.trump;
    let leader: Seat = first;
    outer: for (const row of g.play.tricks) {
      const cards: Card[] = [];
      for (let j = 0; j < 4; j++) {
        const seat = seatAfter(leader, j);
        const col = (seatIndex(seat) - seatIndex(first) + 4) % 4;
        const item = row[col];
        if (!item || !/^[SHDC][AKQJT2-9]$/i.test(item.text)) break outer;
        cards.push(item.text.toUpperCase() as Card);
        pair('pc', item.text.toUpperCase());
        comment(item.comments);
      }
      pair('pg', '');
      leader = trump ? trickWinnerFrom(leader, cards, trump) : leader;
    }
  }
  const result = tagValue(g, 'Result');
  if (g.play?.closed && result !== undefined && result.trim() !== '') {
    const declarer = parseSeat(tagValue(g, 'Declarer') ?? '');
    const r = parseResult(result, declarer.ok ? declarer.value : null);
    if (r.ok) pair('mc', String(r.value));
  }
  return out.join('');
}
