/**
 * The public results page (`/s/ID`): subscribes to the session as the public and folds every
 * `results` message into what the screen shows; anyone with the link reads what the director's
 * settings allow and can write nothing.
 *
 * ```tsx
 * <ResultsPage sessionId="q3Zt9x" />
 * ```
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n.js';
import { socketUrl } from '../net/connection.js';
import { SessionConnection } from '../club/sessionConnection.js';
import { EMPTY_RESULTS, mergeResults, type ResultsState } from './resultsSelectors.js';
import { ResultsScreen } from './ResultsScreen.js';

/** The public results page of one session. */
export function ResultsPage({ sessionId }: { readonly sessionId: string }) {
  const { tr } = useI18n();
  const [results, setResults] = useState<ResultsState>(EMPTY_RESULTS);
  const [title, setTitle] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const seq = useRef(-1);
  const trRef = useRef(tr);
  useEffect(() => {
    trRef.current = tr;
  }, [tr]);
  useEffect(() => {
    document.title = title ?? tr.t('club.results.title');
  }, [title, tr]);
  useEffect(() => {
    const c = new SessionConnection({
      url: socketUrl(window.location, '/ws/sessions'),
      credential: { role: 'public', sessionId },
      lastSeq: () => seq.current,
      onStatus: () => undefined,
      onRefused: (code, message) => setRefused(trRef.current.error({ code, message })),
      onMessage: (m) => {
        if (m.type === 'welcome' || m.type === 'sessionInfo') setTitle(m.info.name);
        else if (m.type === 'results') {
          seq.current = Math.max(seq.current, m.seq);
          setResults((r) => mergeResults(r, m));
        } else if (m.type === 'event' && seq.current >= 0 && m.seq > seq.current + 1) c.sync(seq.current);
      },
    });
    c.start();
    return () => c.close();
  }, [sessionId]);
  if (refused)
    return (
      <p className="entry-refusal" role="alert">
        {refused}
      </p>
    );
  if (title === null)
    return (
      <p className="entry-note" role="status">
        {tr.t('club.loading')}
      </p>
    );
  return <ResultsScreen title={title} results={results} />;
}
