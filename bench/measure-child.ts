/**
 * Runs one command in its own process and measures its wall time and peak resident memory, so
 * that each contender's peak is its own. GNU time's %M (the kernel's maxrss of the child) is exact;
 * without /usr/bin/time, /proc/<pid>/status VmHWM is polled every 50 ms, which can miss growth in
 * the last 50 ms before exit.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ChildMeasurement {
  exitCode: number | null;
  wallSeconds: number;
  /** Peak resident set size in MB (10^6 bytes, as the targets are written); null when unreadable. */
  peakRssMb: number | null;
  stdout: string;
  stderr: string;
}

const GNU_TIME = '/usr/bin/time';

function readHighWaterMarkKb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export async function measureChild(
  command: string,
  args: readonly string[],
  cwd = process.cwd(),
): Promise<ChildMeasurement> {
  const useGnuTime = existsSync(GNU_TIME);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-time-'));
  const timeFile = path.join(dir, 'maxrss');
  const [file, argv] = useGnuTime
    ? [GNU_TIME, ['-f', '%M', '-o', timeFile, command, ...args]]
    : [command, [...args]];
  const started = process.hrtime.bigint();
  const child = spawn(file, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  let polledKb = null as number | null;
  const poll = useGnuTime
    ? null
    : setInterval(() => {
        const kb = child.pid === undefined ? null : readHighWaterMarkKb(child.pid);
        if (kb !== null) polledKb = Math.max(polledKb ?? 0, kb);
      }, 50);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (poll) clearInterval(poll);
  let peakKb = polledKb;
  if (useGnuTime) {
    // GNU time writes "Command exited with non-zero status N" before the number on failure.
    const last = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '';
    peakKb = /^\d+$/.test(last) ? Number(last) : null;
  }
  rmSync(dir, { recursive: true, force: true });
  return { exitCode, wallSeconds, peakRssMb: peakKb === null ? null : (peakKb * 1024) / 1e6, stdout, stderr };
}
