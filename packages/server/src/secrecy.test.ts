// Secrecy over the real server (issue 5: "record every message each seat receives during many
// complete boards; no message ever holds a card that seat may not yet see"). What a seat may see
// is worked out here from the Laws, independently of core's `visibleTo`: its own hand; every
// card once played; dummy once faced after the opening lead (Law 41D); a claimer's hand, by the
// players, while the claim is considered (Law 68); all hands once the deal has ended. Spectators
// see no hidden card before the deal ends. Cards in frames are found as card strings ('SA') and
// as hands of four 13-bit holdings (decoded with core's `cardsOf`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomDeal, seededRandom } from '@biritch/dealer';
import { startServer, type RunningServer } from './server.js';
import { cardsIn, secrecyScenario } from './testing/scenarios.js';

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-secrecy-'));
  const source = seededRandom(41);
  // Scripted players act much faster than people: the flood limit is raised for them.
  server = await startServer({
    port: 0,
    dataDir: dir,
    robots: null,
    deal: () => randomDeal(source),
    floodBurst: 10_000,
    floodPerSecond: 10_000,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

it(
  'no seat and no spectator ever receives a card it may not see yet, over six complete duplicate boards with claims and undo requests',
  () =>
    secrecyScenario({
      url: server.url,
      socketUrl: () => `${server.url.replace('http', 'ws')}/ws`,
      loadEvents: (id) => server.store.loadEvents(id),
    }),
  120_000,
);

it('the card finder sees cards as strings and as holdings (so the test above can fail)', () => {
  const found = cardsIn({
    type: 'event',
    seq: 3,
    event: { type: 'handDealt', seat: 'E', hand: [1, 0, 0, 4096], visibleTo: ['E'] },
  });
  expect([...found].sort()).toEqual(['C2', 'SA']);
  expect(
    [
      ...cardsIn({ view: { hands: { N: ['HT', 'D9'] }, auction: [{ call: { type: 'bid', level: 1, strain: 'C' } }] } }),
    ].sort(),
  ).toEqual(['D9', 'HT']);
});
