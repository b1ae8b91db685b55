import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { EXPORTED_TABLES, NOT_EXPORTED } from './member-export.ts';

/** Columns that point at a member, whatever the table calls them. */
const MEMBER_COLUMNS = new Set(['user_id']);

describe('the right-of-access export covers every table about a member (decision 0039)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports, or names with a reason, every table with a user id column', async () => {
    const tables = await t.db.introspection.getTables();
    const withMember = tables
      .filter((table) => table.columns.some((column) => MEMBER_COLUMNS.has(column.name)))
      .map((table) => table.name)
      .sort();
    expect(withMember.length).toBeGreaterThan(10);
    const covered = new Set<string>([...EXPORTED_TABLES, ...Object.keys(NOT_EXPORTED)]);
    expect(withMember.filter((name) => !covered.has(name))).toEqual([]);
    // And nothing listed that does not exist (a renamed table would hide here).
    expect([...covered].filter((name) => !withMember.includes(name))).toEqual([]);
  });
});
