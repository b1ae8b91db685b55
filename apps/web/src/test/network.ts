import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';
import {
  errorEnvelopeSchema,
  errorMessages,
  errorStatus,
  type ErrorCode,
  type ErrorEnvelope,
} from '@foro/shared/http/errors';
import { currentEditionSchema, drawPaths, myDrawEntriesSchema } from '@foro/shared/draws/schemas';
import { MY_CERTIFICATES_PATH, myCertificatesSchema } from '@foro/shared/certificates/schemas';

/**
 * The network of a screen test (msw): every handler answers with data checked against the shared
 * schema the server answers with, so a fixture that drifts from the contract fails the test instead
 * of passing against a shape the server never sends. A request without a handler fails the test.
 */
export const network = setupServer(
  // The anti-forgery cookie the API client fetches before its first write.
  http.get('/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
  // The draws' notice on route pages reads the current edition (docs/product/draws.md#editions);
  // none unless a test says otherwise.
  http.get(drawPaths.current, () => HttpResponse.json(currentEditionSchema.parse({ edition: null }))),
  // /perfil lists the member's own draw codes (decision 0079); none unless a test says otherwise.
  http.get(drawPaths.myEntries, () => HttpResponse.json(myDrawEntriesSchema.parse([]))),
  // /perfil lists the member's certificates with "Añadir a LinkedIn" (issue 38); none unless said.
  http.get(MY_CERTIFICATES_PATH, () => HttpResponse.json(myCertificatesSchema.parse({ certificates: [] }))),
);

/** Starts the network for the test file and clears its handlers after each test. */
export function withNetwork() {
  beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => network.resetHandlers());
  afterAll(() => network.close());
}

type Method = 'get' | 'post';

/**
 * A JSON answer of `schema`'s shape (validated, then sent as the server would send it); `body` may
 * depend on the requested URL (a page number).
 */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body: z.input<S> | ((url: URL) => z.input<S>),
) {
  return http[method](path, ({ request }) => {
    const value =
      typeof body === 'function' ? (body as (url: URL) => z.input<S>)(new URL(request.url)) : body;
    return HttpResponse.json(schema.parse(value) as JsonBodyType);
  });
}

/**
 * A write whose request body is checked against the shared request schema (as the server's
 * validation would) and whose answer is checked against the response schema. `seen` receives each
 * validated body.
 */
export function write<Q extends z.ZodType, S extends z.ZodType>(
  path: string,
  request: Q,
  response: S,
  reply: (body: z.output<Q>) => z.input<S>,
  seen?: (body: z.output<Q>) => void,
) {
  return http.post(path, async ({ request: req }) => {
    const body = request.parse(await req.json());
    seen?.(body);
    return HttpResponse.json(response.parse(reply(body)) as JsonBodyType);
  });
}

/**
 * A refusal in the server's error envelope with the code's status (docs/product/session.md#error-envelope);
 * the message is the code's own unless the test gives the server's specific one.
 */
export function refuse(
  method: Method,
  path: string,
  code: ErrorCode,
  envelope: Partial<Omit<ErrorEnvelope, 'code'>> = {},
) {
  const body = errorEnvelopeSchema.parse({ code, message: errorMessages[code], ...envelope });
  return http[method](path, () => HttpResponse.json(body as JsonBodyType, { status: errorStatus[code] }));
}
