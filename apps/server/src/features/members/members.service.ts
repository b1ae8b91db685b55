import {
  LEFT_MEMBER_NAME,
  type MemberDetail,
  type MemberListQuery,
  type MemberPage,
  type MemberRow,
  type MemberState,
  suspendedNow,
} from '@foro/shared/members/admin-schemas';
import { searchWords } from '@foro/shared/members/search-text';
import { plainTitle } from '@foro/shared/meetings/title';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { anonymiseInAuditLog, recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { memberSearchText, refreshSearchText } from '../../lib/member-search.ts';
import { fullNameOf } from '../attendance/index.ts';
import { matchPlace } from '../directory/index.ts';
import { createCertificatesRepository } from '../certificates/index.ts';
import { newVerificationCode } from '../certificates/index.ts';
import { createPasswordResetRepository, createSessionRepository } from '../session/index.ts';
import { createEmailChangeRepository } from '../profile/index.ts';
import { createInvitationsRepository } from '../invitations/index.ts';
import { createMeetingsRepository } from '../meetings/index.ts';
import { createAxesRepository } from '../axes/index.ts';
import { createContactRepository } from '../contact/index.ts';
import { createOpenAccessRepository } from '../open-access/index.ts';
import {
  CLOSE_CONFIRM_EMAIL,
  OWN_CLOSURE_DONE,
  OWN_CLOSURE_REASON,
  ownClosureSchema,
  STAFF_CANNOT_CLOSE_OWN,
  WRONG_CURRENT_PASSWORD,
  type OwnClosureInput,
} from '@foro/shared/profile/account';
import { verifyPassword } from '../../lib/passwords.ts';
import { exportMember } from './member-export.ts';
import { createMembersRepository, type MemberRecord } from './members.repository.ts';

const NOT_FOUND = 'Este miembro no existe.';
const CLOSED = 'Esta cuenta se dio de baja: ya no admite cambios.';

type StateRow = Pick<MemberRecord, 'deactivated_at' | 'suspended_at' | 'closed_at'> & {
  suspended_until?: string | null;
};
/** A suspension whose end (`suspended_until`) has passed counts no more: the account is active again. */
export const stateOf = (row: StateRow, nowIso = new Date().toISOString()): MemberState =>
  row.closed_at
    ? 'closed'
    : suspendedNow(row, nowIso)
      ? 'suspended'
      : row.deactivated_at
        ? 'deactivated'
        : 'active';

const toRow = (
  row: Omit<
    MemberRecord,
    'city' | 'phone' | 'doc' | 'rol' | 'updated_at' | 'updated_fields' | 'suspended_reason'
  >,
  nowIso?: string,
): MemberRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  lastname: row.lastname,
  lastname2: row.lastname2,
  country: row.country,
  school: row.school,
  role: row.role,
  state: stateOf(row, nowIso),
  createdAt: row.created_at,
});

/** SQLite's lower() changes ASCII letters only; PostgreSQL's every letter. The typed text is lowered the same way. */
function prefixesOf(text: string | undefined, dialect: Dialect): string[] {
  if (!text) return [];
  if (dialect === 'postgres') return [text.toLowerCase()];
  const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  // "ángela" also finds "Ángela", whose Á SQLite does not lower.
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return [...new Set([asciiLower(text), asciiLower(capitalised)])];
}

/**
 * The members' back office (decision 0039): search, a member's page, the account actions (each audited
 * with its reason in the same transaction) and the export for the right of access.
 */
