/**
 * The director's pages: `/club` creates a session (the answer's director link carries the secret
 * token in its fragment, which browsers never send to a server), and `/s/ID/director#TOKEN` runs
 * it: the director's socket brings the engine's `SessionState` and every event, folded here with
 * the engine's own `evolve`, plus the live results.
 *
 * ```tsx
 * <CreateSessionPage />
 * <DirectorPage sessionId="q3Zt9x" />   // token from location.hash or this browser's memory
 * ```
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { evolve, type SessionState } from '@biritch/competition';
import type { SessionInfo, SessionSettings } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import { navigate } from '../route.js';
import { socketUrl } from '../net/connection.js';
import { createSession, directorApi } from '../club/clubApi.js';
import { SessionConnection } from '../club/sessionConnection.js';
import { EMPTY_RESULTS, mergeResults, type ResultsState } from '../results/resultsSelectors.js';
import { DirectorScreen } from './DirectorScreen.js';

/** Where this browser keeps a session's director token (so a reload without the fragment works). */
export const directorKey = (sessionId: string): string => `biritch.club.director.${sessionId}`;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The form that creates a session. */
export function CreateSessionPage() {
  const { tr } = useI18n();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'pairs' | 'individual' | 'teams'>('pairs');
  const [tables, setTables] = useState('7');
  const [winners, setWinners] = useState<1 | 2>(2);
  const [ranking, setRanking] = useState<SessionSettings['ranking']>('after-round');
  const [hideLast, setHideLast] = useState('0');
  const [leadRequired, setLeadRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = tr.t('club.dir.newTitle');
  }, [tr]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    void createSession({
      name: name.trim(),
      kind,
      sections: [{ section: 'A', tables: Number(tables) || 1, winners }],
      settings: {
        ranking,
        hideLastRounds: Number(hideLast) || 0,
        names: 'full',
        travellersAtTable: true,
        leadRequired,
      },
    }).then((r) => {
      setBusy(false);
      if (!r.ok) {
        setError(tr.error(r.error));
        return;
      }
      try {
        storage()?.setItem(directorKey(r.value.session.id), r.value.directorToken);
      } catch {
        // private mode: the fragment of the director link still holds the token
      }
      window.history.pushState(null, '', `/s/${r.value.session.id}/director#${r.value.directorToken}`);
      navigate({ page: 'director', sessionId: r.value.session.id });
    });
  };
  return (
    <section className="director dir-new" aria-labelledby="new-title">
      <h1 id="new-title">{tr.t('club.dir.newTitle')}</h1>
      <p className="muted">{tr.t('club.dir.newIntro')}</p>
      <form onSubmit={submit} className="dir-form">
        <label>
          {tr.t('club.dir.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
        </label>
        <label>
          {tr.t('club.dir.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            {(['pairs', 'individual', 'teams'] as const).map((k) => (
              <option key={k} value={k}>
                {tr.t(`club.dir.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr.t('club.dir.tables')}
          <input type="number" min={1} max={60} value={tables} onChange={(e) => setTables(e.target.value)} required />
        </label>
        <label>
          {tr.t('club.dir.winners')}
          <select value={winners} onChange={(e) => setWinners(Number(e.target.value) === 1 ? 1 : 2)}>
            <option value={2}>{tr.t('club.dir.winners.two')}</option>
            <option value={1}>{tr.t('club.dir.winners.one')}</option>
          </select>
        </label>
        <label>
          {tr.t('club.dir.ranking')}
          <select value={ranking} onChange={(e) => setRanking(e.target.value as typeof ranking)}>
            <option value="live">{tr.t('club.dir.ranking.live')}</option>
            <option value="after-round">{tr.t('club.dir.ranking.afterRound')}</option>
            <option value="at-end">{tr.t('club.dir.ranking.atEnd')}</option>
          </select>
        </label>
        <label>
          {tr.t('club.dir.hideLast')}
          <input type="number" min={0} max={50} value={hideLast} onChange={(e) => setHideLast(e.target.value)} />
        </label>
        <label className="dir-check">
          <input type="checkbox" checked={leadRequired} onChange={(e) => setLeadRequired(e.target.checked)} />{' '}
          {tr.t('club.dir.leadRequired')}
        </label>
        {error && (
          <p className="entry-refusal" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !name.trim()}>
          {tr.t('club.dir.create')}
        </button>
      </form>
    </section>
  );
}

function directorToken(sessionId: string): string | null {
  const hash = window.location.hash.replace(/^#/, '');
  if (/^[A-Za-z0-9_-]{8,128}$/.test(hash)) {
    try {
      storage()?.setItem(directorKey(sessionId), hash);
    } catch {
      // the fragment is enough for this visit
    }
    return hash;
  }
  try {
    return storage()?.getItem(directorKey(sessionId)) ?? null;
  } catch {
    return null;
  }
}

/** The console page of one session. */
export function DirectorPage({ sessionId }: { readonly sessionId: string }) {
  const { tr } = useI18n();
  const token = useMemo(() => directorToken(sessionId), [sessionId]);
  const api = useMemo(() => (token ? directorApi(sessionId, token) : null), [sessionId, token]);
  const [info, setInfo] = useState<SessionInfo | null>(null);
  const [state, setState] = useState<SessionState | null>(null);
  const [results, setResults] = useState<ResultsState>(EMPTY_RESULTS);
  const [refused, setRefused] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const seq = useRef(-1);
  const trRef = useRef(tr);
  useEffect(() => {
    trRef.current = tr;
  }, [tr]);

  useEffect(() => {
    document.title = info?.name ?? tr.t('club.dir.newTitle');
  }, [info, tr]);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(t);
  }, []);
  useEffect(() => {
    if (!token) return undefined;
    const c = new SessionConnection({
      url: socketUrl(window.location, '/ws/sessions'),
      credential: { role: 'director', sessionId, token },
      lastSeq: () => seq.current,
      onStatus: () => undefined,
      onRefused: (code, message) =>
        setRefused(
          code === 'auth/bad-token' ? trRef.current.t('club.dir.badLink') : trRef.current.error({ code, message }),
        ),
      onMessage: (m) => {
        if (m.type === 'welcome' || m.type === 'sessionInfo') setInfo(m.info);
        else if (m.type === 'state') {
          seq.current = m.seq;
          setState(m.state);
        } else if (m.type === 'event') {
          if (m.seq <= seq.current) return;
          if (m.seq !== seq.current + 1 || !m.event) {
            c.sync(seq.current);
            return;
          }
          seq.current = m.seq;
          const event = m.event;
          setState((s) => (s ? evolve(s, event) : s));
        } else if (m.type === 'results') setResults((r) => mergeResults(r, m));
      },
    });
    c.start();
    return () => c.close();
  }, [sessionId, token]);

  // Round start times come from the server, so the timer survives a reload and shows the same on every console.
  const startedAt = useMemo(
    () =>
      Object.fromEntries(
        (info?.sections ?? []).flatMap((x) => (x.startedAt ? [[x.section, Date.parse(x.startedAt)] as const] : [])),
      ),
    [info],
  );

  if (!token || !api)
    return (
      <p className="entry-refusal" role="alert">
        {tr.t('club.dir.badLink')}
      </p>
    );
  if (refused)
    return (
      <p className="entry-refusal" role="alert">
        {refused}
      </p>
    );
  if (!info || !state)
    return (
      <p className="entry-note" role="status">
        {tr.t('club.loading')}
      </p>
    );
  return <DirectorScreen info={info} state={state} results={results} api={api} now={now} roundStartedAt={startedAt} />;
}
