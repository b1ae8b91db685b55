import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Tests only: the secret of an invitation link in a message's text. */
export const LINK_PATTERN = /(https?:\/\/[^\s"<>]+)\/acceso-invitados\/([A-Za-z0-9_-]+)/;

export const recipient = (mail: ParsedMail): string | undefined => {
  const to: AddressObject | AddressObject[] | undefined = mail.to;
  return (Array.isArray(to) ? to[0] : to)?.value[0]?.address;
};

/** A real SMTP server on a random local port (or `port`) that keeps every message it receives, parsed. */
export async function startMailbox(port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    // No reverse DNS of the client for each connection: it cost a quarter of a second per mail.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
