import {
  WATCHED_WORD_TAKEN,
  normalizeWords,
  watchedWordIn,
  type HeldPostList,
  type WatchedWordInput,
  type WatchedWordList,
} from '@foro/shared/moderation/watched-words';
import { plainTitle } from '@foro/shared/meetings/title';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { createWatchedWordsRepository } from './watched-words.repository.ts';

/** The held posts the back office lists at once: a queue that grows past this is read in turns. */
const HELD_LIST_MAX = 200;
const fullName = (name: string | null, lastname: string | null) =>
  [name, lastname].filter(Boolean).join(' ') || 'Miembro que dejó el foro';

/**
 * docs/decisions/0084-watched-words.md: staff keep a list of words; a member's post that contains one
 * (whole words, without accents or case) is saved held for review instead of published. Staff publish
 * or delete it from the moderation screen with the post actions every moderator has.
 */
export function createWatchedWordsService(deps: { db: Db; clock: Clock }) {
  const repo = createWatchedWordsRepository(deps.db);
  const now = () => deps.clock.now().toISOString();

  return {
    async list(): Promise<WatchedWordList> {
      const rows = await repo.list();
      return { words: rows.map(({ id, word, created_at }) => ({ id, word, created_at })) };
    },

    async add(actor: Actor, input: WatchedWordInput): Promise<WatchedWordList> {
      const at = now();
      const row = { id: newId(), word: input.word, normalized: normalizeWords(input.word) };
      try {
        await deps.db.transaction().execute(async (trx) => {
          await createWatchedWordsRepository(trx).insert({ ...row, created_at: at, created_by: actor.id });
          await recordAudit(trx, {
            actor,
            action: 'create',
            item: { type: 'watched-word', id: row.id, label: row.word },
            after: { word: row.word },
            at,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.validation({ word: WATCHED_WORD_TAKEN });
        throw error;
      }
      return this.list();
    },

    async remove(actor: Actor, id: string): Promise<WatchedWordList> {
      const at = now();
      await deps.db.transaction().execute(async (trx) => {
        const tx = createWatchedWordsRepository(trx);
        const row = await tx.find(id);
        if (!row) throw new AppError('NOT_FOUND', 'Esa palabra ya no está en la lista.');
        await tx.remove(id);
        await recordAudit(trx, {
          actor,
          action: 'delete',
          item: { type: 'watched-word', id, label: row.word },
          before: { word: row.word },
          at,
        });
      });
      return this.list();
    },

    /** The watched word a member's text contains, if any: the post is then held. */
    async heldFor(text: string): Promise<string | null> {
      return watchedWordIn(text, await repo.list());
    },

    /** The posts waiting for review, oldest first, with the word that held each. */
    async held(): Promise<HeldPostList> {
      const [watched, { threads, meetings }] = await Promise.all([
        repo.list(),
        repo.heldPosts(HELD_LIST_MAX),
      ]);
      const posts = [
        ...threads.map((p) => ({
          kind: 'thread' as const,
          id: p.id,
          post: p.post,
          author: fullName(p.name, p.lastname),
          held_at: p.held_at!,
          word: watchedWordIn(p.post, watched),
          place: p.place,
          href: `/eje/${p.axis_slug}/foro-de-participacion/${p.thread_slug}/posts`,
        })),
        ...meetings.map((p) => ({
          kind: 'meeting' as const,
          id: p.id,
          post: p.post,
          author: fullName(p.name, p.lastname),
          held_at: p.held_at!,
          word: watchedWordIn(p.post, watched),
          place: `Encuentro: ${plainTitle(p.place)}`,
          href: `/encuentros/${p.meeting_slug}/interactua`,
        })),
      ].sort((a, b) => a.held_at.localeCompare(b.held_at));
      return { posts: posts.slice(0, HELD_LIST_MAX) };
    },

    heldCount: () => repo.heldCount(),
  };
}
export type WatchedWordsService = ReturnType<typeof createWatchedWordsService>;
