// Import boundaries (ARCHITECTURE.md, "Who may import whom"), checked by dependency-cruiser:
// `npm run boundaries`, run by `npm test` and so by CI. The rules are built from the ROOMS table
// below and from each package's package.json, so the table here is the one to edit.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** Who may import whom. Keys and values are package folder names; web is apps/web. */
const ROOMS = {
  core: [],
  i18n: [],
  scoring: ['core'],
  notation: ['core'],
  dealer: ['core'],
  solver: ['core', 'dealer'],
  robots: ['core', 'dealer', 'solver', 'scoring', 'i18n'],
  competition: ['core', 'scoring'],
  print: ['core', 'scoring', 'notation', 'competition'],
  protocol: ['core', 'scoring', 'competition'],
  server: ['core', 'scoring', 'notation', 'dealer', 'solver', 'robots', 'protocol', 'competition', 'i18n', 'print'],
  cli: [
    'core',
    'scoring',
    'notation',
    'dealer',
    'solver',
    'robots',
    'protocol',
    'server',
    'competition',
    'i18n',
    'print',
  ],
  web: ['core', 'scoring', 'notation', 'protocol', 'solver', 'competition', 'i18n'],
};

/** A room's folder, as a path pattern. */
const dirOf = (room) => (room === 'web' ? 'apps/web' : `packages/${room}`);
/** Test files and the helpers only tests use. */
const TEST_FILES = '[.]test[.]tsx?$|[.]testing[.]tsx?$|/testing[.]ts$|/testing/';
/** Test code: test files and helpers, the browser tests and the benchmarks. */
const TESTS = `${TEST_FILES}|^apps/web/e2e/|^bench/`;
/** The web app's worker files, the only place it may run the solver (off the UI thread). */
const WEB_WORKERS = '^apps/web/src/.*[.]worker[.]tsx?$';
const NPM = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];

/** The @biritch packages a room's package.json lists, in `dependencies` and in `devDependencies`. */
function declared(room) {
  try {
    const pkg = JSON.parse(readFileSync(join(__dirname, dirOf(room), 'package.json'), 'utf8'));
    const ours = (deps) =>
      Object.keys(deps ?? {})
        .filter((n) => n.startsWith('@biritch/'))
        .map((n) => n.slice(9));
    return { deps: ours(pkg.dependencies), dev: ours(pkg.devDependencies) };
  } catch {
    return { deps: [], dev: [] };
  }
}

const roomRules = Object.entries(ROOMS).flatMap(([room, allowed]) => {
  const others = Object.keys(ROOMS).filter((r) => r !== room && !allowed.includes(r));
  const { deps, dev } = declared(room);
  const undeclared = allowed.filter((r) => !deps.includes(r));
  const undeclaredInTests = allowed.filter((r) => !deps.includes(r) && !dev.includes(r));
  const rules = [];
  if (others.length > 0) {
    rules.push({
      name: `${room}-room`,
      comment: `${room} may import ${allowed.length ? allowed.join(', ') : 'nothing of ours'} (ARCHITECTURE.md)`,
      severity: 'error',
      from: { path: `^${dirOf(room)}/` },
      to: { path: `^(${others.map(dirOf).join('|')})/` },
    });
  }
  if (undeclared.length > 0) {
    rules.push({
      name: `${room}-declares-its-dependencies`,
      comment: `an @biritch package ${room} imports must be in its package.json dependencies`,
      severity: 'error',
      from: { path: `^${dirOf(room)}/`, pathNot: TESTS },
      to: { path: `^(${undeclared.map(dirOf).join('|')})/` },
    });
  }
  if (undeclaredInTests.length > 0) {
    rules.push({
      name: `${room}-tests-declare-their-dependencies`,
      comment: `an @biritch package ${room}'s tests import must be in its dependencies or devDependencies`,
      severity: 'error',
      from: { path: `^${dirOf(room)}/(.*(${TEST_FILES})|e2e/)` },
      to: { path: `^(${undeclaredInTests.map(dirOf).join('|')})/` },
    });
  }
  return rules;
});

module.exports = {
  forbidden: [
    ...roomRules,
    {
      name: 'no-reaching-into-another-package',
      comment: 'another package is imported by its name (@biritch/x), never by a relative path into its folder',
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: {
        path: '^(packages|apps)/',
        pathNot: '^$1/$2/',
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased', 'aliased-workspace', 'undetermined'],
      },
    },
    {
      name: 'core-is-pure',
      comment: 'core imports no npm package and no node: module (docs/style.md, principle 1)',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: TESTS },
      to: { dependencyTypes: [...NPM, 'core'] },
    },
    {
      name: 'web-solver-only-in-workers',
      comment: 'the web app runs the solver only inside a worker file (*.worker.ts), off the UI thread',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: WEB_WORKERS },
      to: { path: '^packages/solver/' },
    },
    {
      name: 'testing-only-in-tests',
      comment: '@biritch/testing (dev only) is for tests, the browser tests and benchmarks, never product code',
      severity: 'error',
      from: { pathNot: `${TESTS}|^vitest[.]config[.]ts$` },
      to: { path: '^packages/testing/' },
    },
    {
      name: 'testing-imports-nothing-of-ours',
      comment: '@biritch/testing stays below every package',
      severity: 'error',
      from: { path: '^packages/testing/' },
      to: { path: '^(packages|apps)/', pathNot: '^packages/testing/' },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles, type-only ones included: a cycle means two modules are one',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'npm-packages-declared',
      comment: "product code imports only npm packages its own package.json lists (tests may use the root's dev tools)",
      severity: 'error',
      from: { path: '^(packages|apps)/', pathNot: TESTS },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-dev-dependencies-in-product-code',
      comment: 'a devDependency is not installed where the product runs',
      severity: 'error',
      from: { path: '^(packages|apps)/', pathNot: TESTS },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'resolvable',
      comment: 'every import resolves to a file or an installed package',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to use: Babel reads the sources,
    // keeping type-only imports (scripts/depcruise.babel.cjs).
    babelConfig: { fileName: 'scripts/depcruise.babel.cjs' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    combinedDependencies: false,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
