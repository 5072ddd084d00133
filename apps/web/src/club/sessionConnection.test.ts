// The club session socket's URL carries the session's id for the proxy's hash (issue 27;
// deploy/haproxy.cfg hashes on `session=`), when the credential names the session.
import { describe, expect, it } from 'vitest';
import { routedSessionUrl } from './sessionConnection.js';

describe('routedSessionUrl', () => {
  it('adds the session id for the director and the public', () => {
    const url = 'wss://club.example/ws/sessions';
    expect(routedSessionUrl(url, { role: 'public', sessionId: 'abc123' })).toBe(`${url}?session=abc123`);
    expect(routedSessionUrl(url, { role: 'director', sessionId: 'abc123', token: 't'.repeat(43) })).toBe(
      `${url}?session=abc123`,
    );
    expect(routedSessionUrl(`${url}?x=1`, { role: 'public', sessionId: 'a b' })).toBe(`${url}?x=1&session=a%20b`);
  });

  it('leaves a table device’s URL as it is (it knows only its code; the server relays it)', () => {
    const url = 'ws://127.0.0.1:3000/ws/sessions';
    expect(routedSessionUrl(url, { role: 'table', code: 'K7QXM2', pin: '0042' })).toBe(url);
  });
});
