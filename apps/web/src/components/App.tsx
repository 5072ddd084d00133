/**
 * The app frame: a top bar, then the lobby or a table according to the URL's hash.
 *
 * ```tsx
 * <App />
 * ```
 */
import { useEffect, useState } from 'react';
import { parseRoute, type Route } from '../route.js';
import { Lobby } from './Lobby.js';
import { TablePage } from './TablePage.js';

function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onHash = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
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
        <a className="brand" href="#/" aria-label="Biritch home">
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
