/**
 * `ferry user reset-password --email E [--password-stdin]`: the operator's way back in for a user
 * who lost a password. With `--password-stdin`, sets the password read from standard input (so it
 * never shows in the process list or the shell history); without, prints a reset link valid one
 * hour, used once. Either way every earlier login of the user ends when the password changes.
 */
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import type { Runtime } from './runtime.ts';

/** Bad usage of the command, explained with the usage text (exit 2). */
export class UserUsageError extends Error {}

type Opener = (config: Config) => Promise<Runtime>;

/** Standard input whole, without the one line break that `echo` or a here-string adds. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

export async function user(argv: string[], config: Config, open: Opener): Promise<void> {
  if (argv[0] !== 'reset-password') throw new UserUsageError(`Unknown command "user ${argv.join(' ')}".`);
  const { values } = parseArgs({
    args: argv.slice(1),
    options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
  const email = values.email;
  if (!email) throw new UserUsageError('--email is required.');
  const password = values['password-stdin'] ? await readStdin() : null;
  const runtime = await open(config);
  try {
    const resets = runtime.services.passwordResets;
    if (password !== null) {
      await resets.setPassword(email, password);
      process.stdout.write(`Set a new password for ${email}; every earlier login of this user has ended.\n`);
      return;
    }
    const made = await resets.createLinkForEmail(email);
    const confirmUrl = `${config.publicUrl.replace(/\/+$/, '')}/auth/password-reset/confirm`;
    process.stdout.write(
      `Password reset link for ${email}, valid until ${made.expires_at.toISOString()}, usable once:\n` +
        `${made.link}\n` +
        'Or set the password with its token:\n' +
        `curl -X POST ${confirmUrl} -H 'content-type: application/json' \\\n` +
        `  -d '{"token":"${made.token}","password":"<the new password>"}'\n`,
    );
  } finally {
    await runtime.close();
  }
}
