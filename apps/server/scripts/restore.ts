/**
 * Restores a backup written by `npm run backup` into an empty database (docs/decisions/0081-backups.md):
 *
 *   npm run restore -- FILE
 *
 * Refuses a database that already has tables. Exit code 0 when done, 1 when refused or failed, 2 on usage.
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { restoreDatabase } from '../src/db/backup.ts';

const arg = process.argv[2];
if (!arg || process.argv.length > 3) {
  process.stderr.write('Uso: npm run restore -- ARCHIVO\n');
  process.exit(2);
}
// npm runs the script in apps/server: a relative FILE is taken from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
try {
  const config = loadConfig();
  await restoreDatabase(config, file);
  process.stdout.write(`Copia ${file} restaurada.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
