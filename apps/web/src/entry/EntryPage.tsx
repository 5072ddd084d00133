/**
 * The table device's page (`/j/CODE#PIN`, the table card's QR code, or `/j` to type them): joins
 * with the code and PIN, follows the table over the session socket, and sends results through the
 * outbox, so an entry made offline is sent on reconnect — once — and a reload loses nothing.
 *
 * ```tsx
 * <EntryPage code="K7QXM2" />   // the PIN is read from location.hash or the device's memory
 * ```
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionCommandMessage, SessionInfo, SessionTableView } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import { socketUrl } from '../net/connection.js';
import { joinTable } from '../club/clubApi.js';
import { SessionConnection, type SessionLinkStatus } from '../club/sessionConnection.js';
import { EntryScreen } from './EntryScreen.js';
import { makeCommandId, makeOutbox, type OutboxEntry } from './outbox.js';

/** Where the device remembers its table (code and PIN), so a reload needs no typing. */
export const DEVICE_KEY = 'biritch.club.device';

interface Device {
  readonly code: string;
  readonly pin: string;
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function rememberedDevice(code: string | null): Device | null {
  const hashPin = /^#?(\d{4})$/.exec(window.location.hash)?.[1];
  if (code && hashPin) return { code, pin: hashPin };
  try {
    const raw = storage()?.getItem(DEVICE_KEY);
    const d = raw ? (JSON.parse(raw) as Device) : null;
    if (
      d &&
      typeof d.code === 'string' &&
      typeof d.pin === 'string' &&
      (code === null || d.code.toUpperCase() === code.toUpperCase())
    )
      return d;
  } catch {
    // unreadable memory: ask again
  }
  return null;
}

const randomHex = (): string => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The table device's page. */
export function EntryPage({ code }: { readonly code: string | null }) {
  const { tr } = useI18n();
  const [device, setDevice] = useState<Device | null>(() => rememberedDevice(code));
  const [joinError, setJoinError] = useState<string | null>(null);
  useEffect(() => {
    document.title = tr.t('club.join.title');
  }, [tr]);

  if (!device)
    return (
      <JoinForm
        initialCode={code ?? ''}
        error={joinError}
        onJoin={async (c, pin) => {
          const r = await joinTable(c, pin);
          if (!r.ok) {
            setJoinError(tr.error(r.error));
            return;
          }
          const d = { code: r.value.code, pin };
          try {
            storage()?.setItem(DEVICE_KEY, JSON.stringify(d));
          } catch {
            // private mode: the device stays joined for this visit
          }
          setJoinError(null);
          setDevice(d);
        }}
      />
    );
  return (
    <TableDevice
      key={device.code}
      device={device}
      onRefused={(message) => {
        setJoinError(message);
        setDevice(null);
      }}
    />
  );
}

function JoinForm({
  initialCode,
  error,
  onJoin,
}: {
  initialCode: string;
  error: string | null;
  onJoin: (code: string, pin: string) => Promise<void>;
}) {
  const { tr } = useI18n();
  const [code, setCode] = useState(initialCode);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    void onJoin(code.trim(), pin.trim()).finally(() => setBusy(false));
  };
  return (
    <section className="entry join" aria-labelledby="join-title">
      <h1 id="join-title" className="entry-title">
        {tr.t('club.join.title')}
      </h1>
      <p className="entry-note">{tr.t('club.join.intro')}</p>
      <form onSubmit={submit} className="join-form">
        <label>
          {tr.t('club.join.code')}
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            required
            maxLength={16}
          />
        </label>
        <label>
          {tr.t('club.join.pin')}
          <input
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            inputMode="numeric"
            pattern="[0-9]{4}"
            autoComplete="off"
            required
            maxLength={4}
          />
        </label>
        {error && (
          <p className="entry-refusal" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary entry-big" disabled={busy}>
          {tr.t('club.join.submit')}
        </button>
      </form>
    </section>
  );
}

function TableDevice({ device, onRefused }: { device: Device; onRefused: (message: string) => void }) {
  const { tr } = useI18n();
  const outbox = useRef(makeOutbox(storage(), `biritch.outbox.${device.code.toUpperCase()}`));
  const [queued, setQueued] = useState<readonly OutboxEntry[]>(() => outbox.current.list());
  const [view, setView] = useState<SessionTableView | null>(null);
  const [leadRequired, setLeadRequired] = useState(false);
  const [info, setInfo] = useState<SessionInfo | null>(null);
  const [status, setStatus] = useState<SessionLinkStatus>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  const conn = useRef<SessionConnection | null>(null);
  const sent = useRef(new Map<string, string>()); // request id → commandId
  const seq = useRef(-1);
  const latest = useRef({ tr, onRefused });
  useEffect(() => {
    latest.current = { tr, onRefused };
  }, [tr, onRefused]);

  const flush = useCallback(() => {
    const c = conn.current;
    if (!c?.isOpen) return;
    const inFlight = new Set(sent.current.values());
    for (const e of outbox.current.list()) {
      if (inFlight.has(e.commandId)) continue;
      const id = c.command(e.command, { commandId: e.commandId, side: e.side });
      if (id) sent.current.set(id, e.commandId);
    }
  }, []);

  useEffect(() => {
    const c = new SessionConnection({
      url: socketUrl(window.location, '/ws/sessions'),
      credential: { role: 'table', code: device.code, pin: device.pin },
      lastSeq: () => seq.current,
      onStatus: (s) => {
        setStatus(s);
        if (s !== 'open') sent.current.clear();
      },
      onRefused: (code, message) => latest.current.onRefused(latest.current.tr.error({ code, message })),
      onMessage: (m) => {
        if (m.type === 'welcome') {
          setLeadRequired(m.info.settings.leadRequired);
          setInfo(m.info);
          queueMicrotask(flush);
        } else if (m.type === 'sessionInfo') {
          setLeadRequired(m.info.settings.leadRequired);
          setInfo(m.info);
        } else if (m.type === 'tableView') {
          seq.current = m.seq;
          setView(m.view);
        } else if (m.type === 'event') {
          if (seq.current >= 0 && m.seq > seq.current + 1) c.sync(seq.current);
        } else if (m.type === 'ack' || m.type === 'error') {
          const commandId = m.id !== undefined ? sent.current.get(m.id) : undefined;
          if (m.id !== undefined) sent.current.delete(m.id);
          if (commandId) {
            outbox.current.remove(commandId);
            setQueued(outbox.current.list());
          }
          if (m.type === 'error') setRefusal(latest.current.tr.error({ code: m.code, message: m.message }));
          else setRefusal(null);
        }
      },
    });
    conn.current = c;
    const offline = () => c.pause();
    const online = () => c.resume();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (navigator.onLine === false) c.pause();
    else c.start();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      conn.current = null;
      c.close();
    };
  }, [device.code, device.pin, flush]);

  const send = (command: SessionCommandMessage, side: 'NS' | 'EW', score: number | null) => {
    setRefusal(null);
    outbox.current.add({ commandId: makeCommandId(randomHex()), side, command, score });
    setQueued(outbox.current.list());
    flush();
  };

  if (!view)
    return (
      <p className="entry-note" role="status">
        {tr.t('club.loading')}
      </p>
    );
  return (
    <EntryScreen
      view={view}
      queued={queued}
      leadRequired={leadRequired}
      online={status === 'open'}
      refusal={refusal}
      onSend={send}
      directorCalled={info?.sections.find((x) => x.section === view.section)?.calls?.includes(view.table) ?? false}
      onCallDirector={(on) => void conn.current?.callDirector(on)}
    />
  );
}
