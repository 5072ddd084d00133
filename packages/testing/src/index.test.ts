// What a test needs from outside the repository (issue 20, "The repository stands alone"): the
// test data folder from $BIRITCH_TEST_DATA, a skip reported once per reason, and a failure
// instead of a skip under BIRITCH_REQUIRE_ALL (what .ci/run sets).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REQUIRE_ALL_VAR,
  TEST_DATA_VAR,
  findExecutable,
  requireProgram,
  requireTestData,
  testDataDir,
  testDataPath,
} from './index.js';
import { SKIP_LOG_VAR } from './skipSummary.js';

const saved = { data: process.env[TEST_DATA_VAR], all: process.env[REQUIRE_ALL_VAR], log: process.env[SKIP_LOG_VAR] };
const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};
let dir = '';
let log = '';
const skips = (): { file: string; reason: string }[] =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { file: string; reason: string });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'biritch-testing-'));
  mkdirSync(join(dir, 'data/dds'), { recursive: true });
  writeFileSync(join(dir, 'data/dds/list1.txt'), 'NUMBER 1\n');
  log = join(dir, 'skips.jsonl');
  writeFileSync(log, '');
  process.env[TEST_DATA_VAR] = join(dir, 'data');
  process.env[SKIP_LOG_VAR] = log; // this test's skips stay out of the run's summary
  delete process.env[REQUIRE_ALL_VAR];
});
afterEach(() => {
  restore(TEST_DATA_VAR, saved.data);
  restore(REQUIRE_ALL_VAR, saved.all);
  restore(SKIP_LOG_VAR, saved.log);
  rmSync(dir, { recursive: true, force: true });
});

describe('test data', () => {
  it('is looked for in $BIRITCH_TEST_DATA', () => {
    expect(testDataDir()).toBe(join(dir, 'data'));
    expect(testDataPath('dds', 'list1.txt')).toBe(join(dir, 'data/dds/list1.txt'));
  });

  it('answers true when every path exists, and reports nothing', () => {
    expect(requireTestData('dds', 'dds/list1.txt')).toBe(true);
    expect(skips()).toEqual([]);
  });

  it('answers false for a missing path and records one skip naming it and the asking file', () => {
    expect(requireTestData('dds/list1.txt', 'pbn')).toBe(false);
    expect(skips()).toEqual([
      { file: 'packages/testing/src/index.test.ts', reason: `test data pbn (not in ${join(dir, 'data')})` },
    ]);
  });

  it('says how to point at the data when the whole folder is missing', () => {
    process.env[TEST_DATA_VAR] = join(dir, 'nowhere');
    expect(requireTestData('dds')).toBe(false);
    expect(skips()[0]?.reason).toBe(
      `the shared test data (no folder ${join(dir, 'nowhere')}; set ${TEST_DATA_VAR} to its folder)`,
    );
  });

  it('throws instead of skipping under BIRITCH_REQUIRE_ALL=1', () => {
    process.env[REQUIRE_ALL_VAR] = '1';
    expect(() => requireTestData('pbn')).toThrow(`${REQUIRE_ALL_VAR} is set, but a test needs test data pbn`);
    expect(skips()).toEqual([]);
  });
});

describe('system programs', () => {
  it('finds an executable on PATH or by absolute path, and null for one that is not there', () => {
    expect(findExecutable('node')).not.toBeNull();
    expect(findExecutable(process.execPath)).toBe(process.execPath);
    expect(findExecutable(join(dir, 'no-such-program'), 'no-such-program-either')).toBeNull();
  });

  it('reports a missing program with the Debian package that provides it', () => {
    expect(requireProgram('Chromium (/x/chromium)', false, 'chromium')).toBe(false);
    expect(skips()[0]?.reason).toBe(
      'Chromium (/x/chromium) (not installed: npm run setup, or apt-get install chromium)',
    );
    expect(requireProgram('node', true, 'nodejs')).toBe(true);
  });

  it('fails a missing program under BIRITCH_REQUIRE_ALL=1 and lets a present one pass', () => {
    process.env[REQUIRE_ALL_VAR] = '1';
    expect(() => requireProgram('native DDS', false, 'libdds0')).toThrow(/native DDS \(not installed/);
    expect(requireProgram('node', true, 'nodejs')).toBe(true);
  });
});
