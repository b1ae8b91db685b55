import { z } from '../validation/zod-config.ts';
import { postKinds } from './constants.ts';

export { HELD_NOTE } from './constants.ts';

/**
 * Watched words (issue 34 item 8, docs/decisions/0084-watched-words.md): a post that contains one of
 * staff's words is held for review instead of published, and its author is told.
 */

/** What a text's words are compared as: lower case, without accents, words separated by one space. */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The first watched word (or phrase) the text contains as whole words; null when none. */
export function watchedWordIn(text: string, watched: ReadonlyArray<{ word: string; normalized: string }>) {
  const words = ` ${normalizeWords(text)} `;
  return watched.find((w) => words.includes(` ${w.normalized} `))?.word ?? null;
}

export const WATCHED_WORD_REQUIRED = 'Escribe una palabra o una expresión de 2 a 60 caracteres.';
export const WATCHED_WORD_TAKEN = 'Esa palabra ya está en la lista.';

export const watchedWordInput = z.object({
  word: z
    .string({ message: WATCHED_WORD_REQUIRED })
    .trim()
    .min(2, WATCHED_WORD_REQUIRED)
    .max(60, WATCHED_WORD_REQUIRED)
    .refine((word) => normalizeWords(word).length >= 2, WATCHED_WORD_REQUIRED),
});
export type WatchedWordInput = z.infer<typeof watchedWordInput>;
export const watchedWordParams = z.object({ id: z.string().min(1).max(64) });

export const watchedWordSchema = z.object({ id: z.string(), word: z.string(), created_at: z.string() });
export const watchedWordListSchema = z.object({ words: z.array(watchedWordSchema) });
export type WatchedWordList = z.infer<typeof watchedWordListSchema>;

/** A post waiting for review: where, who, what and the word that held it. */
export const heldPostSchema = z.object({
  kind: z.enum(postKinds),
  id: z.string(),
  post: z.string(),
  author: z.string(),
  held_at: z.string(),
  word: z.string().nullable(),
  place: z.string(),
  href: z.string(),
});
export type HeldPost = z.infer<typeof heldPostSchema>;
export const heldPostListSchema = z.object({ posts: z.array(heldPostSchema) });
export type HeldPostList = z.infer<typeof heldPostListSchema>;
