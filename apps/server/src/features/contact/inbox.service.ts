import type { FastifyBaseLogger } from 'fastify';
import type {
  BulkOutcome,
  BulkResult,
  InboxCounts,
  RefuseInput,
  RequestListQuery,
  RequestPage,
  RequestRow,
  RequestStatus,
} from '@foro/shared/contact/admin-schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import type { InvitationsService } from '../invitations/index.ts';
import { QUEUED_MAIL_KINDS, type QueuedMails } from '../notifications/index.ts';
import { requestRefusedMail, signInReminderMail } from './inbox-mails.ts';
import { createInboxRepository, type RequestRecord } from './inbox.repository.ts';
import { createMessagesRepository } from './messages.repository.ts';

const statusOf = (row: RequestRecord): RequestStatus =>
  row.refused_at ? 'refused' : row.account_id ? 'account' : row.invitation_id ? 'invited' : 'new';

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

type Outcome = BulkResult['results'][number];

/**
 * The invitation requests of the back office's inbox (docs/product/inbox.md): list them, and answer one
 * or many at once. Accepting mails the same invitation as `npm run invite` (the invitations service)
 * and links the request to it, so the account created with it shows on the request. Each item of a
 * bulk action is handled on its own and reported; each change is in the audit log, and each mail is
 * queued in the same transaction (decision 0073): the action never waits for, nor fails with, SMTP.
 */
