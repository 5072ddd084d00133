// Routes: invitations are links with the table's short code (issue 5: "invite by link").
import { describe, expect, it } from 'vitest';
import { inviteLink, makeRoute, parseRoute } from './route.js';

describe('routes', () => {
  it('reads a table route and writes it back', () => {
    expect(parseRoute('/t/QWERTY')).toEqual({ page: 'table', code: 'QWERTY' });
    expect(parseRoute('/t/QWERTY/')).toEqual({ page: 'table', code: 'QWERTY' });
    expect(makeRoute({ page: 'table', code: 'QWERTY' })).toBe('/t/QWERTY');
  });
  it('treats anything else as the lobby', () => {
    for (const p of ['', '/', '/t/', '/t/a b', '/x/ABC', '/t/<script>', '/t/A/B'])
      expect(parseRoute(p)).toEqual({ page: 'lobby' });
    expect(makeRoute({ page: 'lobby' })).toBe('/');
  });
  it('makes a full invitation link', () => {
    expect(inviteLink('http://127.0.0.1:3000', 'ABCDEF')).toBe('http://127.0.0.1:3000/t/ABCDEF');
  });
});
