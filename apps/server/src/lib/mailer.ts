import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, SMTPTransportOptions, Transporter } from 'nodemailer';
import { addressParser } from 'postal-mime';
import { systemClock, type Clock } from './clock.ts';
import { newId } from './ids.ts';

/** One e-mail to one person, always with a plain-text and an HTML version. */
export interface MailMessage {
  to: string;
  /** The recipient's name, encoded as RFC 2047 when it has accents. */
  toName?: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID's local part (a queued job's id): sending the same job again yields the same
   * Message-ID, which mail servers and clients treat as one message, and the same outbox file.
   */
  id?: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface SentMail {
  /** Also the local part of the Message-ID header and of the outbox file name. */
  id: string;
  transport: 'smtp' | 'outbox';
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** The part of Fastify's (pino) logger the mailer uses. */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://user:pass@host:465`; without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  /** The sender, e.g. `Foro de Educadores <foro@example.org>`. */
  from: string;
  /** Where `.eml` files are written when there is no SMTP server (`DATA_DIR/outbox`). */
  outboxDir: string;
  logger: MailLogger;
  /** Dates the messages and names the outbox files. */
  clock?: Clock;
}

/** Raised when a message cannot be delivered; its message never carries credentials or addresses. */
export class MailError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  constructor(message: string, details: { code?: string; responseCode?: number } = {}) {
    super(message);
    this.name = 'MailError';
    this.code = details.code;
    this.responseCode = details.responseCode;
  }
}

/** Parses one mailbox (`Name <address@domain>` or `address@domain`); null when it is not exactly one. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  // postal-mime's documented parser (by nodemailer's authors; nodemailer keeps its own internal).
  const parsed = addressParser(value);
  const first = parsed[0];
  if (parsed.length !== 1 || !first || first.group || !/^[^\s@<>]+@[^\s@<>]+$/.test(first.address))
    return null;
  return { name: first.name, address: first.address };
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

type UrlOptions = Record<string, unknown> & { tls?: Record<string, unknown> };

/**
 * Reads nodemailer's connection URL format with the platform's URL parser: the scheme says
 * `secure`, then host, port and the percent-decoded user and password; each query option becomes
 * an option (`true`/`false` and numbers typed), `tls.x` a TLS option, other dotted names are
 * ignored, and an option never replaces one already read.
 */
function parseConnectionUrl(smtpUrl: string): UrlOptions {
  const url = new URL(smtpUrl);
  const options: UrlOptions = {};
  if (url.protocol === 'smtp:') options.secure = false;
  else if (url.protocol === 'smtps:') options.secure = true;
  if (Number(url.port)) options.port = Number(url.port);
  if (url.hostname) options.host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (url.username || url.password)
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  for (const [key, text] of url.searchParams) {
    const value =
      text === 'true' ? true : text === 'false' ? false : Number.isNaN(Number(text)) ? text : Number(text);
    let target: Record<string, unknown> = options;
    let name = key;
    if (key.startsWith('tls.')) {
      target = options.tls ??= {};
      name = key.slice('tls.'.length);
    } else if (key.includes('.')) continue;
    if (!(name in target)) target[name] = value;
  }
  return options;
}

/**
 * SMTP options from the URL (nodemailer's URL format, query options such as
 * `tls.rejectUnauthorized=false` included). Unless the URL says otherwise: `smtps://` is TLS from the
 * first byte (port 465); `smtp://` to another machine must upgrade with STARTTLS before the password
 * is sent (`requireTLS`); `smtp://` to this machine (a local relay, or the tests' server) stays plain.
 */
