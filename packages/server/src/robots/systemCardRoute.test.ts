// `GET /api/system-card` (issue 25: players see what the robots bid and play): each system's card,
// checked against the protocol's schema; a system the robots do not know is a coded error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDDING_SYSTEMS, systemCardSchema } from '@biritch/protocol';
import { startServer, type RunningServer } from '../server.js';

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-system-card-'));
  server = await startServer({ port: 0, dataDir: dir, robots: null });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/system-card', () => {
  it('answers every system the tables offer with a card the protocol accepts', async () => {
    for (const system of BIDDING_SYSTEMS) {
      const res = await fetch(`${server.url}/api/system-card?system=${encodeURIComponent(system)}&regulation=ebu`);
      expect(res.status, system).toBe(200);
      const card = systemCardSchema.parse(await res.json());
      expect(card).toMatchObject({ system, regulation: 'ebu' });
      expect(card.openings.length).toBeGreaterThan(5);
      expect(card.carding.map((c) => c.id)).toContain('systemCard.signal.attitude');
    }
  });

  it('refuses a system it does not know with a coded error', async () => {
    const res = await fetch(`${server.url}/api/system-card?system=acol`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'http/invalid' } });
  });
});
