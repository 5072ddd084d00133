/**
 * @biritch/cli — the `biritch` command. See `main.ts`.
 */
export { main } from './main.js';
export { EXIT, InputError, type Command, type CommandContext } from './command.js';