export function smtpOptionsFromUrl(smtpUrl: string): SMTPTransportOptions {
  const options = parseConnectionUrl(smtpUrl) as SMTPTransportOptions & { pool?: unknown };
  // One connection per message: no pool to drain when the server closes.
  delete options.pool;
  const secure = options.secure === true;
  options.port ??= secure ? 465 : 587;
  if (!secure && options.requireTLS === undefined && options.ignoreTLS === undefined) {
    if (LOOPBACK.test(options.host ?? '')) options.ignoreTLS = true;
    else options.requireTLS = true;
  }
  return {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...options,
    // Nodemailer's own logs would print the SMTP dialogue (AUTH, bodies): never on.
    logger: false,
    debug: false,
  };
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** `20260310T150000Z` for file names (no colons, sorts by time). */
const fileStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

function scrub(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets.filter((s) => s.length > 0)) out = out.split(secret).join('[redacted]');
  // Addresses (in SMTP replies) keep only their domain, as the logs do.
  return out.replace(/[^\s<>"'@,;:]+@([a-z0-9.-]+)/gi, '…@$1');
}

/**
 * Sends e-mail through SMTP when `smtpUrl` is set; otherwise writes each message as a complete
 * RFC 5322 `.eml` file to `outboxDir`, so a demo needs no mail server. Logs only the recipient's
 * domain, the subject and the transport: never bodies, links or credentials.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = parseMailbox(options.from);
  if (!from) throw new Error('MAIL_FROM no es una dirección de correo válida');
  const clock = options.clock ?? systemClock;
  const fromDomain = domainOf(from.address);
  const smtp = options.smtpUrl ? smtpOptionsFromUrl(options.smtpUrl) : undefined;
  // nodemailer loads with the first mail, not when the server starts (docs/performance.md#start-up).
  let transports: Promise<{ transport?: Transporter; composer: Transporter }> | undefined;
  const transportsOnce = () =>
    (transports ??= import('nodemailer').then(({ default: nodemailer }) => ({
      ...(smtp ? { transport: nodemailer.createTransport(smtp) } : {}),
      composer: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
    })));
  const credentials =
    smtp?.auth && 'user' in smtp.auth ? [smtp.auth.user ?? '', smtp.auth.pass ?? ''].filter(Boolean) : [];
  const secrets = [options.smtpUrl ?? '', ...credentials, ...credentials.map((c) => encodeURIComponent(c))];
  const where = smtp ? `${smtp.host}:${smtp.port}` : '';

  return {
    async send(message) {
      const to = parseMailbox(message.to);
      if (!to) throw new MailError('La dirección del destinatario no es válida');
      const id = message.id ?? newId();
      const date = clock.now();
      const mail: SendMailOptions = {
        from,
        to: message.toName ? { name: message.toName, address: to.address } : to.address,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date,
        messageId: `<${id}@${fromDomain}>`,
        headers: { ...message.headers, 'Content-Language': 'es', 'Auto-Submitted': 'auto-generated' },
        ...(message.attachments ? { attachments: message.attachments } : {}),
        // The content is ours: never let nodemailer read files or URLs on our behalf.
        disableFileAccess: true,
        disableUrlAccess: true,
      };
      const log = { toDomain: domainOf(to.address), subject: message.subject };
      const { transport, composer } = await transportsOnce();

      if (transport) {
        try {
          await transport.sendMail(mail);
        } catch (error) {
          const e = error as { code?: string; responseCode?: number; message?: string };
          const failure = new MailError(
            `No se pudo enviar el correo por SMTP (${where}): ${scrub(String(e.message ?? error), secrets)}`,
            {
              ...(e.code ? { code: e.code } : {}),
              ...(e.responseCode ? { responseCode: e.responseCode } : {}),
            },
          );
          options.logger.warn(
            { mail: { ...log, transport: 'smtp', code: failure.code, responseCode: failure.responseCode } },
            'mail not sent',
          );
          throw failure;
        }
        options.logger.info({ mail: { ...log, transport: 'smtp', id } }, 'mail sent');
        return { id, transport: 'smtp' };
      }

      const { message: eml } = await composer.sendMail(mail);
      const file = `${fileStamp(date)}-${id}.eml`;
      // The outbox holds invitation links: readable by the server's user only.
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      // mkdir's mode applies only to a folder it creates: an older outbox is tightened too.
      await chmod(options.outboxDir, 0o700);
      await writeFile(path.join(options.outboxDir, file), eml, { flag: 'wx', mode: 0o600 });
      options.logger.info({ mail: { ...log, transport: 'outbox', id, file } }, 'mail written to the outbox');
      return { id, transport: 'outbox' };
    },
  };
}
