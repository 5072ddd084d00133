// The SQLite store against the conformance suite every store passes (issue 27; see
// conformance.testing.ts): each test gets a fresh data directory; several connections and
// processes open the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeStoreConformance } from './conformance.testing.js';
import { openSqliteStore } from './sqliteStore.js';

describeStoreConformance('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'biritch-conformance-'));
  return {
    open: () => openSqliteStore({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
    spec: { kind: 'sqlite', dataDir: dir },
  };
});
