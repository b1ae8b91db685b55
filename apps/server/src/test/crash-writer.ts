import { sql } from 'kysely';
import { createDatabase } from '../db/database.ts';

/**
 * For db/database-durability.test.ts: writes numbered rows to the SQLite database in the folder given,
 * one transaction each, and prints each number once its write has returned, until it is killed.
 */
const { db } = createDatabase({ dataDir: process.argv[2]! });
await sql`create table if not exists crash_probe (n integer primary key)`.execute(db);
for (let n = 1; ; n++) {
  await sql`insert into crash_probe (n) values (${n})`.execute(db);
  // Waits until the number is handed to the pipe: this loop otherwise never returns to the event loop
  // (SQLite answers at once), so once the pipe was full for a moment the numbers queued in memory and
  // the test, reading none, waited until its timeout.
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(`${n}\n`, (error) => (error ? reject(error) : resolve())),
  );
}
