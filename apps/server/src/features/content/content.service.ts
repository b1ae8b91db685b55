import type { PublishInput } from '@foro/shared/admin/schemas';
import {
  isSectionedPage,
  pageLabels,
  pageSchemas,
  type LegalPageContent,
  type AdminHomeItem,
  type HomeItem,
  type HomeItemFields,
  type HomeItemMove,
  type HomeItemUpdate,
  type PageContent,
  type PageKey,
  type RaffleRulesContent,
} from '@foro/shared/content/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HomeItemsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { lastChangeOf, recordAudit, type Actor } from '../../lib/audit.ts';
import { isPublished, publicationState } from '../../lib/publication.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { staleEdit } from '../../lib/stale-edit.ts';
import { createContentRepository } from './content.repository.ts';

const ITEM_NOT_FOUND = 'Este elemento de portada ya no existe.';
const PAGE_NOT_FOUND = 'Esta página no existe.';
const EMPTY_SECTION = 'Escribe el texto de la sección.';

type HomeItemRow = Selectable<HomeItemsTable>;

const itemFields = (row: HomeItemRow): HomeItemFields => ({
  title: row.title,
  excerpt: row.excerpt,
  img: row.img,
  url: row.url,
});

/** What the audit log keeps of a home item: what staff see and change. */
const itemAudit = (row: HomeItemRow) => ({
  ...itemFields(row),
  position: row.position,
  published_at: row.published_at,
});

type SectionedContent = RaffleRulesContent | LegalPageContent;

/**
 * docs/product/content.md#staff-html: every HTML field of a page (the draw rules' and the legal pages'
 * introduction and sections) through the one sanitizer. The other pages are plain text.
 */
function cleanPage<K extends PageKey>(key: K, content: PageContent<K>): PageContent<K> {
  if (!isSectionedPage(key)) return content;
  const doc = content as SectionedContent;
  return {
    ...doc,
    intro: sanitizeRichText(doc.intro),
    sections: doc.sections.map((s) => ({ ...s, html: sanitizeRichText(s.html) })),
  } as PageContent<K>;
}

/** A field error for each section whose text was nothing but what the sanitizer removes. */
function emptySections(key: PageKey, content: unknown): Record<string, string> {
  if (!isSectionedPage(key)) return {};
  const errors: Record<string, string> = {};
  (content as SectionedContent).sections.forEach((s, i) => {
    if (s.html.replace(/<[^>]*>/g, '').trim() === '') errors[`content.sections.${i}.html`] = EMPTY_SECTION;
  });
  return errors;
}

/** Content fields prefixed as the form names them, for the audit log and a conflict's details. */
const prefixed = (content: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(content).map(([k, v]) => [`content.${k}`, v]));

/**
 * The content feature (docs/product/content.md): the 2022 home's items, with drafts and publication,
 * and the pages staff edit (About figures, routes block, draw rules, legal pages, homes' main texts). Every change is audited in
 * its own transaction (docs/product/admin.md#audit-log).
 */
