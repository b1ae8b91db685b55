import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMembersRepository } from './members.repository.ts';

describe('the member search reads indexes, never the whole users table (decision 0039)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('plans every kind of search on an index', async () => {
    const repo = createMembersRepository(t.db, 'sqlite');
    const base = { prefixes: [], byEmail: false, schoolPrefixes: [], limit: 25 };
    const searches = {
      browse: base,
      name: { ...base, prefixes: ['quin', 'Quin'] },
      email: { ...base, prefixes: ['ana@'], byEmail: true },
      country: { ...base, country: 'chile' },
      school: { ...base, schoolPrefixes: ['liceo'] },
      nextPage: { ...base, prefixes: ['quin'], after: { key: 'quintero', id: 'x' } },
    };
    for (const [label, input] of Object.entries(searches)) {
      const compiled = repo.searchQuery(input).compile();
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail);
      expect(
        steps.some((step) => /users USING (COVERING )?INDEX/.test(step)),
        `${label}: ${steps.join(' | ')}`,
      ).toBe(true);
      expect(
        steps.filter((step) => /^SCAN users$/.test(step)),
        label,
      ).toEqual([]);
    }
  });
});
