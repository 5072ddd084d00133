/**
 * `--where`: a small expression language for conditions on a deal, parsed by hand (never eval).
 *
 * ```ts
 * const w = unwrap(parseWhere('hcp(N) >= 15 && hcp(N) <= 17 && balanced(N) && hcp(S) >= 12'));
 * evaluateWhere(w, deal);   // true or false
 * ```
 * Grammar (lowest precedence first; `and`, `or`, `not` may be written for `&&`, `||`, `!`):
 * ```
 * or    := and ('||' and)*             cmp  := sum (('<' | '<=' | '>' | '>=' | '==' | '!=') sum)?
 * and   := not ('&&' not)*             sum  := prod (('+' | '-') prod)*
 * not   := '!' not | cmp               prod := unary ('*' unary)*
 * unary := '-' unary | NUMBER | 'true' | 'false' | '(' or ')' | NAME '(' args ')'
 * ```
 * Functions (seat: N E S W or north …; suit: S H D C or spades …):
 * numbers — `hcp(seat[, suit])`, `controls(seat[, suit])`, `losers(seat)`, `quicktricks(seat)`,
 * `distpoints(seat[, trump])` (the Spanish seed's shortness points), `spades(seat)`, `hearts(seat)`,
 * `diamonds(seat)`, `clubs(seat)`; yes/no — `shape(seat, "pattern")` (see `parseShape`),
 * `balanced(seat)`, `semibalanced(seat)`, `hascard(seat, SA)`.
 * Errors are coded `where/…` and carry the 1-based column.
 */
import { SEATS, dealFromHands, ok, type CodedError, type Deal, type Result } from '@biritch/core';
import type { EngineState } from './engine.js';
import { BALANCED, SEMI_BALANCED, parseShape, shapeTable, type Shape } from './shape.js';
import { HOLDING_CONTROLS, HOLDING_HCP, HOLDING_LENGTH, HOLDING_LOSERS, HOLDING_QUICK_TRICKS_X2 } from './tables.js';

/** A parse or type error in a `--where` expression, with its 1-based column. */
export interface WhereError extends CodedError {
  readonly column: number;
}

/** Numeric functions of the language. */
export const WHERE_NUMBERS = ['hcp', 'controls', 'losers', 'quicktricks', 'distpoints', 'spades', 'hearts', 'diamonds', 'clubs'] as const;
/** Yes/no functions of the language. */
export const WHERE_TESTS = ['shape', 'balanced', 'semibalanced', 'hascard'] as const;
type NumFn = (typeof WHERE_NUMBERS)[number];
type TestFn = (typeof WHERE_TESTS)[number];

/** A node of a parsed expression. Seats and suits are indices (N 0 … W 3; C 0 … S 3). */
export type WhereNode =
  | { readonly k: 'num'; readonly value: number }
  | { readonly k: 'bool'; readonly value: boolean }
  | { readonly k: 'metric'; readonly fn: NumFn; readonly seat: number; readonly suit?: number }
  | { readonly k: 'test'; readonly fn: TestFn; readonly seat: number; readonly shape?: Shape; readonly card?: number }
  | { readonly k: 'not'; readonly e: WhereNode }
  | { readonly k: 'and' | 'or'; readonly a: WhereNode; readonly b: WhereNode }
  | { readonly k: 'cmp'; readonly op: '<' | '<=' | '>' | '>=' | '==' | '!='; readonly a: WhereNode; readonly b: WhereNode }
  | { readonly k: 'arith'; readonly op: '+' | '-' | '*'; readonly a: WhereNode; readonly b: WhereNode }
  | { readonly k: 'neg'; readonly e: WhereNode };

/** A parsed, type-checked condition (its root is yes/no). */
export interface Where {
  readonly text: string;
  readonly root: WhereNode;
}

interface Token {
  readonly t: 'num' | 'name' | 'str' | 'op' | 'end';
  readonly v: string;
  readonly col: number;
}

const OPS = ['&&', '||', '<=', '>=', '==', '!=', '<', '>', '!', '+', '-', '*', '(', ')', ','];

