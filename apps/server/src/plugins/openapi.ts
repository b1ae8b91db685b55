import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, errorStatus, type ErrorCode } from '@foro/shared/http/errors';
import { keptAnswerOf, sendKept, type KeptAnswer } from '../lib/public-answers.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One envelope schema, referenced by every error answer of the document. */
const errorEnvelope = errorEnvelopeSchema.meta({ id: 'ErrorEnvelope' });

const errorDescriptions: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: 'No hay una sesión iniciada.',
  FORBIDDEN: 'La sesión no tiene permiso para esta acción o este contenido.',
  NOT_FOUND: 'No existe lo que nombra la ruta o el cuerpo.',
  CONFLICT: 'El estado actual no permite la acción.',
  UNSUPPORTED_MEDIA_TYPE: 'El cuerpo no es JSON en UTF-8, o llega comprimido.',
  CSRF_MISMATCH: 'Falta la cabecera X-XSRF-TOKEN o no coincide con la cookie XSRF-TOKEN de esta sesión.',
  VALIDATION: 'Datos no válidos; `errors` dice qué campo y por qué.',
  RATE_LIMITED: 'Demasiadas solicitudes desde esta dirección.',
};

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  produces?: readonly string[];
  response?: Record<string, unknown>;
};

/**
 * The error answers a route can give, derived from what it declares: its access, its method, its
 * schema, its rate limit, and the codes its services raise that nothing else implies (`config.errors`).
 */
/** As the session plugin decides: every write, and a GET that writes, unless it is an HTML form. */
const needsXsrfHeader = (unsafe: boolean, antiForgery: 'header' | 'form' | undefined) =>
  antiForgery === 'header' || (unsafe && antiForgery !== 'form');

export function documentedErrors(route: {
  method: string;
  url: string;
  config?: RouteOptions['config'];
  schema?: RouteSchema;
}): ErrorCode[] {
  const unsafe = UNSAFE.has(route.method);
  const config = route.config as
    | { access?: string; rateLimit?: unknown; errors?: ErrorCode[]; antiForgery?: 'header' | 'form' }
    | undefined;
  const schema = route.schema ?? {};
  const codes = new Set<ErrorCode>(config?.errors ?? []);
  if (config?.access && config.access !== 'public') codes.add('UNAUTHENTICATED').add('FORBIDDEN');
  if (schema.params || unsafe) codes.add('NOT_FOUND');
  if (unsafe) codes.add('CONFLICT').add('UNSUPPORTED_MEDIA_TYPE');
  if (needsXsrfHeader(unsafe, config?.antiForgery)) codes.add('CSRF_MISMATCH');
  if (schema.params || schema.querystring || schema.body || unsafe) codes.add('VALIDATION');
  if (config?.rateLimit) codes.add('RATE_LIMITED');
  return [...codes].sort((a, b) => errorStatus[a] - errorStatus[b]);
}

/** A file answer (calendar, PDF) is a string of its own media type, not JSON. */
const fileSchema = (type: string) =>
  type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function transform(input: TransformInput) {
  const schema = input.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const route = input.route as unknown as RouteOptions;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const { access, antiForgery } = (route.config ?? {}) as {
    access?: string;
    antiForgery?: 'header' | 'form';
  };
  const unsafe = UNSAFE.has(method);

  const response: Record<string, unknown> = { ...schema.response };
  for (const code of documentedErrors({ method, url: input.url, config: route.config, schema })) {
    response[errorStatus[code]] ??= {
      description: errorDescriptions[code],
      content: { 'application/json': { schema: errorEnvelope } },
    };
  }
  // Writes need the anti-forgery header bound to the browser's session cookie, signed in or not.
  const security = needsXsrfHeader(unsafe, antiForgery)
    ? [{ session: [], xsrf: [] }]
    : access && access !== 'public'
      ? [{ session: [] }]
      : undefined;

  const out = jsonSchemaTransform({
    ...input,
    schema: { ...schema, response, ...(security ? { security } : {}) },
  } as TransformInput);
  const fileTypes = schema.produces?.filter((type) => type !== 'application/json') ?? [];
  if (fileTypes.length && !schema.response?.[200]) {
    (out.schema as { response: Record<string, unknown> }).response[200] = {
      description: fileTypes.length > 1 ? 'El archivo, o una página HTML.' : 'El archivo.',
      content: Object.fromEntries(fileTypes.map((type) => [type, { schema: fileSchema(type) }])),
    };
  }
  return out;
}

type Operations = Record<string, { responses?: Record<string, { description?: string }> }>;

/** Adds the zod component schemas and says the library's default response description in Spanish. */
function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input);
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Operations>))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation.responses ?? {}))
        if (response.description === 'Default Response') response.description = 'Respuesta correcta.';
  return document;
}

/** OpenAPI 3.1 generated from the same zod schemas that validate the requests. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Foro de Educadores API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'foro_sid',
            description: 'Cookie de sesión (HttpOnly) que pone el inicio de sesión en /connect.',
          },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: 'X-XSRF-TOKEN',
            description:
              'Anti-falsificación: el valor de la cookie XSRF-TOKEN (GET /api/sanctum/csrf-cookie), ' +
              'obligatorio en POST, PUT, PATCH y DELETE; sin él, 419.',
          },
        },
      },
    },
    transform,
    transformObject,
  });
});

export async function openApiRoutes(app: FastifyInstance) {
  // The document is fixed once the routes are, and it is 400 KB: made, compressed and tagged once, on the
  // first request. Compressed per request it cost 10 ms of CPU and a compressor's window (several MB) for
  // each of the requests under way, so a few dozen clients asking for it at once held 400 MB.
  let document: Promise<KeptAnswer> | undefined;
  app.get(
    '/api/openapi.json',
    { config: { access: 'public', cache: 'public-revalidate' }, schema: { hide: true } },
    async (request, reply) => {
      document ??= keptAnswerOf(Buffer.from(JSON.stringify(app.swagger())));
      return sendKept(request, reply, await document);
    },
  );
}
