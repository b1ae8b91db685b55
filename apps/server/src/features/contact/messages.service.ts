import type {
  MessageListQuery,
  MessageMeeting,
  MessagePage,
  MessageRow,
} from '@foro/shared/contact/admin-schemas';
import { plainTitle } from '@foro/shared/meetings/title';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { QUEUED_MAIL_KINDS, type QueuedMails } from '../notifications/index.ts';
import { meetingMessageAnswerMail } from './inbox-mails.ts';
import { createMessagesRepository, type MessageRecord } from './messages.repository.ts';

const NOT_FOUND = 'Este mensaje no existe.';

const toRow = (row: MessageRecord): MessageRow => ({
  id: row.id,
  meeting: { id: row.meeting_id, slug: row.meeting_slug, title: plainTitle(row.meeting_title) },
  member: { name: `${row.name} ${row.lastname}`.trim(), email: row.email, country: row.country },
  msg: row.msg,
  createdAt: row.created_at,
  answer: row.answer,
  answeredAt: row.answered_at,
  answeredBy: row.answered_by,
  kind: row.kind === 'viewing' ? ('viewing' as const) : ('message' as const),
});

/**
 * Members' messages about a meeting in the back office's inbox (docs/product/inbox.md): staff answer
 * by e-mail (the answer is kept with the message) or mark a message answered; each change is audited.
 */
export function createMessagesService(deps: { db: Db; clock: Clock; mails: QueuedMails }) {
  const repo = createMessagesRepository(deps.db);

  const found = async (id: string) => {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  };

  /** The answer (or the mark), its audit entry and the answer's mail: one transaction (decision 0073). */
  const save = (actor: Actor, row: MessageRecord, answer: string | null) => {
    const at = deps.clock.now().toISOString();
    return deps.db.transaction().execute(async (trx) => {
      await createMessagesRepository(trx).setAnswered(row.id, { answer, at, by: actor.email });
      if (answer !== null)
        await deps.mails.queue(
          {
            kind: QUEUED_MAIL_KINDS.messageAnswer,
            to: row.email,
            toName: `${row.name} ${row.lastname}`.trim(),
            content: meetingMessageAnswerMail(
              {
                name: row.name,
                meetingTitle: plainTitle(row.meeting_title),
                msg: row.msg,
                answer,
              },
              await deps.mails.wording('meeting-message-answer', trx),
            ),
            subjectId: row.id,
          },
          trx,
        );
      await recordAudit(trx, {
        actor,
        action: 'update',
        item: {
          type: 'meeting-message',
          id: row.id,
          label: `${plainTitle(row.meeting_title)} · ${row.email}`,
        },
        before: { answeredAt: row.answered_at, answer: row.answer },
        after: { answeredAt: at, answer: answer ?? row.answer },
        at,
      });
    });
  };

  return {
    async list(query: MessageListQuery & { limit: number }): Promise<MessagePage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list({
        search: query.q,
        meetingId: query.meeting,
        state: query.state,
        after: after ? { at: after.key, id: after.id } : undefined,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.created_at);
      return { rows: page.rows.map(toRow), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
    },

    meetings: async (): Promise<MessageMeeting[]> =>
      (await repo.meetings()).map((m) => ({
        id: m.id,
        title: plainTitle(m.title),
        open: Number(m.open),
        total: Number(m.total),
      })),

    countOpen: () => repo.countOpen(),

    /** Records the answer and queues its mail to the member; the mail waits out an SMTP outage. */
    async answer(actor: Actor, id: string, answer: string): Promise<MessageRow> {
      const row = await found(id);
      if (row.answer !== null)
        throw new AppError('CONFLICT', 'Este mensaje ya tiene respuesta: no se envía otra.');
      await save(actor, row, answer);
      return toRow(await found(id));
    },

    /** Answered some other way (by phone, in the meeting): no mail, only the mark. */
    async markAnswered(actor: Actor, id: string): Promise<MessageRow> {
      const row = await found(id);
      if (row.answered_at === null) await save(actor, row, null);
      return toRow(await found(id));
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
