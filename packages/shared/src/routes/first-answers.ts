import { pages, paramsOf, type PageName } from './paths.ts';

/**
 * The API answers a member page cannot draw its first screen without, by address. The web app asks for
 * them at these addresses, and the server announces them in the page's shell
 * (`<link rel="preload" as="fetch">`, apps/server/src/plugins/route-preloads.ts), so the browser fetches
 * them with the page's code instead of after it has run, and the app's request is answered by that
 * preload (docs/performance.md "First load on a phone").
 */
export const firstAnswerPaths = {
  /** Who is signed in: every member page waits for it (the member guard). */
  session: '/api/users/username',
  /** A meeting's page (every page of a meeting reads it first, in its layout). */
  meeting: (slug: string) => `/api/meeting/${encodeURIComponent(slug)}`,
  /**
   * A meeting's live page: the meeting with its chat's newest messages, in one answer
   * (docs/decisions/0134-the-live-pages-meeting-carries-its-chat.md).
   */
  meetingLive: (slug: string) => `/api/meeting/${encodeURIComponent(slug)}?chat=1`,
  /** A route's page: its stops and the member's progress. */
  axisInfo: (slug: string) => `/api/axis/info/${encodeURIComponent(slug)}`,
  /** A stop of a route. */
  stop: (slug: string, slugStep: string) =>
    `/api/axis/${encodeURIComponent(slug)}/steps/${encodeURIComponent(slugStep)}`,
  /** A page of a route thread's posts. */
  threadPosts: (slug: string, slugThread: string, page = 1) =>
    `/api/axis/${encodeURIComponent(slug)}/threads/${encodeURIComponent(slugThread)}/posts?page=${page}`,
} as const;

type Params = Record<string, string>;

const meetingPage = ({ slug }: Params) => (slug ? [firstAnswerPaths.meeting(slug)] : []);

/** Beyond the session, what each page's first screen reads (only answers that depend on the address). */
const pageAnswers: Partial<Record<PageName, (params: Params) => string[]>> = {
  meetingLive: ({ slug }) => (slug ? [firstAnswerPaths.meetingLive(slug)] : []),
  meetingExpert: meetingPage,
  meetingInteract: meetingPage,
  meetingContact: meetingPage,
  axis: ({ slug }) => (slug ? [firstAnswerPaths.axisInfo(slug)] : []),
  // A stop's screen shows its route's progress too.
  axisStep: ({ slug, slugStep }) =>
    slug && slugStep ? [firstAnswerPaths.axisInfo(slug), firstAnswerPaths.stop(slug, slugStep)] : [],
  // The first page of posts: a later one (`?pagina=N`) is in the query, which the shell, made by path,
  // does not see; its reader asks for that page after the code has run, as before.
  axisThread: ({ slug, slugThread }) =>
    slug && slugThread ? [firstAnswerPaths.threadPosts(slug, slugThread)] : [],
};

/**
 * The answers the shell of `pathname` (page `name`) announces: for member pages, the session and what
 * the page reads first; for any other page, none (visitor pages arrive prerendered, staff pages load
 * the back office first).
 */
export function firstAnswersOf(name: PageName, pathname: string): string[] {
  if (pages[name].access !== 'member') return [];
  const params = paramsOf(name, pathname);
  if (!params) return [];
  return [firstAnswerPaths.session, ...(pageAnswers[name]?.(params) ?? [])];
}
