/**
 * Passkey ceremonies' challenges in the PostgreSQL store (issue 27): every process of a cluster
 * sees the same challenges, so a ceremony begun on one may finish on another. Keeping is one
 * statement (expired ones dropped, an account's earlier registration replaced, the sign-in
 * challenges capped); spending is one `DELETE … RETURNING`: of two processes answering with the same
 * challenge, only one gets it. Times in ms since 1970 (`bigint`), given by the caller.
 *
 * ```ts
 * const challenges = makePostgresChallenges(db);
 * await challenges.putPasskeyChallenge({ challenge, purpose: 'sign-in', accountId: null, expiresAt }, now, 10_000);
 * await challenges.takePasskeyChallenge(challenge, 'sign-in', null, now); // the challenge, once; then null
 * ```
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { PasskeyChallenge, TableStore } from './types.js';

/** The challenges table (issue 27): a migration of the PostgreSQL store. */
export const POSTGRES_CHALLENGES_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE passkey_challenges (
      challenge text PRIMARY KEY,
      purpose text NOT NULL,
      account_id text,
      expires_at bigint NOT NULL)`.execute(db);
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
  expires_at: string;
}

/** The challenges in a PostgreSQL database (the store's Kysely instance). */
export function makePostgresChallenges(db: Kysely<unknown>): ChallengesStore {
  return {
    async putPasskeyChallenge(c, now, maxSignIn) {
      const register = c.purpose === 'register' ? c.accountId : null;
      // One statement: its deletes and the insert see one snapshot, and the new row is not theirs.
      await sql`
        WITH dropped AS (
          DELETE FROM passkey_challenges
          WHERE expires_at <= ${now}
             OR (purpose = 'register' AND account_id = ${register})
             OR (${c.purpose}::text = 'sign-in' AND challenge IN (
                  SELECT challenge FROM passkey_challenges WHERE purpose = 'sign-in'
                  ORDER BY expires_at DESC, challenge OFFSET ${Math.max(0, maxSignIn - 1)})))
        INSERT INTO passkey_challenges (challenge, purpose, account_id, expires_at)
        VALUES (${c.challenge}, ${c.purpose}, ${c.accountId}, ${c.expiresAt})`.execute(db);
    },
    async takePasskeyChallenge(challenge, purpose, accountId, now) {
      const account = purpose === 'register' ? accountId : null;
      const { rows } = await sql<ChallengeRow>`
        DELETE FROM passkey_challenges
        WHERE challenge = ${challenge} AND purpose = ${purpose} AND account_id IS NOT DISTINCT FROM ${account}
        RETURNING challenge, purpose, account_id, expires_at`.execute(db);
      const row = rows[0];
      if (!row || Number(row.expires_at) <= now) return null;
      const taken: PasskeyChallenge = {
        challenge: row.challenge,
        purpose: row.purpose === 'register' ? 'register' : 'sign-in',
        accountId: row.account_id,
        expiresAt: Number(row.expires_at),
      };
      return taken;
    },
  };
}
