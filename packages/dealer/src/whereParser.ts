/**
 * The `--where` language, part 1 of 3: tokenizer, parser and type check (parse, never eval).
 * Part 2, `whereAnalysis.ts`, proves conditions impossible; part 3, `whereCompiler.ts`, turns them
 * into closures over the dealing engine's arrays. `where.ts` gathers the public names.
 *
 * ```ts
 * const w = unwrap(parseWhere('hcp(N) >= 15 && hcp(N) <= 17 && balanced(N) && hcp(S) >= 12'));
 * w.root.k; // 'and'
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
import { ok, type CodedError, type Result } from '@biritch/core';
import { BALANCED, SEMI_BALANCED, parseShape, type Shape } from './shape.js';

/** A parse or type error in a `--where` expression, with its 1-based column. */
export interface WhereError extends CodedError {
  readonly column: number;
}

/** Numeric functions of the language. */
export const WHERE_NUMBERS = [
  'hcp',
  'controls',
  'losers',
  'quicktricks',
  'distpoints',
  'spades',
  'hearts',
  'diamonds',
  'clubs',
] as const;
/** Yes/no functions of the language. */
export const WHERE_TESTS = ['shape', 'balanced', 'semibalanced', 'hascard'] as const;
/** A numeric function name. */
export type NumFn = (typeof WHERE_NUMBERS)[number];
/** A yes/no function name. */
export type TestFn = (typeof WHERE_TESTS)[number];

/** A node of a parsed expression. Seats and suits are indices (N 0 … W 3; C 0 … S 3). */
export type WhereNode =
  | { readonly k: 'num'; readonly value: number }
  | { readonly k: 'bool'; readonly value: boolean }
  | { readonly k: 'metric'; readonly fn: NumFn; readonly seat: number; readonly suit?: number }
  | { readonly k: 'test'; readonly fn: TestFn; readonly seat: number; readonly shape?: Shape; readonly card?: number }
  | { readonly k: 'not'; readonly e: WhereNode }
  | { readonly k: 'and' | 'or'; readonly a: WhereNode; readonly b: WhereNode }
  | {
      readonly k: 'cmp';
      readonly op: '<' | '<=' | '>' | '>=' | '==' | '!=';
      readonly a: WhereNode;
      readonly b: WhereNode;
    }
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
const SUIT_NAMES: Readonly<Record<string, number>> = {
  c: 0,
  clubs: 0,
  d: 1,
  diamonds: 1,
  h: 2,
  hearts: 2,
  s: 3,
  spades: 3,
};
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
      a = {
        node: { k: 'or', a: this.want(a, 'bool', col, "'||'"), b: this.want(b, 'bool', col, "'||'") },
        type: 'bool',
      };
    }
    return a;
  }
  private and(): Typed {
    let a = this.not();
    while (this.isOp('&&', 'and')) {
      const col = this.take().col;
      const b = this.not();
      a = {
        node: { k: 'and', a: this.want(a, 'bool', col, "'&&'"), b: this.want(b, 'bool', col, "'&&'") },
        type: 'bool',
      };
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
      if ((op === '==' || op === '!=') && a.type === 'bool' && b.type === 'bool')
        return { node: { k: 'cmp', op, a: a.node, b: b.node }, type: 'bool' };
      return {
        node: { k: 'cmp', op, a: this.want(a, 'num', tok.col, `'${op}'`), b: this.want(b, 'num', tok.col, `'${op}'`) },
        type: 'bool',
      };
    }
    return a;
  }
  private sum(): Typed {
    let a = this.prod();
    while (this.isOp('+', '-')) {
      const tok = this.take();
      const b = this.prod();
      a = {
        node: {
          k: 'arith',
          op: tok.v as '+' | '-',
          a: this.want(a, 'num', tok.col, `'${tok.v}'`),
          b: this.want(b, 'num', tok.col, `'${tok.v}'`),
        },
        type: 'num',
      };
    }
    return a;
  }
  private prod(): Typed {
    let a = this.unary();
    while (this.isOp('*')) {
      const tok = this.take();
      const b = this.unary();
      a = {
        node: { k: 'arith', op: '*', a: this.want(a, 'num', tok.col, "'*'"), b: this.want(b, 'num', tok.col, "'*'") },
        type: 'num',
      };
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
    if (!isNum && !isTest)
      this.fail(`unknown name '${tok.v}' (functions: ${[...WHERE_NUMBERS, ...WHERE_TESTS].join(', ')})`, tok);
    if (!this.isOp('(')) this.fail(`expected '(' after ${name}`);
    this.take();
    const args: Token[] = [];
    if (!this.isOp(')')) {
      for (;;) {
        const a = this.take();
        if (a.t !== 'name' && a.t !== 'str')
          this.fail(`expected a seat, suit, card or "pattern" as an argument of ${name}`, a);
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
    if (seat === undefined || seatTok.t !== 'name')
      this.typeFail(`'${seatTok.v}' is not a seat (N, E, S or W)`, seatTok.col);
    const extra = args[1];
    const maxArgs = ['hcp', 'controls', 'distpoints', 'shape', 'hascard'].includes(name) ? 2 : 1;
    if (args.length > maxArgs)
      this.typeFail(`${name} takes at most ${maxArgs} argument${maxArgs > 1 ? 's' : ''}`, args[maxArgs]!.col);
    if (isNum) {
      const fn = name as NumFn;
      if (extra) {
        const suit = SUIT_NAMES[extra.v.toLowerCase()];
        if (suit === undefined || extra.t !== 'name')
          this.typeFail(`'${extra.v}' is not a suit (S, H, D or C)`, extra.col);
        return { node: { k: 'metric', fn, seat, suit }, type: 'num' };
      }
      return { node: { k: 'metric', fn, seat }, type: 'num' };
    }
    const fn = name as TestFn;
    if (fn === 'shape') {
      if (extra?.t !== 'str')
        this.typeFail('shape needs a pattern in quotes, e.g. shape(N, "(4432)")', (extra ?? tok).col);
      const shape = parseShape(extra.v);
      if (!shape.ok) this.typeFail(shape.error.message, extra.col);
      return { node: { k: 'test', fn, seat, shape: shape.value }, type: 'bool' };
    }
    if (fn === 'hascard') {
      const text = (extra?.v ?? '').toUpperCase().replace('10', 'T');
      const suit = SUIT_NAMES[text[0]?.toLowerCase() ?? ''];
      const rank = RANKS.indexOf(text[1] ?? '?');
      if (!extra || text.length !== 2 || suit === undefined || rank < 0)
        this.typeFail('hascard needs a card such as SA or HT', (extra ?? tok).col);
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
    if (t.type !== 'bool')
      return err2('where/type', 'the condition is a number, not yes/no (compare it, e.g. hcp(N) >= 12)', 1);
    return ok({ text, root: t.node });
  } catch (e) {
    if (e && typeof e === 'object' && 'code' in e && 'column' in e) return { ok: false, error: e as WhereError };
    throw e;
  }
}

/** Whether a node is yes/no (the parser has already checked that the types fit). */
export const isTestNode = (node: WhereNode): boolean =>
  node.k === 'bool' || node.k === 'test' || node.k === 'not' || node.k === 'and' || node.k === 'or' || node.k === 'cmp';