function tokenize(text: string): Result<Token[], WhereError> {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const col = i + 1;
    if (/\s/.test(ch)) {
      i++;
    } else if (/[0-9.]/.test(ch)) {
      const m = /^(\d+(\.\d+)?|\.\d+)/.exec(text.slice(i));
      if (!m) return err2('where/syntax', `'${ch}' does not start a number`, col);
      out.push({ t: 'num', v: m[0], col });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      out.push({ t: 'name', v: m[0], col });
      i += m[0].length;
    } else if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) return err2('where/syntax', 'a string is not closed', col);
      out.push({ t: 'str', v: text.slice(i + 1, end), col });
      i = end + 1;
    } else {
      const op = OPS.find((o) => text.startsWith(o, i));
      if (!op) {
        const hint = ch === '=' ? " (write '==' to compare)" : ch === '&' || ch === '|' ? ` (write '${ch}${ch}')` : '';
        return err2('where/syntax', `unexpected '${ch}'${hint}`, col);
      }
      out.push({ t: 'op', v: op, col });
      i += op.length;
    }
  }
  out.push({ t: 'end', v: '', col: text.length + 1 });
  return ok(out);
}

const err2 = (code: string, message: string, column: number): { readonly ok: false; readonly error: WhereError } => ({
  ok: false,
  error: { code, message: `column ${column}: ${message}`, column },
});

const SEAT_NAMES: Readonly<Record<string, number>> = { n: 0, north: 0, e: 1, east: 1, s: 2, south: 2, w: 3, west: 3 };
const SUIT_NAMES: Readonly<Record<string, number>> = { c: 0, clubs: 0, d: 1, diamonds: 1, h: 2, hearts: 2, s: 3, spades: 3 };
const RANKS = '23456789TJQKA';

type Typed = { node: WhereNode; type: 'num' | 'bool' };

