/**
 * Real `ferry serve` processes for tests of several machines: each on a free loopback port, with
 * the settings the test gives (its own FERRY_DATA_DIR, the file store, FERRY_SERVE_WORKERS=0…),
 * ready once `GET /readyz` answers 200, killed when the test ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export interface ServeProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What it printed so far. */
  output(): string;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `url` until it answers 200 (bounded: about 60 s). */
export async function until200(url: string, output: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered 200:\n${output()}`);
}

export class ServeProcesses {
  private readonly children: ChildProcess[] = [];

  /** Starts `ferry serve` with `env` over this process's environment; resolves once it is ready. */
  async start(env: Record<string, string>): Promise<ServeProcess> {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['bin/ferry.js', 'serve'], {
      env: { ...process.env, FERRY_HOST: '127.0.0.1', PORT: String(port), FERRY_SMTP_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await until200(`${url}/readyz`, () => output);
    return { child, url, output: () => output };
  }

  async killAll(): Promise<void> {
    await Promise.all(
      this.children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => {
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          return gone;
        }),
    );
  }
}
