/**
 * Invites a person who is not a member yet (README "Invitations"):
 *
 *   npm run invite -- persona@example.org [--name "Nombre"]
 *
 * Uses the server's configuration (DATA_DIR or DATABASE_URL, PUBLIC_URL, SMTP_URL, MAIL_FROM), runs
 * the migrations and sends the invitation mail through the same mailer as the server (SMTP when
 * SMTP_URL is set, else an .eml file in DATA_DIR/outbox). The link travels only in the mail: it is
 * never printed. Exit code 0 when sent, 1 when refused or not sent, 2 on usage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrateToLatest } from '../src/db/database.ts';
import { createInvitationsRepository } from '../src/features/invitations/invitations.repository.ts';
import { createInvitationsService } from '../src/features/invitations/invitations.service.ts';
import { AppError } from '../src/lib/app-error.ts';
import { systemClock } from '../src/lib/clock.ts';
import { spanishLongDate } from '../src/lib/mail-templates.ts';
import { createMailer, MailError } from '../src/lib/mailer.ts';

const usage = `Uso: npm run invite -- correo@example.org [--name "Nombre Apellido"]

Envía una invitación para crear una cuenta en el Foro de Educadores. El enlace es válido 14 días
y solo viaja en el correo.
  --name  nombre con el que se saluda a la persona en el correo
`;

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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

  const { db } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      // The mailer logs only the recipient's domain and the subject; a command needs its failures only.
      logger: { info: () => {}, warn: () => {} },
      clock: systemClock,
    });
    const invitations = createInvitationsService({
      repo: createInvitationsRepository(db),
      clock: systemClock,
      mailer,
      publicUrl: config.publicUrl,
    });
    const sent = await invitations.issue({ email: args.positionals[0]!, name: args.values.name });
    const where = config.smtpUrl ? '' : ` (sin SMTP_URL: guardada en ${path.join(config.dataDir, 'outbox')})`;
    process.stdout.write(
      `Invitación enviada a ${sent.email}${where}. Válida hasta el ${spanishLongDate(sent.expiresAt)}.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError || error instanceof MailError) {
      process.stderr.write(`No se envió la invitación: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
