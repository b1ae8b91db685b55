import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Tests only: the secret of an invitation link in a message's text. */
export const LINK_PATTERN = /(https?:\/\/[^\s"<>]+)\/acceso-invitados\/([A-Za-z0-9_-]+)/;

export const recipient = (mail: ParsedMail): string | undefined => {
  const to: AddressObject | AddressObject[] | undefined = mail.to;
  return (Array.isArray(to) ? to[0] : to)?.value[0]?.address;
};

/**
 * A real SMTP server on 127.0.0.1 (a random port, or `port`) that hands each message's stream to
 * `onMessage`. A client that resets its connection mid-message (a sender killed on purpose) is not an
 * error of the mailbox: smtp-server emits it as 'error', which would otherwise fail the whole test run.
 */
async function listenSmtp(port: number, onMessage: (stream: Readable) => Promise<void>) {
  const server = new SMTPServer({
    logger: false,
    // No reverse DNS of the client for each connection: it cost a quarter of a second per mail.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, _session, callback) {
      onMessage(stream).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP server on a random local port (or `port`) that keeps every message it receives, parsed. */
export async function startMailbox(port = 0) {
  const received: ParsedMail[] = [];
  const smtp = await listenSmtp(port, async (stream) => {
    received.push(await simpleParser(stream));
  });
  return {
    ...smtp,
    received,
    /** The last message sent to `email`. */
    lastTo(email: string): ParsedMail {
      const mail = received.filter((m) => recipient(m) === email.toLowerCase()).at(-1);
      if (!mail) throw new Error(`no mail for ${email}`);
      return mail;
    },
    /** The secret of the last invitation link sent to `email`. */
    secretFor(email: string): string {
      const match = LINK_PATTERN.exec(this.lastTo(email).text ?? '');
      if (!match?.[2]) throw new Error(`no invitation link in the mail for ${email}`);
      return match[2];
    },
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/**
 * The same server keeping only each message's Message-ID: parsing hundreds of whole messages made the
 * queue's crash test slow without checking more.
 */
export async function startIdMailbox(port = 0) {
  const received: { messageId: string }[] = [];
  const smtp = await listenSmtp(
    port,
    (stream) =>
      new Promise<void>((resolve, reject) => {
        let head = '';
        stream.on('data', (chunk: Buffer) => {
          if (head.length < 8192) head += chunk.toString('latin1');
        });
        stream.on('error', reject);
        stream.on('end', () => {
          received.push({ messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '' });
          resolve();
        });
      }),
  );
  return { ...smtp, received };
}
