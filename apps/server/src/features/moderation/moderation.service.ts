import {
  ALREADY_REPORTED,
  UNDO_DELETE_MINUTES,
  type NewThreadAnswer,
  type NewThreadInput,
  type PostKind,
  type PostState,
  type ReportListQuery,
  type ReportResolution,
  type ReportPage,
  type ThreadStateAnswer,
} from '@foro/shared/moderation/schemas';
import type { Db } from '../../db/database.ts';
import { recountMeeting, recountThread, shiftReadPositions } from '../../db/post-counters.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { openAxisOr404 } from '../../lib/open-axis.ts';
import { isUniqueViolation, retryOnUniqueViolation } from '../../lib/unique-violation.ts';
import type { SessionUser } from '../session/index.ts';
import { slugify } from '../axes/index.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { changePostState } from './post-state.ts';

type Moderator = Pick<SessionUser, 'id' | 'email' | 'role'>;
export type ModerationAction = 'hide' | 'restore' | 'delete';

export const OUTSIDE_YOUR_ROUTES = 'Solo puedes moderar los foros de las rutas que acompañas.';
/** How long a deletion can be undone (docs/decisions/0075-written-answers-and-forgiving-moderation.md). */
export const UNDO_DELETE_MS = UNDO_DELETE_MINUTES * 60_000;
const POST_NOT_FOUND = 'No encontramos este mensaje.';
const fullName = (name: string | null, lastname: string | null) =>
  [name, lastname].filter(Boolean).join(' ') || 'Miembro que dejó el foro';

/**
 * docs/decisions/0038-moderation.md: staff moderate every forum; a coach only the threads of the
 * routes they coach (never the meeting forums). Every change is audited with its reason, and the
 * kept counts (decision 0033) are rebuilt in the same transaction, so members stop seeing a hidden
 * post at once and it stops counting for the participation ranking.
 */
