// The --where language (issue 2: `hcp(N) >= 15 && hcp(N) <= 17 && balanced(N) && hcp(S) >= 12`,
// `spades(N) >= 5`, `shape(N, "5xxx")`), parsed by hand: nothing in it is ever run as JavaScript.
import { describe, expect, it } from 'vitest';
import { parseHand, unwrap, type Deal } from '@biritch/core';
import { evaluateWhere, parseWhere } from './index.js';

// North 17 points, 5-3-2-3 (balanced) with five spades; East 8; South 13 with a heart void; West 2.
const deal: Deal = {
  N: unwrap(parseHand('AKJ42.K72.Q8.A95')),
  E: unwrap(parseHand('Q653.AQ9.7642.T8')),
  S: unwrap(parseHand('T97.-.AKJT953.KQ4')),
  W: unwrap(parseHand('8.JT86543.-.J7632')),
};
const holds = (text: string): boolean => unwrap(evaluateWhere(unwrap(parseWhere(text)), deal));

describe('where: evaluation', () => {
  it("evaluates the issue's examples", () => {
    expect(holds('hcp(N) >= 15 && hcp(N) <= 17 && balanced(N) && hcp(S) >= 12')).toBe(true);
    expect(holds('spades(N) >= 5')).toBe(true);
    expect(holds('shape(N, "5xxx")')).toBe(true);
    expect(holds('shape(N, "(4432)")')).toBe(false);
  });
  it('reads the figures of each hand', () => {
    expect(holds('hcp(N) == 17 && hcp(E) == 8 && hcp(S) == 13 && hcp(W) == 2')).toBe(true);
    expect(holds('hcp(N, S) == 8 && hcp(north, spades) == 8')).toBe(true);
    expect(holds('controls(N) == 6 && controls(N, S) == 3')).toBe(true);
    expect(holds('hearts(S) == 0 && diamonds(S) == 7 && clubs(W) == 5')).toBe(true);
    expect(holds('losers(N) == 7')).toBe(true);
    expect(holds('quicktricks(N) == 3.5')).toBe(true);
    expect(holds('distpoints(S) == 3 && distpoints(S, H) == 0 && distpoints(W) == 5')).toBe(true);
    expect(holds('semibalanced(N) && !balanced(S)')).toBe(true);
    expect(holds('hascard(N, SA) && !hascard(N, "HA") && hascard(E, HA)')).toBe(true);
  });
  it('does arithmetic and precedence as usual', () => {
    expect(holds('hcp(N) + hcp(S) == 30')).toBe(true);
    expect(holds('hcp(N) - hcp(S) * 2 == -9')).toBe(true);
    expect(holds('-(hcp(W)) == -2')).toBe(true);
    expect(holds('false || true && false')).toBe(false);
    expect(holds('(false || true) && true')).toBe(true);
    expect(holds('not balanced(W) and (hcp(W) < 4 or hcp(W) > 30)')).toBe(true);
    expect(holds('balanced(N) == true')).toBe(true);
  });
  it('accepts seat and suit names in any case', () => {
    expect(holds('HCP(North) >= 15 && Spades(n) >= 5')).toBe(true);
  });
});

describe('where: errors carry a code and a column', () => {
  const fails = (text: string, code: string, column?: number) => {
    const r = parseWhere(text);
    expect(r.ok, text).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      if (column !== undefined) expect(r.error.column).toBe(column);
    }
  };
  it('refuses syntax errors', () => {
    fails('hcp(N) >= ', 'where/syntax', 11);
    fails('hcp(N) = 15', 'where/syntax', 8);
    fails('hcp(N) >= 15 & balanced(N)', 'where/syntax', 14);
    fails('(hcp(N) >= 15', 'where/syntax');
    fails('hcp(N) >= 15)', 'where/syntax', 13);
    fails('shape(N, "5xxx)', 'where/syntax', 10);
  });
  it('refuses unknown names, so nothing else can run', () => {
    fails('process.exit(1)', 'where/syntax');
    fails('eval(N) > 1', 'where/syntax', 1);
    fails('constructor(N) > 1', 'where/syntax', 1);
    fails('hcp(N) > 1 && require(N)', 'where/syntax', 15);
  });
  it('refuses type errors', () => {
    fails('hcp(N)', 'where/type', 1);
    fails('hcp(N) && balanced(N)', 'where/type');
    fails('balanced(N) + 1 > 0', 'where/type');
    fails('hcp(X) > 1', 'where/type', 5);
    fails('hcp(N, X) > 1', 'where/type', 8);
    fails('spades(N, S) > 1', 'where/type', 11);
    fails('shape(N, 5xxx)', 'where/syntax', 10);
    fails('shape(N, "5x")', 'where/type', 10);
    fails('hascard(N, "S1")', 'where/type', 12);
    fails('hcp() > 1', 'where/type', 1);
  });
  it('refuses to evaluate on a deal that has a card twice', () => {
    const r = evaluateWhere(unwrap(parseWhere('hcp(N) > 1')), { ...deal, E: deal.N });
    expect(r.ok).toBe(false);
  });
});
