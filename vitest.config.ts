import { defineConfig } from 'vitest/config';

// One run over every package's tests (they sit beside the code). End-to-end browser tests live
// in apps/web/e2e and run in the same command; they start their own server on a free port.
// `npm run test:unit` leaves them out, `npm run test:e2e` runs only them. Tests that need the
// shared test data or a system program skip without it; the global setup prints one line per
// missing thing at the end (packages/testing).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/e2e/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['packages/testing/src/skipSummary.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
