/**
 * A real SSH server on loopback (ssh2's Server) whose SFTP subsystem serves a temporary folder,
 * read-only, to one user by password or by public key.
 */
import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ssh2, { type AuthContext, type SFTPWrapper } from 'ssh2';
import { ed25519KeyPair } from './ssh-keys.ts';

const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

export interface TestSftpServer {
  port: number;
  root: string;
  /** The host key's fingerprint as ssh-keygen -l prints it. */
  hostKeySha256: string;
  /** SSH connections open now. */
  openConnections(): number;
  close(): Promise<void>;
}

export async function startSftpServer(user: {
  username: string;
  password?: string;
  publicKeys?: string[];
}): Promise<TestSftpServer> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sftp-root-'));
  const hostKey = ed25519KeyPair();
  const hostPublic = utils.parseKey(hostKey.public);
  if (hostPublic instanceof Error || Array.isArray(hostPublic)) throw new Error('Unreadable host key.');
  const allowed = (user.publicKeys ?? []).map((line) => utils.parseKey(line) as ssh2.ParsedKey);
  let open = 0;
  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    open++;
    client.on('close', () => open--);
    // As OpenSSH does; without it each small reply waits for a delayed ACK (see src/sources/sftp-session.ts).
    (client as unknown as { setNoDelay(on: boolean): void }).setNoDelay(true);
    client.on('error', () => {});
    client.on('authentication', (context) => authenticate(context, user, allowed));
    client.on('session', (accept) => {
      accept().on('sftp', (acceptSftp) => serveFolder(acceptSftp(), root));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const digest = createHash('sha256').update(hostPublic.getPublicSSH()).digest('base64');
  return {
    port: (server.address() as AddressInfo).port,
    root,
    hostKeySha256: `SHA256:${digest.replace(/=+$/, '')}`,
    openConnections: () => open,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

function authenticate(
  context: AuthContext,
  user: { username: string; password?: string },
  allowed: ssh2.ParsedKey[],
) {
  if (
    context.username === user.username &&
    context.method === 'password' &&
    context.password === user.password
  ) {
    return context.accept();
  }
  if (context.username === user.username && context.method === 'publickey') {
    const offered = context.key;
    const key = allowed.find((k) => offered.algo === k.type && offered.data.equals(k.getPublicSSH()));
    const same = key !== undefined;
    if (same && !context.signature) return context.accept();
    if (key && context.signature && key.verify(context.blob!, context.signature, context.hashAlgo) === true) {
      return context.accept();
    }
  }
  context.reject(['password', 'publickey']);
}

/** OPEN/READ/CLOSE, OPENDIR/READDIR, STAT and REALPATH: what a client needs to list and download. */
function serveFolder(sftp: SFTPWrapper, root: string): void {
  const files = new Map<number, FileHandle>();
  const folders = new Map<number, { path: string; listed: boolean }>();
  let next = 0;
  const inRoot = (p: string) => path.join(root, path.posix.normalize(`/${p}`));
  const handleOf = (id: number) => Buffer.from(String(id));
  const idOf = (handle: Buffer) => Number(handle.toString());
  const fail = (reqid: number) => () => sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);

  sftp.on('OPEN', (reqid, filename) => {
    open(inRoot(filename), 'r').then((file) => {
      files.set(++next, file);
      sftp.handle(reqid, handleOf(next));
    }, fail(reqid));
  });
  sftp.on('READ', async (reqid, handle, offset, length) => {
    const file = files.get(idOf(handle));
    if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE);
    const { bytesRead, buffer } = await file.read(Buffer.alloc(length), 0, length, offset);
    if (bytesRead === 0) sftp.status(reqid, STATUS_CODE.EOF);
    else sftp.data(reqid, buffer.subarray(0, bytesRead));
  });
  sftp.on('CLOSE', async (reqid, handle) => {
    const id = idOf(handle);
    await files.get(id)?.close();
    files.delete(id);
    folders.delete(id);
    sftp.status(reqid, STATUS_CODE.OK);
  });
  sftp.on('OPENDIR', (reqid, folder) => {
    stat(inRoot(folder)).then((found) => {
      if (!found.isDirectory()) return fail(reqid)();
      folders.set(++next, { path: inRoot(folder), listed: false });
      sftp.handle(reqid, handleOf(next));
    }, fail(reqid));
  });
  sftp.on('READDIR', async (reqid, handle) => {
    const folder = folders.get(idOf(handle));
    if (!folder) return sftp.status(reqid, STATUS_CODE.FAILURE);
    if (folder.listed) return sftp.status(reqid, STATUS_CODE.EOF);
    folder.listed = true;
    const names = await readdir(folder.path);
    const entries = await Promise.all(
      names.map(async (name) => {
        const found = await stat(path.join(folder.path, name));
        const kind = found.isDirectory() ? 'd' : '-';
        return {
          filename: name,
          longname: `${kind}rw-r--r-- 1 ferry ferry ${found.size} Jan 1 00:00 ${name}`,
          attrs: attrsOf(found),
        };
      }),
    );
    sftp.name(reqid, entries);
  });
  const onStat = (reqid: number, p: string) =>
    stat(inRoot(p)).then((found) => sftp.attrs(reqid, attrsOf(found)), fail(reqid));
  sftp.on('STAT', onStat);
  sftp.on('LSTAT', onStat);
  sftp.on('REALPATH', (reqid, p) => {
    sftp.name(reqid, [
      { filename: path.posix.normalize(`/${p}`), longname: '', attrs: {} as ssh2.Attributes },
    ]);
  });
}

function attrsOf(found: Awaited<ReturnType<typeof stat>>): ssh2.Attributes {
  return {
    mode: Number(found.mode),
    uid: 0,
    gid: 0,
    size: Number(found.size),
    atime: Math.floor(Number(found.atimeMs) / 1000),
    mtime: Math.floor(Number(found.mtimeMs) / 1000),
  };
}
