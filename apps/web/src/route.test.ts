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
  it('reads the account and history routes and writes them back (issue 26)', () => {
    const routes = [
      ['/account', { page: 'account' }],
      ['/deals', { page: 'deals' }],
      ['/deals/Ab_c-1.12', { page: 'deal', dealId: 'Ab_c-1.12' }],
      ['/shared/AAAAAAAAAAAAAAAAAAAAAA', { page: 'shared', shareId: 'AAAAAAAAAAAAAAAAAAAAAA' }],
    ] as const;
    for (const [path, route] of routes) {
      expect(parseRoute(path)).toEqual(route);
      expect(makeRoute(route)).toBe(path);
    }
    for (const p of ['/deals/abc', '/deals/abc.0', '/deals/a.b.1', '/shared/short', '/account/x'])
      expect(parseRoute(p)).toEqual({ page: 'lobby' });
  });
});
