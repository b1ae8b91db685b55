import { ANONYMOUS_USER, BAD_CREDENTIALS, type CurrentUser } from '@foro/shared/session/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import type { SessionRepository } from './session.repository.ts';

export const SESSION_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  lastname: string;
  country: string;
  role: 'member' | 'coach' | 'staff';
  updatedFields: number;
}

export function createSessionService(deps: { repo: SessionRepository; clock: Clock }) {
  const { repo, clock } = deps;

  return {
    /** Checks the credentials; an unknown e-mail and a wrong password get the same answer and time. */
    async authenticate(email: string, password: string): Promise<string> {
      const user = await repo.findUserByEmail(email.trim());
      if (!user) {
        await burnPasswordCheck(password);
        throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
      }
      if (!(await verifyPassword(user.password_hash, password))) {
        throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
      }
      return user.id;
    },

    /** Starts a new session and returns its secret token (only its hash is stored). */
    async start(userId: string): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await repo.insertSession({
        idHash: sha256(token),
        userId,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      });
      return token;
    },

    /** The signed-in user of a session token, or null when it is unknown, idle too long or expired. */
    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token) return null;
      const idHash = sha256(token);
      const row = await repo.findSessionWithUser(idHash);
      if (!row) return null;
      const now = clock.now().getTime();
      const lastSeen = Date.parse(row.last_seen_at);
      if (now >= Date.parse(row.expires_at) || now - lastSeen >= SESSION_IDLE_MS) {
        await repo.deleteSession(idHash);
        return null;
      }
      if (now - lastSeen >= TOUCH_EVERY_MS) await repo.touchSession(idHash, new Date(now).toISOString());
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        lastname: row.lastname,
        country: row.country,
        role: row.role,
        updatedFields: row.updated_fields,
      };
    },

    async end(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(sha256(token));
    },

    purgeExpired: () => repo.deleteExpiredSessions(clock.now().toISOString()),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

export function toCurrentUser(user: SessionUser | null): CurrentUser {
  if (!user) return ANONYMOUS_USER;
  return {
    username: user.email,
    name: [user.name, user.lastname].filter(Boolean).join(' '),
    userCountry: user.country,
    userUpdatedFields: user.updatedFields,
    userId: user.id,
    role: user.role,
  };
}
