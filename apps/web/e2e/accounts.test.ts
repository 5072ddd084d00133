// End-to-end: accounts in the browser (issue 26, "Accounts"): sign up, sign out, sign in, a wrong
// password refused, sign out everywhere; the same person on a second device is recognised at their
// table, and one person cannot take a second seat there. Debian's Chromium, the real server.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { needsChromium, useE2eSession } from './harness.js';
import { createTable } from './driver.js';

const session = useE2eSession();
const { newPage, withServerLog } = session;
const POLL = { timeout: 20_000, interval: 100 };
const PASSWORD = 'lavender kettle harbour';

/** Signs up (or in) on the account page; the page then shows the signed-in view. */
async function signUpOrIn(page: Page, name: string, mode: 'up' | 'in', password = PASSWORD): Promise<void> {
  await page.goto(`${session.server.url}/account`);
  await page.locator(mode === 'up' ? '#mode-sign-up' : '#mode-sign-in').click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill(password);
  await page.locator('#account-submit').click();
}

describe.skipIf(!needsChromium())('accounts in the browser', () => {
  it(
    'signs up, stays signed in after a reload, signs out and back in, refuses a wrong password',
    {
      timeout: 120_000,
    },
    () =>
      withServerLog(async () => {
        const page = await newPage();
        await signUpOrIn(page, 'Ada Lovelace', 'up');
        await expect
          .poll(() => page.locator('[data-testid="signed-in-as"]').innerText(), POLL)
          .toContain('Ada Lovelace');
        expect(await page.locator('[data-testid="topbar-account"]').innerText()).toBe('Ada Lovelace');
        // The session is an HttpOnly cookie: the page's scripts cannot read it.
        expect(await page.evaluate(() => document.cookie)).not.toContain('biritch_session');
        await page.reload();
        await expect.poll(() => page.locator('[data-testid="signed-in-as"]').count(), POLL).toBe(1);

        await page.locator('#sign-out').click();
        await page.locator('#account-submit').waitFor();
        expect(await page.locator('[data-testid="topbar-account"]').innerText()).toBe('Sign in');

        await signUpOrIn(page, 'Ada Lovelace', 'in', 'not the password at all');
        await expect
          .poll(() => page.locator('.form-error[role="alert"]').innerText(), POLL)
          .toBe('The name or the password is wrong.');
        await signUpOrIn(page, 'ada lovelace', 'in');
        await expect
          .poll(() => page.locator('[data-testid="signed-in-as"]').innerText(), POLL)
          .toContain('Ada Lovelace');
        await page.context().close();
      }),
  );

  it('refuses a taken name and a short password with their messages', { timeout: 60_000 }, () =>
    withServerLog(async () => {
      const page = await newPage({ width: 390, height: 844 });
      await signUpOrIn(page, 'Grace', 'up', 'short');
      await expect
        .poll(() => page.locator('.form-error').innerText(), POLL)
        .toBe('A password has at least 10 characters.');
      await signUpOrIn(page, 'Grace', 'up');
      await page.locator('[data-testid="signed-in-as"]').waitFor();
      const other = await newPage();
      await signUpOrIn(other, 'GRACE', 'up');
      await expect
        .poll(() => other.locator('.form-error').innerText(), POLL)
        .toBe('This name is taken; choose another.');
      await page.context().close();
      await other.context().close();
    }),
  );

  it('signs out everywhere: the other device is signed out too', { timeout: 60_000 }, () =>
    withServerLog(async () => {
      const phone = await newPage({ width: 390, height: 844 });
      const desk = await newPage();
      await signUpOrIn(phone, 'Alan', 'up');
      await phone.locator('[data-testid="signed-in-as"]').waitFor();
      await signUpOrIn(desk, 'Alan', 'in');
      await desk.locator('[data-testid="signed-in-as"]').waitFor();
      await desk.locator('#sign-out-everywhere').click();
      await desk.locator('#account-submit').waitFor();
      await phone.reload();
      await expect.poll(() => phone.locator('#account-submit').count(), POLL).toBe(1);
      await phone.context().close();
      await desk.context().close();
    }),
  );

  it(
    'recognises the same person on a second device at their table, and gives them no second seat',
    {
      timeout: 120_000,
    },
    () =>
      withServerLog(async () => {
        const first = await newPage();
        await signUpOrIn(first, 'Edsger', 'up');
        await first.locator('[data-testid="signed-in-as"]').waitFor();
        const code = await createTable(first, session.server.url, { N: 'Open', E: 'Robot', S: 'Me', W: 'Robot' });
        await first.locator('.seat-area.at-bottom[data-seat="S"] .card[data-card]').first().waitFor();

        // A second browser with no seat ticket: signed in, the table seats it at South by the account.
        const second = await newPage({ width: 390, height: 844 });
        await signUpOrIn(second, 'Edsger', 'in');
        await second.locator('[data-testid="signed-in-as"]').waitFor();
        await second.goto(`${session.server.url}/t/${code}`);
        const hand = second.locator('.seat-area.at-bottom[data-seat="S"] .card[data-card]');
        await expect.poll(() => hand.count(), POLL).toBe(13);
        expect(await second.locator('.seat-area.at-bottom .nameplate').innerText()).toContain('You');

        // One person, one seat: North stays open to others but not to this account.
        const refused = await second.evaluate(async (c) => {
          const res = await fetch(`/api/tables/${c}/seats/N`, { method: 'POST' });
          return { status: res.status, body: (await res.json()) as { error?: { code?: string } } };
        }, code);
        expect(refused).toEqual({
          status: 409,
          body: { error: expect.objectContaining({ code: 'seat/already-seated' }) },
        });
        await first.context().close();
        await second.context().close();
      }),
  );

  it(
    'adds a passkey and signs in with it (CDP virtual authenticator), without name or password',
    {
      timeout: 120_000,
    },
    () =>
      withServerLog(async () => {
        const page = await newPage();
        // WebAuthn refuses an IP address as the relying party: the page is opened as localhost.
        const base = session.server.url.replace('127.0.0.1', 'localhost');
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('WebAuthn.enable');
        const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: {
            protocol: 'ctap2',
            transport: 'internal',
            hasResidentKey: true,
            hasUserVerification: true,
            isUserVerified: true,
            automaticPresenceSimulation: true,
          },
        });
        await page.goto(`${base}/account`);
        await page.locator('#mode-sign-up').click();
        await page.locator('#account-name').fill('Radia');
        await page.locator('#account-password').fill(PASSWORD);
        await page.locator('#account-submit').click();
        await page.locator('#add-passkey').click();
        await expect.poll(() => page.locator('[data-testid="passkeys"] li').count(), POLL).toBe(1);
        const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
        expect(credentials).toHaveLength(1);
        expect(credentials[0]!.isResidentCredential).toBe(true);

        await page.locator('#sign-out').click();
        await page.locator('#passkey-sign-in').click();
        await expect.poll(() => page.locator('[data-testid="signed-in-as"]').innerText(), POLL).toContain('Radia');
        expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]!.signCount).toBe(2);
        // The list says when it was last used; removing it leaves none.
        await expect.poll(() => page.locator('[data-testid="passkeys"] li').innerText(), POLL).not.toMatch(/never$/);
        await page.locator('[data-testid="passkeys"] li button').click();
        await expect.poll(() => page.locator('[data-testid="passkeys"]').count(), POLL).toBe(0);
        // A removed passkey no longer signs in.
        await page.locator('#sign-out').click();
        await page.locator('#passkey-sign-in').click();
        await expect.poll(() => page.locator('.form-error').innerText(), POLL).toMatch(/could not be verified/);
        await page.context().close();
      }),
  );
});