export function createMembersService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  /** The profile's e-mail change: the new address confirms it from its own mailbox. */
  emailChange: {
    request(input: { userId: string; name: string; currentEmail: string; newEmail: string }): Promise<void>;
  };
  /** The forgotten-password link, sent on a member's behalf (features/session/password-reset). */
  passwordReset: { sendLinkTo(user: { id: string; email: string; name: string }): Promise<boolean> };
  /** Reissued certificates get their Open Badges credential; replaced ones their revocation bit. */
  credentials?: {
    queueSigning(code: string, on: Db): Promise<void>;
    statusChanged(on: Db): Promise<void>;
  };
}) {
  const { db, dialect, clock } = deps;
  const repo = createMembersRepository(db, dialect);
  const now = () => clock.now().toISOString();

  const found = async (id: string) => {
    const row = await repo.findMember(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  };
  const open = async (id: string) => {
    const row = await found(id);
    if (row.closed_at) throw new AppError('CONFLICT', CLOSED);
    return row;
  };
  const label = (row: MemberRecord) => `${fullNameOf(row)} · ${row.email}`;
  const notSelf = (actor: Actor, row: MemberRecord, message: string) => {
    if (actor.id === row.id) throw new AppError('CONFLICT', message);
  };

  /** Sets one state column (with the reason where it has one), ends the sessions, audits; all at once. */
  async function setState(
    actor: Actor,
    row: MemberRecord,
    change: {
      deactivated_at?: string | null;
      suspended_at?: string | null;
      suspended_reason?: string | null;
      suspended_until?: string | null;
    },
    reason: string,
  ) {
    const at = now();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...change, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      // Deleting the sessions moves the `sessions` change counter: every process drops its kept copy at once.
      if (change.deactivated_at || change.suspended_at)
        await createSessionRepository(trx).deleteSessionsOfUser(row.id, null);
      await recordAudit(trx, {
        actor,
        action: 'update',
        item: { type: 'account', id: row.id, label: label(row) },
        before: { state: stateOf(row, at) },
        after: {
          state: stateOf({ ...row, ...change }, at),
          reason,
          ...(change.suspended_until ? { until: change.suspended_until } : {}),
        },
        at,
      });
    });
  }

  /**
   * The account closure ("baja", decision 0039): the account stops existing as a person's (no e-mail,
   * password, name or profile data; sessions, pending changes and private messages deleted), while the
   * row stays as an anonymous tombstone so posts read "Miembro que dejó el foro" and issued certificates,
   * the attendance and progress behind them and draw entries stay as the privacy policy says. Deleting
   * the sessions also ends the account's live streams (decision 0067). Staff's closure and the member's
   * own ("Darme de baja", decision 0070) both go through here, so their result is the same.
   */
  async function closeAccount(actor: Actor, row: MemberRecord, audited: Record<string, unknown>) {
    const id = row.id;
    const at = now();
    const tombstone = `baja-${id}@cuenta-cerrada.invalid`;
    await db.transaction().execute(async (trx) => {
      // Every address the account had or asked for, read before the rows that hold them go.
      const emailChanges = createEmailChangeRepository(trx);
      const invitations = createInvitationsRepository(trx);
      const addresses = [
        row.email,
        ...(await emailChanges.newEmailsOfUser(id)),
        ...(await invitations.emailsOfUser(id)),
      ];
      const closed = await trx
        .updateTable('users')
        .set({
          email: tombstone,
          password_hash: '',
          name: LEFT_MEMBER_NAME,
          lastname: '',
          lastname2: '',
          city: '',
          rol: '',
          role: 'member',
          doc: '',
          phone: '',
          region: '',
          commune: '',
          state: '',
          school: '',
          school_id: '',
          school_type: '',
          subscription: '',
          level: '',
          area: '',
          place_ids: '',
          search_text: memberSearchText({ name: LEFT_MEMBER_NAME, lastname: '', email: tombstone }),
          // Mails already queued for the member (reminders, digests) check these when due.
          notification_forum: 0,
          notification_reminders: 0,
          notification_replay: 0,
          suspended_reason: null,
          closed_at: at,
          updated_at: at,
        })
        .where('id', '=', id)
        // Two closures at once (staff and the member): the second finds nothing left to close.
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      if (Number(closed.numUpdatedRows) !== 1) throw new AppError('CONFLICT', CLOSED);
      // Each owning feature forgets its own rows (docs/decisions/0095-server-feature-boundaries.md).
      await createSessionRepository(trx).deleteSessionsOfUser(id, null);
      await emailChanges.removeAllOfUser(id);
      await createPasswordResetRepository(trx).removeAllOfUser(id);
      await createMeetingsRepository(trx).removeContactsOfUser(id);
      await createAxesRepository(trx).removeClicksOfUser(id);
      await invitations.anonymizeOfUser(id, tombstone);
      await createContactRepository(trx).removeOf(row.email);
      await createOpenAccessRepository(trx).removeLeadOf(row.email);
      await recordAudit(trx, {
        actor,
        action: 'delete',
        // The label names nobody: the audit log outlives the account.
        item: { type: 'account', id, label: LEFT_MEMBER_NAME },
        before: { state: stateOf(row) },
        after: { state: 'closed', ...audited },
        at,
      });
      // The log outlives the account, and names nobody once it is closed (issue 35).
      await anonymiseInAuditLog(trx, {
        userId: id,
        addresses,
        replacement: tombstone,
        label: LEFT_MEMBER_NAME,
      });
    });
  }

  return {
    async list(query: MemberListQuery & { limit: number }): Promise<MemberPage> {
      const rows = await repo.search({
        words: searchWords(query.q),
        country: query.country,
        schoolPrefixes: prefixesOf(query.school?.trim(), dialect),
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit,
      });
      const page = keysetPage(rows, query.limit, (row) => row.sort_key);
      return {
        rows: page.rows.map((r) => toRow(r, now())),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    async detail(id: string): Promise<MemberDetail> {
      const row = await found(id);
      const [pending, routes, tests, posts, certificates, draws] = await Promise.all([
        repo.pendingEmail(id, now()),
        repo.routes(id),
        repo.tests(id),
        repo.posts(id, 20),
        repo.certificates(id),
        repo.draws(id),
      ]);
      return {
        member: {
          ...toRow(row, now()),
          city: row.city,
          phone: row.phone,
          doc: row.doc,
          rol: row.rol,
          updatedAt: row.updated_at,
          confirmed: row.updated_fields === 1,
          suspendedReason: suspendedNow(row, now()) ? row.suspended_reason : null,
          suspendedUntil: suspendedNow(row, now()) ? row.suspended_until : null,
          stateSince: row.closed_at ?? row.suspended_at ?? row.deactivated_at ?? null,
          pendingEmail: pending?.new_email ?? null,
        },
        routes,
        tests: tests.map((t) => ({ title: t.title, score: Number(t.score), at: t.created_at })),
        posts: posts.latest.map((p) => ({ where: plainTitle(p.place), text: p.post, at: p.created_at })),
        postCount: posts.count,
        certificates: certificates.map((c) => ({
          code: c.code,
          kind: c.kind,
          title: plainTitle(c.title),
          fullName: c.full_name,
          issuedAt: c.issued_at,
          state: c.revoked_at ? 'revoked' : c.replaced_by ? 'replaced' : 'current',
        })),
        draws: draws.map((d) => ({
          draw: `${d.raffle === 'tablet' ? 'Tablet' : 'Smartwatch'} · ${d.title}`,
          at: d.created_at,
        })),
      };
    },

    /**
     * Corrects the name; every current certificate that shows another name is reissued at once with a new
     * code (decision 0035), so the old code's page reads "reemplazado". Revoked ones stay revoked.
     */
    async correctName(
      actor: Actor,
      id: string,
      input: { name: string; lastname: string; lastname2: string; reason: string },
    ): Promise<{ message: string; reissued: string[] }> {
      const row = await open(id);
      const at = now();
      const fullName = fullNameOf(input);
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ name: input.name, lastname: input.lastname, lastname2: input.lastname2, updated_at: at })
          .where('id', '=', id)
          .execute();
        await refreshSearchText(trx, id);
        const certificates = createCertificatesRepository(trx);
        const current = await certificates.currentWithOtherName(id, fullName);
        const reissued: string[] = [];
        for (const old of current) {
          const code = newVerificationCode();
          if (!(await certificates.markReplaced(old.code, code, at))) continue;
          await certificates.insertCertificate({
            code,
            kind: old.kind,
            subject_id: old.subject_id,
            user_id: id,
            full_name: fullName,
            title: old.title,
            detail: old.detail,
            issued_at: at,
            attendance: old.attendance,
          });
          await deps.credentials?.queueSigning(code, trx);
          reissued.push(code);
        }
        if (reissued.length > 0) await deps.credentials?.statusChanged(trx);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'account', id, label: label(row) },
          before: { name: row.name, lastname: row.lastname, lastname2: row.lastname2 },
          after: {
            name: input.name,
            lastname: input.lastname,
            lastname2: input.lastname2,
            reason: input.reason,
            ...(reissued.length ? { certificatesReissued: reissued } : {}),
          },
          at,
        });
        return {
          message:
            reissued.length === 0
              ? 'Nombre corregido.'
              : `Nombre corregido. ${reissued.length === 1 ? 'Se reemitió 1 certificado' : `Se reemitieron ${reissued.length} certificados`} con el nombre nuevo.`,
          reissued,
        };
      });
    },

    /**
     * Corrects the member's country, city, school and role (decision 0090): the city and school are placed
     * in the directory as the member's own form would, so that form opens with them; search finds the
     * member by the new school and role. Audited with the values before and after.
     */
    async correctPlace(
      actor: Actor,
      id: string,
      input: { country: string; city: string; school: string; rol: string; reason: string },
    ): Promise<{ message: string }> {
      const row = await open(id);
      const at = now();
      const before = { country: row.country, city: row.city, school: row.school, rol: row.rol };
      return db.transaction().execute(async (trx) => {
        const place = await matchPlace(trx, input);
        await trx
          .updateTable('users')
          .set({
            country: place.country,
            state: place.state,
            city: place.city,
            region: place.region,
            commune: place.commune,
            school: place.school,
            school_id: place.schoolId,
            place_ids: JSON.stringify(place.placeIds),
            rol: input.rol,
            updated_at: at,
          })
          .where('id', '=', id)
          // Closed meanwhile: a tombstone takes no data.
          .where('closed_at', 'is', null)
          .execute();
        await refreshSearchText(trx, id);
        const after = { country: place.country, city: place.city, school: place.school, rol: input.rol };
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'account', id, label: label(row) },
          before,
          after: { ...after, reason: input.reason },
          at,
        });
        return { message: 'Datos del centro corregidos.' };
      });
    },

    /** Starts the profile's e-mail change: nothing changes until the new address confirms it. */
    async changeEmail(actor: Actor, id: string, input: { email: string; reason: string }) {
      const row = await open(id);
      if (input.email === row.email)
        throw AppError.validation({ email: 'Es el correo con el que ya entra este miembro.' });
      await deps.emailChange.request({
        userId: id,
        name: row.name,
        currentEmail: row.email,
        newEmail: input.email,
      });
      await recordAudit(db, {
        actor,
        action: 'update',
        item: { type: 'account', id, label: label(row) },
        before: { emailChangeRequested: null },
        after: { emailChangeRequested: input.email, reason: input.reason },
        at: now(),
      });
      return {
        message: `Enviamos un enlace a ${input.email}: el correo cambiará cuando el miembro lo confirme desde esa dirección.`,
      };
    },

    /** Mails the member a single-use link to choose a new password (one hour); audited. */
    async sendPasswordReset(actor: Actor, id: string) {
      const row = await open(id);
      if (row.suspended_at || row.deactivated_at)
        throw new AppError(
          'CONFLICT',
          'Esta cuenta no puede entrar: reactívala antes de enviarle un enlace.',
        );
      if (!(await deps.passwordReset.sendLinkTo({ id: row.id, email: row.email, name: row.name })))
        throw new AppError('INTERNAL', 'No pudimos enviar el correo. Inténtalo de nuevo en unos minutos.');
      await recordAudit(db, {
        actor,
        action: 'send',
        item: { type: 'account', id: row.id, label: label(row) },
        before: {},
        after: { passwordResetLink: true },
        at: now(),
      });
      return {
        message: `Enviamos a ${row.email} un enlace para elegir una contraseña nueva (válido una hora).`,
      };
    },

    async deactivate(actor: Actor, id: string, reason: string) {
      const row = await open(id);
      notSelf(actor, row, 'No puedes desactivar tu propia cuenta.');
      if (row.deactivated_at) throw new AppError('CONFLICT', 'Esta cuenta ya está desactivada.');
      await setState(actor, row, { deactivated_at: now() }, reason);
      return { message: 'Cuenta desactivada: sus sesiones se cerraron.' };
    },

    async reactivate(actor: Actor, id: string, reason: string) {
      const row = await open(id);
      if (!row.deactivated_at) throw new AppError('CONFLICT', 'Esta cuenta no está desactivada.');
      await setState(actor, row, { deactivated_at: null }, reason);
      return { message: 'Cuenta reactivada.' };
    },

    /** Suspends until staff lift it, or until `until` (then the account is active again by itself). */
    async suspend(actor: Actor, id: string, reason: string, until?: string | null) {
      const row = await open(id);
      notSelf(actor, row, 'No puedes suspender tu propia cuenta.');
      const end = until ? new Date(until).toISOString() : null;
      if (end !== null && end <= now())
        throw AppError.validation({ until: 'La suspensión debe terminar en el futuro.' });
      if (suspendedNow(row, now())) throw new AppError('CONFLICT', 'Esta cuenta ya está suspendida.');
      await setState(
        actor,
        row,
        { suspended_at: now(), suspended_reason: reason, suspended_until: end },
        reason,
      );
      return {
        message: end
          ? 'Cuenta suspendida hasta la fecha indicada: sus sesiones se cerraron.'
          : 'Cuenta suspendida: sus sesiones se cerraron y no podrá entrar.',
      };
    },

    async unsuspend(actor: Actor, id: string, reason: string) {
      const row = await open(id);
      if (!suspendedNow(row, now())) throw new AppError('CONFLICT', 'Esta cuenta no está suspendida.');
      await setState(
        actor,
        row,
        { suspended_at: null, suspended_reason: null, suspended_until: null },
        reason,
      );
      return { message: 'Suspensión levantada.' };
    },

    /** Staff close a member's account, typing the member's e-mail to confirm it. */
    async close(actor: Actor, id: string, input: { reason: string; confirmEmail: string }) {
      const row = await open(id);
      notSelf(actor, row, 'No puedes dar de baja tu propia cuenta.');
      if (input.confirmEmail !== row.email)
        throw AppError.validation({ confirmEmail: 'Escribe el correo del miembro para confirmar la baja.' });
      await closeAccount(actor, row, { reason: input.reason });
      return {
        message: 'Baja hecha: la cuenta se eliminó y sus mensajes quedan como «Miembro que dejó el foro».',
      };
    },

    /**
     * "Darme de baja" in `/perfil` (decision 0070): the member types their e-mail and their password; the
     * result is staff's closure, audited with the member as its actor. Staff close staff accounts.
     */
    async closeOwn(userId: string, input: OwnClosureInput) {
      const row = await open(userId);
      if (row.role === 'staff') throw new AppError('CONFLICT', STAFF_CANNOT_CLOSE_OWN);
      const parsed = ownClosureSchema.parse(input);
      const account = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const errors: Record<string, string> = {};
      // The password is checked even when the e-mail is wrong: both errors at once, the same time taken.
      if (!(await verifyPassword(account.password_hash, parsed.currentPassword)))
        errors.currentPassword = WRONG_CURRENT_PASSWORD;
      if (parsed.confirmEmail !== row.email) errors.confirmEmail = CLOSE_CONFIRM_EMAIL;
      if (Object.keys(errors).length) throw AppError.validation(errors);
      await closeAccount({ id: row.id, email: row.email }, row, {
        reason: OWN_CLOSURE_REASON,
        byTheMember: true,
      });
      return { message: OWN_CLOSURE_DONE };
    },

    async export(id: string) {
      await found(id);
      const data = await exportMember(db, id, now());
      if (!data) throw new AppError('NOT_FOUND', NOT_FOUND);
      return data;
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
