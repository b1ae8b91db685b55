/**
 * Creates the publisher's first staff account, or makes an existing account staff, so that a portal
 * started with SEED_DEMO=0 can be filled from the back office (docs/product/admin.md#first-staff-account):
 *
 *   npm run create-staff -- persona@example.org [--name "Nombre"] [--lastname "Apellido"]
 *
 * The password is asked at the terminal without echo, or read from the first line of standard input
 * when it is not a terminal (`printf '%s\n' "$PASSWORD" | npm run create-staff -- …`): never from an
 * argument, which shell history and the process list would keep. Exit code 0 when done, 1 when
 * refused, 2 on usage.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { createStaffAccount } from '../src/features/admin/staff-accounts.ts';
import { AppError } from '../src/lib/app-error.ts';
import { systemClock } from '../src/lib/clock.ts';

const usage = `Uso: npm run create-staff -- correo@example.org [--name "Nombre"] [--lastname "Apellido"]

Crea una cuenta del equipo (rol EQUIPO COMPARTIR) con acceso a /admin, o da ese acceso a una cuenta
existente. La contraseña (al menos 10 caracteres) se pide sin mostrarla, o se lee de la entrada
estándar cuando no es una terminal.
`;

/** One line from standard input; at a terminal, asked without echoing what is typed. */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = readline.createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write('Contraseña: ');
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    input.on('data', onData);
  });
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        lastname: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (args.values.help || args.positionals.length !== 1) {
    process.stderr.write(usage);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  const password = await readPassword();
  const { db } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const result = await createStaffAccount(db, systemClock, {
      email: args.positionals[0]!,
      password,
      ...(args.values.name ? { name: args.values.name } : {}),
      ...(args.values.lastname ? { lastname: args.values.lastname } : {}),
    });
    process.stdout.write(
      result.created
        ? `Cuenta del equipo creada: ${result.email}. Ya puede entrar en /admin.\n`
        : `La cuenta ${result.email} ya existía: ahora es del equipo, con la contraseña nueva.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const details = Object.values(error.fieldErrors ?? {}).join(' ');
      process.stderr.write(`No se creó la cuenta: ${details || error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
