// `biritch convert` (issue 2): PBN ↔ LIN ↔ JSON by extension, through main() with temp files.
// Inputs: the test data's pbn/ (BridgeComposer hand records) and the BBO forum LIN sample
// (topic 19814, ".lin file format structure", board 1: 4HN+1).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireTestData, testDataPath } from '@biritch/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const run = runCli;
const hasPbn = requireTestData('pbn');
const dir = mkdtempSync(join(tmpdir(), 'biritch-convert-'));
const at = (name: string): string => join(dir, name);
const LIN =
  'qx|o1|pn|wlodawa,Marion89,kontiki_,scoob|st||md|3S269H2568QADTQC2T,S47AHJD3479C4567Q,S58QH479KDKAC38JA,|rh||ah|Board 1|sv|o|' +
  'mb|1N|mb|p|mb|2D|mb|p|mb|3H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|SJ|pc|S2|pc|SA|pc|S5|pg||pc|C4|pc|C3|pc|CK|pc|C2|pg||mc|11|pg||';

describe('biritch convert', () => {
  it.skipIf(!hasPbn)('PBN → JSON → PBN gives the file back byte for byte (danvk_HandRecord.pbn, CRLF)', async () => {
    const src = testDataPath('pbn/danvk_HandRecord.pbn');
    expect((await run('convert', src, at('a.json'))).code).toBe(0);
    const r = await run('convert', at('a.json'), at('a.pbn'));
    expect(r).toMatchObject({ code: 0, out: [`${at('a.json')} → ${at('a.pbn')}: 36 games (json → pbn)`] });
    // The JSON keeps the file's % lines (pbnHeader), so the file comes back byte for byte.
    expect(readFileSync(at('a.pbn'))).toEqual(readFileSync(src));
  });
  it.skipIf(!hasPbn)('keeps the Latin-1 file Latin-1 through PBN → PBN', async () => {
    const src = testDataPath('pbn/zdenecek_bridgecomposer.pbn');
    expect((await run('convert', src, at('z.pbn'))).code).toBe(0);
    expect(readFileSync(at('z.pbn'))).toEqual(
      Buffer.from(readFileSync(src, 'latin1').replace(/\r?\n/g, '\r\n'), 'latin1'),
    );
  });
  it('LIN → PBN → LIN keeps the auction, the play and the claim', async () => {
    writeFileSync(at('b.lin'), LIN);
    expect((await run('convert', at('b.lin'), at('b.pbn'))).code).toBe(0);
    const pbn = readFileSync(at('b.pbn'), 'latin1');
    expect(pbn).toContain('[Contract "4H"]');
    expect(pbn).toContain('[Result "11"]');
    expect(pbn).toContain('[Play "E"]\r\nSJ S2 SA S5\r\nCK C2 C4 C3 *');
    expect((await run('convert', at('b.pbn'), at('c.lin'))).code).toBe(0);
    const lin = readFileSync(at('c.lin'), 'utf8');
    expect(lin).toContain(
      'mb|1N|mb|p|mb|2D|mb|p|mb|3H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|SJ|pc|S2|pc|SA|pc|S5|pg||pc|C4|pc|C3|pc|CK|pc|C2|pg||mc|11|',
    );
  });
  it('writes to stdout with - and --to, and reports with --json', async () => {
    writeFileSync(at('d.lin'), LIN);
    const r = await run('convert', at('d.lin'), '-', '--to', 'pbn');
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toContain('[Deal "N:');
    const j = await run('convert', at('d.lin'), at('d.json'), '--json');
    expect(JSON.parse(j.out.join('\n'))).toMatchObject({ from: 'lin', to: 'json', games: 1, warnings: [] });
    const t = await run('convert', at('d.lin'), '-', '--to', 'text');
    expect(t.out.join('\n').split('\n')[0]).toBe('Board 1');
  });
  it('refuses unknown extensions, a missing --to, and bad input with its place', async () => {
    expect((await run('convert', at('x.doc'), at('y.pbn'))).code).toBe(1);
    expect((await run('convert', at('d.lin'), '-')).err[0]).toContain('needs --to');
    writeFileSync(at('bad.pbn'), '[Event "x"]\n{open\n');
    const r = await run('convert', at('bad.pbn'), at('bad.lin'));
    expect(r.code).toBe(1);
    expect(r.err[0]).toBe(`biritch convert: ${at('bad.pbn')}:2:1: a comment opened with { is never closed`);
  });
  it('prints warnings as file:line:col: message and still converts', async () => {
    writeFileSync(at('w.pbn'), '[Board "1"]\n[Deal "N:AKQ.T98.765.432 AKQ.J.J.J - -"]\n');
    const r = await run('convert', at('w.pbn'), at('w.json'));
    expect(r.code).toBe(0);
    expect(r.err).toEqual([`${at('w.pbn')}:2:1: SA appears in more than one hand`]);
  });
});
