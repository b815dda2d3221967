/** Where each kind of file lives in the blob store; deleting a prefix removes everything under it. */

/** A transformation's working files: the source, the normalized CSV, the transform stage's outputs. */
export function transformationPrefix(organisationId: string, transformationId: string): string {
  return `org/${organisationId}/transformations/${transformationId}`;
}

/** A submission's own files, kept when its transformation is deleted. */
export function submissionPrefix(organisationId: string, submissionId: string): string {
  return `org/${organisationId}/submissions/${submissionId}`;
}
