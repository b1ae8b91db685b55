import { pathTo, providerPaths } from '@foro/shared/routes/paths';
import { plainTitle } from '@foro/shared/meetings/title';
import type { QuestionSource } from '@foro/shared/questions/admin-schemas';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { JobHandler } from '../../lib/job-worker.ts';
import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { renderWording, type MailContent } from '../../lib/mail-templates.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { unsubscribeToken } from '../notifications/index.ts';
import type { MailWordingService } from '../mail-wording/index.ts';
import { createQuestionsRepository } from './questions.repository.ts';

export const ANSWER_JOB_KIND = 'question-answer';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The mail that brings a member the written answer to their question, with a link to where they asked. */
export function questionAnswerMail(
  input: {
    name: string;
    question: string;
    answer: string;
    ownerTitle: string;
    source: QuestionSource;
    url: string;
    preferences: string;
    unsubscribe: string;
  },
  wording?: MailWordingFields,
): MailContent {
  const title = plainTitle(input.ownerTitle);
  const question = oneLine(input.question);
  return renderWording(
    'question-answer',
    wording,
    {
      nombre: oneLine(input.name),
      donde: input.source === 'meeting' ? `el encuentro «${title}»` : `la ruta «${title}»`,
      pregunta: question.length > 300 ? `${question.slice(0, 299)}…` : question,
      respuesta: input.answer.trim(),
    },
    {
      name: input.name,
      actionUrl: input.url,
      footerLinks: [
        { label: 'Elige qué correos recibes en tu perfil', url: input.preferences },
        { label: 'No quiero recibir más respuestas por correo', url: input.unsubscribe },
      ],
    },
  );
}

/**
 * The written answer's mail, through the durable queue (docs/decisions/0037-durable-job-queue.md).
 * The job holds the question's id only; when due it reads the answer as it is then (an edit before the
 * mail left is what the member reads) and follows the member's choice in /perfil ("Respuestas escritas a mis preguntas", on by default)
 * (docs/decisions/0075-written-answers-and-forgiving-moderation.md).
 */
export function createAnswerMails(deps: {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  /** Staff's wording of the mails, read when one is written (decision 0082). */
  wording: Pick<MailWordingService, 'current'>;
}) {
  const { queue, mailer, publicUrl, secret } = deps;
  const repo = createQuestionsRepository(deps.db);

  const send: JobHandler = async (job, payload) => {
    const source = payload.source === 'axis' ? 'axis' : 'meeting';
    const row = await repo.answerMail(source, String(payload.questionId));
    if (!row || row.answer === null) return { cancelled: 'La pregunta o su respuesta ya no existen.' };
    if (row.closed_at) return { cancelled: 'La cuenta está cerrada.' };
    if (row.notification_answers !== 1) return { cancelled: 'El miembro no quiere estos correos.' };
    const url =
      source === 'meeting'
        ? `${publicUrl}${pathTo('meetingInteract', { slug: row.slug })}#tus-preguntas`
        : `${publicUrl}${pathTo('axisExperts', { slug: row.slug })}#tus-preguntas`;
    const unsubscribe = `${publicUrl}${providerPaths.unsubscribe(unsubscribeToken(secret, row.user_id, 'answers'))}`;
    const content = questionAnswerMail(
      {
        name: row.name,
        question: row.question,
        answer: row.answer,
        ownerTitle: row.title,
        source,
        url,
        preferences: `${publicUrl}${pathTo('profile')}`,
        unsubscribe,
      },
      await deps.wording.current('question-answer'),
    );
    await mailer.send({
      to: row.email,
      toName: oneLine(`${row.name} ${row.lastname}`),
      ...content,
      id: job.id,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { done: true };
  };

  return {
    handlers: { [ANSWER_JOB_KIND]: send } satisfies Record<string, JobHandler>,

    /** The first written answer of a question: its mail, queued in the caller's transaction. */
    enqueue(trx: Db, source: QuestionSource, questionId: string, userId: string, runAt: Date) {
      return queue.enqueueUnlessPending(
        {
          kind: ANSWER_JOB_KIND,
          payload: { source, questionId, userId },
          runAt,
          subjectId: questionId,
          dedupeKey: `answer:${source}:${questionId}`,
        },
        trx,
      );
    },
  };
}
export type AnswerMails = ReturnType<typeof createAnswerMails>;
