/** Connectors (DESIGN §7): saved mappings and reading options that runs apply to later files. */
import { Type } from 'typebox';
import type { ConnectorEdit } from '../../services/connectors/connectors.ts';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import {
  ConnectorParams,
  ConnectorSaveBody,
  ConnectorSchema,
  ConnectorUpdateBody,
} from '../schemas/connector.ts';
import { Envelope, PageQuery, PageSchema } from '../schemas/envelope.ts';
import { TransformationParams } from '../schemas/transformation.ts';
import type { App } from '../types.ts';

const tags = ['Sender'];
// Senders save and use connectors of their own transformations; the service limits each caller.
const config = { customer: true };

export default async function connectorRoutes(app: App): Promise<void> {
  const connectors = () => app.services.connectors;

  app.post(
    '/transformation/:transformationId/connector',
    {
      config,
      schema: {
        tags,
        summary: "Save a transformation's confirmed mapping and reading options as a connector",
        params: TransformationParams,
        body: ConnectorSaveBody,
        response: { 200: Envelope(ConnectorSchema) },
      },
    },
    async (request) =>
      ok(request, await connectors().save(request.principal, request.params.transformationId, request.body)),
  );

  app.get(
    '/connectors',
    {
      config,
      schema: {
        tags,
        summary: 'List connectors, oldest first',
        querystring: Type.Object({
          ...PageQuery,
          template_handle: Type.Optional(Type.String({ description: "Only this template's" })),
        }),
        response: { 200: Envelope(PageSchema(ConnectorSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await connectors().list(request.principal, pageRequest(request.query), request.query.template_handle),
      ),
  );

  app.get(
    '/connector/:connectorId',
    {
      config,
      schema: {
        tags,
        summary: 'Read a connector',
        params: ConnectorParams,
        response: { 200: Envelope(ConnectorSchema) },
      },
    },
    async (request) => ok(request, await connectors().get(request.principal, request.params.connectorId)),
  );

  app.put(
    '/connector/:connectorId',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a connector; properties not sent stay, and any change moves updated_at',
        params: ConnectorParams,
        body: ConnectorUpdateBody,
        response: { 200: Envelope(ConnectorSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await connectors().update(
          request.principal,
          request.params.connectorId,
          request.body as ConnectorEdit,
        ),
      ),
  );

  app.delete(
    '/connector/:connectorId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a connector; runs already made keep their mapping',
        params: ConnectorParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await connectors().delete(request.principal, request.params.connectorId);
      return reply.status(204).send(null);
    },
  );
}
