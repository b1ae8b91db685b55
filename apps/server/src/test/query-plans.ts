import { CompiledQuery, createQueryId, sql, type KyselyPlugin } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * For the tests that prove a read goes through an index (docs/decisions/0033-forums-that-grow.md): the
 * queries a service sends, captured as the engine receives them, then explained by the engine.
 */

/** Every query sent through the returned database, compiled as the engine receives it. */
export function capturing(db: Db): { db: Db; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      queries.push(db.getExecutor().compileQuery(node, createQueryId()));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), queries };
}

/**
 * The engine's plan of a query. On PostgreSQL the planner is told to avoid scans and sorts
 * (`enable_seqscan`, `enable_sort` off), so it still chooses one only when no index can serve the query.
 */
export async function planOf(db: Db, engine: 'sqlite' | 'postgres', query: CompiledQuery): Promise<string[]> {
  if (engine === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((r) => r.detail);
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((r) => r['QUERY PLAN']);
  });
}

/** The lines of a plan that scan one of `growing` or sort (empty when every read uses an index). */
export function fullReads(engine: 'sqlite' | 'postgres', plan: string[], growing: string[]): string[] {
  const table = growing.join('|');
  if (engine === 'sqlite') {
    const scan = new RegExp(`^SCAN (${table})\\b`);
    return plan.filter((line) => scan.test(line) || /TEMP B-TREE/.test(line));
  }
  const scan = new RegExp(`Seq Scan on (${table})\\b`);
  return plan.filter((line) => scan.test(line) || /^\s*(->\s*)?(Incremental )?Sort\b/.test(line));
}