class Parser {
  private i = 0;
  constructor(private readonly toks: readonly Token[]) {}
  private peek(): Token {
    return this.toks[this.i]!;
  }
  private isOp(...ops: string[]): boolean {
    const t = this.peek();
    return (t.t === 'op' && ops.includes(t.v)) || (t.t === 'name' && ops.includes(t.v.toLowerCase()));
  }
  private take(): Token {
    return this.toks[this.i++]!;
  }
  private fail(message: string, tok = this.peek()): never {
    throw { code: 'where/syntax', message: `column ${tok.col}: ${message}`, column: tok.col } satisfies WhereError;
  }
  private typeFail(message: string, col: number): never {
    throw { code: 'where/type', message: `column ${col}: ${message}`, column: col } satisfies WhereError;
  }
  private want(t: Typed, type: 'num' | 'bool', col: number, what: string): WhereNode {
    if (t.type !== type) this.typeFail(`${what} needs ${type === 'num' ? 'a number' : 'a yes/no condition'}`, col);
    return t.node;
  }
  parseAll(): Typed {
    const e = this.or();
    if (this.peek().t !== 'end') this.fail(`unexpected '${this.peek().v}'`);
    return e;
  }
  private or(): Typed {
    let a = this.and();
    while (this.isOp('||', 'or')) {
      const col = this.take().col;
      const b = this.and();
      a = { node: { k: 'or', a: this.want(a, 'bool', col, "'||'"), b: this.want(b, 'bool', col, "'||'") }, type: 'bool' };
    }
    return a;
  }
  private and(): Typed {
    let a = this.not();
    while (this.isOp('&&', 'and')) {
      const col = this.take().col;
      const b = this.not();
      a = { node: { k: 'and', a: this.want(a, 'bool', col, "'&&'"), b: this.want(b, 'bool', col, "'&&'") }, type: 'bool' };
    }
    return a;
  }
  private not(): Typed {
    if (this.isOp('!', 'not')) {
      const col = this.take().col;
      return { node: { k: 'not', e: this.want(this.not(), 'bool', col, "'!'") }, type: 'bool' };
    }
    return this.cmp();
  }
  private cmp(): Typed {
    const a = this.sum();
    if (this.isOp('<', '<=', '>', '>=', '==', '!=')) {
      const tok = this.take();
      const b = this.sum();
      const op = tok.v as '<' | '<=' | '>' | '>=' | '==' | '!=';
      if ((op === '==' || op === '!=') && a.type === 'bool' && b.type === 'bool') return { node: { k: 'cmp', op, a: a.node, b: b.node }, type: 'bool' };
      return { node: { k: 'cmp', op, a: this.want(a, 'num', tok.col, `'${op}'`), b: this.want(b, 'num', tok.col, `'${op}'`) }, type: 'bool' };
    }
    return a;
  }
  private sum(): Typed {
    let a = this.prod();
    while (this.isOp('+', '-')) {
      const tok = this.take();
      const b = this.prod();
      a = { node: { k: 'arith', op: tok.v as '+' | '-', a: this.want(a, 'num', tok.col, `'${tok.v}'`), b: this.want(b, 'num', tok.col, `'${tok.v}'`) }, type: 'num' };
    }
    return a;
  }
  private prod(): Typed {
    let a = this.unary();
    while (this.isOp('*')) {
      const tok = this.take();
      const b = this.unary();
      a = { node: { k: 'arith', op: '*', a: this.want(a, 'num', tok.col, "'*'"), b: this.want(b, 'num', tok.col, "'*'") }, type: 'num' };
    }
    return a;
  }
  private unary(): Typed {
    const tok = this.peek();
    if (this.isOp('-')) {
      this.take();
      return { node: { k: 'neg', e: this.want(this.unary(), 'num', tok.col, "'-'") }, type: 'num' };
    }
    if (tok.t === 'num') {
      this.take();
      return { node: { k: 'num', value: Number(tok.v) }, type: 'num' };
    }
    if (this.isOp('(')) {
      this.take();
      const e = this.or();
      if (!this.isOp(')')) this.fail("expected ')'");
      this.take();
      return e;
    }
    if (tok.t === 'name') {
      const name = tok.v.toLowerCase();
      this.take();
      if (name === 'true' || name === 'false') return { node: { k: 'bool', value: name === 'true' }, type: 'bool' };
      return this.call(name, tok);
    }
    return this.fail(tok.t === 'end' ? 'the expression ends too soon' : `unexpected '${tok.v}'`);
  }
  private call(name: string, tok: Token): Typed {
    const isNum = (WHERE_NUMBERS as readonly string[]).includes(name);
    const isTest = (WHERE_TESTS as readonly string[]).includes(name);
    if (!isNum && !isTest) this.fail(`unknown name '${tok.v}' (functions: ${[...WHERE_NUMBERS, ...WHERE_TESTS].join(', ')})`, tok);
    if (!this.isOp('(')) this.fail(`expected '(' after ${name}`);
    this.take();
    const args: Token[] = [];
    if (!this.isOp(')')) {
      for (;;) {
        const a = this.take();
        if (a.t !== 'name' && a.t !== 'str') this.fail(`expected a seat, suit, card or "pattern" as an argument of ${name}`, a);
        args.push(a);
        if (this.isOp(',')) this.take();
        else break;
      }
    }
    if (!this.isOp(')')) this.fail(`expected ')' to close ${name}(`);
    this.take();
    const seatTok = args[0];
    if (!seatTok) this.typeFail(`${name} needs a seat (N, E, S or W)`, tok.col);
    const seat = SEAT_NAMES[seatTok.v.toLowerCase()];
    if (seat === undefined || seatTok.t !== 'name') this.typeFail(`'${seatTok.v}' is not a seat (N, E, S or W)`, seatTok.col);
    const extra = args[1];
    const maxArgs = ['hcp', 'controls', 'distpoints', 'shape', 'hascard'].includes(name) ? 2 : 1;
    if (args.length > maxArgs) this.typeFail(`${name} takes at most ${maxArgs} argument${maxArgs > 1 ? 's' : ''}`, args[maxArgs]!.col);
    if (isNum) {
      const fn = name as NumFn;
      if (extra) {
        const suit = SUIT_NAMES[extra.v.toLowerCase()];
        if (suit === undefined || extra.t !== 'name') this.typeFail(`'${extra.v}' is not a suit (S, H, D or C)`, extra.col);
        return { node: { k: 'metric', fn, seat, suit }, type: 'num' };
      }
      return { node: { k: 'metric', fn, seat }, type: 'num' };
    }
    const fn = name as TestFn;
    if (fn === 'shape') {
      if (extra?.t !== 'str') this.typeFail('shape needs a pattern in quotes, e.g. shape(N, "(4432)")', (extra ?? tok).col);
      const shape = parseShape(extra.v);
      if (!shape.ok) this.typeFail(shape.error.message, extra.col);
      return { node: { k: 'test', fn, seat, shape: shape.value }, type: 'bool' };
    }
    if (fn === 'hascard') {
      const text = (extra?.v ?? '').toUpperCase().replace('10', 'T');
      const suit = SUIT_NAMES[text[0]?.toLowerCase() ?? ''];
      const rank = RANKS.indexOf(text[1] ?? '?');
      if (!extra || text.length !== 2 || suit === undefined || rank < 0) this.typeFail('hascard needs a card such as SA or HT', (extra ?? tok).col);
      return { node: { k: 'test', fn, seat, card: suit * 13 + rank }, type: 'bool' };
    }
    return { node: { k: 'test', fn, seat, shape: fn === 'balanced' ? BALANCED : SEMI_BALANCED }, type: 'bool' };
  }
}

