/**
 * The small contacts file the review tests work on (rows per column in error, find and replace,
 * undo): one bad e-mail (row 3), one empty name (row 4), a repeated e-mail (rows 5 and 6) and a
 * price out of range (row 7), among clean rows.
 */
import type { TestApp } from './app.ts';
import { newCustomer } from './flow.ts';

export const REVIEW_CONTACTS = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,12.50',
  'grace@example.com,Grace,7',
  'not-an-email,Linus,3',
  'alan@example.com,,4',
  'dup@example.com,Dup One,5',
  'dup@example.com,Dup Two,6',
  'edsger@example.com,Edsger,2000',
  'barbara@example.com,Barbara,9',
  'ken@example.com,Ken,10',
  'dennis@example.com,Dennis,11',
].join('\n');

/** The token of a new customer of `organisationToken`, named after its external id, allowed the `contacts` template. */
export const contactsCustomerToken = async (t: TestApp, organisationToken: string, externalId: string) =>
  (
    await newCustomer(t, organisationToken, {
      name: externalId,
      external_id: externalId,
      template_handles: ['contacts'],
    })
  ).token;
