/**
 * A store in another process, for the conformance suite's tests across processes (issue 27: "the
 * unique (table, seq) guarantee under concurrent appends"; a process paused past its lease). Run
 * as `node --import tsx storeChild.testing.ts '<spec JSON>'`; it answers one JSON line per
 * command line on stdin, after a first `{"ready":true}`.
 *
 * ```ts
 * const child = await StoreChild.start({ kind: 'sqlite', dataDir });
 * await child.send({ op: 'acquire', tableId: 't1', owner: 'child', ttlMs: 300 }); // { ok: true, value: lease }
 * await child.send({ op: 'append', tableId: 't1', seq: 1, event, fence: 1 });    // { ok: false, code: 'store/fenced' }
 * await child.stop();
 * ```
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TableEvent } from '@biritch/core';
import { openPostgresStore } from './postgresStore.js';
import { openSqliteStore } from './sqliteStore.js';
import type { TableStore } from './types.js';

/** How another process opens the same database. */
export type StoreSpec =
  | { readonly kind: 'sqlite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string };

/** A command to the child. */
export type ChildCommand =
  | {
      readonly op: 'append';
      readonly tableId: string;
      readonly seq: number;
      readonly event: TableEvent;
      readonly fence?: number | undefined;
    }
  | { readonly op: 'acquire'; readonly tableId: string; readonly owner: string; readonly ttlMs: number };

/** The child's answer: the value, or the failure's code. */
export type ChildAnswer =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly code: string };

const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function openSpec(spec: StoreSpec): Promise<TableStore> {
  return spec.kind === 'sqlite'
    ? openSqliteStore({ dataDir: spec.dataDir })
    : openPostgresStore({ connectionString: spec.url, maxConnections: 1 });
}

/** The parent's handle on one child process. */
export class StoreChild {
  private readonly answers: ((line: string) => void)[] = [];

  private constructor(readonly proc: ChildProcess) {
    createInterface({ input: proc.stdout! }).on('line', (line) => this.answers.shift()?.(line));
  }

  /** Starts a child on the database and waits until its store is open. */
  static async start(spec: StoreSpec): Promise<StoreChild> {
    const proc = spawn(process.execPath, ['--import', 'tsx', SELF, JSON.stringify(spec)], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const child = new StoreChild(proc);
    const ready = await child.next();
    if (ready !== '{"ready":true}') throw new Error(`the store child did not start: ${ready}`);
    return child;
  }

  private next(): Promise<string> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null): void => reject(new Error(`the store child exited with ${code}`));
      this.proc.once('exit', onExit);
      this.answers.push((line) => {
        this.proc.off('exit', onExit);
        resolve(line);
      });
    });
  }

  /** Sends one command and waits for its answer. */
  async send(command: ChildCommand): Promise<ChildAnswer> {
    const answer = this.next();
    this.proc.stdin!.write(`${JSON.stringify(command)}\n`);
    return JSON.parse(await answer) as ChildAnswer;
  }

  /** Closes the child's store and waits for it to exit. */
  async stop(): Promise<void> {
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    this.proc.kill('SIGCONT');
    this.proc.stdin!.end();
    await exited;
  }
}

async function serve(spec: StoreSpec): Promise<void> {
  const store = await openSpec(spec);
  process.stdout.write('{"ready":true}\n');
  for await (const line of createInterface({ input: process.stdin })) {
    const command = JSON.parse(line) as ChildCommand;
    let answer: ChildAnswer;
    try {
      const value =
        command.op === 'append'
          ? await store.appendEvents(command.tableId, command.seq, [command.event], command.fence)
          : await store.acquireLease(command.tableId, command.owner, command.ttlMs);
      answer = { ok: true, value: value ?? null };
    } catch (e) {
      answer = { ok: false, code: String((e as { code?: unknown }).code ?? (e instanceof Error ? e.message : e)) };
    }
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  }
  await store.close();
}

if (process.argv[1] === SELF) await serve(JSON.parse(process.argv[2]!) as StoreSpec);