export function createContentService(deps: { db: Db; clock: Clock }) {
  const { clock } = deps;
  const repo = createContentRepository(deps.db);
  const now = () => clock.now().toISOString();
  const inTransaction = <T>(work: (trx: Db, r: ReturnType<typeof createContentRepository>) => Promise<T>) =>
    deps.db.transaction().execute((trx) => work(trx, createContentRepository(trx)));

  const toAdminItem = (row: HomeItemRow, at: string): AdminHomeItem => ({
    id: row.id,
    ...itemFields(row),
    position: row.position,
    revision: row.revision,
    state: publicationState(row, new Date(at)),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  });

  /** The row as saved now, or 404; used when a conditional write changed nothing. */
  async function staleItem(
    r: ReturnType<typeof createContentRepository>,
    trx: Db,
    id: string,
    sent: Record<string, unknown>,
  ): Promise<AppError> {
    const saved = await r.findHomeItem(id);
    if (!saved) return new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    return staleEdit({
      saved: itemFields(saved),
      sent,
      revision: saved.revision,
      lastChange: await lastChangeOf(trx, 'home-item', id),
    });
  }

  /** Writes one change of an item at the revision staff loaded, and records it. */
  async function changeItem(
    actor: Actor,
    id: string,
    revision: number,
    action: 'update' | 'publish' | 'unpublish',
    values: Partial<HomeItemRow>,
    sent: Record<string, unknown> = {},
  ): Promise<AdminHomeItem> {
    return inTransaction(async (trx, r) => {
      const before = await r.findHomeItem(id);
      if (!before) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
      const at = now();
      if (!(await r.updateHomeItem(id, revision, { ...values, updated_at: at })))
        throw await staleItem(r, trx, id, sent);
      const after = (await r.findHomeItem(id))!;
      await recordAudit(trx, {
        actor,
        action,
        item: { type: 'home-item', id, label: after.title },
        before: itemAudit(before),
        after: itemAudit(after),
        at,
      });
      return toAdminItem(after, at);
    });
  }

  return {
    /**
     * GET items-home (docs/product/content.md#home-items): the published items in order; staff
     * also get drafts and scheduled items, marked `preview`.
     */
    async homeItems(viewer: { role: string } | null): Promise<HomeItem[]> {
      const at = now();
      const staff = viewer?.role === 'staff';
      const rows = staff ? await repo.currentHomeItems() : await repo.publishedHomeItems(at);
      return rows.map((row) => ({
        img: row.img,
        title: row.title,
        excerpt: row.excerpt,
        url: row.url,
        ...(staff && !isPublished(row, new Date(at)) ? { preview: true } : {}),
      }));
    },

    async adminHomeItems(): Promise<AdminHomeItem[]> {
      const at = now();
      return (await repo.allHomeItems()).map((row) => toAdminItem(row, at));
    },

    /** A new item is a draft, placed last. */
    async createHomeItem(actor: Actor, fields: HomeItemFields): Promise<AdminHomeItem> {
      return inTransaction(async (trx, r) => {
        const at = now();
        const id = await r.insertHomeItem({ ...fields, position: await r.nextHomeItemPosition(), now: at });
        const row = (await r.findHomeItem(id))!;
        await recordAudit(trx, {
          actor,
          action: 'create',
          item: { type: 'home-item', id, label: row.title },
          after: itemAudit(row),
          at,
        });
        return toAdminItem(row, at);
      });
    },

    updateHomeItem(actor: Actor, id: string, input: HomeItemUpdate): Promise<AdminHomeItem> {
      const { revision, ...fields } = input;
      return changeItem(actor, id, revision, 'update', fields, fields);
    },

    /** Now, or at the chosen instant (then "Programado" until it comes). */
    publishHomeItem(actor: Actor, id: string, input: PublishInput): Promise<AdminHomeItem> {
      const at = input.at ? new Date(input.at).toISOString() : now();
      return changeItem(actor, id, input.revision, 'publish', { published_at: at });
    },

    unpublishHomeItem(actor: Actor, id: string, revision: number): Promise<AdminHomeItem> {
      return changeItem(actor, id, revision, 'unpublish', { published_at: null });
    },

    /** Swaps the item with its neighbour above or below; the neighbour keeps its revision. */
    async moveHomeItem(actor: Actor, id: string, input: HomeItemMove): Promise<AdminHomeItem[]> {
      await inTransaction(async (trx, r) => {
        const rows = await r.allHomeItems();
        const index = rows.findIndex((row) => row.id === id);
        if (index < 0) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
        const other = rows[input.direction === 'up' ? index - 1 : index + 1];
        const self = rows[index]!;
        if (!other) return;
        const at = now();
        // Positions may repeat after older edits: the list order decides, then both get distinct ones.
        const [mine, theirs] =
          other.position === self.position
            ? input.direction === 'up'
              ? [self.position, self.position + 1]
              : [self.position + 1, self.position]
            : [other.position, self.position];
        if (!(await r.updateHomeItem(id, input.revision, { position: mine, updated_at: at })))
          throw await staleItem(r, trx, id, {});
        await r.setHomeItemPosition(other.id, theirs);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'home-item', id, label: self.title },
          before: { position: self.position },
          after: { position: mine },
          at,
        });
      });
      return this.adminHomeItems();
    },

    /** Home items are never used by members (no answers or posts hang on them): they may be deleted. */
    async deleteHomeItem(actor: Actor, id: string, revision: number): Promise<void> {
      await inTransaction(async (trx, r) => {
        const before = await r.findHomeItem(id);
        if (!before) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
        if (!(await r.deleteHomeItem(id, revision))) throw await staleItem(r, trx, id, {});
        await recordAudit(trx, {
          actor,
          action: 'delete',
          item: { type: 'home-item', id, label: before.title },
          before: itemAudit(before),
          at: now(),
        });
      });
    },

    /** GET pages/{key}: a page as members read it, its HTML cleaned again on the way out. */
    async page<K extends PageKey>(key: K): Promise<{ key: K; content: PageContent<K>; updatedAt: string }> {
      const row = await repo.findPage(key);
      if (!row) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
      const content = pageSchemas[key].parse(JSON.parse(row.content_json)) as PageContent<K>;
      return { key, content: cleanPage(key, content), updatedAt: row.updated_at };
    },

    async adminPage<K extends PageKey>(
      key: K,
    ): Promise<{ key: K; content: PageContent<K>; revision: number; updatedAt: string }> {
      const row = await repo.findPage(key);
      if (!row) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
      const content = pageSchemas[key].parse(JSON.parse(row.content_json)) as PageContent<K>;
      return { key, content, revision: row.revision, updatedAt: row.updated_at };
    },

    /** Saves a page at the revision staff loaded; its HTML goes through the sanitizer first. */
    async savePage<K extends PageKey>(
      actor: Actor,
      key: K,
      input: { revision: number; content: PageContent<K> },
    ) {
      const content = cleanPage(key, input.content);
      const empty = emptySections(key, content);
      if (Object.keys(empty).length) throw AppError.validation(empty);
      await inTransaction(async (trx, r) => {
        const before = await r.findPage(key);
        if (!before) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
        const at = now();
        if (!(await r.updatePage(key, input.revision, JSON.stringify(content), at))) {
          const saved = (await r.findPage(key))!;
          throw staleEdit({
            saved: prefixed(JSON.parse(saved.content_json) as Record<string, unknown>),
            sent: prefixed(content as Record<string, unknown>),
            revision: saved.revision,
            lastChange: await lastChangeOf(trx, 'page', key),
          });
        }
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'page', id: key, label: pageLabels[key] },
          before: prefixed(JSON.parse(before.content_json) as Record<string, unknown>),
          after: prefixed(content as Record<string, unknown>),
          at,
        });
      });
      return this.adminPage(key);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
