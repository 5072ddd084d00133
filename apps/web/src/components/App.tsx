/**
 * The app frame: a top bar, then the lobby or a table according to the URL's path.
 *
 * ```tsx
 * <App />
 * ```
 */
import { useEffect, useState } from 'react';
import { linkClick, NAVIGATE_EVENT, parseRoute, type Route } from '../route.js';
import { Lobby } from './Lobby.js';
import { TablePage } from './TablePage.js';

function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const onMove = () => setRoute(parseRoute(window.location.pathname));
    window.addEventListener('popstate', onMove);
    window.addEventListener(NAVIGATE_EVENT, onMove);
    return () => {
      window.removeEventListener('popstate', onMove);
      window.removeEventListener(NAVIGATE_EVENT, onMove);
    };
  }, []);
  return route;
}

/** The whole client. */
export function App() {
  const route = useRoute();
  return (
    <>
      <a className="visually-hidden" href="#content">Skip to content</a>
      <header className="topbar">
        <a className="brand" href="/" onClick={linkClick({ page: 'lobby' })} aria-label="Biritch home">
          <span className="brand-suits" aria-hidden="true">♠<span className="r">♥</span><span className="r">♦</span>♣</span>
          Biritch
        </a>
        <span className="spacer" />
        <span id="topbar-status" />
      </header>
      <main id="content">
        {route.page === 'lobby' ? <Lobby /> : <TablePage key={route.code} code={route.code} />}
      </main>
    </>
  );
}
