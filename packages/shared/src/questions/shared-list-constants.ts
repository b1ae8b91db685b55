/**
 * The shared questions' sorts, limit and words, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
/**
 * A meeting's questions as a shared, moderated list (issue 18 §2, docs/decisions/0045-question-votes.md):
 * on /encuentros/{slug}/interactua members read the approved questions, vote for them and sort them.
 */
export const sharedQuestionSorts = ['votes', 'recent'] as const;

export type SharedQuestionSort = (typeof sharedQuestionSorts)[number];

/** How many to list: a live meeting's approved questions are dozens; the list keeps the top 200. */
export const SHARED_QUESTIONS_LIMIT = 200;

/** "Votar esta pregunta (12 votos)": the vote button's accessible name carries the count. */
export const voteCountText = (votes: number) => (votes === 1 ? '1 voto' : `${votes} votos`);
