/**
 * Entry point of the Biritch web client: mounts the app into #root.
 *
 * ```sh
 * npm run build -w @biritch/web   # then open the server's address
 * ```
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App.js';
import { browserStore, I18nProvider, initialLocale } from './i18n.js';
import './styles.css';

const store = browserStore();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider initial={initialLocale(store, navigator.languages)} store={store}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
