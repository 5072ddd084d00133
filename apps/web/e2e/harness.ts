/**
 * End-to-end harness: builds the web app when its build is missing or older than its sources,
 * starts the real server (`packages/server/src/main.ts`, as `npm start` does) on a free port with
 * a fresh data directory, and launches Debian's Chromium through playwright-core.
 *
 * ```ts
 * const session = useE2eSession();  // server + Chromium, started before the file's tests
 * it('…', () => session.withServerLog(async () => {
 *   const page = await session.newPage();
 *   await page.goto(session.server.url);
 * }));
 * ```
 * The server runs in its own process, as a person would start it: the web client may not import
 * the server package (`npm run boundaries`), and this also tests the real start-up path.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { findExecutable, requireProgram } from '@biritch/testing';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../../..');
const WEB = join(ROOT, 'apps/web');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(path)) {
    if (e === 'node_modules' || e === 'dist') continue;
    max = Math.max(max, newestMtime(join(path, e)));
  }
  return max;
}

/**
 * Runs `fn` holding a lock directory, so test files started in parallel do not build the app at
 * the same time (one builds, the others wait, then find the build fresh). A lock left by a
 * crashed run is taken over after three minutes.
 */
function withLock<T>(dir: string, fn: () => T): T {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let age = 0;
      try {
        age = Date.now() - statSync(dir).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (age > 180_000) rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new Error(`waited 3 minutes for another build of the web app (lock ${dir})`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds apps/web/dist unless it is newer than every source it is made from. */
export function ensureWebBuilt(): void {
  const lock = join(tmpdir(), `biritch-web-build-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.lock`);
  withLock(lock, buildIfStale);
}

function buildIfStale(): void {
  const built = join(WEB, 'dist/index.html');
  const sources = [
    join(WEB, 'src'),
    join(WEB, 'index.html'),
    join(WEB, 'vite.config.ts'),
    join(WEB, 'public'),
    ...['core', 'protocol', 'scoring', 'notation', 'i18n'].map((p) => join(ROOT, 'packages', p, 'src')),
  ];
  const newest = Math.max(...sources.map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'pipe',
  });
}

/** A running server process. */
export interface ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** What the server printed so far (the end of it), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** The robots' pause per action in browser tests (the server's default is 400 ms, for people). */
export const E2E_ROBOT_DELAY_MS = 50;

/**
 * Starts `packages/server/src/main.ts` on a free port with a temporary data directory, robots
 * pausing `E2E_ROBOT_DELAY_MS` (`BIRITCH_ROBOT_DELAY_MS`; `env` may set another).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'biritch-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BIRITCH_DATA_DIR: dataDir,
      BIRITCH_ROBOT_DELAY_MS: String(E2E_ROBOT_DELAY_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /open (http:\/\/[^\s/]+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  return {
    url,
    dataDir,
    child,
    output: () => output.slice(-4000),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium (`apt-get install chromium`), or the browser `$BIRITCH_CHROMIUM` names. */
export const CHROMIUM = process.env.BIRITCH_CHROMIUM || '/usr/bin/chromium';

const hasChromium = findExecutable(CHROMIUM) !== null;

/** Whether Chromium is installed; a test file skips without it (`describe.skipIf(!needsChromium())`), or fails in CI. */
export function needsChromium(): boolean {
  return requireProgram(`Chromium (${CHROMIUM})`, hasChromium, 'chromium');
}

/** Debian's Chromium, headless, with nothing phoning home. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** What one test file shares: a server process and a Chromium, started before its tests. */
export interface E2eSession {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /**
   * A fresh browser context and page; an error thrown in the page fails the test. `locale` sets the
   * browser's language (`navigator.languages`, Accept-Language), as a visitor's browser would.
   */
  newPage(viewport?: { width: number; height: number }, opts?: { readonly locale?: string }): Promise<Page>;
  /** Runs a scenario; on failure the server's own output is added to the error. */
  withServerLog(fn: () => Promise<void>): Promise<void>;
}

/** Starts the server and Chromium before the file's tests (building the app if needed) and stops them after. */
export function useE2eSession(): E2eSession {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!hasChromium) return; // the file's tests are skipped
    ensureWebBuilt();
    server = await startServerProcess();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: use the session inside a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'the server');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    async newPage(viewport = { width: 1280, height: 860 }, opts = {}) {
      const context = await started(browser, 'Chromium').newContext({
        viewport,
        ...(opts.locale ? { locale: opts.locale } : {}),
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => {
        throw new Error(`page error: ${e.message}`);
      });
      return page;
    },
    async withServerLog(fn) {
      try {
        await fn();
      } catch (e) {
        if (e instanceof Error && server) e.message += `\n--- server output ---\n${server.output()}`;
        throw e;
      }
    },
  };
}
