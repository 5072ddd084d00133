// Boundary checks of the session messages (issue 24; ARCHITECTURE.md "Who validates": every client
// message parsed against its schema, refused with a coded error).
import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES } from './limits.js';
import {
  createSessionRequestSchema,
  parseSessionClientMessage,
  parseSessionServerMessage,
  sessionSettingsSchema,
} from './session.js';

const code = (msg: unknown): string | null => {
  const r = parseSessionClientMessage(typeof msg === 'string' ? msg : JSON.stringify(msg));
  return r.ok ? null : r.error.code;
};
const enter = {
  type: 'enterResult',
  section: 'A',
  round: 1,
  table: 3,
  board: 5,
  ns: '3',
  ew: '10',
  contract: '4S',
  declarer: 'N',
  lead: 'HK',
  tricks: 10,
};

describe('parseSessionClientMessage accepts each role and command', () => {
  it.each([
    [
      'a director subscribing',
      { type: 'subscribe', id: 's', credential: { role: 'director', sessionId: 'abc', token: 'tok_1' } },
    ],
    [
      'a table device resuming',
      { type: 'subscribe', credential: { role: 'table', code: 'k7qxm2', pin: '0042' }, lastSeq: 9 },
    ],
    ['the public', { type: 'subscribe', credential: { role: 'public', sessionId: 'abc' } }],
    ['an entry with its command id', { type: 'command', id: 'c1', commandId: 'dev3-0001', command: enter }],
    [
      'a passed-out board',
      {
        type: 'command',
        id: 'c2',
        command: {
          ...enter,
          contract: undefined,
          declarer: undefined,
          lead: undefined,
          tricks: undefined,
          passedOut: true,
        },
      },
    ],
    [
      'a confirmation by EW',
      {
        type: 'command',
        id: 'c3',
        side: 'EW',
        command: { type: 'confirmResult', section: 'A', round: 1, table: 3, board: 5 },
      },
    ],
    [
      'an adjusted score 60/40',
      {
        type: 'command',
        id: 'c4',
        command: {
          type: 'adjustScore',
          section: 'A',
          round: 1,
          table: 3,
          board: 5,
          ns: 'average-plus',
          ew: 'average-minus',
        },
      },
    ],
    ['sync', { type: 'sync', lastSeq: 4 }],
    ['ping', { type: 'ping', t: 1 }],
  ])('%s', (_name, msg) => expect(code(msg)).toBeNull());
});

describe('parseSessionClientMessage refuses with a code', () => {
  it('a PIN that is not four digits', () =>
    expect(code({ type: 'subscribe', credential: { role: 'table', code: 'K7QXM2', pin: '12a4' } })).toBe(
      'protocol/invalid',
    ));
  it('a contract that is not one', () =>
    expect(code({ type: 'command', id: 'c', command: { ...enter, contract: '8S' } })).toBe('protocol/invalid'));
  it('a lead that is not a card', () =>
    expect(code({ type: 'command', id: 'c', command: { ...enter, lead: 'S1' } })).toBe('protocol/invalid'));
  it('a set-up command over the socket (set-up is HTTP)', () =>
    expect(
      code({ type: 'command', id: 'c', command: { type: 'registerPlayer', player: { id: '1', name: 'A' } } }),
    ).toBe('protocol/invalid'));
  it('a command id too short to be unique', () =>
    expect(code({ type: 'command', id: 'c', commandId: 'x', command: enter })).toBe('protocol/invalid'));
  it('an unknown type', () => expect(code({ type: 'hello' })).toBe('protocol/unknown-type'));
  it('malformed JSON', () => expect(code('{')).toBe('protocol/malformed-json'));
  it('an oversized frame', () =>
    expect(code(`{"type":"ping","x":"${'a'.repeat(MAX_CLIENT_MESSAGE_BYTES)}"}`)).toBe('protocol/too-large'));
  it('keeps the request id of an invalid command', () => {
    const r = parseSessionClientMessage(
      JSON.stringify({ type: 'command', id: 'c9', command: { ...enter, tricks: 14 } }),
    );
    expect(r.ok ? null : r.error.id).toBe('c9');
  });
});

describe('session server messages and HTTP bodies', () => {
  it('an event to the director and a bare seq to others both parse', () => {
    expect(
      parseSessionServerMessage(
        JSON.stringify({
          type: 'event',
          seq: 3,
          event: { type: 'roundStarted', section: 'A', round: 1 },
          by: 'director',
        }),
      ).ok,
    ).toBe(true);
    expect(parseSessionServerMessage(JSON.stringify({ type: 'event', seq: 4 })).ok).toBe(true);
  });
  it('settings default to the barometer after each round, full names, travellers at the table', () =>
    expect(sessionSettingsSchema.parse({})).toEqual({
      ranking: 'after-round',
      hideLastRounds: 0,
      names: 'full',
      travellersAtTable: true,
      leadRequired: false,
    }));
  it('a session needs a name and a section', () => {
    expect(
      createSessionRequestSchema.safeParse({ name: 'Tuesday', sections: [{ section: 'A', tables: 7 }] }).success,
    ).toBe(true);
    expect(createSessionRequestSchema.safeParse({ name: 'Tuesday', sections: [] }).success).toBe(false);
  });
});
