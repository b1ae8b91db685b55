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

/** A file answer (calendar, PDF) is a string of its own media type; a JSON download is an object. */
const fileSchema = (type: string) =>
  /[/+]json$/.test(type)
    ? { type: 'object' }
    : type.startsWith('text/')
      ? { type: 'string' }
      : { type: 'string', format: 'binary' };

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
  const fileTypes = schema.produces ?? [];
  if (fileTypes.length && !schema.response?.[200]) {
    (out.schema as { response: Record<string, unknown> }).response[200] = {
      description: fileTypes.length > 1 ? 'El archivo, o una página HTML.' : 'El archivo.',
      content: Object.fromEntries(fileTypes.map((type) => [type, { schema: fileSchema(type) }])),
    };
  }
  (out.schema as { operationId?: string }).operationId ??= operationIdOf(method, input.url);
  return out;
}

/**
 * A name for each operation, made from its method and address, for the clients a generator writes from
 * this document: `GET /api/meeting/:slug/posts` is `getMeetingBySlugPosts`. Unique as the routes are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part !== '' && part !== 'api')
    .flatMap((part) =>
      part.startsWith(':') ? ['by', ...part.slice(1).split(/[^A-Za-z0-9]+/)] : part.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const title = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map(title).join('');
}

/** Every tag the routes use, described for whoever reads the document. */
const OPENAPI_TAGS = [
  { name: 'health', description: 'Estado del proceso, para el balanceador y la supervisión.' },
  { name: 'botcheck', description: 'Retos anti-bots de los formularios públicos.' },
  { name: 'session', description: 'Inicio y cierre de sesión, contraseñas y proveedores de identidad.' },
  { name: 'invitations', description: 'Solicitudes de invitación de quienes aún no son miembros.' },
  { name: 'profile', description: 'El perfil y la cuenta del miembro que ha iniciado sesión.' },
  {
    name: 'meetings',
    description: 'Encuentros mensuales: ficha, inscripción, comentarios, asistencia y calendario.',
  },
  { name: 'live', description: 'Emisiones de novedades en directo (Server-Sent Events) y reacciones.' },
  {
    name: 'axes',
    description: 'Ejes: sus paradas, la masterclass, los contenidos relacionados y el progreso.',
  },
  { name: 'forum', description: 'Hilos de los ejes y sus comentarios.' },
  { name: 'tests', description: 'Casos prácticos de los ejes y sus resultados.' },
  { name: 'moderation', description: 'Denuncias de los miembros y lo que ven de su moderación.' },
  { name: 'certificates', description: 'Certificados en PDF y credenciales verificables.' },
  { name: 'directory', description: 'Países, regiones, ciudades y colegios del registro.' },
  { name: 'open-access', description: 'La masterclass de acceso abierto para visitantes.' },
  { name: 'content', description: 'Páginas y bloques de contenido del portal.' },
  { name: 'contact', description: 'El formulario de contacto.' },
  { name: 'draws', description: 'Sorteos: ediciones, resultados verificables y premios.' },
  { name: 'share', description: 'Imágenes y vistas previas para compartir enlaces.' },
  { name: 'admin', description: 'El panel de administración del personal.' },
];

type Operations = Record<string, { responses?: Record<string, { description?: string }> }>;

/**
 * Adds the zod component schemas, keeping only those the document refers to (zod registers an input
 * twin of each named schema, unused here), and says the library's default response description in
 * Spanish.
 */
function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input);
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Operations>))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation.responses ?? {}))
        if (response.description === 'Default Response') response.description = 'Respuesta correcta.';
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (schemas) {
    // The schemas the operations name, and those these name in turn.
    const used = new Set<string>();
    const visit = (value: unknown) => {
      for (const [, name] of JSON.stringify(value ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
        if (!used.has(name!)) {
          used.add(name!);
          visit(schemas[name!]);
        }
    };
    visit(document.paths);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  }

  return document;
}

/** OpenAPI 3.1 generated from the same zod schemas that validate the requests. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foro de Educadores API',
        version: '1.0.0',
        description:
          'La API del portal Foro de Educadores: la comunidad de docentes, directivos y personal de ' +
          'colegios de 15 países de Latinoamérica. El portal la usa desde el navegador con la cookie de ' +
          'sesión; cada operación dice quién puede llamarla y qué errores responde.',
        contact: { name: 'Foro de Educadores', url: app.config.publicUrl },
      },
      servers: [{ url: app.config.publicUrl }],
      tags: OPENAPI_TAGS,
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
