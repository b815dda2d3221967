/**
 * A custom extractor for Ferry (DESIGN §7): hands out the newest file of a folder on the server.
 * The source gives the folder in its metadata, and may narrow the files by extension:
 *
 *   "custom": { "handle": "folder-csv", "metadata": [
 *     { "name": "folder", "value": "/srv/exports/partner" },
 *     { "name": "extension", "value": ".csv" } ] }
 *
 * The folder must sit under FERRY_EXAMPLE_ROOT (default /srv/exports) on the server: a tenant
 * writes the metadata, so it must not be able to read any file the server can.
 */
import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export const handle = 'folder-csv';
export const name = 'Newest file in a server folder';

const ROOT = process.env.FERRY_EXAMPLE_ROOT ?? '/srv/exports';

export async function extract({ metadata, signal }) {
  const wanted = metadata.folder;
  if (!wanted) throw new Error('The metadata "folder" is missing: give the folder to read.');
  const root = await realpath(ROOT);
  // Resolved with its links, so that no "..", and no link, leads out of the root.
  const folder = await realpath(path.resolve(root, wanted)).catch(() => {
    throw new Error(`The folder ${wanted} does not exist.`);
  });
  if (folder !== root && !folder.startsWith(root + path.sep)) {
    throw new Error(`The folder ${wanted} is outside the folders this server shares.`);
  }
  const extension = (metadata.extension ?? '.csv').toLowerCase();
  let newest = null;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith(extension)) continue;
    const { mtimeMs } = await stat(path.join(folder, entry.name));
    if (!newest || mtimeMs > newest.mtimeMs) newest = { name: entry.name, mtimeMs };
  }
  if (!newest) throw new Error(`The folder ${wanted} holds no ${extension} file.`);
  // The signal closes the file if Ferry stops reading (timeout, size cap, the run stopped).
  return { filename: newest.name, stream: createReadStream(path.join(folder, newest.name), { signal }) };
}
