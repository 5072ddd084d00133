/**
 * The `--where` language, part 3 of 3: compilation into closures that read the dealing engine's
 * typed arrays (holdings and points), so checking a condition allocates nothing; and evaluation
 * of a condition on one deal.
 *
 * ```ts
 * evaluateWhere(unwrap(parseWhere('spades(N) >= 5')), deal); // ok(true) or ok(false)
 * ```
 */
import { SEATS, dealFromHands, ok, type Deal, type Result } from '@biritch/core';
import type { EngineState } from './engine.js';
import { shapeTable } from './shape.js';
import { HOLDING_CONTROLS, HOLDING_HCP, HOLDING_LENGTH, HOLDING_LOSERS, HOLDING_QUICK_TRICKS_X2 } from './tables.js';
import { isTestNode, type Where, type WhereNode } from './whereParser.js';

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
          return () =>
            HOLDING_CONTROLS[hold[b]!]! +
            HOLDING_CONTROLS[hold[b + 1]!]! +
            HOLDING_CONTROLS[hold[b + 2]!]! +
            HOLDING_CONTROLS[hold[b + 3]!]!;
        case 'losers':
          return () =>
            HOLDING_LOSERS[hold[b]!]! +
            HOLDING_LOSERS[hold[b + 1]!]! +
            HOLDING_LOSERS[hold[b + 2]!]! +
            HOLDING_LOSERS[hold[b + 3]!]!;
        case 'quicktricks':
          return () =>
            (HOLDING_QUICK_TRICKS_X2[hold[b]!]! +
              HOLDING_QUICK_TRICKS_X2[hold[b + 1]!]! +
              HOLDING_QUICK_TRICKS_X2[hold[b + 2]!]! +
              HOLDING_QUICK_TRICKS_X2[hold[b + 3]!]!) /
            2;
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
        const bit = 1 << (card % 13);
        return () => (hold[i]! & bit) !== 0;
      }
      const table = shapeTable(node.shape!);
      return () =>
        table[HOLDING_LENGTH[hold[b]!]! + 14 * HOLDING_LENGTH[hold[b + 1]!]! + 196 * HOLDING_LENGTH[hold[b + 2]!]!] ===
        1;
    }
    case 'cmp': {
      if (isTestNode(node.a)) {
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
