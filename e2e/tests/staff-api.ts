import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What several browser tests do through the API before the part a browser must show: the anti-forgery
 * header of a signed-in context, a date some days from today, and a meeting staff create and publish.
 */

/** The value of the `X-XSRF-TOKEN` header for a context's session (its `XSRF-TOKEN` cookie). */
export const xsrf = async (request: APIRequestContext) =>
  decodeURIComponent(
    (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  );

/** A date `days` from today in Bogotá, as the meeting form takes it (YYYY-MM-DD). */
export const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The fields of `POST /api/admin/meetings` a test sets; the zone and duration default to Bogotá and an hour. */
type MeetingFields = {
  title: string;
  date: string;
  time: string;
  time_zone?: string;
  duration_minutes?: number;
} & Record<string, unknown>;

/** Staff (the context's session) create a meeting and publish it; its id, slug and revision when created. */
export async function publishedMeeting(request: APIRequestContext, fields: MeetingFields) {
  const created = await request.post('/api/admin/meetings', {
    headers: { 'x-xsrf-token': await xsrf(request) },
    data: { time_zone: 'America/Bogota', duration_minutes: 60, ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meeting = (await created.json()) as { id: string; revision: number; values: { slug: string } };
  const published = await request.post(`/api/admin/meetings/${meeting.id}/publish`, {
    headers: { 'x-xsrf-token': await xsrf(request) },
    data: { revision: meeting.revision },
  });
  expect(published.status(), await published.text()).toBe(200);
  return { id: meeting.id, slug: meeting.values.slug, revision: meeting.revision };
}

/** The worker's session of a demo account: the `sessionOf` fixture of ./fixtures. */
type SessionOf = (email: string) => Promise<Awaited<ReturnType<BrowserContext['cookies']>>>;

/**
 * A page in a browser context of its own, signed in as the demo account `email` with the worker's
 * session (its cookies, no sign-in form: the tests that check the form are session.spec.ts and
 * sign-in-challenge.spec.ts), opened at `to`. `consented` answers the cookie banner up front.
 */
export async function signedIn(
  browser: Browser,
  sessionOf: SessionOf,
  email: string,
  to: string,
  { timezoneId, consented = false }: { timezoneId?: string; consented?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext(timezoneId ? { timezoneId } : {});
  if (consented) await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await context.addCookies(await sessionOf(email));
  const page = await context.newPage();
  await page.goto(to);
  await expect(page).toHaveURL(to);
  return page;
}

/** The member of a signed-in context registers for the meeting `slug`, as its page does when opened. */
export async function register(request: APIRequestContext, slug: string) {
  const inscription = await request.get(`/api/meeting/${slug}/inscription`, {
    headers: { 'x-xsrf-token': await xsrf(request) },
  });
  expect(inscription.status(), await inscription.text()).toBe(200);
}

/** Opens `to` in `page` signed in as the demo account `email` with the worker's session (no form). */
export async function openAs(page: Page, sessionOf: SessionOf, email: string, to: string) {
  await page.context().addCookies(await sessionOf(email));
  await page.goto(to);
  await expect(page).toHaveURL(to);
}
