import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every path under `dir` (itself included, as `.`) with its permission bits in octal. */
export async function modesUnder(dir: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  const walk = async (at: string) => {
    const info = await stat(at);
    modes[path.relative(dir, at) || '.'] = (info.mode & 0o777).toString(8);
    if (info.isDirectory()) for (const name of await readdir(at)) await walk(path.join(at, name));
  };
  await walk(dir);
  return modes;
}

/** The paths whose mode is not 0700 for a folder or 0600 for a file. */
export async function notPrivate(dir: string): Promise<string[]> {
  const loose: string[] = [];
  for (const [name, mode] of Object.entries(await modesUnder(dir))) {
    const folder = (await stat(path.join(dir, name))).isDirectory();
    if (mode !== (folder ? '700' : '600')) loose.push(`${name} ${mode}`);
  }
  return loose;
}