export function createModerationService(deps: {
  db: Db;
  clock: Clock;
  /** After a post changed state (committed): its forum's live stream (features/live). */
  onPostChanged?: (kind: PostKind, parentId: string, postId: string, state: PostState) => Promise<void>;
}) {
  const { db, clock } = deps;
  const read = createModerationRepository(db);
  const now = () => clock.now().toISOString();

  async function mayModerateAxis(
    repo: ReturnType<typeof createModerationRepository>,
    viewer: Moderator,
    axisId: string | null,
  ) {
    if (viewer.role === 'staff') return;
    if (viewer.role === 'coach' && axisId && (await repo.coaches(axisId, viewer.id))) return;
    throw new AppError('FORBIDDEN', OUTSIDE_YOUR_ROUTES);
  }

  return {
    /** Hides, shows again or deletes a post, with the moderator's reason. */
    async act(
      viewer: Moderator,
      kind: PostKind,
      postId: string,
      action: ModerationAction,
      reason: string,
    ): Promise<{ state: PostState }> {
      let changed: { parentId: string } | undefined;
      const result = await db.transaction().execute(async (trx) => {
        const repo = createModerationRepository(trx);
        const post = await repo.findPost(kind, postId);
        if (!post || post.deleted_at) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
        await mayModerateAxis(repo, viewer, post.axis_id);
        const after: PostState = action === 'hide' ? 'hidden' : action === 'restore' ? 'visible' : 'deleted';
        const actor = { id: viewer.id, email: viewer.email };
        if (!(await changePostState(trx, { actor, post, after, reason, at: now() }))) return { state: after };
        changed = { parentId: post.parent_id };
        return { state: after };
      });
      if (changed) await deps.onPostChanged?.(kind, changed.parentId, postId, result.state);
      return result;
    },

    /**
     * Undoes a deletion within 10 minutes: the text and the state before it (visible or hidden) come
     * back from the deletion's audit entry, which is where the text went; the forum's counts are
     * rebuilt and the undo is audited. Later, or on a post that is not deleted, 409.
     */
    async undoDelete(viewer: Moderator, kind: PostKind, postId: string): Promise<{ state: PostState }> {
      let changed: { parentId: string; state: PostState } | undefined;
      await db.transaction().execute(async (trx) => {
        const repo = createModerationRepository(trx);
        const post = await repo.findPost(kind, postId);
        if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
        await mayModerateAxis(repo, viewer, post.axis_id);
        if (!post.deleted_at) throw new AppError('CONFLICT', 'Este mensaje no está eliminado.');
        if (clock.now().getTime() - Date.parse(post.deleted_at) > UNDO_DELETE_MS)
          throw new AppError(
            'CONFLICT',
            'Pasaron más de 10 minutos desde que se eliminó: ya no se puede deshacer.',
          );
        const deletion = await repo.lastDeletion(postId);
        if (!deletion) throw new AppError('CONFLICT', 'No encontramos lo que se eliminó.');
        const at = now();
        const visible = deletion.state === 'visible';
        await repo.setPostState(kind, postId, {
          hidden: visible ? 0 : 1,
          hidden_at: visible ? null : at,
          hidden_by: visible ? null : viewer.id,
          hidden_reason: visible ? null : post.hidden_reason,
          deleted_at: null,
          post: deletion.text,
        });
        if (kind === 'thread') {
          await recountThread(trx, post.parent_id);
          const seq = visible ? await repo.seqOf(postId) : null;
          if (seq !== null) await shiftReadPositions(trx, post.parent_id, seq, 1);
        } else await recountMeeting(trx, post.parent_id);
        await recordAudit(trx, {
          actor: { id: viewer.id, email: viewer.email },
          action: 'restore',
          item: { type: 'post', id: postId, label: `${post.label}: ${deletion.text.slice(0, 80)}` },
          before: { state: 'deleted' },
          after: { state: deletion.state, reason: 'Eliminación deshecha' },
          at,
        });
        changed = { parentId: post.parent_id, state: deletion.state };
      });
      if (!changed) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      await deps.onPostChanged?.(kind, changed.parentId, postId, changed.state);
      return { state: changed.state };
    },

    /** A member reports a post once; it joins the queue of staff (and of the route's coaches). */
    async report(user: Pick<SessionUser, 'id'>, kind: PostKind, postId: string, reason: string) {
      const post = await read.findPost(kind, postId);
      if (!post || post.hidden) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      if (post.user_id === user.id) throw new AppError('FORBIDDEN', 'No puedes reportar tu propio mensaje.');
      try {
        await read.insertReport({
          post_type: kind,
          post_id: postId,
          axis_id: post.axis_id,
          user_id: user.id,
          reason,
          created_at: now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REPORTED);
        throw error;
      }
      return { status: true as const };
    },

    /** The queue: staff see every report, a coach those of the routes they coach. */
    async reports(viewer: Moderator, query: ReportListQuery): Promise<ReportPage> {
      const limit = Number(query.limit ?? 25);
      const rows = await read.listReports({
        open: (query.status ?? 'open') === 'open',
        ...(viewer.role === 'staff' ? {} : { axisIds: await read.coachedAxisIds(viewer.id) }),
        ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
        limit: limit + 1,
      });
      const page = keysetPage(rows, limit, (r) => r.created_at);
      return {
        reports: page.rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          createdAt: r.created_at,
          reporter: fullName(r.reporter_name, r.reporter_lastname),
          // A report resolved by a deletion before deletions said so reads as what its post now is.
          resolution:
            r.resolution === 'hidden' && r.post_deleted_at
              ? 'deleted'
              : ((r.resolution as ReportResolution | null) ?? null),
          resolvedAt: r.resolved_at ?? null,
          post: {
            kind: r.post_type,
            id: r.post_id,
            text: r.post ?? '',
            author: fullName(r.author_name, r.author_lastname),
            createdAt: r.post_created_at ?? '',
            state: r.post_deleted_at ? 'deleted' : Number(r.post_hidden) ? 'hidden' : 'visible',
            place:
              r.post_type === 'thread'
                ? `${r.axis_title ?? ''} · ${r.thread_title ?? ''}`
                : `Encuentro: ${r.meeting_title ?? ''}`,
            path:
              r.post_type === 'thread'
                ? `/eje/${r.axis_slug}/foro-de-participacion/${r.thread_slug}/posts`
                : `/encuentros/${r.meeting_slug}/interactua`,
          },
        })),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    counts: async () => ({ reports: await read.openReports() }),

    /** Staff decide a report needs nothing: it leaves the queue, the post stays as it is. */
    async dismiss(viewer: Moderator, reportId: string) {
      return db.transaction().execute(async (trx) => {
        const repo = createModerationRepository(trx);
        const report = await repo.findReport(reportId);
        if (!report) throw new AppError('NOT_FOUND', 'No encontramos este reporte.');
        if (report.resolved_at) throw new AppError('CONFLICT', 'Este reporte ya se resolvió.');
        const at = now();
        await repo.dismissReport(reportId, viewer.id, at);
        await recordAudit(trx, {
          actor: { id: viewer.id, email: viewer.email },
          action: 'dismiss',
          item: { type: 'report', id: reportId, label: report.reason },
          before: { resolution: null },
          after: { resolution: 'dismissed' },
          at,
        });
        return { status: true as const };
      });
    },

    /** docs/product/forum.md#thread-list: a coach opens a thread in a route they coach, with its first post. */
    async openThread(viewer: Moderator, axisSlug: string, input: NewThreadInput): Promise<NewThreadAnswer> {
      // The free slug is chosen before the insert; a creation at the same moment may take it first.
      return retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const repo = createModerationRepository(trx);
          const axis = openAxisOr404(await repo.findAxisBySlug(axisSlug), viewer, clock.now());
          await mayModerateAxis(repo, viewer, axis.id);
          const base = slugify(input.title) || 'conversacion';
          let slug = base;
          for (let n = 2; await repo.threadSlugTaken(axis.id, slug); n++) slug = `${base}-${n}`;
          const id = newId();
          const at = now();
          const coach = viewer.role === 'coach' ? await repo.coachRow(axis.id, viewer.id) : undefined;
          await repo.insertThread({
            id,
            axis_id: axis.id,
            slug,
            title: input.title,
            coach_id: coach?.id ?? null,
            position: await repo.nextThreadPosition(axis.id),
            created_at: at,
          });
          await trx
            .insertInto('thread_posts')
            .values({
              id: newId(),
              thread_id: id,
              user_id: viewer.id,
              post: input.postContent,
              hidden: 0,
              created_at: at,
            })
            .execute();
          await recountThread(trx, id);
          await recordAudit(trx, {
            actor: { id: viewer.id, email: viewer.email },
            action: 'create',
            item: { type: 'thread', id, label: input.title },
            after: { title: input.title, slug },
            at,
          });
          return { id, slug, path: `/eje/${axis.slug}/foro-de-participacion/${slug}/posts` };
        }),
      );
    },

    /** Pins (listed first) or closes (no replies) a thread; staff everywhere, a coach in their routes. */
    async setThreadState(
      viewer: Moderator,
      threadId: string,
      change: { pinned?: boolean; closed?: boolean },
    ): Promise<ThreadStateAnswer> {
      return db.transaction().execute(async (trx) => {
        const repo = createModerationRepository(trx);
        const thread = await repo.findThread(threadId);
        if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
        await mayModerateAxis(repo, viewer, thread.axis_id);
        const at = now();
        const before = { pinned_at: thread.pinned_at ?? null, closed_at: thread.closed_at ?? null };
        const after = { ...before };
        if (change.pinned !== undefined) after.pinned_at = change.pinned ? (before.pinned_at ?? at) : null;
        if (change.closed !== undefined) after.closed_at = change.closed ? (before.closed_at ?? at) : null;
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await repo.setThreadFlags(threadId, after);
          await recordAudit(trx, {
            actor: { id: viewer.id, email: viewer.email },
            action: 'update',
            item: { type: 'thread', id: threadId, label: thread.title },
            before,
            after,
            at,
          });
        }
        return { pinned: after.pinned_at !== null, closed: after.closed_at !== null };
      });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
