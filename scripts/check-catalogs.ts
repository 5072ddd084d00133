#!/usr/bin/env node
// The i18n catalog check (issue 22 "Checks"): every locale has every message, the same
// placeholders, and every plural category its language needs. Exit 1 with one line per problem.
// Run by `npm run i18n:check`; the same check runs in vitest (packages/i18n/src/check.test.ts).
import { CATALOGS, checkCatalogs } from '@biritch/i18n';

const problems = checkCatalogs(CATALOGS);
for (const p of problems) console.error(`${p.locale} ${p.id}: ${p.code}: ${p.message}`);
if (problems.length > 0) {
  console.error(`Catalog check failed: ${problems.length} problem(s).`);
  process.exit(1);
}
const ids = Object.keys(CATALOGS.en).length;
console.log(`Catalogs complete: ${ids} messages in ${Object.keys(CATALOGS).length} locales.`);
