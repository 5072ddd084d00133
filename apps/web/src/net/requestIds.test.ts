// Request ids (packages/server/README.md: every command carries an id answered by ack or error).
import { describe, expect, it } from 'vitest';
import { requestIdSchema } from '@biritch/protocol';
import { createPending } from './requestIds.js';

describe('createPending', () => {
  it('hands out distinct ids that the protocol accepts', () => {
    const p = createPending<'command'>();
    const ids = Array.from({ length: 50 }, () => p.open('command'));
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(requestIdSchema.safeParse(id).success).toBe(true);
  });
  it('settles an id once, returning the kind it was opened for', () => {
    const p = createPending<'hello' | 'command'>();
    const a = p.open('hello');
    const b = p.open('command');
    expect(p.settle(b)).toBe('command');
    expect(p.settle(b)).toBeUndefined();
    expect(p.waiting()).toEqual([a]);
  });
  it('ignores ids it never issued', () => {
    const p = createPending<'command'>();
    expect(p.settle('nope')).toBeUndefined();
  });
  it('clear forgets everything outstanding', () => {
    const p = createPending<'command'>();
    p.open('command');
    p.open('command');
    expect(p.clear()).toEqual(['command', 'command']);
    expect(p.waiting()).toEqual([]);
  });
});
