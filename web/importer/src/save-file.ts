/** Hands a file to the browser's downloads, as a link the sender clicked would. */
import { h } from '../../shared/dom.ts';

export function saveFile(blob: Blob, name: string): void {
  const link = h('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
