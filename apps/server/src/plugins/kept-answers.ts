import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KeptAnswer } from '../lib/public-answers.ts';
import { readySender, type ReadyCopies } from '../lib/ready-answer.ts';
import { cachePolicies } from './cache-control.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * The public lists kept ready to send (lib/public-answers.ts), answered to visitors before Fastify routes
 * the request, as the built files are (plugins/web.ts, docs/performance.md#public-lists): the same bytes
 * and headers the route gives, with the headers of each copy worked out once per kept answer.
 *
 * A route takes part by declaring `config.keptAnswer` (the key it keeps its answer under) on a GET with a
 * fixed path. Only a request without a session cookie is answered here, because who asks may change the
 * answer (staff are given drafts); and only while the kept answer is up to date (the change counter of
 * every process's writes, and the list's age), else the route builds it. Like the files, these answers
 * write no access-log line.
 */
export const keptAnswers = fp(async (app: FastifyInstance) => {
  const routes = new Map<string, { key: string; cacheControl: string }>();
  app.addHook('onRoute', (route) => {
    const key = route.config?.keptAnswer;
    if (!key) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Its HEAD twin is left to the routes.
    if (!methods.includes('GET')) return;
    if (/[:*]/.test(route.url) || !route.config?.cache) {
      throw new Error(`Route ${route.url}: keptAnswer needs a fixed path and a cache policy`);
    }
    routes.set(route.url, { key, cacheControl: cachePolicies[route.config.cache] });
  });

  // Per kept answer (an answer rebuilt with other bytes is a new object, so its sender goes with the old one).
  const senders = new WeakMap<KeptAnswer, ReturnType<typeof readySender>>();
  const senderOf = (answer: KeptAnswer, cacheControl: string) => {
    let send = senders.get(answer);
    if (send) return send;
    // One ETag names every copy of a kept answer (lib/public-answers.ts).
    const copies: ReadyCopies = {};
    for (const [encoding, body] of Object.entries(answer.bodies))
      copies[encoding as keyof ReadyCopies] = { body, etag: answer.etag };
    send = readySender(copies, {
      ...app.apiHeaders,
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      'cache-control': cacheControl,
    });
    senders.set(answer, send);
    return send;
  };

  app.decorate(
    'serveKeptAnswer',
    (request: IncomingMessage, response: ServerResponse): false | Promise<boolean> => {
      if (request.method !== 'GET') return false;
      const url = request.url ?? '';
      const query = url.indexOf('?');
      const route = routes.get(query === -1 ? url : url.slice(0, query));
      if (!route) return false;
      if (request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
      return app.publicAnswers.ready(route.key).then((answer) => {
        if (!answer) return false;
        senderOf(answer, route.cacheControl)(request, response);
        return true;
      });
    },
  );
});
