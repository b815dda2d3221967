/** The specification's "Get started" demo endpoints: no effect on data. */
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import { BadRequest, fromCatalog, PayloadTooLarge, Violation } from '../../domain/errors.ts';
import { BLANK_VALUE } from '../../domain/validation.ts';
import { refuseDeclaredOver } from '../declared-size.ts';
import { formParts } from '../multipart-parts.ts';
import { ok } from '../reply.ts';
import { Envelope, NotBlank } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Get started'];
const Hello = Envelope(Type.Object({ hello: Type.String({ description: 'The given name' }) }));
const NameBody = Type.Object({ name: NotBlank({ description: 'A name' }) }, { additionalProperties: false });
const FileInfo = Envelope(
  Type.Object({
    file_name: Type.String(),
    size: Type.Integer({ description: 'Size in bytes' }),
    media_type: Type.String({ description: 'Media type announced by the client' }),
    sha256: Type.String({ description: 'Hex SHA-256 of the content' }),
  }),
);

export default async function helloRoutes(app: App): Promise<void> {
  app.get(
    '/en/hello',
    {
      schema: {
        tags,
        summary: 'Say hello',
        querystring: Type.Object({ name: NotBlank() }),
        response: { 200: Hello },
      },
    },
    async (request) => ok(request, { hello: request.query.name }),
  );
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/en/hello',
      schema: { tags, summary: `Say hello (${method})`, body: NameBody, response: { 200: Hello } },
      handler: async (request) => ok(request, { hello: request.body.name }),
    });
  }
  app.get(
    '/en/hello/:name',
    {
      schema: {
        tags,
        summary: 'Say hello to a path name',
        params: Type.Object({ name: Type.String() }),
        response: { 200: Hello },
      },
    },
    async (request) => ok(request, { hello: request.params.name }),
  );

  app.post(
    '/en/hello/file-upload',
    {
      schema: {
        tags,
        summary: 'Upload a file and get its name, size, media type and SHA-256',
        consumes: ['multipart/form-data'],
        body: Type.Object({
          file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file' }),
        }),
        response: { 200: FileInfo },
      },
      // A demo that stores nothing: open to members.
      config: { member: true },
      validatorCompiler: () => () => true, // multipart: the handler reads the stream itself
      onRequest: refuseDeclaredOver(() => app.services.ctx.config.maxUploadBytes),
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequest(...fromCatalog('exception.file_field_required'));
      for await (const part of formParts(request)) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const hash = createHash('sha256');
        let size = 0;
        for await (const chunk of part.file) {
          hash.update(chunk);
          size += chunk.length;
        }
        if (part.file.truncated) throw new PayloadTooLarge(app.services.ctx.config.maxUploadBytes);
        return ok(request, {
          file_name: part.filename,
          size,
          media_type: part.mimetype,
          sha256: hash.digest('hex'),
        });
      }
      throw Violation.of('file', null, BLANK_VALUE);
    },
  );

  app.get(
    '/en/send/:subdomain/hello',
    {
      schema: {
        tags,
        summary: "Say hello from a sender's point of view: the organisation behind a subdomain",
        params: Type.Object({ subdomain: Type.String({ pattern: '^[a-z0-9]([a-z0-9\\-]+)?[a-z0-9]$' }) }),
        querystring: Type.Object({ name: NotBlank() }),
        response: { 200: Envelope(Type.Object({ hello: Type.String(), organisation: Type.String() })) },
      },
    },
    async (request) => {
      const organisation = await app.services.organisations.visibleBySubdomain(
        request.principal,
        request.params.subdomain,
      );
      return ok(request, { hello: request.query.name, organisation: organisation.name });
    },
  );
}
