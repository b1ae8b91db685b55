import { sql, type Insertable, type Updateable } from 'kysely';
import type { PublicationState } from '@foro/shared/admin/schemas';
import type { Db } from '../../db/database.ts';
import type { AxesTable, AxisRelatedTable, AxisStepsTable } from '../../db/schema.ts';
import { afterPosition } from '../../lib/keyset.ts';
import { threadRows } from '../../db/thread-rows.ts';

/** `like` text for a search, with its wildcards escaped, compared in lower case on both engines. */
const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AxisListFilter {
  q?: string | undefined;
  state?: PublicationState | undefined;
  now: string;
  /** Rows strictly after this position, in the order (updated_at desc, id desc). */
  after?: { key: string; id: string } | undefined;
  limit: number;
}

export interface ThreadListFilter {
  q?: string | undefined;
  after?: { key: string; id: string } | undefined;
  limit: number;
}

/** The SQL of the routes' back office (docs/product/axes.md#back-office). */
export function createAxesAdminRepository(db: Db) {
  return {
    listAxes(filter: AxisListFilter) {
      let query = db
        .selectFrom('axes')
        .select(['id', 'slug', 'title', 'position', 'active', 'updated_at', 'published_at', 'archived_at']);
      if (filter.q) {
        const like = likeOf(filter.q);
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(title)`, 'like', sql`${like} escape '\\'`),
            eb(sql`lower(slug)`, 'like', sql`${like} escape '\\'`),
          ]),
        );
      }
      if (filter.state === 'archived') query = query.where('archived_at', 'is not', null);
      else if (filter.state) {
        query = query.where('archived_at', 'is', null);
        if (filter.state === 'draft') query = query.where('published_at', 'is', null);
        if (filter.state === 'scheduled') query = query.where('published_at', '>', filter.now);
        if (filter.state === 'published') query = query.where('published_at', '<=', filter.now);
      }
      const after = filter.after;
      if (after) query = query.where(afterPosition(['updated_at', 'id'], after, 'desc'));
      return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    },

    findAxis: (id: string) => db.selectFrom('axes').selectAll().where('id', '=', id).executeTakeFirst(),

    slugTaken: async (slug: string, exceptId?: string) =>
      Boolean(
        await db
          .selectFrom('axes')
          .select('id')
          .where('slug', '=', slug)
          .$if(Boolean(exceptId), (q) => q.where('id', '!=', exceptId!))
          .executeTakeFirst(),
      ),

    insertAxis: (row: Insertable<AxesTable>) => db.insertInto('axes').values(row).execute(),

    /** One row updated, or none when the revision sent is not the saved one (a stale copy). */
    async updateAxis(id: string, revision: number, values: Updateable<AxesTable>): Promise<boolean> {
      const result = await db
        .updateTable('axes')
        .set({ ...values, revision: sql<number>`revision + 1` })
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    listSteps: (axisId: string) =>
      db
        .selectFrom('axis_steps')
        .selectAll()
        .where('axis_id', '=', axisId)
        .orderBy('step_count', 'asc')
        .execute(),

    findStep: (axisId: string, stepCount: number) =>
      db
        .selectFrom('axis_steps')
        .selectAll()
        .where('axis_id', '=', axisId)
        .where('step_count', '=', stepCount)
        .executeTakeFirst(),

    stepSlugTaken: async (axisId: string, slug: string, exceptId: string) =>
      Boolean(
        await db
          .selectFrom('axis_steps')
          .select('id')
          .where('axis_id', '=', axisId)
          .where('slug', '=', slug)
          .where('id', '!=', exceptId)
          .executeTakeFirst(),
      ),

    insertStep: (row: Insertable<AxisStepsTable>) => db.insertInto('axis_steps').values(row).execute(),

    async updateStep(id: string, revision: number, values: Updateable<AxisStepsTable>): Promise<boolean> {
      const result = await db
        .updateTable('axis_steps')
        .set({ ...values, revision: sql<number>`revision + 1` })
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The stop's buttons in use (archived ones are gone from the stop, their clicks kept). */
    listButtons: (stepId: string) =>
      db
        .selectFrom('step_buttons')
        .select(['id', 'url', 'btn_text'])
        .where('step_id', '=', stepId)
        .where('archived_at', 'is', null)
        .orderBy('position', 'asc')
        .execute(),

    /**
     * Saves the stop's buttons as sent. A button left out is deleted if no member clicked it, and
     * archived if one did, so that nothing members used is deleted (docs/product/admin.md). Returns
     * the ids archived.
     */
    async replaceButtons(
      stepId: string,
      buttons: Array<{ id: string; url: string; btn_text: string; isNew: boolean }>,
      now: string,
    ): Promise<string[]> {
      const keep = buttons.filter((b) => !b.isNew).map((b) => b.id);
      let removed = db
        .selectFrom('step_buttons')
        .select('id')
        .where('step_id', '=', stepId)
        .where('archived_at', 'is', null);
      if (keep.length) removed = removed.where('id', 'not in', keep);
      const removedIds = (await removed.execute()).map((r) => r.id);
      const clicked = removedIds.length
        ? (
            await db
              .selectFrom('button_clicks')
              .select('button_id')
              .distinct()
              .where('button_id', 'in', removedIds)
              .execute()
          ).map((r) => r.button_id)
        : [];
      const unused = removedIds.filter((id) => !clicked.includes(id));
      if (clicked.length)
        await db.updateTable('step_buttons').set({ archived_at: now }).where('id', 'in', clicked).execute();
      if (unused.length) await db.deleteFrom('step_buttons').where('id', 'in', unused).execute();
      for (const [position, b] of buttons.entries()) {
        if (b.isNew)
          await db
            .insertInto('step_buttons')
            .values({ id: b.id, step_id: stepId, position, url: b.url, btn_text: b.btn_text })
            .execute();
        else
          await db
            .updateTable('step_buttons')
            .set({ position, url: b.url, btn_text: b.btn_text })
            .where('id', '=', b.id)
            .where('step_id', '=', stepId)
            .execute();
      }
      return clicked;
    },

    listCoaches: (axisId: string) =>
      db
        .selectFrom('axis_coaches')
        .leftJoin('users', 'users.id', 'axis_coaches.user_id')
        .select([
          'axis_coaches.id',
          'axis_coaches.user_id',
          'axis_coaches.name',
          'axis_coaches.job',
          'axis_coaches.bio',
          'axis_coaches.image',
          'users.email',
        ])
        .where('axis_coaches.axis_id', '=', axisId)
        .orderBy('axis_coaches.position', 'asc')
        .execute(),

    async replaceCoaches(
      axisId: string,
      coaches: Array<{
        id: string;
        isNew: boolean;
        user_id: string | null;
        name: string;
        job: string;
        bio: string;
        image: string;
      }>,
    ) {
      const keep = coaches.filter((c) => !c.isNew).map((c) => c.id);
      let remove = db.deleteFrom('axis_coaches').where('axis_id', '=', axisId);
      if (keep.length) remove = remove.where('id', 'not in', keep);
      await remove.execute();
      for (const [position, { isNew, ...c }] of coaches.entries()) {
        if (isNew)
          await db
            .insertInto('axis_coaches')
            .values({ ...c, axis_id: axisId, position })
            .execute();
        else
          await db
            .updateTable('axis_coaches')
            .set({ ...c, position })
            .where('id', '=', c.id)
            .where('axis_id', '=', axisId)
            .execute();
      }
    },

    findAccount: (id: string) =>
      db.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', id).executeTakeFirst(),

    /** How many routes the account coaches. */
    async coachedRoutes(userId: string): Promise<number> {
      const row = await db
        .selectFrom('axis_coaches')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    setRole: (userId: string, role: 'member' | 'coach', now: string) =>
      db.updateTable('users').set({ role, updated_at: now }).where('id', '=', userId).execute(),

    searchAccounts: (q: string) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'lastname', 'role'])
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, 'like', sql`${likeOf(q)} escape '\\'`),
            eb(sql`lower(name || ' ' || lastname)`, 'like', sql`${likeOf(q)} escape '\\'`),
          ]),
        )
        .orderBy('email')
        .limit(20)
        .execute(),

    listRelated: (axisId: string) =>
      db
        .selectFrom('axis_related')
        .select(['id', 'group_key', 'title', 'description', 'url'])
        .where('axis_id', '=', axisId)
        .orderBy('group_key')
        .orderBy('position', 'asc')
        .execute(),

    async replaceRelated(
      axisId: string,
      items: Array<{
        id: string;
        group_key: AxisRelatedTable['group_key'];
        title: string;
        description: string;
        url: string;
      }>,
    ) {
      await db.deleteFrom('axis_related').where('axis_id', '=', axisId).execute();
      for (const [position, item] of items.entries())
        await db
          .insertInto('axis_related')
          .values({ ...item, axis_id: axisId, position })
          .execute();
    },

    /** Newest first, keyset-paged on (created_at, id) over the index (axis_id, created_at, id). */
    listThreads(axisId: string, filter: ThreadListFilter) {
      let query = db
        .selectFrom('threads')
        .leftJoin('axis_coaches', 'axis_coaches.id', 'threads.coach_id')
        .select((eb) => [
          'threads.id',
          'threads.slug',
          'threads.title',
          'threads.coach_id',
          'threads.created_at',
          'threads.closed_at',
          'threads.pinned_at',
          'threads.revision',
          'axis_coaches.name as coach_name',
          eb
            .selectFrom('thread_posts')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .whereRef('thread_posts.thread_id', '=', 'threads.id')
            .as('posts'),
        ])
        .where('threads.axis_id', '=', axisId);
      if (filter.q)
        query = query.where(sql`lower(threads.title)`, 'like', sql`${likeOf(filter.q)} escape '\\'`);
      const after = filter.after;
      if (after) query = query.where(afterPosition(['threads.created_at', 'threads.id'], after, 'desc'));
      return query
        .orderBy('threads.created_at', 'desc')
        .orderBy('threads.id', 'desc')
        .limit(filter.limit)
        .execute();
    },

    findThread: (axisId: string, threadId: string) =>
      db
        .selectFrom('threads')
        .selectAll()
        .where('axis_id', '=', axisId)
        .where('id', '=', threadId)
        .executeTakeFirst(),

    ...threadRows(db),

    async updateThread(
      id: string,
      revision: number,
      values: { title?: string; coach_id?: string | null; closed_at?: string | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('threads')
        .set({ ...values, revision: sql<number>`revision + 1` })
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    coachOfAxis: (axisId: string, coachId: string) =>
      db
        .selectFrom('axis_coaches')
        .select(['id', 'name'])
        .where('axis_id', '=', axisId)
        .where('id', '=', coachId)
        .executeTakeFirst(),
  };
}
export type AxesAdminRepository = ReturnType<typeof createAxesAdminRepository>;
