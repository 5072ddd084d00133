// Par as printed (research note §5.7): the score from the side that gets it, then each par
// contract with who declares it and its result (DDS's DealerPar: `4S-NS`, `5D*-EW-1`, `3N-N+1`).
import { describe, expect, it } from 'vitest';
import { parContractRuns, parLines } from './ddTable.js';
import { handRuns } from './handDiagram.js';
import type { Run } from './runs.js';
import { unwrap, parseHand } from '@biritch/core';

const text = (runs: readonly Run[]): string => runs.map((r) => r.text).join('');

describe('par lines', () => {
  it('prints the side that scores and the contracts, a doubled sacrifice with × and its undertricks', () => {
    const lines = parLines({
      score: 300,
      contracts: [{ level: 5, strain: 'D', side: 'EW', declarers: ['E', 'W'], doubled: true, result: -2 }],
    });
    expect(lines.map(text)).toEqual(['Par N-S +300', '5♦× E-W −2']);
  });

  it('names a single declarer and overtricks: 3NT by North making ten tricks', () => {
    expect(
      text(parContractRuns({ level: 3, strain: 'NT', side: 'NS', declarers: ['N'], doubled: false, result: 1 })),
    ).toBe('3NT N +1');
  });

  it('prints a passed-out deal as par 0', () => {
    expect(parLines({ score: 0, contracts: [] }).map(text)).toEqual(['Par 0 (passed out)']);
  });

  it('prints red suit symbols in red and black ones in black', () => {
    const [, heart] = parContractRuns({
      level: 4,
      strain: 'H',
      side: 'NS',
      declarers: ['S'],
      doubled: false,
      result: 0,
    });
    const [, spade] = parContractRuns({
      level: 4,
      strain: 'S',
      side: 'NS',
      declarers: ['S'],
      doubled: false,
      result: 0,
    });
    expect(heart!.colour).toBe('#c8102e');
    expect(spade!.colour).toBe('#000000');
  });
});

describe('hand lines', () => {
  it('prints ♠ ♥ ♦ ♣ top to bottom, 10 for the ten and a dash for a void', () => {
    const lines = handRuns(unwrap(parseHand('AKT2.-.QJ98765.3')));
    expect(lines.map((l) => text(l))).toEqual(['♠ A K 10 2', '♥ —', '♦ Q J 9 8 7 6 5', '♣ 3']);
  });
});
