import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the same zod schemas that validate the requests. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Foro de Educadores API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'foro_sid' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
});

export async function openApiRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
