/**
 * The app frame: a top bar (with the account's links, issue 26), then the lobby, a table, the
 * account or the history pages according to the URL's path.
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
import { AccountPage } from '../account/AccountPage.js';
import { AccountProvider, useAccount } from '../account/accountContext.js';
import { HistoryPage } from '../history/HistoryPage.js';
import { PastDealPage } from '../history/PastDealPage.js';

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
    case 'account':
      return <AccountPage />;
    case 'deals':
      return <HistoryPage />;
    case 'deal':
      return <PastDealPage key={route.dealId} dealId={route.dealId} />;
    case 'shared':
      return <PastDealPage key={route.shareId} shareId={route.shareId} />;
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

/** The top bar's account links: "My deals", and the name (or "Sign in") leading to the account page. */
function AccountLinks() {
  const { tr } = useI18n();
  const { known, account } = useAccount();
  return (
    <>
      <a className="topbar-link" href="/deals" onClick={linkClick({ page: 'deals' })}>
        {tr.t('account.link.deals')}
      </a>
      {known && (
        <a
          className={`topbar-link topbar-account${account ? ' signed-in' : ''}`}
          href="/account"
          onClick={linkClick({ page: 'account' })}
          aria-label={account ? tr.t('account.link.account', { name: account.name }) : undefined}
          data-testid="topbar-account"
        >
          <span className="topbar-name">{account ? account.name : tr.t('account.link.signIn')}</span>
          {account && (
            <span className="topbar-initial" aria-hidden="true">
              {[...account.name][0]!.toUpperCase()}
            </span>
          )}
        </a>
      )}
    </>
  );
}

/** The whole client. */
export function App() {
  return (
    <AccountProvider>
      <Frame />
    </AccountProvider>
  );
}

function Frame() {
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
        <AccountLinks />
        <span id="topbar-status" />
        <LanguageMenu />
      </header>
      <main id="content" className={`page-${route.page}`}>
        <Page route={route} />
      </main>
    </>
  );
}
