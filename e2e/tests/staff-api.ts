import type { APIRequestContext } from '@playwright/test';
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
