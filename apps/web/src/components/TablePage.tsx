/**
 * A table by its short code: looks the table up, joins with our saved seat ticket (or watches),
 * and shows the table. Open seats can be taken from here; the invitation link is offered.
 *
 * ```tsx
 * <TablePage code="QWERTY" />
 * ```
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Seat } from '@biritch/core';
import type { PlayerCommand, TableInfo } from '@biritch/protocol';
import { claimSeat, getTable } from '../net/api.js';
import { linkClick } from '../route.js';
import { socketUrl } from '../net/connection.js';
import { forgetTicket, loadTicket, saveTicket } from '../net/tickets.js';
import { createTableClient, type TableClient } from '../store/tableClient.js';
import { emptyTableState } from '../store/tableStore.js';
import { selectTable } from '../selectors.js';
import { robotSeats } from '../analysisSelectors.js';
import { useI18n } from '../i18n.js';
import { TableScreen } from './TableScreen.js';

type Lookup =
  | { state: 'loading' }
  | { state: 'missing'; error: { code: string; message: string } }
  | { state: 'found'; info: TableInfo };

/** The page of one table. */
export function TablePage({ code }: { readonly code: string }) {
  const { tr } = useI18n();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [token, setToken] = useState<string | undefined>(undefined);
  const [client, setClient] = useState<TableClient | null>(null);

  useEffect(() => {
    let live = true;
    void getTable(code).then((r) => {
      if (!live) return;
      if (!r.ok) {
        setLookup({ state: 'missing', error: { code: r.error.code, message: r.error.message } });
        return;
      }
      setToken(loadTicket(window.localStorage, r.value.id)?.token);
      setLookup({ state: 'found', info: r.value });
    });
    return () => {
      live = false;
    };
  }, [code]);

  // Until the table shows (it names itself in the title), the tab says the app's name in the language.
  const lookupState = lookup.state;
  useEffect(() => {
    if (lookupState !== 'found') document.title = tr.t('app.title');
  }, [lookupState, tr]);

  const tableId = lookup.state === 'found' ? lookup.info.id : null;
  useEffect(() => {
    if (!tableId) return;
    const c = createTableClient({
      // The table id in the URL lets HAProxy send the socket to the process that serves it (issue 27).
      url: socketUrl(window.location, `/ws?table=${encodeURIComponent(tableId)}`),
      tableId,
      ...(token ? { token } : {}),
      onRefused: (errCode) => {
        if (errCode === 'auth/bad-token') {
          forgetTicket(window.localStorage, tableId);
          setToken(undefined);
        }
      },
    });
    setClient(c);
    return () => c.close();
  }, [tableId, token]);

  const takeSeat = useCallback(
    async (seat: Seat) => {
      if (!tableId) return;
      const r = await claimSeat(tableId, seat, undefined, token);
      if (!r.ok) {
        client?.showError({ code: r.error.code, message: r.error.message });
        return;
      }
      saveTicket(window.localStorage, r.value);
      setToken(r.value.token);
    },
    [tableId, client, token],
  );

  if (lookup.state === 'loading')
    return (
      <p className="muted" role="status">
        {tr.t('table.finding')}
      </p>
    );
  if (lookup.state === 'missing') {
    return (
      <div className="panel" role="alert">
        <h2>{tr.t('table.notFound')}</h2>
        <p>{lookup.error.code === 'table/not-found' ? tr.t('table.noSuchCode', { code }) : tr.error(lookup.error)}</p>
        <a className="btn" href="/" onClick={linkClick({ page: 'lobby' })}>
          {tr.t('table.backToLobby')}
        </a>
      </div>
    );
  }
  return client ? <LiveTable client={client} onTakeSeat={takeSeat} /> : null;
}

function LiveTable({
  client,
  onTakeSeat,
}: {
  readonly client: TableClient;
  readonly onTakeSeat: (seat: Seat) => void;
}) {
  const { labels, locale } = useI18n();
  const state = useSyncExternalStore(client.subscribe, client.getState, () => emptyTableState(''));
  const model = useMemo(
    () => (state.view ? selectTable(state.view, state.seat ?? null, state.info, labels) : null),
    [state.view, state.seat, state.info, labels],
  );
  const send = useCallback((command: PlayerCommand) => client.command(command), [client]);
  // A robot's alert is recorded in its system's English words: its meaning in the reader's
  // language is asked for as soon as the alert is seen, and asked again when the language changes.
  const asked = useRef(new Set<string>());
  const shownIn = useRef(locale);
  useEffect(() => {
    let held = state.explanations;
    if (shownIn.current !== locale) {
      shownIn.current = locale;
      asked.current.clear();
      client.forgetExplanations();
      held = {};
    }
    const robots = robotSeats(state.info);
    const deal = state.info?.current?.deal ?? 0;
    state.view?.auction.forEach((c, i) => {
      const key = `${deal}:${i}`;
      if (c.alert === undefined || !robots.has(c.seat) || Object.hasOwn(held, i)) return;
      if (asked.current.has(key)) return;
      asked.current.add(key);
      client.explain(i, locale);
    });
  }, [client, locale, state.view, state.info, state.explanations]);
  return (
    <TableScreen
      state={state}
      model={model}
      onCommand={send}
      onNextDeal={(request) => client.nextDeal(request)}
      onChat={(text) => client.chat(text)}
      onExplain={(index) => client.explain(index, locale)}
      onExplainLead={() => client.explainLead(locale)}
      onDismissError={() => client.dismissError()}
      onTakeSeat={onTakeSeat}
    />
  );
}
