/**
 * The English messages of accounts and history (apps/web/src/account and src/history; issue 26):
 * sign up, sign in, sign out; "My deals"; a past deal with its replay, files and share link. The
 * source of the account ids; the other `account.*.ts` catalogs have the same ids.
 *
 * ```ts
 * accountEn['history.count'] // '{count, plural, one {# deal} other {# deals}}'
 * ```
 */

/** Accounts and history, in English. */
export const accountEn = {
  'account.link.signIn': 'Sign in',
  'account.link.deals': 'My deals',
  'account.link.account': 'Account of {name}',
  'account.title': 'Your account',
  'account.checking': 'Checking whether you are signed in…',
  'account.signInTitle': 'Sign in',
  'account.signUpTitle': 'Create an account',
  'account.mode': 'Sign in or create an account',
  'account.signIn': 'Sign in',
  'account.signUp': 'Create account',
  'account.optional':
    'An account is optional: guests play as before. With one, your deals and seats follow you to every device.',
  'account.name': 'Name',
  'account.password': 'Password',
  'account.passwordHint': 'At least 10 characters. A few words you remember are fine; not your name.',
  'account.guestKept': 'What you played as a guest on this device becomes your account’s.',
  'account.guestDeals': 'See what you played here.',
  'account.working': 'One moment…',
  'account.created': 'Welcome, {name}: your account is ready.',
  'account.signedInAs': 'Signed in as {name}.',
  'account.since': 'Account created on {date}.',
  'account.myDeals': 'My deals',
  'account.signOut': 'Sign out',
  'account.signOutEverywhere': 'Sign out everywhere',
  'account.everywhereHelp': 'Signing out everywhere ends your sessions on every device, this one included.',

  'history.title': 'My deals',
  'history.guest': 'You are playing as a guest: these are the deals played on this device.',
  'history.signInToKeep': 'Sign in or create an account to keep them on every device.',
  'history.filters': 'Filter the deals',
  'history.any': 'Any',
  'history.form': 'Table',
  'history.role': 'You were',
  'history.role.declarer': 'declarer',
  'history.role.dummy': 'dummy',
  'history.role.defender': 'defender',
  'history.role.passed-out': 'passed out',
  'history.contract': 'Contract',
  'history.contractPlaceholder': 'e.g. 4S, 3NT, 4HX',
  'history.table': 'Table code',
  'history.tablePlaceholder': 'e.g. QWERTY',
  'history.since': 'From',
  'history.until': 'To',
  'history.search': 'Search',
  'history.clear': 'Clear',
  'history.list': 'Deals played, newest first',
  'history.loading': 'Loading…',
  'history.none': 'No deal yet: deals appear here once they have been played to the end.',
  'history.noneFound': 'No deal matches these filters.',
  'history.play': 'Play a deal',
  'history.count': '{count, plural, one {# deal} other {# deals}}',
  'history.more': 'Show more',
  'history.date': 'Date',
  'history.board': 'Board',
  'history.seat': 'Seat',
  'history.score': 'Score',
  'history.par': 'Par',
  'history.fromPar': '± par',
  'history.open': 'Open board {board}: {contract}',

  'deal.title': 'Board {board}',
  'deal.table': 'table {code}',
  'deal.youSat': 'You sat {seat}.',
  'deal.notFound': 'Deal not found',
  'deal.backToDeals': 'My deals',
  'deal.result': 'Result and replay',
  'deal.yourScore': 'your side {score}',
  'deal.replayFelt': 'The hands during the replay',
  'deal.trick': 'Trick {number}',
  'deal.auction': 'Auction',
  'deal.auctionHelp': 'Choose a call to read its alert.',
  'deal.noAnalysis': 'This server does not work out double-dummy tables.',
  'deal.files': 'Files and sharing',
  'deal.downloadPbn': 'Download PBN',
  'deal.downloadLin': 'Download LIN',
  'deal.share': 'Share link',
  'deal.shareLink': 'Link to this deal',
  'deal.copy': 'Copy',
  'deal.copied': 'Copied',
  'deal.shareHelp': 'Anyone with the link sees the whole deal, without signing in.',
} as const;

/** An account catalog: the same ids as the English one. */
export type AccountCatalog = { readonly [K in keyof typeof accountEn]: string };
