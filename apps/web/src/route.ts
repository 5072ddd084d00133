/**
 * The client's two places, kept in the URL's hash so any static server can serve the app and an
 * invitation is just a link: `#/` is the lobby, `#/t/ABCDEF` a table by its short code.
 *
 * ```ts
 * parseRoute('#/t/QWERTY') // { page: 'table', code: 'QWERTY' }
 * makeRoute({ page: 'lobby' }) // '#/'
 * ```
 */

/** Where the client is. */
export type Route = { readonly page: 'lobby' } | { readonly page: 'table'; readonly code: string };

/** Reads a route from a location hash; anything unknown is the lobby. */
export function parseRoute(hash: string): Route {
  const m = /^#\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(hash);
  return m ? { page: 'table', code: m[1]! } : { page: 'lobby' };
}

/** Writes a route as a location hash. */
export function makeRoute(route: Route): string {
  return route.page === 'table' ? `#/t/${route.code}` : '#/';
}

/** The full invitation link to a table. */
export const inviteLink = (origin: string, code: string): string => `${origin}/${makeRoute({ page: 'table', code })}`;
