import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HomeItemsTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

/** SQL of the content feature: the 2022 home's items and the pages staff edit. */
export function createContentRepository(db: Db) {
  return {
    /** docs/product/admin.md#drafts-and-publication: published by `now` and not archived. */
    publishedHomeItems(now: string) {
      return db
        .selectFrom('home_items')
        .selectAll()
        .where('archived_at', 'is', null)
        .where('published_at', 'is not', null)
        .where('published_at', '<=', now)
        .orderBy('position', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** Every item not archived, drafts included (staff previewing the member page). */
    currentHomeItems() {
      return db
        .selectFrom('home_items')
        .selectAll()
        .where('archived_at', 'is', null)
        .orderBy('position', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    allHomeItems() {
      return db
        .selectFrom('home_items')
        .selectAll()
        .orderBy('position', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    findHomeItem(id: string) {
      return db.selectFrom('home_items').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async nextHomeItemPosition(): Promise<number> {
      const row = await db
        .selectFrom('home_items')
        .select((eb) => eb.fn.max('position').as('top'))
        .executeTakeFirst();
      return Number(row?.top ?? 0) + 1;
    },

    async insertHomeItem(values: {
      img: string;
      title: string;
      excerpt: string;
      url: string;
      position: number;
      now: string;
    }): Promise<string> {
      const id = newId();
      await db
        .insertInto('home_items')
        .values({
          id,
          position: values.position,
          img: values.img,
          title: values.title,
          excerpt: values.excerpt,
          url: values.url,
          revision: 1,
          published_at: null,
          archived_at: null,
          created_at: values.now,
          updated_at: values.now,
        })
        .execute();
      return id;
    },

    /**
     * docs/product/admin.md#two-editors: changes the item only if it is still at `revision`, and adds
     * one to it. False when nothing was updated (a stale copy, or no such item).
     */
    async updateHomeItem(
      id: string,
      revision: number,
      values: Omit<Updateable<HomeItemsTable>, 'id' | 'revision'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('home_items')
        .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Moves an item to a position without touching its revision (the neighbour of a move). */
    async setHomeItemPosition(id: string, position: number) {
      await db.updateTable('home_items').set({ position }).where('id', '=', id).execute();
    },

    async deleteHomeItem(id: string, revision: number): Promise<boolean> {
      const result = await db
        .deleteFrom('home_items')
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    findPage(key: string) {
      return db.selectFrom('site_pages').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async updatePage(key: string, revision: number, contentJson: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('site_pages')
        .set((eb) => ({ content_json: contentJson, updated_at: now, revision: eb('revision', '+', 1) }))
        .where('key', '=', key)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
