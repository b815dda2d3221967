/**
 * The custom extractors this server has: every module in FERRY_EXTRACTORS_DIR, imported once at
 * start. A module that cannot be imported, does not have the expected exports, or repeats a handle
 * already taken is skipped with one log line naming the file and why; the others load.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '../../domain/messages/index.ts';
import { customExtractorId } from './extractor-id.ts';
import { asExtractor, type CustomExtractorModule } from './module-shape.ts';

export interface InstalledExtractor extends CustomExtractorModule {
  custom_data_extractor_id: string;
  /** The file it was loaded from, for the operator's messages. */
  file: string;
}

/** Files taken as modules; anything else in the folder (a README, data) is left alone. */
const MODULE_FILE = /\.(mjs|cjs|js)$/;

export type LogLine = (line: string) => void;

const toStderr: LogLine = (line) => process.stderr.write(`ferry: ${line}\n`);

export class CustomExtractors {
  private constructor(private readonly loading: Promise<Map<string, InstalledExtractor>>) {}

  /** Starts loading at once; lookups wait for it. `dir` null: no custom extractors. */
  static load(dir: string | null, log: LogLine = toStderr): CustomExtractors {
    const loading = dir === null ? Promise.resolve(new Map()) : loadFolder(dir, log);
    // A lookup reports nothing on its own failure: loading never throws (see loadFolder).
    return new CustomExtractors(loading);
  }

  /** Every extractor, by handle. */
  async list(): Promise<InstalledExtractor[]> {
    return [...(await this.loading).values()].sort((a, b) => a.handle.localeCompare(b.handle));
  }

  async byId(id: string): Promise<InstalledExtractor | null> {
    return (await this.loading).get(id.toLowerCase()) ?? null;
  }

  async byHandle(handle: string): Promise<InstalledExtractor | null> {
    return this.byId(customExtractorId(handle));
  }
}

async function loadFolder(dir: string, log: LogLine): Promise<Map<string, InstalledExtractor>> {
  const installed = new Map<string, InstalledExtractor>();
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && MODULE_FILE.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    log(`custom extractors: the folder ${dir} cannot be read (${(error as Error).message}); none is loaded.`);
    return installed;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    let loaded: Record<string, unknown>;
    try {
      loaded = await import(pathToFileURL(file).href);
    } catch (error) {
      log(`custom extractor ${file} skipped: it cannot be imported (${(error as Error)?.message ?? error}).`);
      continue;
    }
    const extractor = asExtractor(loaded);
    if (!('extract' in extractor)) {
      // The operator's log, read when the server starts: in English, as every log line.
      log(`custom extractor ${file} skipped: ${render(extractor, 'en')}.`);
      continue;
    }
    const id = customExtractorId(extractor.handle);
    const taken = installed.get(id);
    if (taken) {
      log(`custom extractor ${file} skipped: its handle "${extractor.handle}" is already ${taken.file}'s.`);
      continue;
    }
    installed.set(id, { ...extractor, custom_data_extractor_id: id, file });
    log(`custom extractor "${extractor.handle}" loaded from ${file} (id ${id}).`);
  }
  return installed;
}
