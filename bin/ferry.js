#!/usr/bin/env node
// Installed entry point: runs the CLI compiled from the TypeScript sources (see compile.js), or
// the sources themselves through tsx when it cannot be compiled.
import path from 'node:path';
import { compile, entryUrl } from './compile.js';

/** The compiled entry points: the CLI, and the engine thread it starts (run-in-thread.ts). */
const ENTRY_POINTS = { main: 'src/cli/main.ts', 'engine-thread': 'src/engine/tasks/thread-main.ts' };

const root = path.join(import.meta.dirname, '..');
if (process.argv[2] === 'serve') await (await import('./build-web.js')).buildWebBeforeServe(root);
let compiled = null;
try {
  compiled = await compile(root, { entryPoints: ENTRY_POINTS });
} catch (error) {
  process.stderr.write(
    `ferry: running from the TypeScript sources, which starts slower: compiling them failed (${error?.message ?? error}).\n`,
  );
}
if (compiled) {
  await import(entryUrl(compiled.dir, 'main'));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
