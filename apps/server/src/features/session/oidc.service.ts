import { memberSearchText } from '@foro/shared/members/search-text';
import { countries } from '@foro/shared/directory/countries';
import { suspendedNow } from '@foro/shared/members/admin-schemas';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { ACCOUNT_DEACTIVATED, ACCOUNT_SUSPENDED, suspendedUntilMessage } from './session.service.ts';

/**
 * Who a provider account is on the portal (docs/decisions/0083-oidc-sign-in.md): the member it was
 * linked to before; else the member with the e-mail the provider marks as verified (linked now);
 * else a new member made from the claims, whose data is then confirmed as usual (`updated_fields` 0).
 */

export const OIDC_UNVERIFIED_EMAIL =
  'Tu proveedor no ha verificado el correo electrónico de tu cuenta y ese correo ya pertenece a un miembro del Foro de Educadores. Verifica tu correo en el proveedor o inicia sesión con tu contraseña.';
export const OIDC_UNVERIFIED_NEW =
  'Tu proveedor no ha verificado el correo electrónico de tu cuenta. Verifícalo en el proveedor y vuelve a intentarlo.';
export const OIDC_NO_EMAIL =
  'Tu proveedor no nos ha enviado tu correo electrónico, y sin él no podemos crear tu cuenta. Vuelve a intentarlo aceptando compartir tu correo.';
export const OIDC_CLOSED_ACCOUNT = 'Esta cuenta del Foro de Educadores se cerró y ya no puede usarse.';

/** The claims we read (ID token and UserInfo together). */
export interface OidcClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  country?: unknown;
  address?: unknown;
  school?: unknown;
}

export type OidcOutcome = { ok: true; userId: string; created: boolean } | { ok: false; message: string };

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, max) : '';

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** One of the portal's 15 countries named by its key, its Spanish name or its ISO code; '' otherwise. */
export function countryFromClaims(claims: OidcClaims): string {
  const address =
    claims.address && typeof claims.address === 'object' ? (claims.address as Record<string, unknown>) : {};
  for (const raw of [claims.country, address.country]) {
    const value = plain(text(raw, 60));
    if (!value) continue;
    const found = countries.find(
      (c) => c.key === value || plain(c.label) === value || c.region.toLowerCase() === value,
    );
    if (found) return found.key;
  }
  return '';
}

/** Given names and surnames: `given_name`/`family_name`, else `name` split at its first space. */
export function namesFromClaims(claims: OidcClaims): { name: string; lastname: string } {
  const given = text(claims.given_name, 120);
  const family = text(claims.family_name, 120);
  if (given || family) return { name: given, lastname: family };
  const whole = text(claims.name, 240);
  const at = whole.indexOf(' ');
  return at === -1
    ? { name: whole.slice(0, 120), lastname: '' }
    : { name: whole.slice(0, at).slice(0, 120), lastname: whole.slice(at + 1).slice(0, 120) };
}

export function createOidcService(deps: {
  db: Db;
  clock: Clock;
  zoneOfUser?: (userId: string) => Promise<string | null>;
}) {
  const { db, clock } = deps;

  async function usable(userId: string): Promise<OidcOutcome> {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user || user.closed_at) return { ok: false, message: OIDC_CLOSED_ACCOUNT };
    const now = clock.now().toISOString();
    if (suspendedNow(user, now)) {
      return {
        ok: false,
        message: user.suspended_until
          ? suspendedUntilMessage(new Date(user.suspended_until), (await deps.zoneOfUser?.(user.id)) ?? null)
          : ACCOUNT_SUSPENDED,
      };
    }
    if (user.suspended_at) {
      await db
        .updateTable('users')
        .set({ suspended_at: null, suspended_reason: null, suspended_until: null })
        .where('id', '=', user.id)
        .where('suspended_until', '<=', now)
        .execute();
    }
    if (user.deactivated_at) return { ok: false, message: ACCOUNT_DEACTIVATED };
    return { ok: true, userId: user.id, created: false };
  }

  return {
    /** The member `claims` sign in as, linking or creating one as the decision says. */
    async resolve(issuer: string, claims: OidcClaims): Promise<OidcOutcome> {
      const now = clock.now().toISOString();
      const linked = await db
        .selectFrom('oidc_identities')
        .select('user_id')
        .where('issuer', '=', issuer)
        .where('subject', '=', claims.sub)
        .executeTakeFirst();
      if (linked) {
        await db
          .updateTable('oidc_identities')
          .set({ last_sign_in_at: now })
          .where('issuer', '=', issuer)
          .where('subject', '=', claims.sub)
          .execute();
        return usable(linked.user_id);
      }

      const email = text(claims.email, 254).toLowerCase();
      if (!email || !email.includes('@')) return { ok: false, message: OIDC_NO_EMAIL };
      // Only `true` counts: a missing claim says nothing about the address.
      const verified = claims.email_verified === true;
      // The provider account linked to a member, on `on` (the new member's transaction) or the database.
      const link = (userId: string, on: Db = db) =>
        on
          .insertInto('oidc_identities')
          .values({
            issuer,
            subject: claims.sub,
            user_id: userId,
            email,
            created_at: now,
            last_sign_in_at: now,
          })
          .execute();

      const member = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (member) {
        if (!verified) return { ok: false, message: OIDC_UNVERIFIED_EMAIL };
        const outcome = await usable(member.id);
        if (outcome.ok) await link(member.id);
        return outcome;
      }
      if (!verified) return { ok: false, message: OIDC_UNVERIFIED_NEW };

      const userId = newId();
      // The new member's own fields: the row's, and what the members' search reads (search_text).
      const fields = { email, ...namesFromClaims(claims), school: text(claims.school, 200) };
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({
              id: userId,
              ...fields,
              // No password: the member signs in through the provider (a reset can give one later).
              password_hash: '',
              country: countryFromClaims(claims),
              city: '',
              role: 'member',
              rol: '',
              updated_fields: 0,
              notification_forum: 0,
              created_at: now,
              updated_at: now,
              search_text: memberSearchText(fields),
            })
            .execute();
          await link(userId, trx);
        });
      } catch (error) {
        // Two callbacks of one person at once: the other one made the member; this one links to it.
        if (isUniqueViolation(error)) return this.resolve(issuer, claims);
        throw error;
      }
      return { ok: true, userId, created: true };
    },
  };
}
export type OidcService = ReturnType<typeof createOidcService>;
