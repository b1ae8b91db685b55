import type { Insertable, Selectable } from 'kysely';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import type { Db } from '../db/database.ts';
import type {
  AxesTable,
  AxisCoachesTable,
  AxisStepsTable,
  HomeItemsTable,
  MeetingPollsTable,
  MeetingPostsTable,
  MeetingsTable,
  StepButtonsTable,
  StepKind,
  TestsTable,
  ThreadPostsTable,
  ThreadsTable,
  UsersTable,
} from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { newId } from '../lib/ids.ts';
import { memberSearchText } from '../lib/member-search.ts';
import { recountMeeting, recountThread } from '../db/post-counters.ts';
import { Browser, TEST_NOW, type TestApp } from './app.ts';

/**
 * Test factories: each test creates the rows it needs, straight through Kysely, instead of counting
 * on the demo seed. Every value has a default that keeps rows apart (unique slugs and e-mails), so
 * tests sharing an app neither see each other's rows nor depend on their order; pass what the test
 * is about. Timestamps default to TEST_NOW, the test app's clock.
 */

const now = () => TEST_NOW.toISOString();
/** A short unique suffix for slugs, e-mails and titles. */
const unique = () => newId().replace(/-/g, '').slice(0, 12);

let passwordHash: Promise<string> | undefined;
/** One hash of the test password per process: hashing is slow on purpose. */
const testPasswordHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));

/** The password of every member a factory creates (Browser.signIn's default). */
export const TEST_PASSWORD = DEMO_PASSWORD;

export type Member = Selectable<UsersTable> & { password: string };

