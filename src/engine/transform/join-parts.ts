/**
 * Appends the parts written by the later slices of a split run to the files the first slice wrote,
 * in order. Text files are appended as they are. The review store's offsets are relative to each
 * slice's own files, so its row index is rewritten as it is appended: each line start moves by the
 * normalized CSV's length before the part, each violations offset by the violations file's length.
 * Only the last closing pair of the row index is kept (../review/store-layout.ts).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat, truncate } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { ROW_ENTRY_BYTES, readOffset, reviewFilesIn, writeOffset } from '../review/store-layout.ts';
import type { PassFiles, PassResult } from './main-pass.ts';

const COPY_CHUNK = 1024 * 1024;

/** `passes[k + 1]` is what wrote `parts[k]`. */
export async function joinParts(files: PassFiles, parts: PassFiles[], passes: PassResult[]): Promise<void> {
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    const reviewBases =
      files.review !== null && files.normalized !== null
        ? {
            normalized: (await stat(files.normalized)).size,
            violations: (await stat(reviewFilesIn(files.review).violations)).size,
          }
        : null;
    const copies = [
      append(part.target, files.target),
      append(part.report, files.report),
      append(part.invalid, files.invalid),
    ];
    if (files.normalized !== null && part.normalized !== null)
      copies.push(append(part.normalized, files.normalized));
    if (reviewBases !== null && part.review !== null && passes[k + 1]!.rowsInTarget > 0) {
      const into = reviewFilesIn(files.review!);
      const from = reviewFilesIn(part.review);
      copies.push(
        appendRowIndex(from.row_index, into.row_index, reviewBases.normalized, reviewBases.violations),
        append(from.violations, into.violations),
        append(from.error_index, into.error_index),
      );
    }
    await Promise.all(copies);
  }
}

async function append(from: string, to: string): Promise<void> {
  await pipeline(
    createReadStream(from, { highWaterMark: COPY_CHUNK }),
    createWriteStream(to, { flags: 'a', highWaterMark: COPY_CHUNK }),
  );
}

/** Replaces the closing pair of `to` with the entries of `from`, each moved by the bases. */
async function appendRowIndex(
  from: string,
  to: string,
  normalizedBase: number,
  violationsBase: number,
): Promise<void> {
  const { size } = await stat(to);
  await truncate(to, size - ROW_ENTRY_BYTES);
  const source = await open(from, 'r');
  const target = await open(to, 'a');
  try {
    const buffer = Buffer.allocUnsafe(Math.floor(COPY_CHUNK / ROW_ENTRY_BYTES) * ROW_ENTRY_BYTES);
    for (;;) {
      const { bytesRead } = await source.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      for (let at = 0; at < bytesRead; at += ROW_ENTRY_BYTES) {
        writeOffset(buffer, readOffset(buffer, at) + normalizedBase, at);
        const violations = readOffset(buffer, at + 8);
        if (violations !== 0) writeOffset(buffer, violations + violationsBase, at + 8);
      }
      await target.write(buffer, 0, bytesRead);
    }
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