export function createInboxService(deps: {
  db: Db;
  clock: Clock;
  mails: QueuedMails;
  invitations: InvitationsService;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const repo = createInboxRepository(deps.db);
  const messages = createMessagesRepository(deps.db);
  const now = () => deps.clock.now();

  const toRow = (row: RequestRecord): RequestRow => ({
    id: row.id,
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    country: row.country,
    school: row.school,
    city: row.city,
    schoolType: row.school_type,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    requests: Number(row.requests),
    status: statusOf(row),
    member: Boolean(row.is_member),
    invitation:
      row.invited_at && row.invitation_expires_at
        ? {
            sentAt: row.invited_at,
            expiresAt: row.invitation_expires_at,
            expired: Date.parse(row.invitation_expires_at) <= now().getTime(),
          }
        : null,
    refusedAt: row.refused_at,
    remindedAt: row.reminded_at,
  });

  /** Records one handled request in the audit log, in the transaction that changes it. */
  const audited = (
    actor: Actor,
    row: RequestRecord,
    after: Record<string, unknown>,
    change: (tx: ReturnType<typeof createInboxRepository>, trx: Db) => Promise<unknown>,
    on?: Db,
  ) => {
    const work = async (trx: Db) => {
      await change(createInboxRepository(trx), trx);
      await recordAudit(trx, {
        actor,
        action: 'update',
        item: { type: 'contact-request', id: row.id, label: row.email },
        before: { status: statusOf(row), remindedAt: row.reminded_at },
        after: { status: statusOf(row), remindedAt: row.reminded_at, ...after },
        at: now().toISOString(),
      });
    };
    return on ? work(on) : deps.db.transaction().execute(work);
  };

  /** Runs `handle` for every id, in order; an unexpected failure of one never stops the others. */
  const eachRequest = async (
    ids: string[],
    handle: (row: RequestRecord) => Promise<{ outcome: BulkOutcome; message: string }>,
  ): Promise<BulkResult> => {
    const results: Outcome[] = [];
    for (const id of [...new Set(ids)]) {
      const row = await repo.find(id);
      if (!row) {
        results.push({ id, email: '', outcome: 'failed', message: 'Esta solicitud no existe.' });
        continue;
      }
      try {
        results.push({ id, email: row.email, ...(await handle(row)) });
      } catch (error) {
        deps.log.warn({ err: error, request: id }, 'inbox action failed');
        results.push({
          id,
          email: row.email,
          outcome: 'failed',
          message: 'No se pudo completar. Inténtalo de nuevo.',
        });
      }
    }
    return { results };
  };

  const validInvitation = (row: RequestRecord) =>
    row.invitation_expires_at !== null && Date.parse(row.invitation_expires_at) > now().getTime();

  return {
    async list(query: RequestListQuery & { limit: number }): Promise<RequestPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list({
        search: query.q,
        status: query.status,
        country: query.country,
        type: query.type,
        member: query.member ? query.member === 'yes' : undefined,
        after: after ? { at: after.key, id: after.id } : undefined,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.created_at);
      return { rows: page.rows.map(toRow), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
    },

    async get(id: string): Promise<RequestRow> {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND', 'Esta solicitud no existe.');
      return toRow(row);
    },

    counts: async (): Promise<InboxCounts> => ({
      requests: await repo.countNew(),
      messages: await messages.countOpen(),
    }),

    /** Mails each request's address its invitation (as `npm run invite`) and links the two. */
    accept: (actor: Actor, ids: string[]) =>
      eachRequest(ids, async (row) => {
        const status = statusOf(row);
        if (status === 'account') return { outcome: 'skipped', message: 'Ya creó su cuenta.' };
        if (row.is_member)
          return {
            outcome: 'skipped',
            message: 'Ya es miembro: envíale un recordatorio para entrar en lugar de una invitación.',
          };
        if (status === 'invited' && validInvitation(row))
          return {
            outcome: 'skipped',
            message: `Ya tiene una invitación vigente hasta el ${dateOf(row.invitation_expires_at!)}.`,
          };
        let invitation;
        try {
          // The invitation, its mail, the request's link to it and the audit entry: one transaction.
          invitation = await deps.invitations.issue({ email: row.email, name: row.name }, (on, issued) =>
            audited(
              actor,
              row,
              { status: 'invited', invitation: issued.id },
              (tx) => tx.setInvitation(row.id, issued.id),
              on,
            ),
          );
        } catch (error) {
          // The address became a member between the list and the click.
          if (error instanceof AppError && error.code === 'CONFLICT')
            return { outcome: 'skipped', message: 'Ya es miembro: envíale un recordatorio para entrar.' };
          throw error;
        }
        return {
          outcome: 'invited',
          message: `Invitación enviada; vale hasta el ${dateOf(invitation.expiresAt.toISOString())}.`,
        };
      }),

    /** Refuses each request; the courteous mail is sent unless staff chose not to. */
    refuse: (actor: Actor, input: RefuseInput) =>
      eachRequest(input.ids, async (row) => {
        const status = statusOf(row);
        if (status === 'refused') return { outcome: 'skipped', message: 'Ya estaba rechazada.' };
        if (status === 'account' || row.is_member)
          return { outcome: 'skipped', message: 'Ya es miembro: no hay nada que rechazar.' };
        if (status === 'invited' && validInvitation(row))
          return { outcome: 'skipped', message: 'Ya tiene una invitación vigente: no se puede rechazar.' };
        const sendMail = input.sendMail !== false;
        await audited(actor, row, { status: 'refused', mail: sendMail }, async (tx, trx) => {
          await tx.setRefused(row.id, now().toISOString());
          if (sendMail)
            await deps.mails.queue(
              {
                kind: QUEUED_MAIL_KINDS.requestRefused,
                to: row.email,
                toName: row.name,
                content: requestRefusedMail(
                  { name: row.name },
                  await deps.mails.wording('request-refused', trx),
                ),
                subjectId: row.id,
              },
              trx,
            );
        });
        if (!sendMail) return { outcome: 'refused', message: 'Rechazada, sin correo.' };
        return { outcome: 'refused', message: 'Rechazada; le enviamos un correo amable.' };
      }),

    /** For addresses that are already members: a mail that tells them how to sign in. */
    remind: (actor: Actor, ids: string[]) =>
      eachRequest(ids, async (row) => {
        if (!row.is_member)
          return { outcome: 'skipped', message: 'Todavía no es miembro: envíale una invitación.' };
        const link = `${deps.publicUrl}/connect?redirectTo=${encodeURIComponent('/')}`;
        const at = now().toISOString();
        await audited(actor, row, { remindedAt: at }, async (tx, trx) => {
          await tx.setReminded(row.id, at);
          await deps.mails.queue(
            {
              kind: QUEUED_MAIL_KINDS.signInReminder,
              to: row.email,
              toName: row.name,
              content: signInReminderMail(
                { name: row.name, link },
                await deps.mails.wording('sign-in-reminder', trx),
              ),
              subjectId: row.id,
            },
            trx,
          );
        });
        return { outcome: 'reminded', message: 'Recordatorio enviado.' };
      }),

    /**
     * A valid invitation sent again (the person lost the mail): a new link replaces the old one and
     * keeps the same validity; audited with the request.
     */
    resend: (actor: Actor, ids: string[]) =>
      eachRequest(ids, async (row) => {
        if (statusOf(row) !== 'invited' || !row.invitation_id)
          return { outcome: 'skipped', message: 'No tiene una invitación que reenviar.' };
        if (!validInvitation(row))
          return { outcome: 'skipped', message: 'Su invitación caducó: envíale una nueva con «Invitar».' };
        if (row.is_member)
          return { outcome: 'skipped', message: 'Ya es miembro: no necesita la invitación.' };
        let invitation;
        try {
          invitation = await deps.invitations.resend(row.invitation_id, (on) =>
            audited(actor, row, { invitationResentAt: now().toISOString() }, async () => {}, on),
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'CONFLICT')
            return { outcome: 'skipped', message: 'Su invitación ya no es válida.' };
          throw error;
        }
        return {
          outcome: 'invited',
          message: `Invitación reenviada; vale hasta el ${dateOf(invitation.expiresAt.toISOString())}.`,
        };
      }),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
