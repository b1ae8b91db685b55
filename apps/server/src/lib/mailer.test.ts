import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { fixedClock } from './clock.ts';
import { renderWording, spanishLongDate } from './mail-templates.ts';
import { createMailer, MailError, parseMailbox, smtpOptionsFromUrl, type MailLogger } from './mailer.ts';

const FROM = 'Foro de Educadores — Señal <foro@example.org>';
const LINK = 'https://foro.example.org/acceso-invitados/Zq9xK2mB7hT4vW1nC8pR';
const USER = 'juana@foro.example.org';
const PASS = 'clá:ve/Ñ%99';
const clock = fixedClock(new Date('2026-03-10T15:00:00.000Z'));

const message = () => ({
  to: 'maria.nunez@escuela.example.cl',
  // The invitation's original wording (features/invitations/invitation-mail.ts): a real mail's layout.
  ...renderWording(
    'invitation',
    undefined,
    { nombre: 'María Núñez', fecha_limite: spanishLongDate(new Date('2026-03-17T15:00:00.000Z')) },
    { name: 'María Núñez', actionUrl: LINK },
  ),
  subject: '¿Año nuevo? ¡Sí! Tu invitación al Foro de Educadores',
});

function recordingLogger(): MailLogger & { lines: string[] } {
  const lines: string[] = [];
  const record = (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`);
  return { lines, info: record, warn: record };
}

interface Received {
  raw: Buffer;
  mailFrom: string | undefined;
  rcptTo: string[];
  user: string | undefined;
}

/** A real SMTP server on a random local port; AUTH needs USER/PASS, accepted without TLS here. */
async function startSmtpServer(extra: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: auth.username });
      else callback(new Error('Autenticación rechazada'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const firstAddress = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a[0] : a)?.value[0];

/** What every delivered message must carry, whichever the transport. */
function expectInvitation(parsed: ParsedMail, id: string) {
  expect(firstAddress(parsed.from)).toEqual({
    name: 'Foro de Educadores — Señal',
    address: 'foro@example.org',
  });
  expect(firstAddress(parsed.to)?.address).toBe('maria.nunez@escuela.example.cl');
  expect(parsed.subject).toBe('¿Año nuevo? ¡Sí! Tu invitación al Foro de Educadores');
  expect(parsed.messageId).toBe(`<${id}@example.org>`);
  expect(parsed.date?.toISOString()).toBe('2026-03-10T15:00:00.000Z');
  expect(parsed.headers.get('content-language')).toBe('es');
  expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
  expect(parsed.text).toContain('Hola, María Núñez:');
  expect(parsed.text).toContain(LINK);
  expect(parsed.text).toContain('martes, 17 de marzo de 2026');
  expect(parsed.html).toContain(`href="${LINK}"`);
  expect(parsed.html).toContain('Aceptar la invitación');
  expect(parsed.html).toContain('María Núñez');
}

/** The logs name the recipient's domain, the subject and the transport; nothing else of the message. */
function expectDiscreetLogs(lines: string[]) {
  const all = lines.join('\n');
  expect(all).toContain('escuela.example.cl');
  expect(all).toContain('¿Año nuevo? ¡Sí!');
  for (const secret of [
    'maria.nunez@',
    'Zq9xK2mB7hT4vW1nC8pR',
    'acceso-invitados',
    'Hola,',
    USER,
    PASS,
    'juana',
  ]) {
    expect(all).not.toContain(secret);
  }
}

describe('mailer through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const url = (auth = `${encodeURIComponent(USER)}:${encodeURIComponent(PASS)}@`) =>
    `smtp://${auth}127.0.0.1:${smtp.port}`;

  it('delivers a UTF-8 message with text and HTML, signed in with the URL credentials', async () => {
    const logger = recordingLogger();
    const mailer = createMailer({ smtpUrl: url(), from: FROM, outboxDir: '/nonexistent', logger, clock });
    const sent = await mailer.send(message());

    expect(sent.transport).toBe('smtp');
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got.user).toBe(USER);
    expect(got.mailFrom).toBe('foro@example.org');
    expect(got.rcptTo).toEqual(['maria.nunez@escuela.example.cl']);
    expectInvitation(await simpleParser(got.raw), sent.id);
    expectDiscreetLogs(logger.lines);
    expect(logger.lines.join('\n')).toMatch(/"transport":"smtp"/);
  });

  it('sends without AUTH when the URL has no credentials', async () => {
    const mailer = createMailer({
      smtpUrl: url(''),
      from: FROM,
      outboxDir: '/nonexistent',
      logger: recordingLogger(),
    });
    await mailer.send(message());
    expect(smtp.received[0]?.user).toBeUndefined();
  });

  it('rejects a refused login with an error that carries no credentials', async () => {
    const logger = recordingLogger();
    const wrong = `${encodeURIComponent(USER)}:${encodeURIComponent('otra-Clave-Secreta')}@`;
    const mailer = createMailer({ smtpUrl: url(wrong), from: FROM, outboxDir: '/nonexistent', logger });
    const error = await mailer.send(message()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailError);
    const e = error as MailError;
    expect(e.code).toBe('EAUTH');
    expect(e.message).toMatch(/^No se pudo enviar el correo por SMTP \(127\.0\.0\.1:\d+\)/);
    const visible = `${e.message} ${JSON.stringify(e)} ${String(e.stack)} ${logger.lines.join('\n')}`;
    for (const secret of ['otra-Clave-Secreta', 'otra-Clave', 'juana', encodeURIComponent(USER)]) {
      expect(visible).not.toContain(secret);
    }
    expect(smtp.received).toHaveLength(0);
    expect(logger.lines.join('\n')).toMatch(/mail not sent.*"code":"EAUTH"/);
  });

  it('rejects an unreachable server with an error that carries no credentials', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const smtpUrl = `smtps://${encodeURIComponent(USER)}:${encodeURIComponent(PASS)}@127.0.0.1:${closed.port}`;
    const mailer = createMailer({
      smtpUrl,
      from: FROM,
      outboxDir: '/nonexistent',
      logger: recordingLogger(),
    });
    const error = (await mailer.send(message()).catch((e: unknown) => e)) as MailError;

    expect(error).toBeInstanceOf(MailError);
    expect(error.message).toContain('No se pudo enviar el correo');
    for (const secret of [PASS, encodeURIComponent(PASS), 'juana', smtpUrl]) {
      expect(`${error.message} ${String(error.stack)}`).not.toContain(secret);
    }
  });

  it('keeps only the domain of addresses quoted in an SMTP refusal', async () => {
    const strict = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`No existe ${address.address}`), { responseCode: 550 }));
      },
    });
    const smtpUrl = `smtp://127.0.0.1:${strict.port}`;
    const mailer = createMailer({
      smtpUrl,
      from: FROM,
      outboxDir: '/nonexistent',
      logger: recordingLogger(),
    });
    const error = (await mailer.send(message()).catch((e: unknown) => e)) as MailError;
    await strict.close();

    expect(error.responseCode).toBe(550);
    expect(error.message).toContain('No existe …@escuela.example.cl');
    expect(error.message).not.toContain('maria.nunez');
  });

  it('refuses a recipient that is not exactly one address', async () => {
    const mailer = createMailer({
      smtpUrl: url(),
      from: FROM,
      outboxDir: '/nonexistent',
      logger: recordingLogger(),
    });
    for (const to of ['a@example.org, b@example.org', 'nadie', 'a@example.org\r\nBcc: b@example.org', '']) {
      await expect(mailer.send({ ...message(), to })).rejects.toThrow(/destinatario no es válida/);
    }
    expect(smtp.received).toHaveLength(0);
  });
});

