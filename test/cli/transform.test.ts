/**
 * `ferry transform` as a user runs it (bin/ferry.js, the compiled CLI): outputs, summary, and exit
 * codes on bad input.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dir: string;

/** Runs the installed command, or with `fromSources` the TypeScript sources through tsx. */
function ferry(args: string[], fromSources = false) {
  const command = fromSources ? ['--import', 'tsx', 'src/cli/main.ts'] : ['bin/ferry.js'];
  return run('node', [...command, 'transform', ...args])
    .then((r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }))
    .catch((err) => ({
      code: err.code as number,
      stdout: err.stdout as string,
      stderr: err.stderr as string,
    }));
}

const template = {
  template_handle: 'people',
  file_name: 'people',
  columns: [
    {
      column_id: 'a',
      technical_name: 'email',
      pretty_name: 'E-mail',
      type: { type: 'EMAIL' },
      importance: 'required',
    },
    { column_id: 'b', technical_name: 'age', pretty_name: 'Age', type: { type: 'NUMBER' } },
  ],
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-cli-'));
  await writeFile(path.join(dir, 'template.json'), JSON.stringify(template));
  await writeFile(path.join(dir, 'people.csv'), 'Email,Age\nada@example.com,36\nnope,x\n');
  await writeFile(path.join(dir, 'picture.csv'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('ferry transform', () => {
  it('writes the target, both reports, the normalized source and a summary', async () => {
    const out = path.join(dir, 'out');
    const result = await ferry([
      '--template',
      path.join(dir, 'template.json'),
      path.join(dir, 'people.csv'),
      '--out',
      out,
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect((await readdir(out)).sort()).toEqual([
      'error-report.csv',
      'invalid-rows.csv',
      'normalized-source.csv',
      'people.csv',
      'summary.json',
    ]);
    const summary = JSON.parse(await readFile(path.join(out, 'summary.json'), 'utf8'));
    expect(summary.counters).toMatchObject({ rows_in_source: 2, rows_in_target: 2, rows_in_error: 1 });
    expect(result.stdout).toContain('2 rows read');
  });

  it('splits a large CSV over threads, with the same outputs as one thread and as the sources', async () => {
    const rows = Array.from({ length: 340_000 }, (_, i) =>
      i % 50 === 0 ? `"bad ${i}",x` : `person${i}@example.com,"${i % 90}"`,
    );
    const source = path.join(dir, 'large.csv');
    await writeFile(source, `Email,Age\n${rows.join('\n')}\n`);
    const outputs: Buffer[][] = [];
    for (const [threads, fromSources] of [
      ['1', false],
      ['2', false],
      ['2', true],
    ] as const) {
      const out = path.join(dir, `large-${threads}-${fromSources}`);
      const args = [
        '--template',
        path.join(dir, 'template.json'),
        source,
        '--out',
        out,
        '--threads',
        threads,
      ];
      const result = await ferry(args, fromSources);
      expect(result.code, result.stderr).toBe(0);
      const summary = JSON.parse(await readFile(path.join(out, 'summary.json'), 'utf8'));
      expect(summary.threads).toBe(Number(threads));
      expect(summary.counters).toMatchObject({ rows_in_source: 340_000, rows_in_error: 6_800 });
      const files = ['people.csv', 'error-report.csv', 'invalid-rows.csv', 'normalized-source.csv'];
      outputs.push(await Promise.all(files.map((f) => readFile(path.join(out, f)))));
    }
    // Buffer.equals: a deep equality over 10 MB takes minutes.
    for (const other of outputs.slice(1)) {
      for (const [i, one] of outputs[0]!.entries()) expect(one.equals(other[i]!), `file ${i}`).toBe(true);
    }
    const bad = await ferry([
      '--template',
      path.join(dir, 'template.json'),
      source,
      '--out',
      dir,
      '--threads',
      '0',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--threads must be a whole number from 1');
  }, 120_000);

  it('exits non-zero with a clear message on a file that is not a table', async () => {
    const result = await ferry([
      '--template',
      path.join(dir, 'template.json'),
      path.join(dir, 'picture.csv'),
      '--out',
      path.join(dir, 'out2'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PNG image/);
  });

  it('exits with usage help when arguments are missing, and names a bad template file', async () => {
    const usage = await ferry([path.join(dir, 'people.csv')]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: ferry transform');
    await writeFile(path.join(dir, 'bad.json'), '{"columns": [');
    const bad = await ferry([
      '--template',
      path.join(dir, 'bad.json'),
      path.join(dir, 'people.csv'),
      '--out',
      path.join(dir, 'out3'),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not valid JSON');
  });

  it('names a number option that is not a whole number, and exits 2', async () => {
    for (const [option, value] of [
      ['--header-row', 'abc'],
      ['--header-row', '0'],
      ['--line-credit', '1.5'],
    ]) {
      const result = await ferry([
        '--template',
        path.join(dir, 'template.json'),
        path.join(dir, 'people.csv'),
        '--out',
        path.join(dir, 'out5'),
        option!,
        value!,
      ]);
      expect(result.code, `${option} ${value}`).toBe(2);
      expect(result.stderr).toContain(`${option} must be a whole number from`);
      expect(result.stderr).toContain(`not "${value}"`);
      expect(result.stderr).not.toContain('NaN');
    }
  });

  it('reads JSON records under the key --records-path names', async () => {
    const people = { export: { people: [{ Email: 'ada@example.com', Age: 36 }] } };
    await writeFile(path.join(dir, 'people.json'), JSON.stringify(people));
    const out = path.join(dir, 'out-json');
    const args = ['--template', path.join(dir, 'template.json'), path.join(dir, 'people.json'), '--out', out];
    const result = await ferry([...args, '--records-path', 'export.people']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('1 rows read');
  });

  it('exits 1 with the path when the source file does not exist, as a file it cannot read', async () => {
    const missing = path.join(dir, 'no-such-file.csv');
    const result = await ferry(['--template', path.join(dir, 'template.json'), missing, '--out', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Cannot read the source file ${missing}`);
  });

  it('exits 2 with the usage when no command is named, and 0 when help is asked for', async () => {
    const none = await run('node', ['bin/ferry.js']).then(
      () => ({ code: 0, stderr: '' }),
      (err) => ({ code: err.code as number, stderr: err.stderr as string }),
    );
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Name a command');
    expect(none.stderr).toContain('Usage: ferry <command>');
    const help = await run('node', ['bin/ferry.js', '--help']);
    expect(help.stdout).toContain('Usage: ferry <command>');
  });

  it('reports a template it cannot use as violations with their paths', async () => {
    await writeFile(
      path.join(dir, 'wrong.json'),
      JSON.stringify({
        columns: [{ column_id: 'a', technical_name: 'a', pretty_name: 'A', type: { type: 'NOPE' } }],
      }),
    );
    const result = await ferry([
      '--template',
      path.join(dir, 'wrong.json'),
      path.join(dir, 'people.csv'),
      '--out',
      path.join(dir, 'out4'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('columns[0].type.type');
  });
});
