/**
 * The `--where` language, part 2 of 3: static analysis — which seats a condition reads, its
 * top-level `&&` operands, and interval arithmetic that proves a condition can never be true, so
 * the dealer refuses it before dealing instead of looping (`dealer/constraint-impossible`).
 *
 * ```ts
 * canBeTrue(unwrap(parseWhere('hcp(N) + hcp(S) > 74')).root); // false: at most 37 + 37
 * seatMask(unwrap(parseWhere('hcp(N) >= 12 && spades(W) >= 5')).root); // 0b1001 (N and W)
 * ```
 */
import { isTestNode, type NumFn, type WhereNode } from './whereParser.js';

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
      if (isTestNode(node.a)) return { t: true, f: true }; // yes/no == yes/no: not worth proving
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
