// Issue 26, "Keep playing": a practice deal's type is written on the `dealStarted` event the server
// stores, so a table rebuilt from its log still shows "Practice deal: …".
import { describe, expect, it } from 'vitest';
import type { TableEvent } from '@biritch/core';
import { markPractice, practiceOf } from './practice.js';

const started: TableEvent = { type: 'dealStarted', board: 2, dealer: 'E', vulnerability: 'NS', visibleTo: 'all' };
const called: TableEvent = { type: 'callMade', seat: 'E', call: { type: 'pass' }, visibleTo: 'all' };

describe('practice type in the log', () => {
  it('is written on dealStarted only, and read back after a trip through JSON (as a store keeps it)', () => {
    const marked = markPractice([started, called], 'slam');
    const stored = JSON.parse(JSON.stringify(marked)) as TableEvent[];
    expect(stored.map(practiceOf)).toEqual(['slam', null]);
    expect(stored[1]).toEqual(called);
  });
  it('leaves the events as they are when the deal is not a practice deal', () => {
    const events = [started, called];
    expect(markPractice(events, null)).toBe(events);
    expect(practiceOf(started)).toBeNull();
  });
  it('reads no type from a dealStarted whose field is not a practice type', () => {
    expect(practiceOf({ ...started, practice: 'cheat' } as TableEvent)).toBeNull();
  });
});
