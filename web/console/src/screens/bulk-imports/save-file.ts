/** Saves a file a route answers (with the bearer token, so not a plain link) under the name given. */
import { api } from '../../session.ts';

export async function saveFile(path: string, name: string): Promise<void> {
  const blob = await api.download(path);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
