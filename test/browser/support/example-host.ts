/** The example host page (examples/embed/server.mjs) run as a receiver would run it. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './server.ts';

export interface ExampleHost {
  /** http://localhost:port, the origin the organisation lets frame the importer. */
  url: string;
  close(): Promise<void>;
}

export async function startExampleHost(env: Record<string, string>): Promise<ExampleHost> {
  const port = await freePort();
  const script = path.join(import.meta.dirname, '..', '..', '..', 'examples', 'embed', 'server.mjs');
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the example host exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
