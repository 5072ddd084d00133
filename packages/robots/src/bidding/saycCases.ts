/**
 * The saycbridge test cases (BSD-3, the test data's bidding/saycbridge/sayc_tests.jsonl):
 * parsing one line, and scoring a bidder against them.
 *
 * ```ts
 * const r = parseSaycCase(line);           // Result<SaycCase>; a malformed hand is a coded error
 * const score = scoreSaycCases(lines);     // { passed, total, errors, failures }
 * ```
 */
import {
  callEquals,
  err,
  handSize,
  ok,
  parseCall,
  parseHand,
  parseVulnerability,
  type Call,
  type Hand,
  type Result,
  type Seat,
  type Vulnerability,
} from '@biritch/core';
import { chooseCall } from './bidder.js';

/** One expectation: with this hand after this auction, the system's call is `expected`. */
export interface SaycCase {
  readonly id: string;
  readonly hand: Hand;
  readonly auction: readonly Call[];
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly expected: Call;
}

/** Parses one JSON line of sayc_tests.jsonl. */
export function parseSaycCase(line: string): Result<SaycCase> {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return err('sayc/bad-json', 'the line is not JSON');
  }
  const o = raw as Record<string, unknown>;
  if (typeof o.hand_pbn_shdc !== 'string' || !Array.isArray(o.auction) || typeof o.expected !== 'string') {
    return err('sayc/bad-case', 'a case needs hand_pbn_shdc, auction and expected');
  }
  const id = `${String(o.group)}#${String(o.index)}`;
  const hand = parseHand(o.hand_pbn_shdc);
  if (!hand.ok) return err(hand.error.code, `${id}: ${hand.error.message}`);
  // yarborough's regression list holds a twelve-card hand (2.AQJ987652.2.2): a malformed case, not a failure of the bidder.
  if (handSize(hand.value) !== 13)
    return err('robots/bad-hand', `${id}: a case needs 13 cards, not ${handSize(hand.value)}`);
  const calls: Call[] = [];
  for (const t of o.auction) {
    const c = parseCall(String(t));
    if (!c.ok) return err(c.error.code, `${id}: ${c.error.message}`);
    calls.push(c.value);
  }
  const expected = parseCall(o.expected);
  if (!expected.ok) return err(expected.error.code, `${id}: ${expected.error.message}`);
  const vul = parseVulnerability(String(o.vulnerability ?? 'None'));
  if (!vul.ok) return err(vul.error.code, `${id}: ${vul.error.message}`);
  const dealer = (['N', 'E', 'S', 'W'] as const).find((s) => s === o.dealer) ?? 'N';
  return ok({ id, hand: hand.value, auction: calls, dealer, vulnerability: vul.value, expected: expected.value });
}

/** A case the bidder got wrong. */
export interface SaycFailure {
  readonly case: SaycCase;
  readonly got: Call | null;
  readonly rule: string;
}

/** The bidder's score over the lines of sayc_tests.jsonl. */
export interface SaycScore {
  readonly passed: number;
  /** Cases that parsed (malformed ones are in `errors`). */
  readonly total: number;
  readonly errors: readonly { readonly line: number; readonly code: string; readonly message: string }[];
  readonly failures: readonly SaycFailure[];
}

/** Runs the bidder over every line and counts the calls that match the expectation. */
export function scoreSaycCases(lines: readonly string[]): SaycScore {
  const cases: SaycCase[] = [];
  const errors: { line: number; code: string; message: string }[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const c = parseSaycCase(line);
    if (c.ok) cases.push(c.value);
    else errors.push({ line: i + 1, code: c.error.code, message: c.error.message });
  });
  return { ...scoreCases(cases), errors };
}

const sameCall = callEquals;

/**
 * Parses yarborough's case lists (Apache-2.0, the test data's bidding/yarborough/*.yaml):
 * lines `- ["<hand C.D.H.S>", "<expected>", "<auction>", "<vulnerability>"]`, the last two
 * optional; dealer North. Returns the cases and a coded error for each line that does not parse.
 */
export function parseYarboroughCases(
  text: string,
  name = 'yarborough',
): { cases: SaycCase[]; errors: { line: number; code: string; message: string }[] } {
  const cases: SaycCase[] = [];
  const errors: { line: number; code: string; message: string }[] = [];
  text.split('\n').forEach((raw, i) => {
    const m = /^\s*-\s*\[(.*)\]/.exec(raw);
    if (!m) return;
    const fields = [...m[1]!.matchAll(/"([^"]*)"/g)].map((x) => x[1]!);
    const [hand, expected, auction = '', vul = 'None'] = fields;
    if (hand === undefined || expected === undefined) {
      errors.push({
        line: i + 1,
        code: 'sayc/bad-case',
        message: `line ${i + 1}: a case needs a hand and an expected call`,
      });
      return;
    }
    const shdc = hand.split('.').reverse().join('.');
    const line = JSON.stringify({
      group: name,
      index: i + 1,
      hand_pbn_shdc: shdc,
      auction: auction.split(/\s+/).filter(Boolean),
      expected,
      vulnerability: vul,
      dealer: 'N',
    });
    const c = parseSaycCase(line);
    if (c.ok) cases.push(c.value);
    else errors.push({ line: i + 1, code: c.error.code, message: c.error.message });
  });
  return { cases, errors };
}

/** Scores the bidder over parsed cases. */
export function scoreCases(cases: readonly SaycCase[]): { passed: number; total: number; failures: SaycFailure[] } {
  let passed = 0;
  const failures: SaycFailure[] = [];
  for (const c of cases) {
    const r = chooseCall(c);
    const got = r.ok ? r.value.call : null;
    if (got && sameCall(got, c.expected)) passed++;
    else failures.push({ case: c, got, rule: r.ok ? r.value.rule : r.error.code });
  }
  return { passed, total: cases.length, failures };
}
