import { hmac, safeEqual } from '../../lib/ids.ts';
import type { NotificationKind } from './notifications.repository.ts';

const KINDS: readonly NotificationKind[] = ['reminders', 'replay', 'forum', 'answers'];

/**
 * The one-click unsubscribe link's token (RFC 8058): the member and the kind, signed with the
 * session secret. It works without signing in and can only turn off that member's mails of that
 * kind; it does not expire, as mail clients may offer the link long after the mail arrived.
 */
export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const body = Buffer.from(`${kind}:${userId}`).toString('base64url');
  return `${body}.${hmac(secret, `unsubscribe:${body}`)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const match = /^([A-Za-z0-9_-]{4,120})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, body, signature] = match as unknown as [string, string, string];
  if (!safeEqual(signature, hmac(secret, `unsubscribe:${body}`))) return null;
  const text = Buffer.from(body, 'base64url').toString();
  const at = text.indexOf(':');
  const kind = text.slice(0, at) as NotificationKind;
  const userId = text.slice(at + 1);
  if (at < 1 || !KINDS.includes(kind) || !userId) return null;
  return { userId, kind };
}
