/**
 * What both SFTP test files serve and ask for: the user `carol` and her password, a source block
 * pointing at `/in/orders.csv`, and the `in` folder with the orders file, two files a wildcard can
 * pick (`x-a.csv`, `x-b.csv`) and a folder named like one (`x-0.csv`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SftpBlock } from '../../../src/sources/blocks.ts';
import type { TestSftpServer } from './sftp-server.ts';

export const SFTP_USER = 'carol';
export const SFTP_PASSWORD = 'sftp-s3cret-pa55';

/** A source block that logs in to `server` as carol by password, with `overrides` on top. */
export function sftpBlock(server: TestSftpServer, overrides: Partial<SftpBlock> = {}): SftpBlock {
  return {
    host: '127.0.0.1',
    port: server.port,
    username: SFTP_USER,
    password: SFTP_PASSWORD,
    private_key: null,
    path: '/in/orders.csv',
    ...overrides,
  };
}

/** Fills the server's `in` folder: `orders.csv` holds `orders`. */
export async function writeInFolder(server: TestSftpServer, orders: Uint8Array): Promise<void> {
  await mkdir(path.join(server.root, 'in'));
  await writeFile(path.join(server.root, 'in', 'orders.csv'), orders);
  await writeFile(path.join(server.root, 'in', 'x-b.csv'), 'second');
  await writeFile(path.join(server.root, 'in', 'x-a.csv'), 'first');
  await mkdir(path.join(server.root, 'in', 'x-0.csv'));
}
