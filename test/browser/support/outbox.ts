/** Links and login codes of the latest e-mail to an address, read from the outbox (FERRY_DATA_DIR/outbox/*.eml). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text of a message: its raw lines, plus every base64 or quoted-printable body decoded. */
function decoded(raw: string): string {
  const base64 = raw.match(/^[A-Za-z0-9+/=]{16,}$/gm) ?? [];
  const fromBase64 = Buffer.from(base64.join(''), 'base64').toString('utf8');
  const fromQuoted = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return `${raw}\n${fromBase64}\n${fromQuoted}`;
}

export async function latestCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = (await readdir(outbox).catch(() => []))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      if (!raw.includes(email)) continue;
      const code = decoded(
        raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n'),
      ).match(/\b(\d{6})\b/);
      if (code) return code[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No login code for ${email} in ${outbox}`);
}

/** The link to `{publicUrl}{path}#token` in the latest e-mail to an address (a reset or an invitation). */
export async function latestLink(dataDir: string, email: string, linkPath: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const escaped = linkPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"<>]*${escaped}#[A-Za-z0-9_-]+`, 'g');
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = (await readdir(outbox).catch(() => []))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      if (!raw.includes(email)) continue;
      // The raw text holds the link cut by quoted-printable soft breaks too: the whole one is the longest.
      const links = [...decoded(raw).matchAll(pattern)].map((found) => found[0]);
      const link = links.sort((a, b) => b.length - a.length)[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${linkPath} link for ${email} in ${outbox}`);
}

/** The decoded text of the latest e-mail to an address that contains `needle` (a link, a subject). */
export async function latestMessage(dataDir: string, email: string, needle: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = (await readdir(outbox).catch(() => []))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      if (!raw.includes(email)) continue;
      const text = decoded(raw);
      if (text.includes(needle)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${email} with ${needle} in ${outbox}`);
}
