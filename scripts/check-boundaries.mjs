#!/usr/bin/env node
// Import boundaries between Biritch packages (ARCHITECTURE.md, "Who may import whom").
// Fails (exit 1) when a source file imports a package its room may not use, or reaches into
// another package through a relative path. Run by `npm test` and so by CI.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** Who may import whom. Keys and values are package folder names; web is apps/web. */
export const ALLOWED = {
  core: [],
  i18n: [],
  scoring: ['core'],
  notation: ['core'],
  dealer: ['core'],
  solver: ['core', 'dealer'],
  robots: ['core', 'dealer', 'solver', 'scoring', 'i18n'],
  competition: ['core', 'scoring'],
  protocol: ['core', 'scoring', 'competition'],
  server: ['core', 'scoring', 'notation', 'dealer', 'solver', 'robots', 'protocol', 'competition', 'i18n'],
  cli: ['core', 'scoring', 'notation', 'dealer', 'solver', 'robots', 'protocol', 'server', 'competition', 'i18n'],
  web: ['core', 'scoring', 'notation', 'protocol', 'solver', 'competition', 'i18n'],
};

const root = resolve(new URL('..', import.meta.url).pathname);
const rooms = Object.keys(ALLOWED).map((name) => ({
  name,
  dir: join(root, name === 'web' ? 'apps' : 'packages', name),
}));

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const e of entries) {
    if (e === 'node_modules' || e === 'dist') continue;
    const p = join(dir, e);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(e)) yield p;
  }
}

const importRe = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
const problems = [];
for (const room of rooms) {
  let declared = {};
  try {
    declared = JSON.parse(readFileSync(join(room.dir, 'package.json'), 'utf8')).dependencies ?? {};
  } catch {
    declared = {};
  }
  for (const file of files(room.dir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(importRe)) {
      const spec = m[1];
      const line = text.slice(0, m.index).split('\n').length;
      const where = `${relative(root, file)}:${line}`;
      const pkg = /^@biritch\/([a-z-]+)/.exec(spec)?.[1];
      // @biritch/testing (dev only) is for tests and the e2e harness, never for product code.
      if (pkg === 'testing') {
        if (!/\.test\.tsx?$|\/e2e\//.test(file)) problems.push(`${where}: only tests may import @biritch/testing`);
        continue;
      }
      if (pkg && pkg !== room.name && !ALLOWED[room.name].includes(pkg)) {
        problems.push(`${where}: ${room.name} may not import @biritch/${pkg}`);
      } else if (pkg && pkg !== room.name && !(`@biritch/${pkg}` in declared)) {
        problems.push(`${where}: @biritch/${pkg} is imported but not listed in ${room.name}'s package.json dependencies`);
      }
      if (spec.startsWith('.')) {
        const target = resolve(join(file, '..'), spec);
        if (!target.startsWith(room.dir + sep)) problems.push(`${where}: '${spec}' reaches outside ${room.name}; import the package instead`);
      }
    }
  }
}
if (problems.length) {
  console.error(`Import boundaries broken (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Import boundaries hold across ${rooms.length} packages.`);
