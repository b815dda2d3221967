// Entry of an engine thread. Ferry runs from its TypeScript sources through tsx; a worker thread
// does not inherit tsx's loader on Node 20, so it registers it before loading the task module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
