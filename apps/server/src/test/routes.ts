import Fastify, { type FastifyContextConfig } from 'fastify';
import { app } from '../app.ts';
import type { TestApp } from './app.ts';

export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

/** Every route the server registers (HEAD twins included), built through the same plugin. */
export async function routeTable(t: TestApp, dialect: 'sqlite' | 'postgres'): Promise<RouteEntry[]> {
  const routes: RouteEntry[] = [];
  const probe = Fastify();
  probe.addHook('onRoute', (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method])
      routes.push({ method, url: r.url, config: r.config ?? {} });
  });
  await probe.register(app, { config: t.config, db: t.db, dialect, clock: t.clock });
  await probe.ready();
  await probe.close();
  return routes;
}
