// Variant tables on the server (issue 6): a table is created with the Four at One Table or Hao
// rule set, robots play it, and the sheet is per player (docs/variants.md, Scoring;
// the worked example's 4♥ by S with partner-dummy E: S and E +620, N and W −620).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATS } from '@biritch/core';
import type { CreateTableResponse } from '@biritch/protocol';
import { checkFormSettings, scoreSheet, type PlayedDeal } from './table/forms.js';
import { startServer, type RunningServer } from './server.js';
import { TableClient } from './testing/tableClient.js';

const played = (over: Partial<PlayedDeal['result']>, dummyIsPartner: boolean, deal = 1): PlayedDeal => ({
  deal,
  board: deal,
  dealer: 'S',
  vulnerability: 'none',
  dummyIsPartner,
  result: {
    board: deal,
    contract: { level: 4, strain: 'H', doubled: 0 },
    declarer: 'S',
    dummy: 'E',
    declarerTricks: 10,
    vulnerability: 'none',
    ...over,
  },
});

describe('the per-player sheet of a variant table', () => {
  it('Four at One Table: the worked example scores S and E +620, N and W −620; a non-partner dummy is one of three opponents', () => {
    const s = scoreSheet({ form: 'duplicate', ruleSet: 'four-at-one-table' }, [
      played({}, true, 1),
      played({}, false, 2),
    ]);
    expect(s.results.map((r) => r.players)).toEqual([
      { N: -620, E: 620, S: 620, W: -620 },
      { N: -207, E: -207, S: 620, W: -207 },
    ]);
    expect(s.results.every((r) => r.score === null)).toBe(true);
    // Exact thirds: −620 − 620/3 = −2480/3 → −827 shown.
    expect(s.playerTotals).toEqual({ N: -827, E: 413, S: 1240, W: -827 });
  });
  it("Hao bridge: the board's vulnerability counts", () => {
    const s = scoreSheet({ form: 'single', ruleSet: 'hao' }, [played({ dummy: 'N' }, true)]);
    expect(s.results[0]!.players).toEqual({ N: 420, E: -420, S: 420, W: -420 });
  });
  it('a standard table keeps its sheet by sides', () => {
    const s = scoreSheet({ form: 'single', ruleSet: 'standard' }, [played({ dummy: 'N' }, true)]);
    expect(s.results[0]!.score).toEqual({ NS: 420, EW: -420 });
    expect(s.playerTotals).toBeUndefined();
  });
  it('refuses rubber and Chicago for the variants (their sheets are kept by sides)', () => {
    expect(checkFormSettings({ form: 'rubber', ruleSet: 'four-at-one-table' })).toMatchObject({
      ok: false,
      error: { code: 'table/bad-form' },
    });
    expect(checkFormSettings({ form: 'chicago', ruleSet: 'hao' })).toMatchObject({
      ok: false,
      error: { code: 'table/bad-form' },
    });
    expect(checkFormSettings({ form: 'duplicate', ruleSet: 'hao' }).ok).toBe(true);
  });
});

describe('a variant table on a real server', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'biritch-variants-'));
    server = await startServer({ port: 0, dataDir: dir, robotDelayMs: 0, robotTimeBudgetMs: 30, autoDealDelayMs: 10 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const ruleSet of ['four-at-one-table', 'hao'] as const) {
    it(`${ruleSet}: four robots play two boards; the sheet is per player and sums to about zero`, async () => {
      const res = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ruleSet,
          form: 'duplicate',
          boards: 2,
          seats: { N: 'robot', E: 'robot', S: 'robot', W: 'robot' },
        }),
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as CreateTableResponse;
      expect(created.table.ruleSet).toBe(ruleSet);
      const watcher = await TableClient.connect(`${server.url.replace('http', 'ws')}/ws`);
      await watcher.hello({ tableId: created.table.id });
      if (!watcher.info!.finished) await watcher.waitFor((m) => m.type === 'info' && m.info.finished, 50_000);
      const info = watcher.info!;
      expect(info.results).toHaveLength(2);
      for (const r of info.results) expect(Object.keys(r.players ?? {})).toEqual([...SEATS]);
      const total = SEATS.reduce((n, s) => n + info.playerTotals![s], 0);
      expect(Math.abs(total)).toBeLessThanOrEqual(2);
      expect(watcher.problems).toEqual([]);
      watcher.close();
    }, 60_000);
  }

  it('refuses a variant rubber table with a coded error', async () => {
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleSet: 'hao', form: 'rubber' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('table/bad-form');
  });
});
