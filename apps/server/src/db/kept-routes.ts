import type { Selectable } from 'kysely';
import type { Db } from './database.ts';
import type { AxesTable, AxisStepsTable } from './schema.ts';

export type AxisRow = Selectable<AxesTable>;
export type AxisStepRow = Selectable<AxisStepsTable>;

/**
 * Routes and their stops as the member pages read them, kept per process while the `public` change
 * counter stays the same (migrations 023 and 046: any change of `axes` or `axis_steps`, by any process or
 * script, raises it). Every signed-in page of a route read both on each request; they change when staff
 * edit a route. Only routes that exist are kept, so unknown addresses cannot fill the memory. Reads made
 * inside a transaction go to the database (a repository built on the transaction gets no kept routes).
 */
export function createKeptRoutes(db: Db, publicVersion: () => Promise<string>) {
  let kept: {
    version: string;
    bySlug: Map<string, Promise<AxisRow | undefined>>;
    steps: Map<string, Promise<readonly AxisStepRow[]>>;
  } | null = null;

  async function current() {
    const version = await publicVersion();
    if (kept?.version !== version) kept = { version, bySlug: new Map(), steps: new Map() };
    return kept;
  }

  /** One read per key and version, shared by the requests that ask meanwhile; a failed read is not kept. */
  function remember<T>(
    map: Map<string, Promise<T>>,
    key: string,
    read: () => Promise<T>,
    keep: (v: T) => boolean,
  ) {
    const known = map.get(key);
    if (known) return known;
    const reading = read();
    map.set(key, reading);
    reading.then(
      (value) => {
        if (!keep(value) && map.get(key) === reading) map.delete(key);
      },
      () => {
        if (map.get(key) === reading) map.delete(key);
      },
    );
    return reading;
  }

  return {
    async axisBySlug(slug: string): Promise<AxisRow | undefined> {
      const { bySlug } = await current();
      return remember(
        bySlug,
        slug,
        () => db.selectFrom('axes').selectAll().where('slug', '=', slug).executeTakeFirst(),
        (axis) => axis !== undefined,
      );
    },

    /** The route's stops in order. */
    async steps(axisId: string): Promise<readonly AxisStepRow[]> {
      const { steps } = await current();
      return remember(
        steps,
        axisId,
        async () =>
          Object.freeze(
            await db
              .selectFrom('axis_steps')
              .selectAll()
              .where('axis_id', '=', axisId)
              .orderBy('step_count', 'asc')
              .execute(),
          ),
        (list) => list.length > 0,
      );
    },
  };
}
export type KeptRoutes = ReturnType<typeof createKeptRoutes>;