describe('mailer without SMTP (outbox)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'foro-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a complete .eml file named by date and id, readable by the server only', async () => {
    const logger = recordingLogger();
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir, logger, clock });
    const sent = await mailer.send(message());

    expect(sent.transport).toBe('outbox');
    const files = await readdir(outboxDir);
    expect(files).toEqual([`20260310T150000Z-${sent.id}.eml`]);
    const file = path.join(outboxDir, files[0]!);
    const raw = await readFile(file);
    // RFC 5322 lines end in CRLF; the headers are 7-bit (encoded words for the accents).
    expect(raw.toString('latin1')).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);
    expectInvitation(await simpleParser(raw), sent.id);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expectDiscreetLogs(logger.lines);
    expect(logger.lines.join('\n')).toMatch(/"transport":"outbox"/);
  });

  it('keeps the outbox folder readable by the server only, even one made before', async () => {
    const outboxDir = path.join(dir, 'outbox');
    await mkdir(outboxDir, { mode: 0o755 });
    await chmod(outboxDir, 0o755);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      outboxDir,
      logger: recordingLogger(),
      clock,
    });
    await mailer.send(message());
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    const fresh = path.join(dir, 'nueva', 'outbox');
    await createMailer({
      smtpUrl: undefined,
      from: FROM,
      outboxDir: fresh,
      logger: recordingLogger(),
      clock,
    }).send(message());
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
  });

  it('keeps every message in its own file', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      outboxDir: dir,
      logger: recordingLogger(),
      clock,
    });
    const a = await mailer.send(message());
    const b = await mailer.send(message());
    expect(a.id).not.toBe(b.id);
    expect(await readdir(dir)).toHaveLength(2);
  });
});

