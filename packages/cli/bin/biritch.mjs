#!/usr/bin/env node
// The `biritch` command. Runs the TypeScript sources directly through tsx (no build step),
// so `npx biritch …` works right after `npm ci` in a fresh clone.
import { register } from 'tsx/esm/api';

register();
// A reader that stops early (`biritch deal --count 1000 | head`) closes the pipe: stop quietly,
// as Unix tools do, instead of dying with an EPIPE stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
