import type { Compilable, CompiledQuery } from 'kysely';
import { preparedOf, type Db, type PreparedRun } from './database.ts';

/** Stands for an argument while the query is compiled: its place among the compiled parameters. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/**
 * A statement of the hot signed-in paths (their reads) whose SQL never
 * changes, only its values: Kysely builds and compiles it on the first call (the arguments stand in as
 * slots), and every later call runs that SQL with its own values in their places, skipping the query
 * builder and the compiler (decision 0103). Not a cache of results: every call asks the database. `build`
 * gets the database to build on. `build` must give the same SQL whatever the values: each argument used
 * only as a value (no branch on it, no list, no `sql.lit`), one template per repository instance (the `db`
 * it runs on, plugins included, is the one it was compiled with). The SQL runs as the engine's own kept
 * statement (`preparedOf`: a named statement of each connection on PostgreSQL; on SQLite a read only, a
 * write going through Kysely's executor), on the pool, never inside a transaction unless `db` is one.
 */
export function compiledOnce<Args extends readonly unknown[], Row>(
  db: Db,
  build: (db: Db, ...args: Args) => Compilable<Row> & { execute(): Promise<Row[]> },
): (...args: Args) => Promise<Row[]> {
  // A database seen through a plugin (tests that watch every statement) builds every call, so that the
  // plugin sees each one; production has none.
  if (db.getExecutor().plugins.length > 0) return (...args: Args) => build(db, ...args).execute();
  // The engine's own statement, run past Kysely's executor (decision 0117).
  const prepared = preparedOf(db);
  let template: { compiled: CompiledQuery<Row>; places: number[]; run?: PreparedRun | undefined } | undefined;
  return async (...args: Args): Promise<Row[]> => {
    if (!template) {
      const slots = args.map((_, i) => new Slot(i)) as unknown as Args;
      const compiled = build(db, ...slots).compile();
      const places = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1));
      if (new Set(places.filter((at) => at >= 0)).size !== args.length)
        throw new Error(`compiledOnce: every argument must be a value of the query (${compiled.sql})`);
      template = { compiled, places, run: prepared?.(compiled.sql) };
    }
    const { compiled, places, run } = template;
    const parameters = places.map((at, i) => (at >= 0 ? args[at] : compiled.parameters[i]));
    const rows = run?.(parameters);
    if (rows !== undefined) return (await rows) as Row[];
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
