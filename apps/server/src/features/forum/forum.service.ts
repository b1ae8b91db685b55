import {
  THREAD_CLOSED,
  THREAD_POSTS_PER_PAGE,
  type ThreadList,
  type ThreadPage,
} from '@foro/shared/forum/schemas';
import { AppError } from '../../lib/app-error.ts';
import { openAxisOr404, type AxisViewer } from '../../lib/open-axis.ts';
import { pageWindow, seqRange } from '../../lib/pagination.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ForumRepository } from './forum.repository.ts';

/** docs/product/forum.md#thread-dates: `YYYY-MM-DD HH:mm:ss`, here in UTC. */
const forumDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');

export function createForumService(deps: { repo: ForumRepository; clock: Clock }) {
  const { repo, clock } = deps;

  const axisOr404 = async (slug: string, viewer: AxisViewer) =>
    openAxisOr404(await repo.findAxisBySlug(slug), viewer, clock.now());

  async function page(
    thread: {
      id: string;
      slug: string;
      title: string;
      axis_id: string;
      coach_name: string | null;
      coach_image: string | null;
      closed_at: string | null;
      posts_count: number;
    },
    axisTitle: string,
    requested: number | 'last',
  ): Promise<ThreadPage> {
    const pageOf = pageWindow(Number(thread.posts_count), THREAD_POSTS_PER_PAGE, requested);
    const { from, to } = seqRange(pageOf);
    const rows = await repo.listPosts(thread.id, thread.axis_id, from, to);
    return {
      thread: {
        id: thread.id,
        slug: thread.slug,
        title: thread.title,
        coach: thread.coach_name ? { name: thread.coach_name, image: thread.coach_image ?? '' } : null,
        closed: thread.closed_at !== null,
      },
      axisTitle,
      threadTitle: thread.title,
      posts: rows.map((p) => {
        const coach = p.role === 'coach';
        return {
          id: p.id,
          post: p.post,
          creation_date: forumDate(p.created_at),
          user: {
            name: [p.name, p.lastname].filter(Boolean).join(' '),
            coach,
            image: coach ? (p.coach_image ?? '') : '',
          },
        };
      }),
      page: pageOf.page,
      pages: pageOf.pages,
      total: pageOf.total,
    };
  }

  return {
    async threads(slug: string, viewer: AxisViewer): Promise<ThreadList> {
      const axis = await axisOr404(slug, viewer);
      const rows = await repo.listThreads(axis.id);
      return {
        axisTitle: axis.title,
        threads: rows.map((t) => ({
          id: t.id,
          path: `/eje/${axis.slug}/foro-de-participacion/${t.slug}/posts`,
          title: t.title,
          coach: t.coach_name ? { name: t.coach_name, image: t.coach_image ?? '' } : null,
          numResponses: Math.max(0, Number(t.posts_count) - 1),
          lastResponseDate: t.last_post_at ? forumDate(t.last_post_at) : null,
          closed: t.closed_at !== null,
        })),
        ...(axis.preview ? { preview: true as const } : {}),
      };
    },

    async thread(
      slug: string,
      slugThread: string,
      requested: number | undefined,
      viewer: AxisViewer,
    ): Promise<ThreadPage> {
      const axis = await axisOr404(slug, viewer);
      const thread = await repo.findThread(axis.id, slugThread);
      if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
      return {
        ...(await page(thread, axis.title, requested ?? 1)),
        ...(axis.preview ? { preview: true as const } : {}),
      };
    },

    /** Saves a reply and answers the thread at its last page, where the reply now is. */
    async reply(
      threadId: string,
      viewer: AxisViewer & { id: string },
      postContent: string,
    ): Promise<ThreadPage> {
      const thread = await repo.findThreadById(threadId);
      if (!thread) throw AppError.validation({ id: 'Esta conversación no existe' });
      openAxisOr404({ ...thread, active: thread.axis_active }, viewer, clock.now());
      if (thread.closed_at !== null) throw new AppError('FORBIDDEN', THREAD_CLOSED);
      const total = await repo.insertPost(thread, viewer.id, postContent, clock.now().toISOString());
      return page({ ...thread, posts_count: total }, thread.axis_title, 'last');
    },

    /**
     * docs/product/forum.md#participation-ranking: the member's place among the route's participants by forum
     * posts.
     */
    async ranking(axisId: string, userId: string) {
      const mine = await repo.participation(axisId, userId);
      if (mine === 0) return { posts: 0, place: -1 };
      return { posts: mine, place: 1 + (await repo.participantsAbove(axisId, mine)) };
    },
  };
}
export type ForumService = ReturnType<typeof createForumService>;
