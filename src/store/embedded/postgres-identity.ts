/**
 * Who the embedded PostgreSQL runs as. PostgreSQL refuses to run as root, and root is what
 * containers and CI runners use, often from a private home (`/root`, mode 0700) that no other
 * user may enter. So, as root:
 *
 * - **in a user namespace** when the system allows one (`unshare --user`): PostgreSQL runs as the
 *   unprivileged `nobody` inside it, mapped to root outside, so it reaches every file root owns
 *   as their owner and its own files stay root's, mode 0700/0600, wherever the checkout is;
 * - **as the `postgres` system user** otherwise (created if needed), which needs a path it may
 *   pass through; where it has none, the start stops with one line saying so.
 *
 * A cluster made earlier by the `postgres` user keeps running as that user.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

export const SUPERUSER = 'postgres';

export interface PostgresIdentity {
  /** Words run before `initdb` and `postgres` (entering the user namespace); none otherwise. */
  prefix: string[];
  /** The system user PostgreSQL is spawned as, or null when it runs as Ferry's own user. */
  user: { uid: number; gid: number } | null;
}

const SELF: PostgresIdentity = { prefix: [], user: null };

function idOf(name: string, flag: '-u' | '-g'): number | null {
  try {
    return Number(
      execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    return null;
  }
}

/** `unshare` words that run a command as `nobody` in a new user namespace, or null when refused. */
function userNamespace(): string[] | null {
  const uid = idOf('nobody', '-u') ?? 65534;
  const gid = idOf('nobody', '-g') ?? 65534;
  const prefix = ['unshare', '--user', `--map-user=${uid}`, `--map-group=${gid}`];
  try {
    execFileSync(prefix[0]!, [...prefix.slice(1), 'true'], { stdio: 'ignore' });
    return prefix;
  } catch {
    return null;
  }
}

/** The `postgres` system user, created when it does not exist. */
function postgresUser(): { uid: number; gid: number } {
  if (idOf(SUPERUSER, '-u') === null) {
    execFileSync('sh', [
      '-c',
      `getent group ${SUPERUSER} >/dev/null || groupadd ${SUPERUSER}; useradd -g ${SUPERUSER} ${SUPERUSER}`,
    ]);
  }
  return { uid: idOf(SUPERUSER, '-u')!, gid: idOf(SUPERUSER, '-g')! };
}

/**
 * The identity for the cluster in `clusterDir`. `userNamespaces: false` leaves that way out (an
 * operator's choice, and how tests reach the other one).
 */
export function postgresIdentity(
  clusterDir: string,
  options: { userNamespaces?: boolean } = {},
): PostgresIdentity {
  if (process.getuid?.() !== 0) return SELF;
  const existing = (() => {
    try {
      return statSync(clusterDir);
    } catch {
      return null;
    }
  })();
  if (existing && existing.uid !== 0) return { prefix: [], user: { uid: existing.uid, gid: existing.gid } };
  const namespace = options.userNamespaces === false ? null : userNamespace();
  if (namespace) return { prefix: namespace, user: null };
  return { prefix: [], user: postgresUser() };
}

/** The one line a start that cannot reach PostgreSQL's files as the `postgres` user stops with. */
export function unreachableMessage(clusterDir: string): string {
  return (
    `The embedded PostgreSQL cannot start: Ferry runs as root, PostgreSQL may not, and the "${SUPERUSER}" ` +
    `user it would run as cannot reach ${clusterDir} or the PostgreSQL programs (a folder above them, such ` +
    'as /root, is private), while this system does not allow user namespaces, the other way. Run Ferry as an ' +
    'ordinary user, put it in a folder other users may pass through, or set DATABASE_URL to a PostgreSQL server.'
  );
}
