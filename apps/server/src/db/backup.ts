import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Backups that restore (docs/decisions/0081-backups.md). SQLite: the online backup API, a consistent copy
 * while the portal keeps writing. PostgreSQL: `pg_dump` in its custom format, restored with `pg_restore`.
 * Restoring goes only into an empty database.
 */
export interface BackupTarget {
  /** PostgreSQL when set; otherwise SQLite at `DATA_DIR/foro.sqlite`. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export class BackupRefused extends Error {}

const sqliteFile = (target: BackupTarget) => path.join(target.dataDir, 'foro.sqlite');

/**
 * pg's tools read the password from PGPASSWORD, not from an argument the process list shows; the rest
 * of the address goes as `--dbname`.
 */
function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(
          `No se pudo ejecutar ${command}: ${error.message}. ¿Están instaladas las herramientas de PostgreSQL?`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} terminó con el código ${code}:\n${stderr.trim()}`)),
    );
  });
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const out = path.resolve(file);
  if (target.databaseUrl) {
    const { dbname, env } = pgConnection(target.databaseUrl);
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', out, '--dbname', dbname], env);
    return;
  }
  const source = sqliteFile(target);
  if (!fs.existsSync(source)) throw new BackupRefused(`No hay base de datos en ${source}.`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // Every step copies every page, under one read transaction (WAL lets the portal write meanwhile):
    // a write between two steps restarts an online backup, so steps of "what remained" (which shrink)
    // let a busy portal restart the copy for ever; a whole copy per step ends in the first one it runs.
    await db.backup(out, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

/** Tables in the target besides the engine's own: restoring over them would mix two portals. */
async function tablesIn(target: BackupTarget): Promise<number> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const r = await client.query<{ n: string }>(
        `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      return Number(r.rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }
  const file = sqliteFile(target);
  if (!fs.existsSync(file)) return 0;
  const db = new SQLite(file, { readonly: true });
  try {
    const row = db
      .prepare(`select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
      .get() as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  const from = path.resolve(file);
  if (!fs.existsSync(from)) throw new BackupRefused(`No existe la copia ${from}.`);
  const tables = await tablesIn(target);
  if (tables > 0) {
    throw new BackupRefused(
      `La base de datos de destino no está vacía (${tables} tablas). Se restaura solo en una base de datos vacía: ` +
        'crea una nueva (o, en SQLite, apunta DATA_DIR a una carpeta sin foro.sqlite) y repite.',
    );
  }
  if (target.databaseUrl) {
    const { dbname, env } = pgConnection(target.databaseUrl);
    await run(
      'pg_restore',
      ['--exit-on-error', '--no-owner', '--no-privileges', '--dbname', dbname, from],
      env,
    );
    return;
  }
  const dest = sqliteFile(target);
  fs.mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  for (const leftover of [dest, `${dest}-wal`, `${dest}-shm`]) fs.rmSync(leftover, { force: true });
  const backup = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(dest);
  } finally {
    backup.close();
  }
  fs.chmodSync(dest, 0o600);
}
