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

/** Where the client is. */
export type Route = { readonly page: 'lobby' } | { readonly page: 'table'; readonly code: string };

/** Reads a route from a location path; anything unknown is the lobby. */
export function parseRoute(path: string): Route {
  const m = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  return m ? { page: 'table', code: m[1]! } : { page: 'lobby' };
}

/** Writes a route as a path. */
export function makeRoute(route: Route): string {
  return route.page === 'table' ? `/t/${route.code}` : '/';
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
  return (e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void }) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(route);
  };
}
