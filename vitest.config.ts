import { defineConfig } from 'vitest/config';

// One run over every package's tests (they sit beside the code). End-to-end browser tests live
// in apps/web/e2e and run in the same command; they start their own server on a free port.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/e2e/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
