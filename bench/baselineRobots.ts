/**
 * Today's robots, kept as a baseline (issue 25: "the new robots against today's (kept as a
 * baseline)"): the robots package exactly as it was when the issue was filed, bidding and card
 * play, read from git history instead of a copy in the tree.
 *
 * ```ts
 * const base = await loadBaselineRobots();            // revision 1f7ba6d, unpacked once
 * const robot = base.createRobot({ seat: 'E', rng, solver });   // today's solver (libdds or TypeScript)
 * ```
 * The revision's `packages/` folder is unpacked with `git archive` into `.bench-cache/` (ignored by
 * git) beside a `node_modules` whose `@biritch/*` entries point at the unpacked packages and whose
 * other entries point at this checkout's, so the old robots run on their own core, dealer and
 * solver. The table they sit at is today's core: both sides play through the same rules and see
 * the same views. Needs a clone with history (`git clone`, not a shallow one).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Seat, TableCommand, TableView } from '@biritch/core';
import type { RandomSource } from '@biritch/dealer';

/** The last commit of the robots as issue 25 found them (SAYC suite 747/905 = 82.5%). */
export const ISSUE_25_BASELINE = '1f7ba6d';

/** The parts of the old robots the match uses. */
export interface BaselineRobot {
  onView(view: TableView): TableCommand | null;
}

/** The old package's robot maker. */
export interface BaselineRobots {
  readonly revision: string;
  createRobot(options: { seat: Seat; rng: RandomSource; solver: unknown; now?: () => number }): BaselineRobot;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Unpacks the revision's packages (once) and loads its robots. */
export async function loadBaselineRobots(revision = ISSUE_25_BASELINE): Promise<BaselineRobots> {
  const dir = join(root, '.bench-cache', `robots-${revision}`);
  if (!existsSync(join(dir, 'packages'))) {
    const tmp = `${dir}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const tar = execFileSync('git', ['-C', root, 'archive', '--format=tar', revision, 'packages'], {
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', tmp], { input: tar });
    const modules = join(tmp, 'node_modules');
    mkdirSync(join(modules, '@biritch'), { recursive: true });
    for (const name of readdirSync(join(root, 'node_modules'))) {
      if (name === '@biritch') continue;
      symlinkSync(join(root, 'node_modules', name), join(modules, name));
    }
    for (const name of readdirSync(join(tmp, 'packages'))) {
      symlinkSync(join('..', '..', 'packages', name), join(modules, '@biritch', name));
    }
    renameSync(tmp, dir);
  }
  const robots = (await import(pathToFileURL(join(dir, 'packages/robots/src/index.ts')).href)) as {
    createRobot: BaselineRobots['createRobot'];
  };
  return { revision, createRobot: robots.createRobot };
}
