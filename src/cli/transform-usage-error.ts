/** Bad arguments or unreadable template/mapping files for `ferry transform`: exit code 2. */
export class TransformUsageError extends Error {}
