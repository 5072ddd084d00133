// The lobby's choices become a CreateTableRequest the protocol accepts (protocol http.ts).
import { describe, expect, it } from 'vitest';
import { createTableRequestSchema } from '@biritch/protocol';
import { createRequestOf, DEFAULT_CREATE_FORM, RULE_SET_OPTIONS, withSeatChoice } from './options.js';

describe('lobby options', () => {
  it('lists every rule set core knows, standard ready', () => {
    expect(RULE_SET_OPTIONS.map((r) => r.id)).toEqual(['standard', 'four-at-one-table', 'hao']);
    expect(RULE_SET_OPTIONS.find((r) => r.id === 'standard')?.ready).toBe(true);
  });
  it('the default is me South with three robots, a request the server schema accepts', () => {
    const req = createRequestOf(DEFAULT_CREATE_FORM);
    expect(req.seats).toEqual({ N: 'robot', E: 'robot', S: 'human', W: 'robot' });
    expect(createTableRequestSchema.safeParse(req).success).toBe(true);
  });
  it('only one seat can be me: choosing me elsewhere moves me', () => {
    const f = withSeatChoice(DEFAULT_CREATE_FORM, 'N', 'me');
    expect(f.seats).toEqual({ N: 'me', E: 'robot', S: 'robot', W: 'robot' });
  });
  it('open seats and duplicate boards reach the request', () => {
    const f = withSeatChoice({ ...DEFAULT_CREATE_FORM, form: 'duplicate', boards: 6 }, 'E', 'open');
    const req = createRequestOf(f);
    expect(req).toMatchObject({ form: 'duplicate', boards: 6, seats: { E: 'open' } });
    expect(createTableRequestSchema.safeParse(req).success).toBe(true);
  });
  it('boards are sent only for duplicate', () => {
    expect('boards' in createRequestOf({ ...DEFAULT_CREATE_FORM, form: 'rubber' })).toBe(false);
  });
});
