import { createQueryId, type KyselyPlugin } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { withPluginOf } from '../db/database.ts';
import type { TestApp } from './app.ts';

/**
 * A second app on the test app's database that writes down the SQL of every statement it runs, for the
 * tests that count a request's statements (decisions 0106, 0118). A statement is counted when its result
 * comes back: a query built of others (a subquery) is transformed once for each part but runs once.
 */
export async function statementCountingApp(
  t: TestApp,
  engine: 'sqlite' | 'postgres',
): Promise<{ app: FastifyInstance; statements: string[] }> {
  const statements: string[] = [];
  const texts = new Map<string, string>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      texts.set(queryId.queryId, t.db.getExecutor().compileQuery(node, createQueryId()).sql);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      statements.push(texts.get(queryId.queryId) ?? '');
      texts.delete(queryId.queryId);
      return result;
    },
  };
  const app = await buildApp({
    config: t.config,
    db: withPluginOf(t.db, plugin),
    dialect: engine,
    clock: t.clock,
  });
  return { app, statements };
}
