/**
 * A FERRY_EXTRACTORS_DIR for the tests: the two shipped examples, copied as an operator would,
 * beside modules that go wrong in each way a module can (throws, never answers, breaks mid-file,
 * lacks a handle or a name, repeats a handle, cannot be imported) and a file that is no module.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const EXAMPLES = path.join(import.meta.dirname, '../../../examples/extractors');

export const LONG_REASON = `The partner API said: ${'no! '.repeat(200)}`;

const MODULES: Record<string, string> = {
  'thrower.mjs': `export const handle = 'thrower'; export const name = 'Thrower';
    export async function extract() { throw new Error('The partner API answered 503 Service Unavailable'); }`,
  'long-thrower.mjs': `export const handle = 'long-thrower'; export const name = 'Long thrower';
    export function extract() { throw new Error(${JSON.stringify(LONG_REASON)}); }`,
  'silent.mjs': `export const handle = 'silent'; export const name = 'Silent';
    export function extract({ signal }) { return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))); }`,
  'breaks.mjs': `import { Readable } from 'node:stream';
    export const handle = 'breaks'; export const name = 'Breaks mid-file';
    export function extract() {
      async function* parts() { yield 'email,name\\n'; throw new Error('Connection to the database lost'); }
      return { filename: 'half.csv', stream: Readable.from(parts()) };
    }`,
  'web-stream.mjs': `export const handle = 'web-stream'; export const name = 'Web stream';
    export function extract({ metadata }) {
      return { filename: '../../etc/' + (metadata.file ?? 'web.csv'), stream: new Blob(['a,b\\n', '1,2\\n']).stream() };
    }`,
  'no-file.mjs': `export const handle = 'no-file'; export const name = 'No file'; export function extract() { return { filename: 'x.csv' }; }`,
  'no-handle.mjs': `export const name = 'Nameless'; export function extract() { return { filename: 'a.csv', stream: 'a' }; }`,
  'no-name.mjs': `export const handle = 'no-name'; export function extract() { return { filename: 'a.csv', stream: 'a' }; }`,
  'zz-duplicate.mjs': `export const handle = 'thrower'; export const name = 'Second thrower'; export function extract() {}`,
  'broken.mjs': `throw new Error('missing dependency');`,
  'default-export.mjs': `export default { handle: 'default-export', name: 'Default export', extract: () => ({ filename: 'd.csv', stream: 'x,y\\n' }) };`,
  'notes.txt': 'not a module',
};

/** The folder of modules, and a folder of exports under the folder-csv example's root. */
export async function extractorsDir(): Promise<{ dir: string; exportsRoot: string }> {
  const base = await mkdtemp(path.join(tmpdir(), 'ferry-extractors-'));
  const dir = path.join(base, 'extractors');
  const exportsRoot = path.join(base, 'exports');
  await mkdir(dir);
  await mkdir(path.join(exportsRoot, 'partner'), { recursive: true });
  for (const example of ['folder-csv.mjs', 'generated-csv.mjs']) {
    await copyFile(path.join(EXAMPLES, example), path.join(dir, example));
  }
  for (const [name, text] of Object.entries(MODULES)) await writeFile(path.join(dir, name), text);
  return { dir, exportsRoot };
}