/** Parses and type-checks a condition; the whole expression must be yes/no. */
export function parseWhere(text: string): Result<Where, WhereError> {
  const toks = tokenize(text);
  if (!toks.ok) return toks;
  try {
    const t = new Parser(toks.value).parseAll();
    if (t.type !== 'bool') return err2('where/type', 'the condition is a number, not yes/no (compare it, e.g. hcp(N) >= 12)', 1);
    return ok({ text, root: t.node });
  } catch (e) {
    if (e && typeof e === 'object' && 'code' in e && 'column' in e) return { ok: false, error: e as WhereError };
    throw e;
  }
}

/** Whether a node is yes/no (the parser has already checked that the types fit). */
const isTest = (node: WhereNode): boolean =>
  node.k === 'bool' || node.k === 'test' || node.k === 'not' || node.k === 'and' || node.k === 'or' || node.k === 'cmp';

/** Bitmask of the seats a node reads (bit seat index). */
export function seatMask(node: WhereNode): number {
  switch (node.k) {
    case 'num':
    case 'bool':
      return 0;
    case 'metric':
    case 'test':
      return 1 << node.seat;
    case 'not':
    case 'neg':
      return seatMask(node.e);
    default:
      return seatMask(node.a) | seatMask(node.b);
  }
}

/** The top-level `&&` operands of a condition, in written order. */
export function conjuncts(node: WhereNode): WhereNode[] {
  return node.k === 'and' ? [...conjuncts(node.a), ...conjuncts(node.b)] : [node];
}

/** The least and greatest value a numeric node can take on any hand (interval arithmetic). */
export function numberBounds(node: WhereNode): [number, number] {
  switch (node.k) {
    case 'num':
      return [node.value, node.value];
    case 'metric': {
      const suited = node.suit !== undefined;
      const hi: Record<NumFn, number> = {
        hcp: suited ? 10 : 37,
        controls: suited ? 3 : 12,
        losers: 12,
        quicktricks: 8,
        distpoints: 9,
        spades: 13,
        hearts: 13,
        diamonds: 13,
        clubs: 13,
      };
      return [0, hi[node.fn]];
    }
    case 'neg': {
      const [lo, hi] = numberBounds(node.e);
      return [-hi, -lo];
    }
    case 'arith': {
      const [a0, a1] = numberBounds(node.a);
      const [b0, b1] = numberBounds(node.b);
      if (node.op === '+') return [a0 + b0, a1 + b1];
      if (node.op === '-') return [a0 - b1, a1 - b0];
      const p = [a0 * b0, a0 * b1, a1 * b0, a1 * b1];
      return [Math.min(...p), Math.max(...p)];
    }
    default:
      return [-Infinity, Infinity];
  }
}

