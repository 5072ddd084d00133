// Boundary checks of the wire protocol (docs/style.md, "Models", colyseus: messages validated by
// schema at the boundary, unknown types rejected; issue 5: "a malformed, oversized, unknown … message gets a
// coded error reply").
import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES } from './limits.js';
import { makeMessage, parseClientMessage, parseServerMessage } from './parse.js';

const code = (data: string | Uint8Array): string | null => {
  const r = parseClientMessage(data);
  return r.ok ? null : r.error.code;
};

describe('parseClientMessage accepts every message type', () => {
  it.each([
    ['hello as a seat, resuming', { type: 'hello', tableId: 'abc_DEF-1', token: 'tok_1', lastSeq: 12, protocol: 1 }],
    ['hello as a spectator', { type: 'hello', tableId: 'abc' }],
    [
      'a bid with an alert',
      {
        type: 'command',
        id: 'r1',
        command: { type: 'call', call: { type: 'bid', level: 1, strain: 'NT' }, alert: '15-17' },
      },
    ],
    ['pass', { type: 'command', id: 'r2', command: { type: 'call', call: { type: 'pass' } } }],
    ['a card', { type: 'command', id: 'r3', command: { type: 'play', card: 'HT' } }],
    ['a claim', { type: 'command', id: 'r4', command: { type: 'claim', tricks: 10, statement: 'drawing trumps' } }],
    ['a claim answer', { type: 'command', id: 'r5', command: { type: 'respondClaim', accept: false } }],
    ['withdraw a claim', { type: 'command', id: 'r6', command: { type: 'withdrawClaim' } }],
    ['undo request', { type: 'command', id: 'r7', command: { type: 'requestUndo' } }],
    ['undo answer', { type: 'command', id: 'r8', command: { type: 'respondUndo', accept: true } }],
    [
      'irregularity answer (Law 27A)',
      { type: 'command', id: 'r9', command: { type: 'respondIrregularity', accept: false } },
    ],
    ['next deal', { type: 'nextDeal', id: 'n1' }],
    ['sync', { type: 'sync', lastSeq: 3 }],
    ['ping', { type: 'ping', id: 'p', t: 5 }],
  ])('%s', (_name, msg) => {
    const r = parseClientMessage(JSON.stringify(msg));
    expect(r).toEqual({ ok: true, value: msg });
  });
});

describe('parseClientMessage refuses bad input with a stable code', () => {
  it.each([
    ['not JSON', '{"type":', 'protocol/malformed-json'],
    ['an empty frame', '', 'protocol/malformed-json'],
    ['a JSON array', '[1,2]', 'protocol/invalid'],
    ['a JSON string', '"hello"', 'protocol/invalid'],
    ['null', 'null', 'protocol/invalid'],
    ['no type', '{"id":"x"}', 'protocol/unknown-type'],
    ['an unknown type', '{"type":"shout"}', 'protocol/unknown-type'],
    ['a type of the wrong kind', '{"type":7}', 'protocol/unknown-type'],
    ['a command without id', '{"type":"command","command":{"type":"play","card":"SA"}}', 'protocol/invalid'],
    [
      'a card that is not a card',
      '{"type":"command","id":"a","command":{"type":"play","card":"S1"}}',
      'protocol/invalid',
    ],
    ['a card as a number', '{"type":"command","id":"a","command":{"type":"play","card":51}}', 'protocol/invalid'],
    [
      'a bid of level 8 (Law 18)',
      '{"type":"command","id":"a","command":{"type":"call","call":{"type":"bid","level":8,"strain":"S"}}}',
      'protocol/invalid',
    ],
    [
      'a strain that is not one',
      '{"type":"command","id":"a","command":{"type":"call","call":{"type":"bid","level":1,"strain":"X"}}}',
      'protocol/invalid',
    ],
    [
      'startDeal (only the authority deals)',
      '{"type":"command","id":"a","command":{"type":"startDeal","board":1}}',
      'protocol/invalid',
    ],
    ['an extra field', '{"type":"ping","admin":true}', 'protocol/invalid'],
    ['a claim of 14 tricks', '{"type":"command","id":"a","command":{"type":"claim","tricks":14}}', 'protocol/invalid'],
    ['a request id with spaces', '{"type":"nextDeal","id":"a b"}', 'protocol/invalid'],
    ['a negative lastSeq', '{"type":"hello","tableId":"t","lastSeq":-1}', 'protocol/invalid'],
    ['a fractional lastSeq', '{"type":"hello","tableId":"t","lastSeq":1.5}', 'protocol/invalid'],
    ['an unknown protocol version', '{"type":"hello","tableId":"t","protocol":2}', 'protocol/invalid'],
  ])('%s → %s', (_name, text, expected) => {
    expect(code(text)).toBe(expected);
  });

  it('refuses a frame over the size limit before parsing it', () => {
    const big = JSON.stringify({ type: 'ping', id: 'x', pad: 'a'.repeat(MAX_CLIENT_MESSAGE_BYTES) });
    expect(code(big)).toBe('protocol/too-large');
    expect(code(new TextEncoder().encode(big))).toBe('protocol/too-large');
  });

  it('counts bytes, not characters: 2000 spades symbols are 6000 bytes', () => {
    const text = JSON.stringify({
      type: 'command',
      id: 'a',
      command: { type: 'claim', tricks: 1, statement: '♠'.repeat(2000) },
    });
    expect(code(text)).toBe('protocol/too-large');
  });

  it('keeps the request id of an invalid command so the reply can name it', () => {
    const r = parseClientMessage('{"type":"command","id":"r9","command":{"type":"play","card":"ZZ"}}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.id).toBe('r9');
  });

  it('reads binary frames as UTF-8', () => {
    expect(parseClientMessage(new TextEncoder().encode('{"type":"ping"}')).ok).toBe(true);
  });
});

describe('parseServerMessage', () => {
  it('round-trips an event, a bare seq and an error', () => {
    const msgs = [
      { type: 'event', seq: 3, event: { type: 'cardPlayed', seat: 'W', card: 'D7', visibleTo: 'all' } },
      { type: 'event', seq: 4 },
      { type: 'event', seq: 5, event: { type: 'handDealt', seat: 'N', hand: [1, 2, 3, 8191], visibleTo: ['N'] } },
      { type: 'error', id: 'r1', code: 'play/must-follow-suit', message: 'follow suit' },
      { type: 'ack', id: 'r1', seq: 9 },
    ] as const;
    for (const m of msgs) expect(parseServerMessage(makeMessage(m))).toEqual({ ok: true, value: m });
  });

  it('refuses an event without a valid visibleTo, and a bare seq that is not an integer', () => {
    const r = parseServerMessage(
      JSON.stringify({
        type: 'event',
        seq: 1,
        event: { type: 'handDealt', seat: 'N', hand: [1, 2, 3, 4], visibleTo: ['X'] },
      }),
    );
    expect(r.ok ? null : r.error.code).toBe('protocol/invalid');
    const s = parseServerMessage(JSON.stringify({ type: 'event', seq: 1.5 }));
    expect(s.ok ? null : s.error.code).toBe('protocol/invalid');
  });
});
