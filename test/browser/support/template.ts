/**
 * The template the browser tests import into: a unique required e-mail, a required name, a
 * country CHOICE (value map), a city, and a hidden `margin` the sender must never see.
 */
import { expect } from 'vitest';
import type { TestApp } from '../../support/app.ts';
import { addColumn, addEmailAndNameColumns, call } from '../../support/flow.ts';

export const HIDDEN_MARKER = 's3cr3t';

export async function createImporterTemplate(t: TestApp, token: string, handle: string, fields: object = {}) {
  const created = await call(t, token, 'POST', '/template', {
    name: 'Contacts',
    template_handle: handle,
    access_type: 'restricted',
    description: 'People to invite',
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(200);
  const column = (body: object) => addColumn(t, token, handle, body);
  await addEmailAndNameColumns(t, token, handle);
  await column({
    technical_name: 'country',
    pretty_name: 'Country',
    type: {
      type: 'CHOICE',
      choice_data_type: {
        choices: [
          { value: 'FR', label: 'France' },
          { value: 'DE', label: 'Germany' },
          { value: 'ES', label: 'Spain' },
        ],
      },
    },
  });
  await column({ technical_name: 'city', pretty_name: 'City', type: { type: 'TEXT' } });
  await column({
    technical_name: 'margin',
    pretty_name: 'Margin',
    type: { type: 'VALUE', value_data_type: { value: `${HIDDEN_MARKER}-margin` } },
    hidden: true,
  });
}
