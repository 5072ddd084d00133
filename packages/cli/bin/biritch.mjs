#!/usr/bin/env node
// The `biritch` command. Runs the TypeScript sources directly through tsx (no build step),
// so `npx biritch …` works right after `npm ci` in a fresh clone.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
