/**
 * The target file as a sender may download it when the template hides columns from it: a copy
 * without those columns, in the target's own format, written in an engine thread into a scratch
 * folder and streamed from there (the folder goes when the stream closes). A custom (Twig) format
 * writes only what its templates name: it is served as written unless it names a hidden column, or
 * the whole row (`item` or `_context` as a value), which no copy could leave out; then it is refused.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { resolveFormat } from '../../domain/format/defaults.ts';
import { runInThread } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { Db } from '../../store/db.ts';
import { engineTemplateOf } from './engine-template.ts';
import { HiddenColumnsInTarget } from './hidden-columns-error.ts';
import { fetchBlob, makeScratch } from './scratch.ts';

/** Twig that reaches the row as a whole: a loop over it, a dump, a key given by a variable. */
const WHOLE_ROW = /\b_context\b|\bitem\b(?!\s*\.\s*\w|\s*\[\s*['"])/;

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The hidden columns a custom format names, or ['item'] when it reaches the whole row. */
export function namedInTwig(texts: string[], hidden: ReadonlySet<string>): string[] {
  const text = texts.join('\n');
  const named = [...hidden].filter((name) => new RegExp(`(?<![\\w])${escaped(name)}(?![\\w])`).test(text));
  if (named.length === 0 && WHOLE_ROW.test(text)) return ['item'];
  return named;
}

export async function targetWithout(
  db: Db,
  blobs: BlobStore,
  key: string,
  templateId: string,
  hidden: ReadonlySet<string>,
): Promise<Readable> {
  const template = await engineTemplateOf(db, templateId);
  const format = resolveFormat(template.format);
  if (format.format === 'custom') {
    const { header, item, footer } = format.custom;
    const named = namedInTwig([header, item, footer], hidden);
    if (named.length > 0) throw HiddenColumnsInTarget.named(named);
    return blobs.get(key);
  }
  const dir = await makeScratch();
  try {
    const targetPath = (await blobs.localPath(key)) ?? (await fetchBlob(blobs, key, dir, 'target'));
    const outPath = path.join(dir, 'sender-target');
    await runInThread('cutColumns', { targetPath, outPath, template, hidden: [...hidden] });
    const stream = createReadStream(outPath);
    stream.once('close', () => void rm(dir, { recursive: true, force: true }));
    return stream;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof Error && error.name === 'TargetNotReadable')
      throw HiddenColumnsInTarget.uncut(error.message);
    throw error;
  }
}
