/**
 * The game record: what one game of a file says, kept apart from the values it validates to.
 *
 * ```ts
 * const record = unwrap(parsePbnGame('[Board "1"] [Dealer "N"]'));
 * tagValue(record, 'Board')                    // '1' — the text as the file wrote it
 * withTag(record, 'Site', 'Oslo')              // a copy with the tag set
 * ```
 * A `GameRecord` is unchecked (like chessops' `Setup`): every tag pair in file order, unknown ones
 * too, values verbatim; the auction and play sections as their tokens with annotations and
 * comments. It is what parsers produce and makers write, so nothing is lost in a round trip.
 * The validated values (`Game`) are made from it by `checkRecord` / `gameFromRecord` (game.ts);
 * the readers of single tag values are in tags.ts, doubleDummy.ts and tableSection.ts.
 */
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
export const tagValue = (record: GameRecord, name: string): string | undefined =>
  record.tags.find((t) => t.name === name)?.value;

/** A copy of the record with a tag set (replaced in place, or added at the end). */
export function withTag(record: GameRecord, name: string, value: string): GameRecord {
  const i = record.tags.findIndex((t) => t.name === name);
  const tags = [...record.tags];
  if (i >= 0) tags[i] = { name, value };
  else tags.push({ name, value });
  return { ...record, tags };
}
