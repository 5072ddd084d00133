/**
 * Robots at Four at One Table and Hao bridge tables (issue 6): four robots play seeded random
 * boards through core's table machine (rules of thumb for the cards, no solver) and the script
 * counts what their auctions lead to — deals not played, partner-dummies, contracts made — with
 * the per-player score sheet of the session and a few sample auctions.
 *
 *     node --import tsx bench/variantRobots.ts          # 150 boards of each variant
 *     node --import tsx bench/variantRobots.ts 40       # 40 boards
 */
import {
  SEATS,
  boardDealer,
  boardVulnerability,
  decide,
  evolve,
  initialTableState,
  makeCall,
  viewFor,
  type Seat,
  type TableEvent,
  type TableState,
} from '@biritch/core';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { createRobot, type Robot } from '@biritch/robots';
import { makePlayerSheetText, scorePlayerSession, type VariantDealRecord } from '@biritch/scoring';

const boards = Number(process.argv[2] ?? 150);

for (const ruleSet of ['four-at-one-table', 'hao'] as const) {
  let notPlayed = 0;
  let partner = 0;
  let made = 0;
  let levels = 0;
  const records: VariantDealRecord[] = [];
  const samples: string[] = [];
  const started = performance.now();
  for (let b = 1; b <= boards; b++) {
    let state: TableState = initialTableState({ ruleSet });
    const log: TableEvent[] = [];
    const apply = (events: readonly TableEvent[]) => {
      log.push(...events);
      state = events.reduce(evolve, state);
    };
    const deal = randomDeal(seededRandom(5000 + b));
    const start = decide(
      state,
      { type: 'startDeal', board: b, dealer: boardDealer(b), vulnerability: boardVulnerability(b), deal },
      { kind: 'system' },
    );
    if (!start.ok) throw new Error(start.error.message);
    apply(start.value);
    const robots = Object.fromEntries(
      SEATS.map((s, i) => [s, createRobot({ seat: s, rng: seededRandom(b * 4 + i), now: () => 0 })]),
    ) as Record<Seat, Robot>;
    for (let i = 0; state.phase !== 'ended'; i++) {
      if (i > 300) throw new Error(`board ${b} did not end`);
      const seat = SEATS.find((s) => robots[s].onView(viewFor(state, s)) !== null);
      if (!seat) throw new Error(`board ${b}: no robot acts`);
      const r = decide(state, robots[seat].onView(viewFor(state, seat))!, { kind: 'seat', seat });
      if (!r.ok) throw new Error(`board ${b}: ${r.error.code}`);
      apply(r.value);
    }
    const o = state.outcome!;
    const res = state.result!;
    records.push({
      board: b,
      contract: res.contract,
      declarer: res.declarer,
      dummy: res.dummy,
      dummyIsPartner: o.dummyIsPartner,
      tricks: res.declarerTricks,
      vulnerability: res.vulnerability,
      deal,
    });
    if (!o.played) {
      notPlayed++;
      continue;
    }
    if (o.dummyIsPartner) partner++;
    levels += res.contract!.level;
    if (res.declarerTricks! >= res.contract!.level + 6) made++;
    if (samples.length < 6) {
      const calls = log.flatMap((e) => (e.type === 'callMade' ? [makeCall(e.call)] : [])).join(' ');
      samples.push(
        `${calls}  →  ${res.contract!.level}${res.contract!.strain} by ${res.declarer}, dummy ${res.dummy}${o.dummyIsPartner ? '' : ' (not a partner)'}, ${res.declarerTricks} tricks`,
      );
    }
  }
  const played = boards - notPlayed;
  const ms = performance.now() - started;
  console.log(
    `${ruleSet}: ${boards} boards in ${(ms / 1000).toFixed(1)} s — not played ${notPlayed}, played ${played}, dummy a partner ${partner}, made ${made}, mean level ${(levels / Math.max(1, played)).toFixed(2)}`,
  );
  for (const s of samples) console.log(`  ${s}`);
  const sheet = scorePlayerSession({ ruleSet }, records);
  if (!sheet.ok) throw new Error(sheet.error.message);
  console.log(makePlayerSheetText(sheet.value).split('\n').slice(-3).join('\n'));
}
