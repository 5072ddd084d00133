/**
 * Test fixtures: real tables driven through core's state machine, so selector and store tests
 * read the very views the server sends (core `viewFor`), not hand-made imitations.
 *
 * ```ts
 * const t = scriptedTable();            // dealt, North deals board 1
 * t.call('N', '1S'); t.passOut();        // 1♠ by North
 * t.playFirstLegal(4);                   // one trick
 * t.view('E')                            // East's TableView now
 * ```
 */
import {
  actorToMove,
  decide,
  evolve,
  initialTableState,
  legalCards,
  parseCall,
  parseHand,
  unwrap,
  viewFor,
  type Seat,
  type TableCommand,
  type TableEvent,
  type TableState,
  type TableView,
  type Viewer,
} from '@biritch/core';

/**
 * The fixture deal: each player holds one suit (North spades, East hearts, South diamonds,
 * West clubs), so who may follow is plain and every trick is predictable.
 */
export const ONE_SUIT_EACH = {
  N: unwrap(parseHand('AKQJT98765432...')),
  E: unwrap(parseHand('.AKQJT98765432..')),
  S: unwrap(parseHand('..AKQJT98765432.')),
  W: unwrap(parseHand('...AKQJT98765432')),
};

/** A table under test: apply commands, read views and the events so far. */
export interface ScriptedTable {
  state(): TableState;
  readonly events: TableEvent[];
  act(seat: Seat | 'system', command: TableCommand): void;
  call(seat: Seat, call: string, alert?: string): void;
  /** Three passes after the last bid. */
  passOut(from: Seat): void;
  /** Plays the first legal card of whoever is to act, `count` times. */
  playFirstLegal(count: number): void;
  view(viewer: Viewer): TableView;
}

/** A standard table with the fixture deal started on `board` (dealer and vulnerability by Law 2). */
export function scriptedTable(
  board = 1,
  dealer: Seat = 'N',
  vulnerability: 'none' | 'NS' | 'EW' | 'both' = 'none',
): ScriptedTable {
  let state = initialTableState({ ruleSet: 'standard' });
  const events: TableEvent[] = [];
  const act = (seat: Seat | 'system', command: TableCommand) => {
    const r = decide(state, command, seat === 'system' ? { kind: 'system' } : { kind: 'seat', seat });
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    for (const e of r.value) {
      state = evolve(state, e);
      events.push(e);
    }
  };
  act('system', { type: 'startDeal', board, dealer, vulnerability, deal: ONE_SUIT_EACH });
  const next = (seat: Seat): Seat => (({ N: 'E', E: 'S', S: 'W', W: 'N' }) as const)[seat];
  return {
    state: () => state,
    events,
    act,
    call(seat, text, alert) {
      act(seat, { type: 'call', call: unwrap(parseCall(text)), ...(alert !== undefined ? { alert } : {}) });
    },
    passOut(from) {
      let s = from;
      for (let i = 0; i < 3; i++) {
        act(s, { type: 'call', call: { type: 'pass' } });
        s = next(s);
      }
    },
    playFirstLegal(count) {
      for (let i = 0; i < count; i++) {
        const actor = actorToMove(state);
        if (!actor) throw new Error('nobody to act');
        const turn = viewFor(state, actor).turn!;
        const card = legalCards(state, actor)[0] ?? viewFor(state, actor).legalCards[0];
        if (!card) throw new Error(`no legal card for ${actor} (turn ${turn})`);
        act(actor, { type: 'play', card });
      }
    },
    view: (viewer) => viewFor(state, viewer),
  };
}
