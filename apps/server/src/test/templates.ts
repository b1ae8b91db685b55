import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest, serializeSqlite } from '../db/database.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';
import { fixedClock } from '../lib/clock.ts';
import { TEST_NOW } from './test-now.ts';

/**
 * Where a test app copies its database from: migrated once for the whole run, without and with the
 * demo content (seeded at TEST_NOW). SQLite: a serialized database in a file; PostgreSQL: a database
 * that `create database … template …` copies.
 */
export interface TestTemplates {
  sqlite: { plain: string; demo: string };
  postgres?: { plain: string; demo: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** The suite's global setup (vitest.config.ts): builds the templates, and removes them at the end. */
export default async function setup(project: TestProject) {
  const clock = fixedClock(TEST_NOW);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-test-templates-'));
  const sqlite = { plain: path.join(folder, 'plain.sqlite'), demo: path.join(folder, 'demo.sqlite') };
  for (const kind of ['plain', 'demo'] as const) {
    const { db } = createDatabase({ dataDir: ':memory:' });
    await migrateToLatest(db);
    if (kind === 'demo') await seedDemoIfEmpty(db, clock);
    fs.writeFileSync(sqlite[kind], serializeSqlite(db)!);
    await db.destroy();
  }
  let admin: Kysely<unknown> | undefined;
  let postgres: TestTemplates['postgres'];
  if (process.env.TEST_DATABASE_URL) {
    admin = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 }),
      }),
    });
    const stem = `foro_template_${randomBytes(6).toString('hex')}`;
    postgres = { plain: `${stem}_plain`, demo: `${stem}_demo` };
    for (const kind of ['plain', 'demo'] as const) {
      await sql`create database ${sql.id(postgres[kind])}`.execute(admin);
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${postgres[kind]}`;
      // Closed before any copy: PostgreSQL copies a template nobody is connected to.
      const { db } = createDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
      await migrateToLatest(db);
      if (kind === 'demo') await seedDemoIfEmpty(db, clock);
      await db.destroy();
    }
  }
  project.provide('testTemplates', { sqlite, ...(postgres ? { postgres } : {}) });
  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (admin && postgres) {
      for (const name of [postgres.plain, postgres.demo])
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    }
  };
}
