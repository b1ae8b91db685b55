/**
 * Writes a backup of the portal's database to FILE while it keeps serving (docs/decisions/0081-backups.md):
 *
 *   npm run backup -- FILE
 *
 * SQLite through its online backup API; PostgreSQL through `pg_dump` (custom format). Media files are
 * not in it: copy MEDIA_DIR too (README, "Backups"). Exit code 0 when done, 1 on failure, 2 on usage.
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { backupDatabase } from '../src/db/backup.ts';

const arg = process.argv[2];
if (!arg || process.argv.length > 3) {
  process.stderr.write('Uso: npm run backup -- ARCHIVO\n');
  process.exit(2);
}
// npm runs the script in apps/server: a relative FILE is taken from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
try {
  const config = loadConfig();
  await backupDatabase(config, file);
  process.stdout.write(`Copia escrita en ${file}.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
