/**
 * Practice deal types (issue 26, "Keep playing"): constraints for @biritch/dealer, seen from the
 * player who asks, and the deal they give. The deal is made here, by the server, and reaches the
 * seats as any deal does (`handDealt` to its holder only), so nobody learns more than usual.
 *
 * ```ts
 * const deal = unwrap(practiceDeal('oneNoTrump', 'S', 'N', cryptoRandom()));
 * hcp(deal.S); // 15–17, balanced; North, East pass (10 points or fewer)
 * ```
 * - `declare`: your side holds 25+ points and you at least as many as partner, so you will
 *   usually declare.
 * - `slam`: your side holds 32+ points.
 * - `competitive`: each side 17–23 points and each side an eight-card fit.
 * - `oneNoTrump`: you hold 15–17 balanced, and the players before you (from the dealer) 10 or
 *   fewer, so nobody opens before you.
 *
 * The type is kept in the table's log: the server adds a `practice` field to the `dealStarted` event
 * it stores (`markPractice`), and a table rebuilt from its log reads it back (`practiceOf`).
 */
import { err, ok, SEATS, type Deal, type Result, type Seat, type TableEvent } from '@biritch/core';
import { BALANCED, makeDealer, type DealConstraints, type RandomSource } from '@biritch/dealer';
import { PRACTICE_KINDS, type PracticeKind } from '@biritch/protocol';

/**
 * Deals examined at most for one practice deal. Measured 2026-11-26 (200 deals of each type, seeded,
 * on the shared 2-core machine): `slam` examines 149 deals on average (0.1–1.2 ms a deal),
 * `oneNoTrump` 19–40, `declare` 11–12, `competitive` 2. A thousand times the worst mean keeps
 * the table's queue from being held for long (about a second at most) if a type ever misses.
 */
export const PRACTICE_MAX_ATTEMPTS = 150_000;

const partnerOf = (s: Seat): Seat => SEATS[(SEATS.indexOf(s) + 2) % 4]!;
const leftOf = (s: Seat): Seat => SEATS[(SEATS.indexOf(s) + 1) % 4]!;

/** An eight-card fit for the side of `a` and `b`, in the `--where` language. */
const fit = (a: Seat, b: Seat): string =>
  `(${['spades', 'hearts', 'diamonds', 'clubs'].map((s) => `${s}(${a}) + ${s}(${b}) >= 8`).join(' || ')})`;

/** The dealer package's constraints for a practice type asked for by `seat`, with `dealer` dealing. */
export function practiceConstraints(kind: PracticeKind, seat: Seat, dealer: Seat): DealConstraints {
  const me = seat;
  const partner = partnerOf(seat);
  const lho = leftOf(seat);
  const rho = partnerOf(lho);
  switch (kind) {
    case 'declare':
      return { where: `hcp(${me}) + hcp(${partner}) >= 25 && hcp(${me}) >= hcp(${partner})` };
    case 'slam':
      return { where: `hcp(${me}) + hcp(${partner}) >= 32` };
    case 'competitive':
      return {
        where:
          `hcp(${me}) + hcp(${partner}) >= 17 && hcp(${me}) + hcp(${partner}) <= 23 && ` +
          `${fit(me, partner)} && ${fit(lho, rho)}`,
      };
    case 'oneNoTrump': {
      const before: Seat[] = [];
      for (let s = dealer; s !== me; s = leftOf(s)) before.push(s);
      return {
        [me]: { hcp: [15, 17], shape: BALANCED },
        ...(before.length > 0 ? { where: before.map((s) => `hcp(${s}) <= 10`).join(' && ') } : {}),
      };
    }
  }
}

/** A deal of the practice type for `seat` (dealer `dealer`), from `random`. */
export function practiceDeal(kind: PracticeKind, seat: Seat, dealer: Seat, random: RandomSource): Result<Deal> {
  const dealerR = makeDealer(practiceConstraints(kind, seat, dealer), { random, maxAttempts: PRACTICE_MAX_ATTEMPTS });
  if (!dealerR.ok) return dealerR;
  const deal = dealerR.value.next();
  if (!deal.ok) return err('deal/practice-failed', `no ${kind} deal was found; try again`);
  return ok(deal.value);
}

/** A `dealStarted` event as the server stores it: with the practice type the deal was dealt as. */
export type PracticeDealStarted = Extract<TableEvent, { type: 'dealStarted' }> & { readonly practice?: PracticeKind };

/**
 * The events of a command with `kind` written on their `dealStarted` (the rules engine does not know
 * practice types: the field is the server's label, and core's `evolve` ignores it). Unchanged when
 * `kind` is null.
 */
export function markPractice(events: readonly TableEvent[], kind: PracticeKind | null): readonly TableEvent[] {
  if (kind === null) return events;
  return events.map(
    (e): TableEvent => (e.type === 'dealStarted' ? ({ ...e, practice: kind } as PracticeDealStarted) : e),
  );
}

/** The practice type a stored `dealStarted` carries; null for any other event, none, or an unknown type. */
export function practiceOf(event: TableEvent): PracticeKind | null {
  if (event.type !== 'dealStarted') return null;
  const kind: unknown = (event as PracticeDealStarted).practice;
  return (PRACTICE_KINDS as readonly unknown[]).includes(kind) ? (kind as PracticeKind) : null;
}
