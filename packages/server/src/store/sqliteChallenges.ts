/**
 * Passkey ceremonies' challenges in the SQLite store (issue 27): the same semantics as
 * PostgreSQL's `postgresChallenges.ts`. Times in ms since 1970, as `nodes` keeps them. Spending is
 * one `DELETE … RETURNING`, so of two connections answering with one challenge only one gets it.
 *
 * ```ts
 * const challenges = makeSqliteChallenges(sqlite);
 * await challenges.putPasskeyChallenge({ challenge, purpose: 'sign-in', accountId: null, expiresAt }, now, 10_000);
 * await challenges.takePasskeyChallenge(challenge, 'sign-in', null, now); // the challenge, once; then null
 * ```
 */
import type Database from 'better-sqlite3';
import { sql, type Kysely, type Migration } from 'kysely';
import type { PasskeyChallenge, TableStore } from './types.js';

/** The challenges table (issue 27): a migration of the SQLite store. */
export const SQLITE_CHALLENGES_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE passkey_challenges (
      challenge TEXT PRIMARY KEY,
      purpose TEXT NOT NULL,
      account_id TEXT,
      expires_at INTEGER NOT NULL)`.execute(db);
    await sql`CREATE INDEX passkey_challenges_expiry ON passkey_challenges (purpose, expires_at)`.execute(db);
    await sql`CREATE INDEX passkey_challenges_account ON passkey_challenges (account_id)`.execute(db);
  },
};

/** The challenges part of `TableStore`. */
export type ChallengesStore = Pick<TableStore, 'putPasskeyChallenge' | 'takePasskeyChallenge'>;

interface ChallengeRow {
  challenge: string;
  purpose: string;
  account_id: string | null;
  expires_at: number;
}

const toChallenge = (r: ChallengeRow): PasskeyChallenge => ({
  challenge: r.challenge,
  purpose: r.purpose === 'register' ? 'register' : 'sign-in',
  accountId: r.account_id,
  expiresAt: r.expires_at,
});

/** The challenges on a better-sqlite3 connection (synchronous transactions: nothing slips in). */
export function makeSqliteChallenges(sqlite: Database.Database): ChallengesStore {
  const dropExpired = sqlite.prepare<[number]>('DELETE FROM passkey_challenges WHERE expires_at <= ?');
  const dropRegistering = sqlite.prepare<[string]>(
    "DELETE FROM passkey_challenges WHERE purpose = 'register' AND account_id = ?",
  );
  const insert = sqlite.prepare<[string, string, string | null, number]>(
    'INSERT INTO passkey_challenges (challenge, purpose, account_id, expires_at) VALUES (?, ?, ?, ?)',
  );
  // Those beyond the newest `max`: the ones that expire first go first.
  const dropBeyond = sqlite.prepare<[number]>(
    `DELETE FROM passkey_challenges WHERE challenge IN (
       SELECT challenge FROM passkey_challenges WHERE purpose = 'sign-in'
       ORDER BY expires_at DESC, challenge LIMIT -1 OFFSET ?)`,
  );
  const take = sqlite.prepare<[string, string, string | null], ChallengeRow>(
    `DELETE FROM passkey_challenges WHERE challenge = ? AND purpose = ? AND account_id IS ?
     RETURNING challenge, purpose, account_id, expires_at`,
  );
  const put = sqlite.transaction((c: PasskeyChallenge, now: number, maxSignIn: number) => {
    dropExpired.run(now);
    if (c.purpose === 'register' && c.accountId !== null) dropRegistering.run(c.accountId);
    insert.run(c.challenge, c.purpose, c.accountId, c.expiresAt);
    if (c.purpose === 'sign-in') dropBeyond.run(maxSignIn);
  });
  return {
    async putPasskeyChallenge(c, now, maxSignIn) {
      put.immediate(c, now, maxSignIn);
    },
    async takePasskeyChallenge(challenge, purpose, accountId, now) {
      const row = take.get(challenge, purpose, purpose === 'register' ? accountId : null);
      return row && row.expires_at > now ? toChallenge(row) : null;
    },
  };
}