/** Whether a yes/no node can be true (false only when interval arithmetic proves it never is). */
export function canBeTrue(node: WhereNode): boolean {
  return possible(node).t;
}

function possible(node: WhereNode): { t: boolean; f: boolean } {
  switch (node.k) {
    case 'bool':
      return { t: node.value, f: !node.value };
    case 'not': {
      const p = possible(node.e);
      return { t: p.f, f: p.t };
    }
    case 'and': {
      const a = possible(node.a);
      const b = possible(node.b);
      return { t: a.t && b.t, f: a.f || b.f };
    }
    case 'or': {
      const a = possible(node.a);
      const b = possible(node.b);
      return { t: a.t || b.t, f: a.f && b.f };
    }
    case 'cmp': {
      if (isTest(node.a)) return { t: true, f: true }; // yes/no == yes/no: not worth proving
      const [a0, a1] = numberBounds(node.a);
      const [b0, b1] = numberBounds(node.b);
      switch (node.op) {
        case '<':
          return { t: a0 < b1, f: a1 >= b0 };
        case '<=':
          return { t: a0 <= b1, f: a1 > b0 };
        case '>':
          return { t: a1 > b0, f: a0 <= b1 };
        case '>=':
          return { t: a1 >= b0, f: a0 < b1 };
        case '==':
          return { t: a0 <= b1 && b0 <= a1, f: !(a0 === a1 && b0 === b1 && a0 === b0) };
        case '!=':
          return { t: !(a0 === a1 && b0 === b1 && a0 === b0), f: a0 <= b1 && b0 <= a1 };
      }
      return { t: true, f: true };
    }
    case 'test':
      return { t: node.shape === undefined || node.shape.codes.length > 0, f: true };
    default:
      return { t: true, f: true };
  }
}

type NumFnC = () => number;
type BoolFnC = () => boolean;

/** Compiles a node into a closure that reads the engine's arrays (no allocation when run). */
export function compileWhere(node: WhereNode, st: EngineState): () => boolean {
  return compileBool(node, st);
}

function compileNum(node: WhereNode, st: EngineState): NumFnC {
  const { hold, hcp } = st;
  switch (node.k) {
    case 'num': {
      const v = node.value;
      return () => v;
    }
    case 'metric': {
      const b = node.seat << 2;
      const seat = node.seat;
      if (node.suit !== undefined) {
        const i = b + node.suit;
        if (node.fn === 'hcp') return () => HOLDING_HCP[hold[i]!]!;
        if (node.fn === 'controls') return () => HOLDING_CONTROLS[hold[i]!]!;
        const trump = node.suit;
        return () => distPoints(hold, b, trump);
      }
      switch (node.fn) {
        case 'hcp':
          return () => hcp[seat]!;
        case 'controls':
          return () => HOLDING_CONTROLS[hold[b]!]! + HOLDING_CONTROLS[hold[b + 1]!]! + HOLDING_CONTROLS[hold[b + 2]!]! + HOLDING_CONTROLS[hold[b + 3]!]!;
        case 'losers':
          return () => HOLDING_LOSERS[hold[b]!]! + HOLDING_LOSERS[hold[b + 1]!]! + HOLDING_LOSERS[hold[b + 2]!]! + HOLDING_LOSERS[hold[b + 3]!]!;
        case 'quicktricks':
          return () =>
            (HOLDING_QUICK_TRICKS_X2[hold[b]!]! + HOLDING_QUICK_TRICKS_X2[hold[b + 1]!]! + HOLDING_QUICK_TRICKS_X2[hold[b + 2]!]! + HOLDING_QUICK_TRICKS_X2[hold[b + 3]!]!) / 2;
        case 'distpoints':
          return () => distPoints(hold, b, -1);
        case 'clubs':
          return () => HOLDING_LENGTH[hold[b]!]!;
        case 'diamonds':
          return () => HOLDING_LENGTH[hold[b + 1]!]!;
        case 'hearts':
          return () => HOLDING_LENGTH[hold[b + 2]!]!;
        case 'spades':
          return () => HOLDING_LENGTH[hold[b + 3]!]!;
      }
      break;
    }
    case 'neg': {
      const e = compileNum(node.e, st);
      return () => -e();
    }
    case 'arith': {
      const a = compileNum(node.a, st);
      const b = compileNum(node.b, st);
      if (node.op === '+') return () => a() + b();
      if (node.op === '-') return () => a() - b();
      return () => a() * b();
    }
  }
  throw new Error(`not a numeric node: ${node.k}`);
}