describe('SMTP settings from the URL', () => {
  it('uses TLS from the first byte for smtps://', () => {
    expect(smtpOptionsFromUrl('smtps://u:p@mail.example.org')).toMatchObject({
      host: 'mail.example.org',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    });
  });

  it('requires STARTTLS before signing in to another machine over smtp://', () => {
    const options = smtpOptionsFromUrl('smtp://u%40x.org:p%3Aq@mail.example.org:587');
    expect(options).toMatchObject({
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'u@x.org', pass: 'p:q' },
    });
    expect(options.ignoreTLS).toBeUndefined();
  });

  it('talks plain SMTP to this machine, and lets the URL decide otherwise', () => {
    expect(smtpOptionsFromUrl('smtp://localhost:2525')).toMatchObject({ ignoreTLS: true, port: 2525 });
    expect(smtpOptionsFromUrl('smtp://127.0.0.1')).toMatchObject({ ignoreTLS: true, port: 587 });
    expect(smtpOptionsFromUrl('smtp://127.0.0.1?requireTLS=true').ignoreTLS).toBeUndefined();
    expect(smtpOptionsFromUrl('smtp://relay.internal:25?ignoreTLS=true')).toMatchObject({ ignoreTLS: true });
    expect(smtpOptionsFromUrl('smtp://relay.internal:25?ignoreTLS=true').requireTLS).toBeUndefined();
    expect(smtpOptionsFromUrl('smtps://x:y@h?tls.rejectUnauthorized=false').tls).toEqual({
      rejectUnauthorized: false,
    });
    expect(smtpOptionsFromUrl('smtp://[::1]:25')).toMatchObject({ host: '::1', ignoreTLS: true });
  });

  it('reads query options typed, without letting them replace what the URL itself says', () => {
    const options = smtpOptionsFromUrl(
      'smtps://u:p@h:2465?host=x&port=1&name=foro.example.org&maxMessages=5',
    );
    expect(options).toMatchObject({ host: 'h', port: 2465, secure: true, name: 'foro.example.org' });
    expect(options).toMatchObject({ maxMessages: 5 });
    expect('other' in smtpOptionsFromUrl('smtp://h?other.x=1')).toBe(false);
  });

  it('never turns on nodemailer logging, pools or long timeouts', () => {
    const options = smtpOptionsFromUrl('smtp://h?logger=true&debug=true&pool=true');
    expect(options).toMatchObject({ logger: false, debug: false, connectionTimeout: 10_000 });
    expect('pool' in options).toBe(false);
  });
});

describe('sender and configuration', () => {
  it('parses exactly one mailbox', () => {
    expect(parseMailbox('Foro de Educadores <foro@example.org>')).toEqual({
      name: 'Foro de Educadores',
      address: 'foro@example.org',
    });
    expect(parseMailbox('foro@example.org')).toEqual({ name: '', address: 'foro@example.org' });
    expect(parseMailbox('"Foro, Chile" <foro@example.org>')).toEqual({
      name: 'Foro, Chile',
      address: 'foro@example.org',
    });
    for (const bad of [
      'Foro',
      'a@example.org, b@example.org',
      'Grupo: a@example.org;',
      'X <a@b.org>\nBcc: c@d.org',
    ])
      expect(parseMailbox(bad)).toBeNull();
  });

  it('refuses to build a mailer with a bad sender', () => {
    expect(() =>
      createMailer({ smtpUrl: undefined, from: 'Foro', outboxDir: '/tmp', logger: recordingLogger() }),
    ).toThrow(/MAIL_FROM/);
  });

  it('reads SMTP_URL and MAIL_FROM, with a working default sender and no SMTP', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Foro de Educadores <foro@example.org>',
    });
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@correo.example.org:465',
      MAIL_FROM: 'Foro <f@x.org>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://u:p@correo.example.org:465',
      mailFrom: 'Foro <f@x.org>',
    });
  });

  it('names bad mail settings in Spanish without echoing them', () => {
    let message = '';
    try {
      loadConfig({
        SMTP_URL: 'http://usuario:clave-secreta@correo.example.org',
        MAIL_FROM: 'a@x.org, b@x.org',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: debe empezar por smtp:\/\/ o smtps:\/\//);
    expect(message).toMatch(/MAIL_FROM: debe ser una sola dirección de correo/);
    expect(message).not.toContain('clave-secreta');
  });
});
