/**
 * The server as a child process, started exactly as `npm start` starts it (`main.ts` under tsx),
 * for the crash tests: wait for its printed address, kill it with SIGKILL, and make sure no
 * child outlives the test file (ARCHITECTURE.md: persist, then broadcast; a `kill -9` must lose
 * nothing acknowledged).
 *
 * ```ts
 * const servers = childServers(dataDir);
 * afterAll(() => servers.killAll());
 * const first = await servers.start();
 * await killHard(first.child);
 * ```
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** `main.ts` prints its address, then the data line: both mean it is ready. */
const READY = /open (http:\/\/[^\s/]+)\/[\s\S]*data: .*\n/;

/** A running child server: the process, its base URL and everything it printed so far. */
export interface ChildServer {
  child: ChildProcess;
  url: string;
  out: string;
}

/** Starts children on one data directory and remembers them so a test file can kill them all. */
export interface ChildServers {
  /** Starts `main.ts` on a free port; `env` adds to (or blanks) the environment. Rejects with its output. */
  start(env?: Record<string, string>): Promise<ChildServer>;
  /** Kills with SIGKILL every child still running (for `afterAll`). */
  killAll(): void;
}

/** Child servers on 127.0.0.1 that keep their data in `dataDir`. */
export function childServers(dataDir: string): ChildServers {
  const children: ChildProcess[] = [];
  return {
    start: (env = {}) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
          cwd: ROOT,
          env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BIRITCH_DATA_DIR: dataDir, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        let out = '';
        // `out` of the running server keeps growing with what it prints (its warnings, for the bench).
        let running: ChildServer | null = null;
        const said = (d: Buffer): void => {
          out += d.toString();
          if (running) running.out = out;
        };
        const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
        child.stdout!.on('data', (d: Buffer) => {
          said(d);
          const m = READY.exec(out);
          if (m && !running) {
            clearTimeout(timer);
            running = { child, url: m[1]!, out };
            resolve(running);
          }
        });
        child.stderr!.on('data', said);
        child.on('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`server exited with ${code}: ${out}`));
        });
      }),
    killAll() {
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    },
  };
}

/** Kills a child with SIGKILL (`kill -9`: no shutdown code runs) and waits for it to be gone. */
export const killHard = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
