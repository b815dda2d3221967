/**
 * What the tests of AI matching share: a template with an e-mail column that may be matched by AI
 * and a hidden column that may not be described to it, a German file whose e-mail header the local
 * matcher can only guess at, and reading a transformation's mapping once it is matched.
 */
import { expect } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { type Created, call, untilStep, uploadFile } from '../support/flow.ts';

/** The header the local matcher only guesses at (a fuzzy 0.67 for "E-mail"). */
export const GERMAN_EMAIL = 'Kontakt-E-Mail des Kunden';
/** Names of the hidden column: none may appear in a request to the model. */
export const HIDDEN_NAMES = ['risk_flag', 'Internal risk flag', 'Kept from senders'];

export const germanFile = (rows = ['anna@kunde.de,Anna', 'bob@kunde.de,Bob'], extra: string[] = []) =>
  `${[GERMAN_EMAIL, 'Name', ...extra].join(',')}\n${rows.map((row) => `${row}${',x'.repeat(extra.length)}`).join('\n')}\n`;

/** A template `handle` with `email` (matchable_with_ai as told), `name`, and a hidden matchable column. */
export async function createAiTemplate(t: TestApp, token: string, handle: string, matchable: boolean) {
  const created = await call(t, token, 'POST', '/template', { name: handle, template_handle: handle });
  expect(created.statusCode, created.body).toBe(200);
  for (const column of [
    { technical_name: 'email', pretty_name: 'E-mail', type: { type: 'EMAIL' }, matchable_with_ai: matchable },
    { technical_name: 'name', pretty_name: 'Name', type: { type: 'TEXT' } },
    {
      technical_name: HIDDEN_NAMES[0],
      pretty_name: HIDDEN_NAMES[1],
      description: HIDDEN_NAMES[2],
      type: { type: 'TEXT' },
      matchable_with_ai: true,
      hidden: true,
    },
  ]) {
    const res = await call(t, token, 'POST', `/template/${handle}/column`, column);
    expect(res.statusCode, res.body).toBe(200);
  }
}

export async function setAiMatching(t: TestApp, token: string, value: 'on' | 'off') {
  const res = await call(t, token, 'PUT', '/organisation', { ai_matching: value });
  expect(res.statusCode, res.body).toBe(200);
}

/** Uploads `content`, waits for `matched`, and returns the transformation and its mapping's e-mail column. */
export async function matchFile(t: TestApp, token: string, handle: string, content: string) {
  const created: Created = await uploadFile(t, token, handle, content);
  const matched = await untilStep(t, token, created.automation_id, ['matched', 'failed']);
  expect(matched, JSON.stringify(matched)).toMatchObject({ step: 'matched' });
  const mapping = (await call(t, token, 'GET', `/transformation/${created.transformation_id}/mapping`)).json()
    .payload;
  const email = mapping.columns.find((c: { technical_name: string }) => c.technical_name === 'email');
  return { created, mapping, email: email as { source: string | null; score: number; explanation: string } };
}