/** A member (role `member` unless given) who completed the profile, with the test password. */
export async function createMember(db: Db, values: Partial<Insertable<UsersTable>> = {}): Promise<Member> {
  const key = unique();
  const fields = {
    id: newId(),
    email: `persona-${key}@example.org`,
    password_hash: await testPasswordHash(),
    name: 'Persona',
    lastname: `Prueba ${key}`,
    country: 'colombia',
    city: 'Medellín',
    role: 'member' as const,
    rol: 'DOCENTE',
    updated_fields: 1,
    notification_forum: 0,
    created_at: now(),
    updated_at: now(),
    ...values,
  };
  const row = await db
    .insertInto('users')
    .values({ search_text: memberSearchText(fields), ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password: TEST_PASSWORD };
}

/** What sets one of many seeded members apart (`seedMembers`); the rest is a member's usual row. */
export type SeededMember = Pick<Insertable<UsersTable>, 'name' | 'lastname' | 'email' | 'country'> &
  Partial<Pick<Insertable<UsersTable>, 'lastname2' | 'school' | 'rol'>>;

/**
 * `count` members made by `member(i)`, inserted a thousand at a time and without a usable password (no
 * hashing), for tests that need thousands of accounts: the members' search and its query plans.
 */
export async function seedMembers(db: Db, count: number, member: (i: number) => SeededMember): Promise<void> {
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const fields = member(start + k);
      return {
        id: newId(),
        password_hash: '!',
        city: '',
        role: 'member' as const,
        school: '',
        rol: '',
        updated_fields: 1,
        notification_forum: 0,
        created_at: now(),
        updated_at: now(),
        ...fields,
        search_text: memberSearchText(fields),
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
}

/** A coach account (role `coach`). */
export const createCoach = (db: Db, values: Partial<Insertable<UsersTable>> = {}) =>
  createMember(db, { role: 'coach', rol: 'COORDINADOR ACADÉMICO', ...values });

/** A route, active and started a week before TEST_NOW unless given. */
export async function createAxis(db: Db, values: Partial<Insertable<AxesTable>> = {}) {
  const key = unique();
  const startsAt = new Date(TEST_NOW.getTime() - 7 * 86_400_000).toISOString();
  return db
    .insertInto('axes')
    .values({
      id: newId(),
      slug: `ruta-${key}`,
      position: 0,
      claim: '',
      title: `Ruta de prueba ${key}`,
      excerpt: '',
      starts_at: startsAt,
      active: 1,
      video_inner: '',
      speaker: '',
      speaker_job: '',
      speaker_country: '',
      speaker_image: '',
      speaker_image_rwd: '',
      speaker_ln: '',
      speaker_fb: '',
      speaker_tw: '',
      speaker_yt: '',
      speaker_name_axis_page: '',
      speaker_excerpt: '',
      created_at: now(),
      updated_at: now(),
      // Published, as members see it; pass `published_at: null` for a draft.
      published_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A stop of a route (stop 1, a plain stop open since TEST_NOW less a day, unless given). */
export async function createAxisStep(
  db: Db,
  values: Pick<Insertable<AxisStepsTable>, 'axis_id'> & Partial<Insertable<AxisStepsTable>>,
) {
  const key = unique();
  const openDate = new Date(TEST_NOW.getTime() - 86_400_000).toISOString();
  return db
    .insertInto('axis_steps')
    .values({
      id: newId(),
      step_count: 1,
      kind: 'stop',
      slug: `parada-${key}`,
      title: `Parada de prueba ${key}`,
      intro: '',
      image: '',
      open_date: openDate,
      type_text: 'Lectura',
      type_btn: '',
      text_btn: '',
      step_inner_text_type: '',
      title_inner: '',
      intro_inner: '',
      text_inner: '<p>Texto de la parada.</p>',
      iframes_json: '[]',
      starts_at: openDate,
      bg_desk: '',
      bg_tablet: '',
      bg_mobile: '',
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of a route's coaches as its pages show them (`user_id` links the coach's account). */
export async function createAxisCoach(
  db: Db,
  values: Pick<Insertable<AxisCoachesTable>, 'axis_id'> & Partial<Insertable<AxisCoachesTable>>,
) {
  return db
    .insertInto('axis_coaches')
    .values({
      id: newId(),
      user_id: null,
      position: 0,
      image: '/media/coaches/prueba.svg',
      name: 'Coach de prueba',
      job: '',
      bio: '',
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A conversation of a route's forum (`coach_id` is an axis_coaches id). */
export async function createThread(
  db: Db,
  values: Pick<Insertable<ThreadsTable>, 'axis_id'> & Partial<Insertable<ThreadsTable>>,
) {
  const key = unique();
  return db
    .insertInto('threads')
    .values({
      id: newId(),
      slug: `conversacion-${key}`,
      title: `Conversación ${key}`,
      coach_id: null,
      position: 0,
      created_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A published item of the home page, last in its order unless given. */
export async function createHomeItem(db: Db, values: Partial<Insertable<HomeItemsTable>> = {}) {
  const key = unique();
  return db
    .insertInto('home_items')
    .values({
      id: newId(),
      position: 1000,
      img: '/media/demo/item-1.svg',
      title: `Elemento ${key}`,
      excerpt: 'Un texto breve.',
      url: '/bases-del-sorteo',
      published_at: now(),
      archived_at: null,
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A visible post of a thread, written at TEST_NOW unless given. */
export async function createThreadPost(
  db: Db,
  values: Pick<Insertable<ThreadPostsTable>, 'thread_id' | 'user_id'> & Partial<Insertable<ThreadPostsTable>>,
) {
  const row = await db
    .insertInto('thread_posts')
    .values({ id: newId(), post: 'Un aporte a la conversación.', hidden: 0, created_at: now(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Numbered, counted and ranked as the forum's own writes leave them (db/post-counters.ts).
  await recountThread(db, row.thread_id);
  return row;
}

/**
 * A published meeting in the publisher's zone, starting a week after TEST_NOW and lasting 90 minutes
 * unless given (`published_at: null` makes a draft).
 */
export async function createMeeting(db: Db, values: Partial<Insertable<MeetingsTable>> = {}) {
  const key = unique();
  const startsAt = new Date(TEST_NOW.getTime() + 7 * 86_400_000).toISOString();
  return db
    .insertInto('meetings')
    .values({
      id: newId(),
      slug: `encuentro-${key}`,
      title: `Encuentro de prueba ${key}`,
      topic: '',
      starts_at: startsAt,
      time_zone: PUBLISHER_TIME_ZONE,
      duration_minutes: 90,
      active_override: null,
      post_event_override: null,
      posts_hidden: 0,
      img: '',
      img_inner: '',
      img_inner_t: '',
      img_inner_m: '',
      bg_more_info: '',
      bg_more_info_t: '',
      bg_more_info_m: '',
      video_inner: '',
      iframe_event: '',
      iframe_chat: '',
      iframe_post_event: '',
      reason: '',
      objectives_json: '[]',
      doc: '',
      summ: '',
      presentation: '',
      podcast: '',
      recommendations_json: '[]',
      cta_text: '',
      speaker: '',
      speaker_country: '',
      speaker_job: '',
      speaker_image: '',
      speaker_claim: '',
      speaker_excerpt: '',
      speaker_name_meeting_page: '',
      speaker_ln: '',
      speaker_fb: '',
      speaker_tw: '',
      speaker_yt: '',
      driver: '',
      driver_job: '',
      driver_country: '',
      driver_doc: '',
      driver_doc_text: '',
      created_at: now(),
      updated_at: now(),
      // Published a year before TEST_NOW, so tests that move the clock back still see it.
      published_at: new Date(TEST_NOW.getTime() - 365 * 86_400_000).toISOString(),
      revision: 0,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A visible comment on a meeting's page, written at TEST_NOW unless given. */
export async function createMeetingPost(
  db: Db,
  values: Pick<Insertable<MeetingPostsTable>, 'meeting_id' | 'user_id'> &
    Partial<Insertable<MeetingPostsTable>>,
) {
  const row = await db
    .insertInto('meeting_posts')
    .values({
      id: newId(),
      post: 'Un comentario sobre el encuentro.',
      hidden: 0,
      created_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recountMeeting(db, row.meeting_id);
  return row;
}

/** A poll of a meeting with two options (a draft unless `state` says otherwise). */
export async function createPoll(
  db: Db,
  values: Pick<Insertable<MeetingPollsTable>, 'meeting_id'> & Partial<Insertable<MeetingPollsTable>>,
) {
  const poll = await db
    .insertInto('meeting_polls')
    .values({ id: newId(), question: '¿Qué te llevas del encuentro?', created_at: now(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('meeting_poll_options')
    .values(
      ['Ideas para mi clase', 'Preguntas nuevas'].map((text, position) => ({
        id: newId(),
        poll_id: poll.id,
        position,
        text,
      })),
    )
    .execute();
  return poll;
}

/** The kinds of a route's 8 stops, in order (docs/product/axes.md). */
export const STOP_KINDS: readonly StepKind[] = [
  'stop',
  'stop',
  'stop',
  'stop',
  'masterclass',
  'stop',
  'test',
  'certificate',
];

export type RouteStop = Selectable<AxisStepsTable> & { button: Selectable<StepButtonsTable> };

/**
 * A published route with its 8 stops in order, each with one button; the masterclass (stop 5) has a
 * video and starts a day after TEST_NOW. Stops before `closedFrom` opened a week before TEST_NOW, the
 * others open a week after it (`closedFrom: 3` leaves stops 3–8 closed).
 */
export async function createRoute(
  db: Db,
  { closedFrom = 9, ...values }: Partial<Insertable<AxesTable>> & { closedFrom?: number } = {},
) {
  const axis = await createAxis(db, values);
  const stops: RouteStop[] = [];
  for (const [i, kind] of STOP_KINDS.entries()) {
    const stepCount = i + 1;
    const days = stepCount < closedFrom ? -7 : 7;
    const step = await db
      .insertInto('axis_steps')
      .values({
        id: newId(),
        axis_id: axis.id,
        step_count: stepCount,
        kind,
        slug: `parada-${stepCount}-${unique()}`,
        title: `Parada ${stepCount}`,
        intro: '',
        image: '',
        open_date: new Date(TEST_NOW.getTime() + days * 86_400_000).toISOString(),
        type_text: '',
        type_btn: '',
        text_btn: '',
        step_inner_text_type: '',
        title_inner: `Parada ${stepCount}`,
        intro_inner: '',
        text_inner: '<p>Texto de la parada.</p>',
        iframes_json:
          kind === 'masterclass'
            ? JSON.stringify([{ url: 'https://player.vimeo.com/video/1', iframe_type: 'video' }])
            : '[]',
        starts_at: kind === 'masterclass' ? new Date(TEST_NOW.getTime() + 86_400_000).toISOString() : '',
        bg_desk: '',
        bg_tablet: '',
        bg_mobile: '',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const button = await db
      .insertInto('step_buttons')
      .values({
        id: newId(),
        step_id: step.id,
        position: 0,
        url: 'https://example.org/recurso',
        btn_text: 'Ver recurso',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    stops.push({ ...step, button });
  }
  return { ...axis, stops };
}

/** Marks stops (by number, 1–8) of a route as visited by a member. */
export async function visitStops(
  db: Db,
  userId: string,
  route: { stops: RouteStop[] },
  stepCounts: number[],
) {
  for (const n of stepCounts) {
    await db
      .insertInto('step_visits')
      .values({ step_id: route.stops[n - 1]!.id, user_id: userId, created_at: now() })
      .execute();
  }
}

/**
 * A published practical case of a route with `questions` questions of three answers each; `correct`
 * maps each question's id to its right answer's id (kept server-side in the portal).
 */
export async function createPracticalCase(
  db: Db,
  axisId: string,
  { questions = 10, ...values }: Partial<Insertable<TestsTable>> & { questions?: number } = {},
) {
  const key = unique();
  const test = await db
    .insertInto('tests')
    .values({
      id: newId(),
      axis_id: axisId,
      slug: `caso-${key}`,
      position: 0,
      title: `Caso de prueba ${key}`,
      speaker: 'Experta de prueba',
      image_list: '',
      description: 'Un caso para practicar.',
      intro_json: JSON.stringify([{ title: 'La situación', text: 'Un aula de prueba.' }]),
      published_at: now(),
      archived_at: null,
      replaces_id: null,
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const correct = new Map<string, string>();
  for (let i = 0; i < questions; i++) {
    const answers = ['A', 'B', 'C'].map((text) => ({ id: newId(), text: `Respuesta ${text}` }));
    const id = newId();
    await db
      .insertInto('test_questions')
      .values({
        id,
        test_id: test.id,
        position: i,
        question: `Pregunta ${i + 1}`,
        answers_json: JSON.stringify(answers),
        correct_answer: answers[i % 3]!.id,
      })
      .execute();
    correct.set(id, answers[i % 3]!.id);
  }
  return { ...test, correct };
}

/** A new member signed in through the connect form: their row, and a Browser that holds the session. */
export async function signedInMember(t: TestApp, values: Partial<Insertable<UsersTable>> = {}) {
  const user = await createMember(t.db, values);
  const browser = new Browser(t.app);
  await browser.signIn(user.email, user.password);
  return { user, browser };
}
