/** Where each kind of file lives in the blob store; deleting a prefix removes everything under it. */

/** A transformation's working files: the source, the normalized CSV, the transform stage's outputs. */
export function transformationPrefix(organisationId: string, transformationId: string): string {
  return `org/${organisationId}/transformations/${transformationId}`;
}

/** A submission's own files, kept when its transformation is deleted. */
export function submissionPrefix(organisationId: string, submissionId: string): string {
  return `org/${organisationId}/submissions/${submissionId}`;
}

/**
 * The review store a transform stage publishes while it writes it (./transformations/live-publisher.ts),
 * for API instances on other machines: `<prefix>/<run>/<file>/<offset>`, one object per file and
 * publication, each the bytes from `offset` on. Removed when the stage ends.
 */
export function liveReviewPrefix(organisationId: string, transformationId: string): string {
  return `${transformationPrefix(organisationId, transformationId)}/live`;
}

/** One published piece of a file of a growing review store (see liveReviewPrefix). */
export function liveSegmentKey(prefix: string, run: string, file: string, offset: number): string {
  return `${prefix}/${run}/${file}/${String(offset).padStart(15, '0')}`;
}
