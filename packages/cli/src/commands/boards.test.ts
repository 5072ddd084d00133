// `biritch boards` (issue 23, "Boards and files"): a session's boards for a dealing machine as
// PBN, Duplimate .dup or .dlm (research note §5.6), dealt (seeded or crypto) or from a PBN set.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@biritch/core';
import { DUP_RECORD_SIZE, parseBoardsPbn, parseDlm, parseDup } from '@biritch/notation';
import { runCli } from '../testing.js';

const dir = mkdtempSync(join(tmpdir(), 'biritch-boards-'));
const file = (name: string): string => join(dir, name);

describe('biritch boards: dealing', () => {
  it('deals --count boards from --first on, with dealer and vulnerability by Law 2, as PBN on stdout', async () => {
    const r = await runCli('boards', '--count', '3', '--first', '5', '--seed', '42', '--to', 'pbn');
    expect(r.code).toBe(0);
    const boards = unwrap(parseBoardsPbn(r.out.join('\n'))).boards;
    expect(boards.map((b) => [b.board, b.dealer, b.vulnerability])).toEqual([
      [5, 'N', 'NS'],
      [6, 'E', 'EW'],
      [7, 'S', 'both'],
    ]);
  });

  it('deals the same boards for the same seed as biritch deal does', async () => {
    const a = await runCli('boards', '--count', '4', '--seed', '7', '--to', 'pbn');
    const b = await runCli('deal', '--count', '4', '--seed', '7', '--format', 'pbn');
    const deals = (text: string[]) => unwrap(parseBoardsPbn(text.join('\n'))).boards.map((x) => x.deal);
    expect(deals(a.out)).toEqual(deals(b.out));
  });

  it('deals different boards without a seed (crypto randomness)', async () => {
    const a = await runCli('boards', '--count', '2', '--to', 'pbn');
    const b = await runCli('boards', '--count', '2', '--to', 'pbn');
    expect(a.out.join('\n')).not.toBe(b.out.join('\n'));
  });

  it('writes the same boards as .dup, .dlm and PBN files', async () => {
    for (const to of ['dup', 'dlm', 'pbn']) {
      const r = await runCli('boards', '--count', '16', '--seed', '9', '--to', to, '--out', file(`s.${to}`));
      expect(r.code).toBe(0);
      expect(r.out[0]).toContain(`16 boards (1–16) as ${to}`);
    }
    const dup = readFileSync(file('s.dup'));
    expect(dup.length).toBe(16 * DUP_RECORD_SIZE);
    const fromDup = unwrap(parseDup(dup)).boards;
    const fromDlm = unwrap(parseDlm(readFileSync(file('s.dlm')))).boards;
    const fromPbn = unwrap(parseBoardsPbn(readFileSync(file('s.pbn')))).boards;
    expect(fromDup).toEqual(fromPbn);
    expect(fromDlm).toEqual(fromPbn);
  });
});

describe('biritch boards: converting a PBN set', () => {
  it('converts --from a PBN set to .dlm, keeping the board numbers', async () => {
    await runCli('boards', '--count', '4', '--first', '9', '--seed', '1', '--to', 'pbn', '--out', file('set.pbn'));
    const r = await runCli('boards', '--from', file('set.pbn'), '--to', 'dlm', '--out', file('set.dlm'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0]!)).toMatchObject({ format: 'dlm', count: 4 });
    const dlm = unwrap(parseDlm(readFileSync(file('set.dlm'))));
    expect(dlm.boards.map((b) => b.board)).toEqual([9, 10, 11, 12]);
    expect(dlm.boards).toEqual(unwrap(parseBoardsPbn(readFileSync(file('set.pbn')))).boards);
  });

  it('refuses a PBN set with a broken deal, with file, line and column', async () => {
    writeFileSync(file('bad.pbn'), '[Board "1"]\n[Deal "N:AKQ.. . ."]\n');
    const r = await runCli('boards', '--from', file('bad.pbn'), '--to', 'dup', '--out', file('bad.dup'));
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/bad\.pbn:\d+:\d+: /);
  });
});

describe('biritch boards: refusals', () => {
  it('answers usage (exit 2) without --to, or with both --count and --from', async () => {
    expect((await runCli('boards', '--count', '2')).code).toBe(2);
    expect((await runCli('boards', '--count', '2', '--from', 'x.pbn', '--to', 'pbn')).code).toBe(2);
  });

  it('refuses an unknown format, a bad count and a binary file on stdout (exit 1, coded)', async () => {
    const fmt = await runCli('boards', '--count', '2', '--to', 'bri', '--json');
    expect(JSON.parse(fmt.out[0]!).error.code).toBe('boards/bad-format');
    const count = await runCli('boards', '--count', '0', '--to', 'pbn', '--json');
    expect(JSON.parse(count.out[0]!).error.code).toBe('boards/bad-option');
    const dup = await runCli('boards', '--count', '2', '--to', 'dup', '--json');
    expect(JSON.parse(dup.out[0]!).error.code).toBe('boards/needs-out');
  });

  it('refuses more boards than the format holds (.dlm: 1–99)', async () => {
    const r = await runCli('boards', '--count', '10', '--first', '95', '--to', 'dlm', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0]!).error.code).toBe('dlm/board-range');
  });
});
