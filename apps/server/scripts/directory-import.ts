/**
 * Loads staff's school list into the directory (README "School directory import"):
 *
 *   npm run directory:import -- [--dry-run] [--replace-country] [--create-cities] archivo.csv
 *
 * Uses the server's configuration (DATA_DIR or DATABASE_URL, read by loadConfig), runs the
 * migrations, adds any reference state or city the database lacks, then imports the file in one
 * transaction (with --dry-run: migrates nothing, and rolls that transaction back). Exit code 0 when imported, 1 when the file was refused (nothing changed), 2 on usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { Migrator } from 'kysely';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { ensureReferencePlaces } from '../src/db/seed/directory-seed.ts';
import {
  formatImportResult,
  IMPORT_COLUMNS,
  importSchools,
} from '../src/features/directory/directory.import.ts';

const usage = `Uso: npm run directory:import -- [--dry-run] [--replace-country] [--create-cities] archivo.csv

Columnas (con encabezado, UTF-8, separadas por comas): ${IMPORT_COLUMNS.join(',')}
  --dry-run          comprueba el archivo y dice qué cambiaría, sin cambiar nada
  --replace-country  desactiva los colegios de todo el país que el archivo no lista
                     (sin esta opción, solo los de las regiones o estados que nombra)
  --create-cities    añade las ciudades que el archivo nombra y el directorio no tiene
                     (no en Chile ni en Colombia, cuyas listas son oficiales)
`;
const FLAGS = ['--dry-run', '--replace-country', '--create-cities'];

async function main(args: string[]): Promise<number> {
  const flags = args.filter((a) => a.startsWith('--'));
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => !FLAGS.includes(f));
  if (flags.includes('--help') || files.length !== 1 || unknown.length) {
    process.stderr.write(usage);
    return 2;
  }
  // npm runs the script from apps/server; the file is named from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    process.stderr.write(`No se puede leer ${file}: ${(error as Error).message}\n`);
    return 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }

  const { db } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const dryRun = flags.includes('--dry-run');
    if (dryRun) {
      // A dry run changes nothing, not even the schema: it needs a database that is up to date.
      const pending = (await new Migrator({ db, provider: migrationProvider }).getMigrations()).filter(
        (m) => !m.executedAt,
      );
      if (pending.length) {
        process.stderr.write(
          'La base de datos no está al día (faltan migraciones): arranca el servidor o importa sin --dry-run.\n',
        );
        return 1;
      }
    } else await migrateToLatest(db);
    const result = await importSchools(db, bytes, {
      now: new Date(),
      createCities: flags.includes('--create-cities'),
      replaceCountry: flags.includes('--replace-country'),
      dryRun,
      // In the import's transaction, so a dry run rolls back the places it added too.
      prepare: (trx) => ensureReferencePlaces(trx),
    });
    (result.ok ? process.stdout : process.stderr).write(formatImportResult(result));
    return result.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
