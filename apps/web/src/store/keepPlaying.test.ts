// Issue 26 in the client's fold: table chat lines (packages/server/README.md, "WebSocket": the
// server sends the last lines again on joining) and "undo refused" from the undo events.
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@biritch/protocol';
import { emptyTableState, foldServerMessage, type TableClientState } from './tableStore.js';

const fold = (state: TableClientState, ...msgs: ServerMessage[]) =>
  msgs.reduce((s, m) => foldServerMessage(s, m).state, state);

/** A state that has been welcomed at seq 10 (events fold from there). */
const welcomed = (): TableClientState => ({ ...emptyTableState('t1'), seq: 10, seat: 'S', status: 'open' });

describe('chat', () => {
  it('keeps the lines in order and does not add a line sent again on rejoining twice', () => {
    const a: ServerMessage = { type: 'chat', seat: 'N', at: 1, text: 'hi' };
    const b: ServerMessage = { type: 'chat', seat: 'S', at: 2, text: 'hello' };
    const s = fold(welcomed(), a, b, a);
    expect(s.chat).toEqual([
      { seat: 'N', at: 1, text: 'hi' },
      { seat: 'S', at: 2, text: 'hello' },
    ]);
  });

  it('keeps the last 50 lines', () => {
    const lines = Array.from(
      { length: 60 },
      (_, i): ServerMessage => ({ type: 'chat', seat: 'N', at: i, text: `${i}` }),
    );
    const s = fold(welcomed(), ...lines);
    expect(s.chat).toHaveLength(50);
    expect(s.chat[0]?.text).toBe('10');
  });
});

describe('undo refused', () => {
  it('is shown after a refusal and cleared by the next request or deal', () => {
    const requested: ServerMessage = {
      type: 'event',
      seq: 11,
      event: { type: 'undoRequested', seat: 'S', visibleTo: 'all' },
    };
    const refused: ServerMessage = {
      type: 'event',
      seq: 12,
      event: { type: 'undoResponded', seat: 'W', accept: false, visibleTo: 'all' },
    };
    let s = fold(welcomed(), requested, refused);
    expect(s.undoRefusedAt).toBe(12);
    s = fold(s, { type: 'event', seq: 13, event: { type: 'undoRequested', seat: 'S', visibleTo: 'all' } });
    expect(s.undoRefusedAt).toBeNull();
  });

  it('is not shown when the other side accepts', () => {
    const s = fold(welcomed(), {
      type: 'event',
      seq: 11,
      event: { type: 'undoResponded', seat: 'W', accept: true, visibleTo: 'all' },
    });
    expect(s.undoRefusedAt).toBeNull();
  });
});
