// The library (issue 23: "every movement the library offers passes the validator").
import { describe, expect, it } from 'vitest';
import { libraryMovements, libraryNames, movementByName } from './library.js';
import { checkMovement } from './validate.js';

describe('movement library', () => {
  const all = libraryMovements();
  it('every library movement passes the validator', () => {
    const failing = all
      .map((m) => ({ name: m.name, problems: checkMovement(m).problems }))
      .filter((x) => x.problems.length > 0);
    expect(failing).toEqual([]);
  });
  it('every movement is listed under its own name', () => {
    expect(all.map((m) => m.name)).toEqual(libraryNames());
  });
  it('every one-winner pairs movement reports a balance figure, two-winner ones none', () => {
    for (const m of all.filter((x) => x.kind === 'pairs')) {
      const b = checkMovement(m).balance;
      if (m.winners === 1) expect(b).toBeGreaterThan(0);
      else expect(b).toBeNull();
    }
  });
  it('takes other boards a round by name', () => {
    const r = movementByName('mitchell-9', { boardsPerRound: 2 });
    expect(r.ok && r.value.boards).toBe(18);
  });
  it('knows sizes beyond the list (round-robin-12, knockout-5)', () => {
    for (const n of ['round-robin-12-6', 'knockout-5', 'mitchell-21', 'head-to-head-32']) {
      const r = movementByName(n);
      expect(r.ok && checkMovement(r.value).problems).toEqual([]);
    }
  });
  it('refuses an unknown name with a code', () => {
    const r = movementByName('bowman-9');
    expect(!r.ok && r.error.code).toBe('movement/unknown');
  });
});
