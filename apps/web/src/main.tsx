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
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
