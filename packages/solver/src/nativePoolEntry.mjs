// Entry of the native pool's worker threads (nativePool.ts): registers tsx so the TypeScript
// sources run as they are, then starts the worker loop in nativePoolWorker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./nativePoolWorker.ts');
