// Bad input of any kind gets a Result, never a throw (Biritch standards): random text and bytes
// into every parser, and random edits of a real file (danvk_HandRecord.pbn, data/pbn).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requireTestData, testDataPath } from '@biritch/testing';
import { parsePbn } from './pbnReader.js';
import { parseLin } from './lin.js';
import { parseJson, recordFromJson } from './json.js';

const pbnChars = fc.string({
  unit: fc.constantFrom(...'[]{}";%#\\ \n\r\tNESWAKQJT98765432.:-+*!?=$^ISRLPassXAuctionPlayNote1'.split('')),
  maxLength: 200,
});
const linChars = fc.string({
  unit: fc.constantFrom(...'|,\n mdpcmbanpnsvahqxmc1234SHDCAKQJT98765432!onebp'.split('')),
  maxLength: 200,
});

describe('parsers never throw', () => {
  it('parsePbn on random PBN-ish text and random bytes', () => {
    fc.assert(
      fc.property(pbnChars, (t) => {
        expect(typeof parsePbn(t).ok).toBe('boolean');
      }),
      { numRuns: 400, seed: 1 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        expect(typeof parsePbn(b).ok).toBe('boolean');
      }),
      { numRuns: 200, seed: 2 },
    );
  });
  it.skipIf(!requireTestData('pbn/danvk_HandRecord.pbn'))('parsePbn on a real file with a random slice cut out', () => {
    const text = readFileSync(testDataPath('pbn/danvk_HandRecord.pbn'), 'latin1').slice(0, 4000);
    fc.assert(
      fc.property(fc.nat(text.length), fc.nat(40), (at, len) => {
        const r = parsePbn(text.slice(0, at) + text.slice(at + len), { file: 'cut.pbn' });
        if (!r.ok) expect(r.error.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 200, seed: 3 },
    );
  });
  it('parseLin on random LIN-ish text', () => {
    fc.assert(
      fc.property(linChars, (t) => {
        expect(typeof parseLin(t).ok).toBe('boolean');
      }),
      { numRuns: 400, seed: 4 },
    );
  });
  it('parseJson and recordFromJson on random JSON', () => {
    fc.assert(
      fc.property(fc.json(), (t) => {
        expect(typeof parseJson(t).ok).toBe('boolean');
      }),
      { numRuns: 200, seed: 5 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(typeof recordFromJson(v).ok).toBe('boolean');
      }),
      { numRuns: 200, seed: 6 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (t) => {
        expect(typeof parseJson(t).ok).toBe('boolean');
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});
