/**
 * The account page (`/account`, issue 26): sign up or sign in with a name and a password; once
 * signed in, the name, a way to "My deals", sign out on this device or on every device. Accounts
 * are optional: a guest plays on, and whatever they played as a guest on this device (the seat
 * tickets it keeps) becomes the account's when they sign up or sign in here.
 *
 * ```tsx
 * <AccountProvider><AccountPage /></AccountProvider>
 * ```
 */
import { useEffect, useId, useState } from 'react';
import { linkClick } from '../route.js';
import { useI18n } from '../i18n.js';
import type { Passkey } from '@biritch/protocol';
import { deviceSeatTokens, signIn, signOut, signOutEverywhere, signUp } from './accountApi.js';
import { addPasskey, canUsePasskeys, listPasskeys, removePasskey, signInWithPasskey } from './passkeyApi.js';
import './account.css';
import { useAccount } from './accountContext.js';

type Mode = 'signIn' | 'signUp';
type Problem = { readonly code: string; readonly message: string } | null;

/** Sign up, sign in, sign out (here or everywhere). */
export function AccountPage() {
  const { tr } = useI18n();
  const { known, account, setAccount } = useAccount();
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${tr.t('account.title')} — Biritch`;
  }, [tr]);

  if (!known)
    return (
      <p className="muted" role="status">
        {tr.t('account.checking')}
      </p>
    );

  if (!account)
    return (
      <SignInForm
        onDone={(a, mode) => {
          setAccount(a);
          setNotice(mode === 'signUp' ? tr.t('account.created', { name: a.name }) : null);
        }}
      />
    );

  const out = async (everywhere: boolean) => {
    setBusy(true);
    setProblem(null);
    const r = everywhere ? await signOutEverywhere() : await signOut();
    setBusy(false);
    if (!r.ok) {
      // Signed out already elsewhere: this device is a guest now.
      if (r.error.code === 'account/not-signed-in') setAccount(null);
      else setProblem(r.error);
      return;
    }
    setNotice(null);
    setAccount(null);
  };

  return (
    <section className="panel account-panel" aria-labelledby="account-title">
      <h1 id="account-title">{tr.t('account.title')}</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <p data-testid="signed-in-as">{tr.t('account.signedInAs', { name: account.name })}</p>
      <p className="muted">
        {tr.t('account.since', { date: tr.date(new Date(account.createdAt), { dateStyle: 'long' }) })}
      </p>
      <p>
        <a className="btn btn-primary account-deals" href="/deals" onClick={linkClick({ page: 'deals' })}>
          {tr.t('account.myDeals')}
        </a>
      </p>
      <div className="account-actions">
        <button type="button" className="btn" id="sign-out" disabled={busy} onClick={() => void out(false)}>
          {tr.t('account.signOut')}
        </button>
        <button type="button" className="btn" id="sign-out-everywhere" disabled={busy} onClick={() => void out(true)}>
          {tr.t('account.signOutEverywhere')}
        </button>
      </div>
      <p className="muted">{tr.t('account.everywhereHelp')}</p>
      {problem && (
        <p className="form-error" role="alert">
          {tr.error(problem)}
        </p>
      )}
      <Passkeys />
    </section>
  );
}

/** The account's passkeys: the list, add one (the browser's own dialog), remove one. */
function Passkeys() {
  const { tr } = useI18n();
  const [keys, setKeys] = useState<readonly Passkey[] | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void listPasskeys().then((r) => {
      if (!live) return;
      if (r.ok) setKeys(r.value);
      else setProblem(r.error);
    });
    return () => {
      live = false;
    };
  }, []);
  const day = (iso: string) => tr.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const add = async () => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    const r = await addPasskey();
    setBusy(false);
    if (!r.ok) {
      setProblem(r.error);
      return;
    }
    setKeys([...(keys ?? []), r.value]);
    setNotice(tr.t('account.passkeys.added'));
  };
  const remove = async (id: string) => {
    setProblem(null);
    setNotice(null);
    const r = await removePasskey(id);
    if (!r.ok) setProblem(r.error);
    else setKeys((keys ?? []).filter((k) => k.id !== id));
  };
  return (
    <section className="account-passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{tr.t('account.passkeys.title')}</h2>
      <p className="muted">{tr.t('account.passkeys.help')}</p>
      {keys !== null && keys.length === 0 && <p className="muted">{tr.t('account.passkeys.none')}</p>}
      {keys !== null && keys.length > 0 && (
        <ul className="passkey-list" data-testid="passkeys">
          {keys.map((k) => (
            <li key={k.id}>
              <span>
                {tr.t('account.passkeys.item', {
                  created: day(k.createdAt),
                  used: k.lastUsedAt ? day(k.lastUsedAt) : tr.t('account.passkeys.neverUsed'),
                })}
              </span>
              <button
                type="button"
                className="btn btn-small"
                aria-label={tr.t('account.passkeys.removeLabel', { created: day(k.createdAt) })}
                onClick={() => void remove(k.id)}
              >
                {tr.t('account.passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {canUsePasskeys() && (
        <button type="button" className="btn" id="add-passkey" disabled={busy} onClick={() => void add()}>
          {tr.t('account.passkeys.add')}
        </button>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {tr.error(problem)}
        </p>
      )}
    </section>
  );
}

/** The sign-in and sign-up form (one form, two modes: the fields are the same). */
function SignInForm({
  onDone,
}: {
  readonly onDone: (account: { name: string; createdAt: string; id: string }, mode: Mode) => void;
}) {
  const { tr } = useI18n();
  const [mode, setMode] = useState<Mode>('signIn');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const hintId = useId();

  const withPasskey = async () => {
    setBusy(true);
    setProblem(null);
    const r = await signInWithPasskey(deviceSeatTokens(window.localStorage));
    setBusy(false);
    if (!r.ok) setProblem(r.error);
    else onDone(r.value, 'signIn');
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    const tokens = deviceSeatTokens(window.localStorage);
    const r =
      mode === 'signUp' ? await signUp(name.trim(), password, tokens) : await signIn(name.trim(), password, tokens);
    setBusy(false);
    if (!r.ok) {
      setProblem(r.error);
      return;
    }
    setPassword('');
    onDone(r.value, mode);
  };

  const titleId = 'account-title';
  return (
    <form className="panel form-grid account-panel" onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
      <h1 id={titleId}>{mode === 'signUp' ? tr.t('account.signUpTitle') : tr.t('account.signInTitle')}</h1>
      <div className="segmented account-modes" role="group" aria-label={tr.t('account.mode')}>
        <button
          type="button"
          id="mode-sign-in"
          aria-pressed={mode === 'signIn'}
          onClick={() => {
            setMode('signIn');
            setProblem(null);
          }}
        >
          {tr.t('account.signIn')}
        </button>
        <button
          type="button"
          id="mode-sign-up"
          aria-pressed={mode === 'signUp'}
          onClick={() => {
            setMode('signUp');
            setProblem(null);
          }}
        >
          {tr.t('account.signUp')}
        </button>
      </div>
      <p className="muted">{tr.t('account.optional')}</p>
      <div>
        <label className="field-label" htmlFor="account-name">
          {tr.t('account.name')}
        </label>
        <input
          id="account-name"
          type="text"
          autoComplete="username"
          required
          minLength={2}
          maxLength={32}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div>
        <label className="field-label" htmlFor="account-password">
          {tr.t('account.password')}
        </label>
        <input
          id="account-password"
          type="password"
          autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
          required
          maxLength={200}
          aria-describedby={mode === 'signUp' ? hintId : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === 'signUp' && (
          <p className="muted field-hint" id={hintId}>
            {tr.t('account.passwordHint')}
          </p>
        )}
      </div>
      <p className="muted">
        {tr.t('account.guestKept')}{' '}
        <a href="/deals" onClick={linkClick({ page: 'deals' })}>
          {tr.t('account.guestDeals')}
        </a>
      </p>
      {problem && (
        <p className="form-error" role="alert">
          {tr.error(problem)}
        </p>
      )}
      <button className="btn btn-primary" type="submit" id="account-submit" disabled={busy}>
        {busy ? tr.t('account.working') : mode === 'signUp' ? tr.t('account.signUp') : tr.t('account.signIn')}
      </button>
      {mode === 'signIn' && canUsePasskeys() && (
        <>
          <p className="account-or" aria-hidden="true">
            {tr.t('account.or')}
          </p>
          <button type="button" className="btn" id="passkey-sign-in" disabled={busy} onClick={() => void withPasskey()}>
            {tr.t('account.passkeySignIn')}
          </button>
        </>
      )}
    </form>
  );
}