const SHORT = [3, 2, 1];
function distPoints(hold: Int32Array, b: number, trump: number): number {
  let p = 0;
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    const n = HOLDING_LENGTH[hold[b + s]!]!;
    if (n < 3) p += SHORT[n]!;
  }
  return p;
}

function compileBool(node: WhereNode, st: EngineState): BoolFnC {
  const { hold } = st;
  switch (node.k) {
    case 'bool': {
      const v = node.value;
      return () => v;
    }
    case 'not': {
      const e = compileBool(node.e, st);
      return () => !e();
    }
    case 'and': {
      const a = compileBool(node.a, st);
      const b = compileBool(node.b, st);
      return () => a() && b();
    }
    case 'or': {
      const a = compileBool(node.a, st);
      const b = compileBool(node.b, st);
      return () => a() || b();
    }
    case 'test': {
      const b = node.seat << 2;
      if (node.fn === 'hascard') {
        const card = node.card!;
        const i = b + ((card / 13) | 0);
        const bit = 1 << card % 13;
        return () => (hold[i]! & bit) !== 0;
      }
      const table = shapeTable(node.shape!);
      return () => table[HOLDING_LENGTH[hold[b]!]! + 14 * HOLDING_LENGTH[hold[b + 1]!]! + 196 * HOLDING_LENGTH[hold[b + 2]!]!] === 1;
    }
    case 'cmp': {
      if (isTest(node.a)) {
        const a = compileBool(node.a, st);
        const b = compileBool(node.b, st);
        return node.op === '==' ? () => a() === b() : () => a() !== b();
      }
      const a = compileNum(node.a, st);
      if (node.b.k === 'num') {
        const c = node.b.value;
        switch (node.op) {
          case '<':
            return () => a() < c;
          case '<=':
            return () => a() <= c;
          case '>':
            return () => a() > c;
          case '>=':
            return () => a() >= c;
          case '==':
            return () => a() === c;
          case '!=':
            return () => a() !== c;
        }
      }
      const b = compileNum(node.b, st);
      switch (node.op) {
        case '<':
          return () => a() < b();
        case '<=':
          return () => a() <= b();
        case '>':
          return () => a() > b();
        case '>=':
          return () => a() >= b();
        case '==':
          return () => a() === b();
        case '!=':
          return () => a() !== b();
      }
    }
  }
  throw new Error(`not a yes/no node: ${node.k}`);
}

/** The engine state of a deal (holdings and points), for evaluating outside the dealer. */
export function stateOfDeal(deal: Deal): EngineState {
  const hold = new Int32Array(16);
  const hcp = new Int32Array(4);
  SEATS.forEach((seat, i) => {
    for (let s = 0; s < 4; s++) {
      hold[i * 4 + s] = deal[seat][s]!;
      hcp[i]! += HOLDING_HCP[deal[seat][s]!]!;
    }
  });
  return { hold, hcp };
}

/** Evaluates a condition on a deal (complete or partial); a deal that is not valid is an error. */
export function evaluateWhere(where: Where, deal: Deal): Result<boolean> {
  const valid = dealFromHands(deal, { complete: false });
  if (!valid.ok) return valid;
  return ok(compileWhere(where.root, stateOfDeal(deal))());
}
