/**
 * Appends the parts written by the later slices of a split run to the files the first slice wrote,
 * in order (the normalized CSV is not among them: the slices write it in place). Text files are
 * appended as they are. The review store's violations offsets are relative to each slice's own
 * violations file, so its row index is rewritten as it is appended: each moves by the length of
 * the violations before the part. Only the last closing pair of the row index is kept
 * (../review-store/store-layout.ts).
 */
import { open, stat, truncate } from 'node:fs/promises';
import type { PassFiles, PassResult } from '../pass/main-pass.ts';
import { ROW_ENTRY_BYTES, readOffset, reviewFilesIn, writeOffset } from '../review-store/store-layout.ts';

const COPY_CHUNK = 4 * 1024 * 1024;

/** `passes[k + 1]` is what wrote `parts[k]`. */
export async function joinParts(files: PassFiles, parts: PassFiles[], passes: PassResult[]): Promise<void> {
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    const violationsBase =
      files.review === null ? null : (await stat(reviewFilesIn(files.review).violations)).size;
    const copies = [
      append(part.target, files.target),
      append(part.report, files.report),
      append(part.invalid, files.invalid),
    ];
    if (violationsBase !== null && part.review !== null && passes[k + 1]!.rowsInTarget > 0) {
      const into = reviewFilesIn(files.review!);
      const from = reviewFilesIn(part.review);
      copies.push(
        appendRowIndex(from.row_index, into.row_index, violationsBase),
        append(from.violations, into.violations),
        append(from.error_index, into.error_index),
      );
    }
    await Promise.all(copies);
  }
}

/** Appends `from` to `to` through one reused buffer (streams cost twice the time on 200 MB). */
async function append(from: string, to: string): Promise<void> {
  const source = await open(from, 'r');
  const target = await open(to, 'a');
  try {
    const buffer = Buffer.allocUnsafe(COPY_CHUNK);
    for (;;) {
      const { bytesRead } = await source.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      await target.write(buffer, 0, bytesRead);
    }
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

/** Replaces the closing pair of `to` with the entries of `from`, each violations offset moved by the base. */
async function appendRowIndex(from: string, to: string, violationsBase: number): Promise<void> {
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
        const violations = readOffset(buffer, at + 8);
        if (violations !== 0) writeOffset(buffer, violations + violationsBase, at + 8);
      }
      await target.write(buffer, 0, bytesRead);
    }
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
