// propose (issue 23): the movements a director would choose, with rounds, boards a round,
// boards played and balance, best first.
import { describe, expect, it } from 'vitest';
import { propose } from './propose.js';

const names = (q: Parameters<typeof propose>[0]): string[] => {
  const r = propose(q);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.map((p) => p.name);
};

describe('propose', () => {
  it('14 pairs: the 7-table Howell and Mitchells, about 26 boards, then the published curtailed Howells', () => {
    const r = propose({ pairs: 14 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((p) => p.name)).toEqual([
      'howell-7',
      'mitchell-7-arrow',
      'mitchell-7',
      'howell-7-12r',
      'howell-7-9r',
      'howell-7-11r',
      'howell-3/4-7',
    ]);
    expect(r.value[0]).toMatchObject({
      tables: 7,
      rounds: 13,
      boardsPerRound: 2,
      boardsPlayed: 26,
      balance: 91.3,
      winners: 1,
    });
  });
  it('an odd count gets half-table movements', () => {
    expect(names({ pairs: 9 })).toEqual(['mitchell-4.5', 'howell-4.5', 'mitchell-4.5-arrow', 'howell-3/4-4.5']);
  });
  it('the rounds available leave out longer movements', () => {
    expect(names({ pairs: 14, rounds: 8 })).toEqual(['mitchell-7-arrow', 'mitchell-7']);
  });
  it('maxBoards caps the boards a round', () => {
    const r = propose({ pairs: 14, maxBoards: 20 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.every((p) => p.boardsPlayed <= 20)).toBe(true);
  });
  it('players and teams', () => {
    expect(names({ players: 8 })).toEqual(['individual-8']);
    expect(names({ players: 28 })).toEqual(['rainbow-28']);
    expect(names({ teams: 2, boards: 24 })).toEqual(['head-to-head-24']);
    expect(names({ teams: 3, boards: 24 })).toEqual(['three-way-24']);
    expect(names({ teams: 8, boards: 28 })).toEqual(['round-robin-8', 'knockout-8']);
  });
  it('refuses a request without exactly one field size', () => {
    expect(propose({})).toMatchObject({ ok: false, error: { code: 'propose/bad-request' } });
    expect(propose({ pairs: 8, teams: 2 })).toMatchObject({ ok: false, error: { code: 'propose/bad-request' } });
    expect(propose({ pairs: 3 })).toMatchObject({ ok: false, error: { code: 'propose/bad-request' } });
    expect(propose({ pairs: 8, boards: 0 })).toMatchObject({ ok: false, error: { code: 'propose/bad-request' } });
  });
});
