/**
 * Who runs a stage: this worker process, named `host/pid-namespace:pid`. A worker on the same
 * machine can then tell at once that the process behind a running step is gone (its pid no longer
 * exists) and take the step over, where a step of another machine can only go stale.
 */
import { createHash } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * The host and the pid namespace: two containers may share a host name, but a pid means the same
 * process only within one namespace (`/proc/self/ns/pid` names it on Linux).
 */
function machine(): string {
  let namespace = '';
  try {
    namespace = readlinkSync('/proc/self/ns/pid').replace(/\D/g, '');
  } catch {
    // Not Linux: the host name alone.
  }
  return `${hostname()}/${namespace}`;
}

const MACHINE = machine();

/** A short name of this machine and pid namespace, safe in a file name. */
export function machineTag(): string {
  return createHash('sha256').update(MACHINE).digest('hex').slice(0, 8);
}

/** The owner this process writes on the steps it runs. */
export function thisWorker(): string {
  return `${MACHINE}:${process.pid}`;
}

/** The prefix of every owner on this machine and pid namespace, for a LIKE. */
export function ownersHere(): string {
  return `${MACHINE}:`;
}

/** Whether a process with this pid exists here (EPERM: it exists, run by another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `owner` names a process of this machine that is gone; false for other machines' owners. */
export function ownerGone(owner: string): boolean {
  if (!owner.startsWith(ownersHere())) return false;
  const pid = Number(owner.slice(ownersHere().length));
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid);
}
