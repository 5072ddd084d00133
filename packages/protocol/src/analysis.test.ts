// The analysis and explanation messages (issue 5: "the double-dummy table and par when the solver
// is available"; "explain each call in words on request"): shapes checked at the boundary.
import { describe, expect, it } from 'vitest';
import { parseClientMessage, parseServerMessage } from './parse.js';

const row = { C: 6, D: 7, H: 9, S: 10, NT: 8 };
const table = { N: row, S: row, E: { C: 7, D: 6, H: 4, S: 3, NT: 5 }, W: { C: 7, D: 6, H: 4, S: 3, NT: 5 } };

describe('explain (client) and explanation (server)', () => {
  it('accepts an explain request and its answer', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'explain', id: 'x1', index: 3 }))).toEqual({
      ok: true,
      value: { type: 'explain', id: 'x1', index: 3 },
    });
    const answer = { type: 'explanation', id: 'x1', index: 3, text: '15–17 HCP, balanced' };
    expect(parseServerMessage(JSON.stringify(answer))).toEqual({ ok: true, value: answer });
    expect(parseServerMessage(JSON.stringify({ ...answer, text: null })).ok).toBe(true);
  });
  it.each([
    ['no id', { type: 'explain', index: 0 }],
    ['a negative index', { type: 'explain', id: 'x', index: -1 }],
    ['a fractional index', { type: 'explain', id: 'x', index: 1.5 }],
    ['an extra field', { type: 'explain', id: 'x', index: 0, seat: 'N' }],
  ])('refuses %s with protocol/invalid', (_name, msg) => {
    const r = parseClientMessage(JSON.stringify(msg));
    expect(r.ok ? null : r.error.code).toBe('protocol/invalid');
  });
});

describe('explainLead (client) and leadExplanation (server)', () => {
  it('accepts a request for the reasons of the opening lead and its answer (issue 25)', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'explainLead', id: 'l1', lang: 'pl' }))).toEqual({
      ok: true,
      value: { type: 'explainLead', id: 'l1', lang: 'pl' },
    });
    const answer = {
      type: 'leadExplanation',
      id: 'l1',
      deal: 2,
      seat: 'W',
      card: 'SK',
      text: 'Opening lead by simulation',
      leads: [
        { card: 'SK', average: 4.2 },
        { card: 'H3', average: 3.9 },
      ],
    };
    expect(parseServerMessage(JSON.stringify(answer))).toEqual({ ok: true, value: answer });
    expect(parseServerMessage(JSON.stringify({ ...answer, text: null, leads: [] })).ok).toBe(true);
  });
  it.each([
    ['an unknown language', { type: 'explainLead', id: 'x', lang: 'fr' }],
    ['an extra field', { type: 'explainLead', id: 'x', deal: 1 }],
  ])('refuses %s with protocol/invalid', (_name, msg) => {
    const r = parseClientMessage(JSON.stringify(msg));
    expect(r.ok ? null : r.error.code).toBe('protocol/invalid');
  });
  it('refuses an answer with a card that is no card', () => {
    const bad = { type: 'leadExplanation', id: 'x', deal: 1, seat: 'W', card: 'S1', text: null, leads: [] };
    expect(parseServerMessage(JSON.stringify(bad)).ok).toBe(false);
  });
});

describe('analysis (server)', () => {
  it('accepts a ready analysis with a table and par (DDS DealerPar shape: 4S*-EW-1)', () => {
    const msg = {
      type: 'analysis',
      deal: 1,
      board: 1,
      status: 'ready',
      backend: 'dds',
      table,
      par: {
        score: 100,
        contracts: [{ level: 4, strain: 'S', side: 'EW', declarers: ['E', 'W'], doubled: true, result: -1 }],
      },
    };
    expect(parseServerMessage(JSON.stringify(msg))).toEqual({ ok: true, value: msg });
  });
  it('accepts pending and unavailable answers', () => {
    const base = { type: 'analysis', deal: 2, board: 2, backend: null, table: null, par: null };
    expect(parseServerMessage(JSON.stringify({ ...base, status: 'pending' })).ok).toBe(true);
    expect(
      parseServerMessage(
        JSON.stringify({ ...base, status: 'unavailable', backend: 'ts', code: 'solver/budget-exceeded' }),
      ).ok,
    ).toBe(true);
  });
  it('refuses a table with 14 tricks or a missing strain', () => {
    const base = { type: 'analysis', deal: 1, board: 1, status: 'ready', backend: 'ts', par: null };
    expect(parseServerMessage(JSON.stringify({ ...base, table: { ...table, N: { ...row, NT: 14 } } })).ok).toBe(false);
    const { NT: _nt, ...noNt } = row;
    expect(parseServerMessage(JSON.stringify({ ...base, table: { ...table, S: noNt } })).ok).toBe(false);
  });
});
