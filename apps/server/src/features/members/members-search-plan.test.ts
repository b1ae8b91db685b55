import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test/app.ts';
import { seedMembers } from '../../test/factories.ts';
import { createMembersRepository, type SearchInput } from './members.repository.ts';

/** Enough accounts for the planners to prefer an index, few enough to keep the suite quick. */
const ACCOUNTS = 3000;

describe.each(engines)(
  'the member search reads indexes, never the whole users table, on %s (decisions 0039, 0074)',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await seedMembers(t.db, ACCOUNTS, (i) => ({
        name: i === 1234 ? 'Xiomara Wzqyk' : `Nombre${i}`,
        lastname: `Apellido${(i * 7919) % ACCOUNTS}`,
        email: `cuenta${i}@example.org`,
        school: `Colegio ${i % 50}`,
        rol: i % 2 ? 'DOCENTE' : 'DIRECTOR / RECTOR',
        country: i % 3 ? 'chile' : 'peru',
      }));
      if (engine === 'postgres') await sql`analyze users`.execute(t.db);
      else await sql`analyze`.execute(t.db);
    });
    afterAll(async () => {
      await t.close();
    });

    const base: SearchInput = { words: [], schoolPrefixes: [], limit: 25 };
    const searches: Record<string, SearchInput> = {
      browse: base,
      rareWord: { ...base, words: ['wzqyk'] },
      twoWords: { ...base, words: ['nombre12', 'apellido3'] },
      longAndShort: { ...base, words: ['cuenta77', 'co'] },
      country: { ...base, country: 'chile' },
      school: { ...base, schoolPrefixes: ['colegio 1'] },
      nextPage: { ...base, words: ['nombre12'], after: { key: 'apellido1', id: 'x' } },
    };

    async function planOf(input: SearchInput): Promise<string> {
      const compiled = createMembersRepository(t.db, engine).searchQuery(input).compile();
      const explain = engine === 'postgres' ? 'explain' : 'explain query plan';
      const plan = await t.db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
      );
      return plan.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join(' | ');
    }

    it('plans every kind of search on an index', async () => {
      for (const [label, input] of Object.entries(searches)) {
        const plan = await planOf(input);
        if (engine === 'postgres') {
          expect(plan, label).not.toMatch(/Seq Scan on users/);
          expect(plan, label).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
        } else {
          expect(plan, label).toMatch(/users USING (COVERING )?INDEX|SEARCH users USING INTEGER PRIMARY KEY/);
          expect(plan, label).not.toMatch(/(^| \| )SCAN users($| \|)/);
        }
      }
    });

    it.skipIf(engine !== 'sqlite')(
      'reads the list in order on SQLite before it turns to the trigram index',
      async () => {
        const repo = createMembersRepository(t.db, engine);
        const compiled = repo.probeQuery(searches.twoWords!).compile();
        const plan = await t.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        expect(plan.rows.map((r) => r.detail).join(' | ')).toMatch(
          /SCAN users USING INDEX users_lastname_key_idx/,
        );
        // "docente" is every second account: the window holds a full page, read in list order.
        const common = { ...base, words: ['docente'] };
        const page = await repo.search(common);
        expect(page).toHaveLength(26);
        expect(page.map((r) => r.sort_key)).toEqual([...page.map((r) => r.sort_key)].sort());
        expect(page.every((r) => r.search_text.includes('docente'))).toBe(true);
        // The same page as the trigram index gives.
        expect(page.map((r) => r.id)).toEqual((await repo.searchQuery(common).execute()).map((r) => r.id));
      },
    );

    it('looks words of three letters or more up in the trigram index', async () => {
      const plan = await planOf(searches.rareWord!);
      if (engine === 'postgres') expect(plan).toMatch(/Bitmap Index Scan on users_search_text_trgm_idx/);
      else expect(plan).toMatch(/member_search_fts VIRTUAL TABLE INDEX/);
      const found = await createMembersRepository(t.db, engine).search(searches.rareWord!);
      expect(found.map((r) => r.email)).toEqual(['cuenta1234@example.org']);
    });
  },
);
