// Entry of the batch solver's workers (threads and child processes): registers tsx so the
// TypeScript sources run as they are, then starts the worker loop in worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
