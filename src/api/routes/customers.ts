/** Customers (senders) of the organisation, addressed by UUID, external ID or e-mail. */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import {
  CustomerInvitationBody,
  CustomerInvitationSchema,
  CustomerParams,
  CustomerSchema,
  CustomerUpdateBody,
  CustomerWriteBody,
} from '../schemas/customer.ts';
import { Envelope, PageQuery, PageSchema } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Receiver'];

export default async function customerRoutes(app: App): Promise<void> {
  app.post(
    '/customer',
    {
      schema: {
        tags,
        summary: 'Create a customer',
        body: CustomerWriteBody,
        response: { 200: Envelope(CustomerSchema) },
      },
    },
    async (request) => ok(request, await app.services.customers.create(request.principal, request.body)),
  );

  app.get(
    '/customer/:customerId',
    {
      schema: {
        tags,
        summary: 'Read a customer by UUID, external ID or e-mail',
        params: CustomerParams,
        response: { 200: Envelope(CustomerSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.customers.get(request.principal, request.params.customerId)),
  );

  app.put(
    '/customer/:customerId',
    {
      schema: {
        tags,
        summary: 'Update a customer; properties not sent stay untouched',
        params: CustomerParams,
        body: CustomerUpdateBody,
        response: { 200: Envelope(CustomerSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.customers.update(request.principal, request.params.customerId, request.body),
      ),
  );

  app.delete(
    '/customer/:customerId',
    {
      schema: {
        tags,
        summary: 'Delete a customer',
        params: CustomerParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await app.services.customers.delete(request.principal, request.params.customerId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/customer/:customerId/invitation',
    {
      schema: {
        tags,
        summary: "E-mail a customer the hosted link of a template, in the customer's language",
        description:
          'Owners and admins. The customer needs an e-mail address and may use the template; one customer is invited at most once every 5 minutes (429 with Retry-After).',
        params: CustomerParams,
        body: CustomerInvitationBody,
        response: { 200: Envelope(CustomerInvitationSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.customerInvitations.send(
          request.principal,
          request.params.customerId,
          request.body.template_handle,
        ),
      ),
  );

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'List customers',
        querystring: Type.Object({
          ...PageQuery,
          criteria: Type.Optional(Type.String({ description: 'Searched in name, e-mail and external ID' })),
        }),
        response: { 200: Envelope(PageSchema(CustomerSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.customers.list(
          request.principal,
          pageRequest(request.query),
          request.query.criteria,
        ),
      ),
  );
}
