import {
  MAIL_NOT_FAILED,
  mailKindLabels,
  type MailQueuePage,
  type MailQueueQuery,
} from '@foro/shared/notifications/admin-schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';

/** The queue in the back office (`/admin/correo`): pending, sent and failed mails; retry a failed one. */
export function createMailQueueAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function counts() {
    const rows = await db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('status', 'in', ['pending', 'running', 'sent', 'failed'])
      .groupBy('status')
      .execute();
    const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return { pending: of('pending') + of('running'), sent: of('sent'), failed: of('failed') };
  }

  async function recipients(userIds: string[], on: Db = db): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await on.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute();
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  const userIdOf = (payload: string): string => {
    const value = (JSON.parse(payload) as { userId?: unknown }).userId;
    return typeof value === 'string' ? value : '';
  };
  /** A queued mail names its address (decision 0073); a member's notification only its member. */
  const addressOf = (payload: string): string => {
    const value = (JSON.parse(payload) as { to?: unknown }).to;
    return typeof value === 'string' ? value : '';
  };

  return {
    async list(query: MailQueueQuery & { limit: number }): Promise<MailQueuePage> {
      const status = query.status ?? 'pending';
      // Pending: next to go first; sent and failed: latest first.
      const pending = status === 'pending';
      const key = pending ? 'run_at' : 'updated_at';
      let q = db
        .selectFrom('jobs')
        .selectAll()
        .where('status', 'in', pending ? ['pending', 'running'] : [status])
        .orderBy(key, pending ? 'asc' : 'desc')
        .orderBy('id', pending ? 'asc' : 'desc')
        .limit(query.limit + 1);
      if (query.cursor) {
        const after = decodeCursor(query.cursor);
        q = q.where((eb) =>
          eb.or([
            eb(key, pending ? '>' : '<', after.key),
            eb.and([eb(key, '=', after.key), eb('id', pending ? '>' : '<', after.id)]),
          ]),
        );
      }
      const page = keysetPage(await q.execute(), query.limit, (row) => row[key]);
      const emails = await recipients([
        ...new Set(page.rows.map((r) => userIdOf(r.payload)).filter(Boolean)),
      ]);
      return {
        rows: page.rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          kind_label: mailKindLabels[r.kind] ?? r.kind,
          recipient: addressOf(r.payload) || (emails.get(userIdOf(r.payload)) ?? ''),
          status: r.status,
          run_at: r.run_at,
          attempts: r.attempts,
          max_attempts: r.max_attempts,
          last_error: r.last_error,
          updated_at: r.updated_at,
        })),
        counts: await counts(),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    /**
     * "Reintentar ahora": a failed mail goes back to the queue with fresh attempts, and a pending one
     * whose last attempt failed (waiting out its backoff) is due at once instead of in up to six hours;
     * audited.
     */
    async retry(jobId: string, actor: Actor): Promise<void> {
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const job = await trx.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
        if (!job) throw new AppError('NOT_FOUND', 'No encontramos este correo.');
        const waiting = job.status === 'pending' && job.attempts > 0 && job.last_error !== null;
        if (job.status !== 'failed' && !waiting) throw new AppError('CONFLICT', MAIL_NOT_FAILED);
        if (job.status === 'failed' && job.dedupe_key) {
          const waiting = await trx
            .selectFrom('jobs')
            .select('id')
            .where('dedupe_key', '=', job.dedupe_key)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (waiting) throw new AppError('CONFLICT', 'Ya hay un correo igual en la cola.');
        }
        await trx
          .updateTable('jobs')
          .set({
            status: 'pending',
            ...(job.status === 'failed' ? { attempts: 0 } : {}),
            run_at: now,
            updated_at: now,
            finished_at: null,
          })
          .where('id', '=', jobId)
          .where('status', '=', job.status)
          .execute();
        const email =
          addressOf(job.payload) ||
          ((await recipients([userIdOf(job.payload)].filter(Boolean), trx)).values().next().value ?? '');
        await recordAudit(trx, {
          actor,
          action: 'retry',
          item: { type: 'mail', id: jobId, label: `${mailKindLabels[job.kind] ?? job.kind} · ${email}` },
          before: {
            status: job.status,
            attempts: job.attempts,
            run_at: job.run_at,
            last_error: job.last_error,
          },
          after: { status: 'pending', run_at: now },
          at: now,
        });
      });
    },
  };
}

export type MailQueueAdminService = ReturnType<typeof createMailQueueAdminService>;
