import type { Insertable, Selectable } from 'kysely';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import type { Db } from '../db/database.ts';
import type {
  AxesTable,
  AxisCoachesTable,
  AxisStepsTable,
  MeetingPostsTable,
  MeetingsTable,
  ThreadPostsTable,
  ThreadsTable,
  UsersTable,
} from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-users.ts';
import { hashPassword } from '../features/session/passwords.ts';
import { newId } from '../lib/ids.ts';
import { TEST_NOW } from './app.ts';

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
  const row = await db
    .insertInto('users')
    .values({
      id: newId(),
      email: `persona-${key}@example.org`,
      password_hash: await testPasswordHash(),
      name: 'Persona',
      lastname: `Prueba ${key}`,
      country: 'colombia',
      city: 'Medellín',
      role: 'member',
      rol: 'DOCENTE',
      updated_fields: 1,
      notification_forum: 0,
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password: TEST_PASSWORD };
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

/** A visible post of a thread, written at TEST_NOW unless given. */
export async function createThreadPost(
  db: Db,
  values: Pick<Insertable<ThreadPostsTable>, 'thread_id' | 'user_id'> & Partial<Insertable<ThreadPostsTable>>,
) {
  return db
    .insertInto('thread_posts')
    .values({ id: newId(), post: 'Un aporte a la conversación.', hidden: 0, created_at: now(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
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
  return db
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
}
