/**
 * How far a ZIP archive (an XLSX workbook) may expand when unzipped. Sheets that exceljs writes
 * expand 10.7–12.7 times even when every cell holds the same value (200,000 rows × 10 columns,
 * measured), because every cell carries its own reference; deflate tops out near 1,000 times, which
 * only padding reaches. A limit of 100 times leaves eight times the headroom of the most repetitive
 * real sheet, and since an archive is never larger than the upload limit, a read never inflates
 * more than 100 times that limit. Small archives may reach the floor whatever their size.
 */
import { SourceError } from '../source-error.ts';

export interface ZipLimits {
  /** The whole archive may expand to this many times its own size… */
  totalRatio: number;
  /** …or to this many bytes, whichever is more. */
  totalFloor: number;
  /** One entry larger than `entryMinimum` bytes may expand this many times its compressed size. */
  entryRatio: number;
  /** Entries this small are not judged by their ratio: their headers make the ratio noisy. */
  entryMinimum: number;
}

const MB = 1024 * 1024;

export const ZIP_LIMITS: ZipLimits = {
  totalRatio: 100,
  totalFloor: 10 * MB,
  entryRatio: 100,
  entryMinimum: MB,
};

/** Bytes the whole archive may expand to. */
export function unzippedLimit(archiveBytes: number, limits: ZipLimits = ZIP_LIMITS): number {
  return Math.max(limits.totalFloor, limits.totalRatio * archiveBytes);
}

/** A ZIP entry as the archive's central directory declares it. */
export interface DeclaredEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/**
 * Refuses an archive from its central directory alone, before inflating anything: the sum of the
 * declared sizes over the total limit, or one large entry expanding more than the entry ratio.
 */
export function checkDeclaredSizes(
  entries: readonly DeclaredEntry[],
  archiveBytes: number,
  limits: ZipLimits = ZIP_LIMITS,
): void {
  const limit = unzippedLimit(archiveBytes, limits);
  let total = 0;
  for (const entry of entries) total += entry.uncompressedSize;
  if (total > limit) throw zipBomb(total, limit);
  for (const entry of entries) {
    if (entry.uncompressedSize <= limits.entryMinimum) continue;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (ratio > limits.entryRatio) {
      throw SourceError.of('zip_part_ratio', {
        name: entry.name,
        ratio: Math.floor(ratio),
        mb: megabytes(entry.uncompressedSize),
        limit: limits.entryRatio,
      });
    }
  }
}

/** The refusal of an archive that expands past `limit` bytes (declared, or counted while inflating). */
export function zipBomb(bytes: number, limit: number): SourceError {
  return SourceError.of('zip_bomb', { mb: megabytes(bytes, 'down'), limit: megabytes(limit) });
}

function megabytes(bytes: number, rounding: 'down' | 'nearest' = 'nearest'): string {
  const value = bytes / MB;
  const round = rounding === 'down' ? Math.floor : Math.round;
  return value < 10 ? String(round(value * 10) / 10) : String(round(value));
}
