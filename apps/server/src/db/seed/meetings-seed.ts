import type { Transaction } from 'kysely';
import { localDate, zonedTimeToInstant } from '@foro/shared/meetings/time';
import { newId } from '../../lib/ids.ts';
import { memberSearchText } from '../../lib/member-search.ts';
import { recountMeeting } from '../post-counters.ts';
import type { Database } from '../schema.ts';
import type { DemoMeeting } from './demo-content-types.ts';
import { demoHomeItems, demoMeetingPosts, demoMeetings, demoMembers } from './demo-meetings.ts';

const HOUR = 60 * 60 * 1000;
/** The demo account that hosts a meeting (docs/product/README.md#demo-accounts). */
export const DEMO_HOST = { user: 'completo', meetingSlug: 'bienestar-docente-y-socioemocional' } as const;

/** The polls of the meeting live today: votes are (member, option position). */
const demoPolls: Array<{
  question: string;
  state: 'open' | 'draft';
  options: string[];
  votes: Array<[string, number]>;
}> = [
  {
    question: '¿Cuántos minutos de pausa activa haces con tu grupo cada día?',
    state: 'open',
    options: ['Ninguno', 'Menos de 5', 'Entre 5 y 15', 'Más de 15'],
    votes: [
      ['sofia_benitez', 2],
      ['gabriela_vargas', 1],
      ['julian_cardenas', 2],
      ['rosa_huanca', 3],
    ],
  },
  {
    question: '¿Qué te llevas del encuentro de hoy?',
    state: 'draft',
    options: ['Ideas para mi aula', 'Cuidar mi bienestar', 'Las dos cosas'],
    votes: [],
  },
];
const DAY = 24 * HOUR;

/** The instant of a demo meeting, relative to the seeding moment. */
export function demoStart(start: DemoMeeting['start'], timeZone: string, now: Date): Date {
  if ('minutesFromSeed' in start) return new Date(now.getTime() + start.minutesFromSeed * 60_000);
  const day = localDate(new Date(now.getTime() + start.days * DAY), timeZone);
  return zonedTimeToInstant(day, start.time, timeZone);
}

