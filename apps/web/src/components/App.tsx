/**
 * The app frame: a top bar, then the lobby or a table according to the URL's path.
 *
 * ```tsx
 * <App />
 * ```
 */
import { useEffect, useState } from 'react';
import { linkClick, NAVIGATE_EVENT, parseRoute, type Route } from '../route.js';
import { LanguageMenu, useI18n } from '../i18n.js';
import { Lobby } from './Lobby.js';
import { TablePage } from './TablePage.js';
import { CreateSessionPage, DirectorPage } from '../director/DirectorPage.js';
import { EntryPage } from '../entry/EntryPage.js';
import { ResultsPage } from '../results/ResultsPage.js';

/** The page of a route. */
function Page({ route }: { readonly route: Route }) {
  switch (route.page) {
    case 'lobby':
      return <Lobby />;
    case 'table':
      return <TablePage key={route.code} code={route.code} />;
    case 'club-new':
      return <CreateSessionPage />;
    case 'director':
      return <DirectorPage key={route.sessionId} sessionId={route.sessionId} />;
    case 'results':
      return <ResultsPage key={route.sessionId} sessionId={route.sessionId} />;
    case 'join':
      return <EntryPage key={route.code ?? ''} code={route.code} />;
  }
}

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
  const { tr } = useI18n();
  useEffect(() => {
    if (route.page === 'lobby') document.title = tr.t('app.title');
  }, [route.page, tr]);
  return (
    <>
      <a className="visually-hidden" href="#content">
        {tr.t('app.skip')}
      </a>
      <header className="topbar">
        <a className="brand" href="/" onClick={linkClick({ page: 'lobby' })} aria-label={tr.t('app.home')}>
          <span className="brand-suits" aria-hidden="true">
            ♠<span className="r">♥</span>
            <span className="r">♦</span>♣
          </span>
          Biritch
        </a>
        <a className="topbar-link" href="/club" onClick={linkClick({ page: 'club-new' })}>
          {tr.t('club.link.club')}
        </a>
        <span className="spacer" />
        <span id="topbar-status" />
        <LanguageMenu />
      </header>
      <main id="content" className={`page-${route.page}`}>
        <Page route={route} />
      </main>
    </>
  );
}
