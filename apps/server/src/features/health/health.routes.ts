import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/** Past this delay of the event loop (its p99 over the last window), the process asks for no new work. */
export const READY_MAX_DELAY_MS = 1000;
/** The window the delay is measured over: a burst shorter than this does not turn traffic away. */
const WINDOW_MS = 5000;

const ok = z.object({ status: z.literal('ok') });

/**
 * Whether a balancer should send this process new requests (docs/decisions/0088-liveness-and-readiness.md):
 * not while it closes, nor while its event loop is so busy that new requests would only queue.
 */
export function readiness(state: { closing: boolean; delayMs: number; maxDelayMs: number }) {
  if (state.closing) return { ready: false, reason: 'closing' } as const;
  if (state.delayMs > state.maxDelayMs) return { ready: false, reason: 'busy' } as const;
  return { ready: true } as const;
}

/**
 * `/healthz`: the database answers, as the fixed interface says. `/livez`: the process runs, nothing else read,
 * for a supervisor that restarts a dead process and must not restart a busy one. `/readyz`: 503 while
 * the process closes or its event loop lags, so a balancer sends the work to the other processes
 * instead of failing everyone here.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let delayMs = 0;
  const window = setInterval(() => {
    delayMs = delay.percentile(99) / 1e6;
    delay.reset();
  }, WINDOW_MS);
  window.unref();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    clearInterval(window);
    delay.disable();
  });

  const databaseAnswers = async (log: { error: (obj: object, msg: string) => void }) => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (err) {
      log.error({ err }, 'database did not answer');
      throw new AppError('INTERNAL', 'La base de datos no responde.');
    }
  };

  app.get(
    '/healthz',
    {
      config: { access: 'public', cache: 'no-store' },
      schema: {
        tags: ['health'],
        summary: 'El estado del proceso, con una consulta que comprueba que la base de datos responde',
        response: { 200: ok },
      },
    },
    async (request) => {
      await databaseAnswers(request.log);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/livez',
    {
      config: { access: 'public', cache: 'no-store' },
      schema: {
        tags: ['health'],
        summary:
          'Si el proceso sigue en marcha, sin consultar la base de datos, para el supervisor que lo reinicia',
        response: { 200: ok },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public', cache: 'no-store' },
      schema: {
        tags: ['health'],
        summary:
          'Si el proceso admite peticiones nuevas, para el balanceador: 503 mientras se cierra o va sobrecargado',
        response: { 200: ok, 503: z.object({ status: z.enum(['closing', 'busy']) }) },
      },
    },
    async (request, reply) => {
      const state = readiness({ closing, delayMs, maxDelayMs: READY_MAX_DELAY_MS });
      if (!state.ready) return reply.code(503).header('retry-after', '5').send({ status: state.reason });
      await databaseAnswers(request.log);
      return { status: 'ok' as const };
    },
  );
};
