// `biritch pbn check` (issue 2): the real files in the test data's pbn/ pass; broken files are
// reported as file:line:col: message with exit 1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireTestData, testDataPath } from '@biritch/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const run = runCli;
const dir = mkdtempSync(join(tmpdir(), 'biritch-pbn-'));
const file = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('biritch pbn check', () => {
  it.skipIf(!requireTestData('pbn'))('passes the three real BridgeComposer files (one Latin-1, two CRLF)', async () => {
    const files = ['danvk_HandRecord.pbn', 'danvk_HandRecord-12.pbn', 'zdenecek_bridgecomposer.pbn'].map((f) =>
      testDataPath('pbn', f),
    );
    const r = await run('pbn', 'check', ...files);
    expect(r.code).toBe(0);
    expect(r.out).toEqual([
      `${files[0]}: 36 games, no problems`,
      `${files[1]}: 36 games, no problems`,
      `${files[2]}: 15 games, no problems`,
    ]);
  });
  it('prints file:line:col: message for each problem and exits 1', async () => {
    const bad = file('bad.pbn', '[Board "1"]\n[Dealer "Q"]\n[Auction "N"]\n1C 9NT\n');
    const r = await run('pbn', 'check', bad);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([`${bad}:2:1: 'Q' is not a seat (N, E, S, W)`, `${bad}:4:4: '9NT' is not a call`]);
  });
  it('reports a syntax error where it is', async () => {
    const bad = file('broken.pbn', '[Event "a"]\n[Site "b]\n');
    const r = await run('pbn', 'check', bad);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([`${bad}:2:7: a string is not closed by a quote on the same line`]);
  });
  it('gives an array of problems with --json', async () => {
    const bad = file('bad2.pbn', '[Contract "8NT"]\n');
    const missing = join(dir, 'missing.pbn');
    const r = await run('pbn', 'check', bad, missing, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out.join('\n'))).toEqual([
      { file: bad, line: 1, column: 1, code: 'contract/bad-level', message: "'8NT': a contract's level is 1 to 7" },
      { file: missing, line: 1, column: 1, code: 'file/unreadable', message: 'cannot read: ENOENT' },
    ]);
  });
  it('is a usage error without files', async () => {
    expect((await run('pbn', 'check')).code).toBe(2);
  });
});
