/**
 * The client's two places, kept in the URL's path so an invitation is just a link: `/` is the
 * lobby, `/t/ABCDEF` a table by its short code. The server answers any such path with the app
 * (packages/server: client routes get index.html), and so does Vite's dev server.
 *
 * ```ts
 * parseRoute('/t/QWERTY')            // { page: 'table', code: 'QWERTY' }
 * makeRoute({ page: 'lobby' })       // '/'
 * navigate({ page: 'table', code })  // pushState + a 'biritch:navigate' event
 * ```
 */

/**
 * Where the client is. The club night (issue 24, packages/server/README.md "Sessions") adds
 * `/club` (create a session), `/s/ID/director` (the console; the director's token is in the
 * fragment), `/s/ID` (public live results) and `/j/CODE` (a table device; the PIN in the fragment).
 * Accounts and history (issue 26) add `/account` (sign up, sign in, sign out), `/deals` (my
 * deals), `/deals/TABLE.DEAL` (one past deal) and `/shared/ID` (a deal shared by its link).
 */
export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'table'; readonly code: string }
  | { readonly page: 'club-new' }
  | { readonly page: 'director'; readonly sessionId: string }
  | { readonly page: 'results'; readonly sessionId: string }
  | { readonly page: 'join'; readonly code: string | null }
  | { readonly page: 'account' }
  | { readonly page: 'deals' }
  | { readonly page: 'deal'; readonly dealId: string }
  | { readonly page: 'shared'; readonly shareId: string };

/** Reads a route from a location path; anything unknown is the lobby. */
export function parseRoute(path: string): Route {
  const id = '([A-Za-z0-9_-]{1,64})';
  let m = new RegExp(`^/t/${id}/?$`).exec(path);
  if (m) return { page: 'table', code: m[1]! };
  if (/^\/club\/?$/.test(path)) return { page: 'club-new' };
  m = new RegExp(`^/s/${id}/director/?$`).exec(path);
  if (m) return { page: 'director', sessionId: m[1]! };
  m = new RegExp(`^/s/${id}/?$`).exec(path);
  if (m) return { page: 'results', sessionId: m[1]! };
  if (/^\/j\/?$/.test(path)) return { page: 'join', code: null };
  if (/^\/account\/?$/.test(path)) return { page: 'account' };
  if (/^\/deals\/?$/.test(path)) return { page: 'deals' };
  m = new RegExp(`^/deals/${id}\\.([1-9][0-9]{0,5})/?$`).exec(path);
  if (m) return { page: 'deal', dealId: `${m[1]!}.${m[2]!}` };
  m = /^\/shared\/([A-Za-z0-9_-]{22})\/?$/.exec(path);
  if (m) return { page: 'shared', shareId: m[1]! };
  m = new RegExp(`^/j/${id}/?$`).exec(path);
  if (m) return { page: 'join', code: m[1]! };
  return { page: 'lobby' };
}

/** Writes a route as a path. */
export function makeRoute(route: Route): string {
  switch (route.page) {
    case 'table':
      return `/t/${route.code}`;
    case 'club-new':
      return '/club';
    case 'director':
      return `/s/${route.sessionId}/director`;
    case 'results':
      return `/s/${route.sessionId}`;
    case 'join':
      return route.code === null ? '/j' : `/j/${route.code}`;
    case 'account':
      return '/account';
    case 'deals':
      return '/deals';
    case 'deal':
      return `/deals/${route.dealId}`;
    case 'shared':
      return `/shared/${route.shareId}`;
    case 'lobby':
      return '/';
  }
}

/** The full invitation link to a table. */
export const inviteLink = (origin: string, code: string): string => `${origin}${makeRoute({ page: 'table', code })}`;

/** The event the app listens to after an in-page navigation (popstate covers back and forward). */
export const NAVIGATE_EVENT = 'biritch:navigate';

/** Goes to a route without reloading the page. */
export function navigate(route: Route): void {
  const path = makeRoute(route);
  if (window.location.pathname !== path) window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

/** A click handler for links to routes: plain clicks navigate in the page, modified clicks open as usual. */
export function linkClick(route: Route) {
  return (e: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    preventDefault(): void;
  }) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(route);
  };
}
