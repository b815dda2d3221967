/** The customer shapes the console reads and sends, from the API's generated types. */
import type { Payload, RequestBody } from '../../../../shared/api-payload.ts';

export type Customer = Payload<'getCustomerCustomerId'>;
export type CustomerPage = Payload<'getCustomers'>;
export type CustomerBody = RequestBody<'postCustomer'>;
export type TemplateEntry = Payload<'getTemplates'>['entries'][number];

/** The hosted link of a template, where a customer signs in with an e-mailed code. */
export function hostedLink(subdomain: string, handle: string): string {
  return `${location.origin}/import/${encodeURIComponent(subdomain)}/${encodeURIComponent(handle)}`;
}
