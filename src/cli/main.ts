/**
 * The `ferry` command: serve | worker | migrate | org create | plan set | user reset-password | transform.
 * Errors are printed as one readable line; exit codes: 0 ok, 1 failure, 2 bad usage or configuration.
 */
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../config.ts';
import { FerryError, Violation } from '../domain/errors.ts';
import { TransformUsageError } from './transform-usage-error.ts';
import { UserUsageError } from './user.ts';

// Each command loads its own modules: `ferry transform` must not pay for the server, the database
// driver and the job queue (measured: 1.2 s and 180 MB before anything runs).
const openRuntime = async (...args: Parameters<typeof import('./runtime.ts').openRuntime>) =>
  (await import('./runtime.ts')).openRuntime(...args);

const USAGE = `Usage: ferry <command> [options]

Commands:
  serve                                   Run the HTTP API with its job workers
  worker                                  Run the job workers alone (no HTTP server)
  migrate                                 Apply database migrations and exit
  org create --subdomain S --email E --password P [--name N]
                                          Create an organisation and its owner
  plan set --subdomain S [--limit NAME=VALUE]... [--grant PERMISSION]... [--revoke PERMISSION]...
                                          Change an organisation's plan
  user reset-password --email E [--password-stdin]
                                          Print a one-time link (valid 1 hour) that sets a new
                                          password, or set the password read from standard input
  transform --template T.json [--mapping M.json] SOURCE --out DIR
            [--encoding E] [--delimiter D] [--header-row N] [--sheet S] [--records-path P]
            [--line-credit N] [--threads N]
                                          Transform a file with the engine alone (no server)

Configuration comes from the environment: PORT, FERRY_DATA_DIR, FERRY_PUBLIC_URL, DATABASE_URL,
FERRY_DEBUG, FERRY_OUTBOUND_ALLOWLIST (see README.md).`;

class UsageError extends Error {}

const quiet = {
  info: (m: string) => process.stderr.write(`${m}\n`),
  warn: (m: string) => process.stderr.write(`${m}\n`),
};

function need(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

function parseLimits(items: string[]): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const item of items) {
    const match = /^([A-Z_]+)=(\d+)$/.exec(item);
    if (!match?.[1] || !match[2])
      throw new UsageError(
        `--limit ${item}: write NAME=VALUE with a whole number, e.g. COLUMNS_PER_TEMPLATE=50.`,
      );
    limits[match[1]] = Number(match[2]);
  }
  return limits;
}

async function run(argv: string[]): Promise<void> {
  const [command, sub] = argv;
  if (command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!command) throw new UsageError('Name a command.');
  if (command === 'transform') return (await import('./transform.ts')).transform(argv.slice(1));
  const config = readConfig();
  if (command === 'serve') return (await import('./serve.ts')).serve(config);
  if (command === 'worker') return (await import('./worker.ts')).worker(config);
  if (command === 'migrate') {
    const runtime = await openRuntime(config, quiet);
    await runtime.close();
    process.stdout.write('The database is up to date.\n');
    return;
  }
  if (command === 'org' && sub === 'create') {
    const { values } = parseArgs({
      args: argv.slice(2),
      options: {
        subdomain: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
    });
    const input = {
      subdomain: need(values, 'subdomain'),
      email: need(values, 'email'),
      password: need(values, 'password'),
      name: values.name ?? null,
    };
    const runtime = await openRuntime(config, quiet);
    try {
      const organisation = await runtime.services.organisations.create(input);
      process.stdout.write(
        `Created organisation ${organisation.subdomain} (${organisation.organisation_id}) with owner ${input.email}.\n`,
      );
    } finally {
      await runtime.close();
    }
    return;
  }
  if (command === 'plan' && sub === 'set') {
    const { values } = parseArgs({
      args: argv.slice(2),
      options: {
        subdomain: { type: 'string' },
        limit: { type: 'string', multiple: true },
        grant: { type: 'string', multiple: true },
        revoke: { type: 'string', multiple: true },
      },
    });
    const change = {
      limits: parseLimits(values.limit ?? []),
      grant: values.grant ?? [],
      revoke: values.revoke ?? [],
    };
    const runtime = await openRuntime(config, quiet);
    try {
      const plan = await runtime.services.organisations.setPlan(need(values, 'subdomain'), change);
      process.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
    } finally {
      await runtime.close();
    }
    return;
  }
  if (command === 'user')
    return (await import('./user.ts')).user(argv.slice(1), config, (c) => openRuntime(c, quiet));
  throw new UsageError(`Unknown command "${argv.join(' ')}".`);
}

try {
  await run(process.argv.slice(2));
} catch (err) {
  if (
    err instanceof UsageError ||
    err instanceof TransformUsageError ||
    err instanceof UserUsageError ||
    (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    process.stderr.write(`ferry: ${err.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (err instanceof ConfigError) {
    process.stderr.write(`ferry: invalid configuration: ${err.message}\n`);
    process.exit(2);
  }
  if (err instanceof Violation) {
    process.stderr.write(
      `ferry: ${err.violations.map((v) => `${v.property_path}: ${v.message}`).join('\n       ')}\n`,
    );
    process.exit(1);
  }
  process.stderr.write(
    `ferry: ${err instanceof FerryError || err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
}
