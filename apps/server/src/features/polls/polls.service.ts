import { plainTitle } from '@foro/shared/meetings/title';
import { publicationOf } from '@foro/shared/meetings/admin-schemas';
import {
  pollTexts,
  type AdminPoll,
  type Poll,
  type PollInput,
  type PollState,
} from '@foro/shared/polls/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { toCsv } from '../../lib/csv.ts';
import { newId } from '../../lib/ids.ts';
import { createPollsRepository, type PollOptionRow, type PollRow } from './polls.repository.ts';

const POLL_NOT_FOUND = 'Esta encuesta no existe.';
const MEETING_NOT_FOUND = 'No encontramos este encuentro.';

interface Viewer {
  id: string;
  role: 'member' | 'coach' | 'staff';
}

/** What changed: a vote (many a second, coalesced by the publisher), or the poll opened or closed (sent at once). */
export type PollChange = 'vote' | 'opened' | 'closed';

/**
 * A live meeting's polls (issue 33 §3, docs/decisions/0061-polls.md). The host of the meeting and staff
 * prepare, open, close and delete drafts (every change audited in its transaction); members see open
 * and closed polls of a published meeting, vote once and change their vote while the poll is open.
 * Results are shown to a member who voted and to everyone once the poll is closed.
 */
export function createPollsService(deps: {
  db: Db;
  clock: Clock;
  /** After a committed change of a meeting's polls (features/live publishes it). */
  onChanged?: (meetingId: string, pollId: string, change: PollChange) => void;
}) {
  const { db } = deps;
  const repo = createPollsRepository(db);
  const changed = (meetingId: string, pollId: string, change: PollChange) =>
    deps.onChanged?.(meetingId, pollId, change);

  const optionsByPoll = (rows: PollOptionRow[]) => {
    const map = new Map<string, PollOptionRow[]>();
    for (const row of rows) map.set(row.poll_id, [...(map.get(row.poll_id) ?? []), row]);
    return map;
  };

  /** A member reaches a meeting's polls only when it is published (staff: always). */
  const memberMeeting = async (slug: string, viewer: Viewer) => {
    const meeting = await repo.meetingBySlug(slug);
    if (!meeting || (viewer.role !== 'staff' && publicationOf(meeting, deps.clock.now()) !== 'published'))
      throw new AppError('NOT_FOUND', MEETING_NOT_FOUND);
    return meeting;
  };

  const pollOr404 = async (pollId: string) => {
    const poll = await repo.byId(pollId);
    if (!poll) throw new AppError('NOT_FOUND', POLL_NOT_FOUND);
    return poll;
  };

  const toAdmin = (poll: PollRow, options: PollOptionRow[]): AdminPoll => ({
    id: poll.id,
    question: poll.question,
    state: poll.state as PollState,
    options: options.map((o) => ({ id: o.id, text: o.text, votes: Number(o.votes_count) })),
    createdAt: poll.created_at,
    openedAt: poll.opened_at,
    closedAt: poll.closed_at,
  });

  const adminPoll = async (pollId: string) => {
    const poll = await pollOr404(pollId);
    return toAdmin(poll, await repo.options([poll.id]));
  };

  /** Opens a draft or closes an open poll; audited; the meeting's pages hear it at once. */
  const move = async (actor: Actor, pollId: string, to: 'open' | 'closed'): Promise<AdminPoll> => {
    const poll = await pollOr404(pollId);
    if (poll.state === to) return adminPoll(pollId);
    const from = to === 'open' ? 'draft' : 'open';
    if (poll.state !== from)
      throw new AppError(
        'CONFLICT',
        to === 'open'
          ? 'Esta encuesta ya se cerró: no se puede abrir de nuevo.'
          : 'Abre la encuesta antes de cerrarla.',
      );
    const at = deps.clock.now().toISOString();
    const moved = await db.transaction().execute(async (trx) => {
      const done = await repo.setState(
        trx,
        pollId,
        from,
        to,
        to === 'open' ? { opened_at: at } : { closed_at: at },
      );
      if (done)
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'poll', id: pollId, label: poll.question.slice(0, 120) },
          before: { state: from },
          after: { state: to },
          at,
        });
      return done;
    });
    if (moved) changed(poll.meeting_id, pollId, to === 'open' ? 'opened' : 'closed');
    return adminPoll(pollId);
  };

  /** The meeting's open and closed polls as this member sees them; drafts never. */
  const list = async (slug: string, viewer: Viewer): Promise<Poll[]> => {
    const meeting = await memberMeeting(slug, viewer);
    const polls = await repo.shownPolls(meeting.id);
    if (polls.length === 0) return [];
    const [options, mine] = await Promise.all([
      repo.shownOptions(meeting.id),
      repo.shownVotes(meeting.id, viewer.id),
    ]);
    const byPoll = optionsByPoll(options);
    return polls.map((poll) => {
      const myVote = mine.get(poll.id) ?? null;
      // Results: to a member who voted (live) and to everyone once closed; never before one's vote.
      const shown = poll.state === 'closed' || myVote !== null;
      return {
        id: poll.id,
        question: poll.question,
        state: poll.state as PollState,
        options: (byPoll.get(poll.id) ?? []).map((o) => ({
          id: o.id,
          text: o.text,
          ...(shown ? { votes: Number(o.votes_count) } : {}),
        })),
        myVote,
      };
    });
  };

  /** The console: every poll of a meeting, drafts included, with every count. */
  const adminList = async (meetingId: string): Promise<AdminPoll[]> => {
    if (!(await repo.meetingById(meetingId))) throw new AppError('NOT_FOUND', 'Este encuentro no existe.');
    const polls = await repo.polls(meetingId);
    const byPoll = optionsByPoll(await repo.options(polls.map((p) => p.id)));
    return polls.map((p) => toAdmin(p, byPoll.get(p.id) ?? []));
  };

  return {
    /** The meeting a poll belongs to (the host check of its routes); undefined for an unknown poll. */
    async meetingOf(pollId: string): Promise<string | undefined> {
      return (await repo.byId(pollId))?.meeting_id;
    },

    list,

    /** The ids of the meeting's open polls (the live room marks its "Encuestas" tab for them). */
    openIds: (meetingId: string): Promise<string[]> => repo.openIds(meetingId),

    /** One tap: the member's vote on an open poll, or its change to another option. */
    async vote(slug: string, viewer: Viewer, pollId: string, optionId: string): Promise<Poll[]> {
      const meeting = await memberMeeting(slug, viewer);
      const poll = await repo.byId(pollId);
      if (!poll || poll.meeting_id !== meeting.id) throw new AppError('NOT_FOUND', POLL_NOT_FOUND);
      if (poll.state === 'closed')
        throw new AppError('CONFLICT', 'Esta encuesta ya se cerró: no admite más votos.');
      if (poll.state !== 'open') throw new AppError('CONFLICT', 'Esta encuesta todavía no está abierta.');
      const options = await repo.options([pollId]);
      if (!options.some((o) => o.id === optionId))
        throw AppError.validation({ option: pollTexts.optionUnknown });
      const at = deps.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        // Read again inside the transaction: a poll closed meanwhile takes no more votes.
        const now = await repo.byId(pollId, trx);
        if (now?.state !== 'open')
          throw new AppError('CONFLICT', 'Esta encuesta ya se cerró: no admite más votos.');
        await repo.vote(trx, pollId, optionId, viewer.id, at);
      });
      changed(meeting.id, pollId, 'vote');
      return list(slug, viewer);
    },

    adminList,

    /** A new draft poll; audited. A retried request with the same submission key answers the first. */
    async create(
      actor: Actor,
      meetingId: string,
      input: PollInput,
      submissionKey?: string,
    ): Promise<AdminPoll> {
      const meeting = await repo.meetingById(meetingId);
      if (!meeting) throw new AppError('NOT_FOUND', 'Este encuentro no existe.');
      const id = newId();
      const at = deps.clock.now().toISOString();
      const written = await db.transaction().execute(async (trx) => {
        const done = await repo.insertPoll(
          trx,
          { id, meetingId, question: input.question, options: input.options, at },
          submissionKey,
        );
        if (done)
          await recordAudit(trx, {
            actor,
            action: 'create',
            item: { type: 'poll', id, label: input.question.slice(0, 120) },
            after: { meeting: plainTitle(meeting.title), question: input.question, options: input.options },
            at,
          });
        return done;
      });
      const pollId = written ? id : (await repo.bySubmissionKey(meetingId, submissionKey!))!.id;
      return adminPoll(pollId);
    },

    open: (actor: Actor, pollId: string) => move(actor, pollId, 'open'),
    close: (actor: Actor, pollId: string) => move(actor, pollId, 'closed'),

    /** A draft is deleted (an open or closed poll keeps its votes: 409); audited. */
    async remove(actor: Actor, pollId: string): Promise<void> {
      const poll = await pollOr404(pollId);
      if (poll.state !== 'draft') throw new AppError('CONFLICT', 'Solo se borra una encuesta en borrador.');
      await db.transaction().execute(async (trx) => {
        await repo.deletePoll(trx, pollId);
        await recordAudit(trx, {
          actor,
          action: 'delete',
          item: { type: 'poll', id: pollId, label: poll.question.slice(0, 120) },
          before: { question: poll.question, state: poll.state },
          at: deps.clock.now().toISOString(),
        });
      });
    },

    /** A meeting's polls and results as CSV, one row per option (UTF-8 with BOM, as other exports). */
    async csv(meetingId: string): Promise<{ filename: string; body: string }> {
      const polls = await adminList(meetingId);
      const rows: string[][] = [];
      for (const poll of polls) {
        const total = poll.options.reduce((sum, o) => sum + o.votes, 0);
        for (const option of poll.options)
          rows.push([
            poll.question,
            poll.state === 'draft' ? 'borrador' : poll.state === 'open' ? 'abierta' : 'cerrada',
            option.text,
            String(option.votes),
            total === 0 ? '0' : String(Math.round((option.votes * 100) / total)),
          ]);
      }
      return {
        filename: `encuestas-encuentro-${meetingId}.csv`,
        body: toCsv(['Encuesta', 'Estado', 'Opción', 'Votos', 'Porcentaje'], rows),
      };
    },
  };
}
export type PollsService = ReturnType<typeof createPollsService>;
