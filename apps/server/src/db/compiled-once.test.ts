import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, type TestApp } from '../test/app.ts';
import { createMember } from '../test/factories.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Db } from './database.ts';

describe.each(engines)('a read compiled once on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('builds and compiles on the first call only, and runs each call with its own values', async () => {
    const ana = await createMember(t.db, { name: 'Ana', country: 'CL' });
    const bea = await createMember(t.db, { name: 'Bea', country: 'MX' });
    const build = vi.fn((db: Db, id: string, country: string) =>
      db
        .selectFrom('users')
        .select(['name', 'country'])
        .where('id', '=', id)
        .where('country', '=', country)
        .where('deactivated_at', 'is', null)
        .limit(1),
    );
    const read = compiledOnce(t.db, build);

    expect(await read(ana.id, 'CL')).toEqual([{ name: 'Ana', country: 'CL' }]);
    expect(await read(bea.id, 'MX')).toEqual([{ name: 'Bea', country: 'MX' }]);
    // The values go to their own places: Ana is not in Mexico.
    expect(await read(ana.id, 'MX')).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses a query that does not use every argument as a value', async () => {
    const read = compiledOnce(t.db, (db, id: string, _unused: string) =>
      db.selectFrom('users').select('name').where('id', '=', id),
    );
    await expect(read('x', 'y')).rejects.toThrow(/every argument must be a value/);
  });
});
