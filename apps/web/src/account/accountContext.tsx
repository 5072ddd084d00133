/**
 * Who is signed in, for the whole app: asked of the server once (`GET /api/me`), changed by the
 * account page after a sign-in or sign-out. Guests are `account: null`; the app works the same
 * for them, and their seat tickets stay in this browser.
 *
 * ```tsx
 * <AccountProvider><App /></AccountProvider>
 * const { account, setAccount } = useAccount();   // account?.name in the top bar
 * ```
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Account } from '@biritch/protocol';
import { whoAmI } from './accountApi.js';

/** The signed-in account as the app knows it. */
export interface AccountState {
  /** Whether the server has answered yet (the top bar waits before offering "Sign in"). */
  readonly known: boolean;
  readonly account: Account | null;
  /** After a sign-in (the account) or a sign-out (null). */
  readonly setAccount: (account: Account | null) => void;
}

const AccountContext = createContext<AccountState>({ known: false, account: null, setAccount: () => {} });

/** The app's signed-in account (a guest outside a provider). */
export const useAccount = (): AccountState => useContext(AccountContext);

/** Asks the server who is signed in and shares the answer. */
export function AccountProvider({ children }: { readonly children: ReactNode }) {
  const [known, setKnown] = useState(false);
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    let live = true;
    void whoAmI().then((r) => {
      if (!live) return;
      // Unreachable server: play on as a guest; the account page asks again.
      setAccount(r.ok ? r.value : null);
      setKnown(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const value = useMemo(
    () => ({
      known,
      account,
      setAccount: (a: Account | null) => {
        setAccount(a);
        setKnown(true);
      },
    }),
    [known, account],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
