/**
 * The global setup of the files that never open a database (test/support/database-free.ts): no
 * PostgreSQL; the run's browser check and its own temporary directory, shared with the other
 * project's setup.
 */
import { checkBrowserOnce } from './support/browser-check.ts';
import { ownTemporaryDirectory } from './support/temporary-directory.ts';

export default async function setup() {
  checkBrowserOnce();
  return ownTemporaryDirectory();
}