/** Meetings, their forum and inscriptions, and the home items, dated relative to `now`. */
export async function seedMeetings(trx: Transaction<Database>, now: Date, userIds: Map<string, string>) {
  const stamp = now.toISOString();
  const meetingIds = new Map<string, string>();

  for (const member of demoMembers) {
    const id = newId();
    userIds.set(member.key, id);
    await trx
      .insertInto('users')
      .values({
        id,
        email: `${member.key}@miembros.example.org`,
        // Not a valid argon2 hash: these community members exist only as authors and cannot sign in.
        password_hash: '!',
        name: member.name,
        lastname: member.lastname,
        country: member.country,
        city: member.city,
        role: 'member',
        rol: 'DOCENTE',
        search_text: memberSearchText({
          name: member.name,
          lastname: member.lastname,
          email: `${member.key}@miembros.example.org`,
          rol: 'DOCENTE',
        }),
        updated_fields: 1,
        notification_forum: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }

  for (const { start, objectives, recommendations, active_override, ...m } of demoMeetings) {
    const id = newId();
    meetingIds.set(m.slug, id);
    await trx
      .insertInto('meetings')
      .values({
        ...m,
        id,
        starts_at: demoStart(start, m.time_zone, now).toISOString(),
        active_override: active_override === null ? null : active_override ? 1 : 0,
        post_event_override: null,
        posts_hidden: 0,
        revision: 0,
        objectives_json: JSON.stringify(objectives),
        recommendations_json: JSON.stringify(recommendations),
        // Published a year before the seed, as a portal running for a while: moving the clock back
        // to a meeting's announcement still finds it published.
        published_at: new Date(now.getTime() - 365 * DAY).toISOString(),
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }

  for (const p of demoMeetingPosts) {
    const meetingId = meetingIds.get(p.meetingSlug);
    const userId = userIds.get(p.author);
    if (!meetingId || !userId) throw new Error(`Demo post refers to unknown ${p.meetingSlug} / ${p.author}`);
    await trx
      .insertInto('meeting_posts')
      .values({
        id: newId(),
        meeting_id: meetingId,
        user_id: userId,
        post: p.post,
        hidden: p.hidden ? 1 : 0,
        created_at: new Date(now.getTime() - p.hoursAgo * HOUR).toISOString(),
      })
      .execute();
  }
  for (const meetingId of meetingIds.values()) await recountMeeting(trx, meetingId);

  // docs/product/README.md#demo-accounts: the teacher is registered for the post-event meeting (the first
  // one); the Chilean member for every meeting that has already happened.
  const postEvent = demoMeetings[0]!.slug;
  const registrations: Array<[string, string]> = [['docente', postEvent]];
  for (const m of demoMeetings) {
    if (demoStart(m.start, m.time_zone, now) < now) registrations.push(['completo', m.slug]);
  }
  for (const [user, slug] of registrations) {
    await trx
      .insertInto('meeting_inscriptions')
      .values({ meeting_id: meetingIds.get(slug)!, user_id: userIds.get(user)!, created_at: stamp })
      .execute();
  }
  // docs/product/meetings.md#attendance: the registered members of meetings already over followed the
  // first 30 minutes live (the default requirement), so the demo shows an attendance certificate.
  for (const [user, slug] of registrations) {
    const m = demoMeetings.find((d) => d.slug === slug)!;
    const start = demoStart(m.start, m.time_zone, now);
    if (start.getTime() + m.duration_minutes * 60_000 > now.getTime()) continue;
    const first = Math.floor(start.getTime() / 60_000);
    await trx
      .insertInto('meeting_attendance')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          meeting_id: meetingIds.get(slug)!,
          user_id: userIds.get(user)!,
          mode: 'live' as const,
          minute: first + i,
          created_at: new Date((first + i) * 60_000).toISOString(),
        })),
      )
      .execute();
    // The members' totals (what the reports count) are kept by the database with each minute (migration 072).
  }

  // docs/decisions/0050-meeting-hosts.md: the Chilean member hosts the meeting live today, so the demo
  // shows the host's card on /perfil and the question console it leads to.
  await trx
    .updateTable('meetings')
    .set({ host_user_id: userIds.get(DEMO_HOST.user)! })
    .where('id', '=', meetingIds.get(DEMO_HOST.meetingSlug)!)
    .execute();

  // docs/decisions/0061-polls.md: the meeting live today has one open poll, voted by a few demo members
  // (not the demo accounts, so they see it as a member who has not voted yet), and one draft in the
  // host's console.
  const liveMeetingId = meetingIds.get(DEMO_HOST.meetingSlug)!;
  for (const [i, poll] of demoPolls.entries()) {
    const pollId = newId();
    await trx
      .insertInto('meeting_polls')
      .values({
        id: pollId,
        meeting_id: liveMeetingId,
        question: poll.question,
        state: poll.state,
        created_at: new Date(now.getTime() - (60 - i) * 60_000).toISOString(),
        opened_at: poll.state === 'open' ? stamp : null,
      })
      .execute();
    const optionIds = poll.options.map(() => newId());
    await trx
      .insertInto('meeting_poll_options')
      .values(
        poll.options.map((text, position) => ({
          id: optionIds[position]!,
          poll_id: pollId,
          position,
          text,
          votes_count: poll.votes.filter((v) => v[1] === position).length,
        })),
      )
      .execute();
    for (const [user, position] of poll.votes)
      await trx
        .insertInto('meeting_poll_votes')
        .values({
          poll_id: pollId,
          user_id: userIds.get(user)!,
          option_id: optionIds[position]!,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
  }

  for (const item of demoHomeItems) {
    await trx
      .insertInto('home_items')
      .values({ id: newId(), ...item, published_at: stamp, created_at: stamp, updated_at: stamp })
      .execute();
  }
}
