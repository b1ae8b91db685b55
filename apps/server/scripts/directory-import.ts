/**
 * Loads staff's school list into the directory (README "School directory import"):
 *
 *   npm run directory:import -- [--create-cities] archivo.csv
 *
 * Uses the server's configuration (DATA_DIR or DATABASE_URL, read by loadConfig), runs the
 * migrations, adds any reference state or city the database lacks, then imports the file in one
 * transaction. Exit code 0 when imported, 1 when the file was refused (nothing changed), 2 on usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { ensureReferencePlaces } from '../src/db/seed/directory-seed.ts';
import {
  formatImportResult,
  IMPORT_COLUMNS,
  importSchools,
} from '../src/features/directory/directory.import.ts';

const usage = `Uso: npm run directory:import -- [--create-cities] archivo.csv

Columnas (con encabezado, UTF-8, separadas por comas): ${IMPORT_COLUMNS.join(',')}
  --create-cities  añade las ciudades que el archivo nombra y el directorio no tiene
                   (no en Chile ni en Colombia, cuyas listas son oficiales)
`;

async function main(args: string[]): Promise<number> {
  const flags = args.filter((a) => a.startsWith('--'));
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--create-cities');
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
    await migrateToLatest(db);
    await db.transaction().execute((trx) => ensureReferencePlaces(trx));
    const result = await importSchools(db, bytes, {
      now: new Date(),
      createCities: flags.includes('--create-cities'),
    });
    (result.ok ? process.stdout : process.stderr).write(formatImportResult(result));
    return result.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
