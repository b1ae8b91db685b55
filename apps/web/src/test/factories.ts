import type { z } from 'zod';
import type { axisInfoSchema, stepSchema, stopInfoSchema } from '@foro/shared/axes/schemas';
import type { threadPageSchema, threadPostItemSchema } from '@foro/shared/forum/schemas';
import type {
  meetingDetailSchema,
  meetingPostsPageSchema,
  speakerSchema,
} from '@foro/shared/meetings/schemas';
import type { memberDataSchema } from '@foro/shared/profile/schemas';
import type { currentUserSchema } from '@foro/shared/session/schemas';
import type { testSchema } from '@foro/shared/tests/schemas';

/**
 * Test data for the web screen tests, typed by the shared schemas (the network helpers check it
 * against them again). Each test states what matters to it through overrides.
 */
type In<S extends z.ZodType> = z.input<S>;

export const aMember = (over: Partial<In<typeof currentUserSchema>> = {}): In<typeof currentUserSchema> => ({
  username: 'docente@example.org',
  name: 'Mariana Restrepo',
  firstName: 'Mariana',
  userCountry: 'colombia',
  userUpdatedFields: 1,
  userId: 'u1',
  role: 'member',
  timeZone: 'America/Bogota',
  ...over,
});

export const aStep = (over: Partial<In<typeof stepSchema>> = {}): In<typeof stepSchema> => ({
  id: `s${over.step_count ?? 1}`,
  step_count: 1,
  kind: 'stop',
  title: 'Primera parada',
  intro: 'Una introducción.',
  image: '/media/step.jpg',
  slug: 'primera-parada',
  open_date: '2026-03-02T12:00:00.000Z',
  opened: true,
  visited: false,
  type_text: 'Lectura',
  type_btn: '',
  text_btn: '',
  ...over,
});

export const anAxisInfo = (
  steps: In<typeof stepSchema>[],
  over: Partial<In<typeof axisInfoSchema>> = {},
): In<typeof axisInfoSchema> => ({
  axis: {
    id: 'a1',
    slug: 'claves',
    claim: 'Ruta 1',
    title: 'Claves para conectar',
    excerpt: 'Un viaje por el aula.',
    date: '2026/03/01',
    active: true,
    video_inner: '',
    speakers: [],
  },
  steps,
  masterclass: null,
  progress: { visited: steps.filter((s) => s.visited).length, total: 8 },
  ...over,
});

export const aStop = (over: Partial<In<typeof stopInfoSchema>> = {}): In<typeof stopInfoSchema> => ({
  id: 's1',
  step_count: 1,
  kind: 'stop',
  type_text: 'Lectura',
  step_inner_text_type: 'Lectura',
  title: 'Primera parada',
  text_inner: '<p>Texto</p>',
  iframes: [],
  btns: [],
  infoCert: { notVisited: [], axisId: 'a1' },
  opened: true,
  open_date: '2026-03-02T12:00:00.000Z',
  bg_desk: '',
  bg_tablet: '',
  bg_mobile: '',
  ...over,
});

export const aPost = (
  over: Partial<In<typeof threadPostItemSchema>> = {},
): In<typeof threadPostItemSchema> => ({
  id: 'p1',
  post: 'Hola a todos',
  creation_date: '2026-03-02 15:00:00',
  user: { name: 'Ana Pérez', coach: false, image: '' },
  ...over,
});

export const aThreadPage = (
  over: Partial<In<typeof threadPageSchema>> = {},
): In<typeof threadPageSchema> => ({
  thread: { id: 't1', slug: 'bienvenida', title: 'Bienvenida', coach: null, closed: false },
  axisTitle: 'Claves para conectar',
  threadTitle: 'Bienvenida',
  posts: [aPost()],
  page: 1,
  pages: 1,
  total: 1,
  ...over,
});

export const aTest = (over: Partial<In<typeof testSchema>['test']> = {}): In<typeof testSchema> => ({
  test: {
    id: 'c1',
    title: 'El caso de Lucía',
    intro: [{ title: 'Contexto', text: 'Lucía enseña en un colegio rural.' }],
    questions: [
      {
        id: 'q1',
        question: '¿Qué haría primero?',
        answers: [
          { id: 'a', text: 'Escuchar' },
          { id: 'b', text: 'Esperar' },
        ],
      },
      {
        id: 'q2',
        question: '¿Y después?',
        answers: [
          { id: 'c', text: 'Preguntar' },
          { id: 'd', text: 'Callar' },
        ],
      },
    ],
    ...over,
  },
});

/** A meeting's speaker and host (a man hosted by a woman unless given). */
export const aSpeaker = (over: Partial<In<typeof speakerSchema>> = {}): In<typeof speakerSchema> => ({
  speaker: 'Joaquín Ibarra Leiva',
  speaker_country: 'Chile',
  speaker_job: 'Investigador en evaluación',
  speaker_image: '',
  speaker_claim: '',
  speaker_excerpt: 'Investiga cómo aprenden los estudiantes.',
  speaker_name_meeting_page: '',
  speaker_ln: '',
  speaker_fb: '',
  speaker_tw: '',
  speaker_yt: '',
  speaker_gender: 'm',
  driver: 'Paula Méndez Arriola',
  driver_job: 'Periodista',
  driver_country: 'Colombia',
  driver_doc: '',
  driver_doc_text: '',
  driver_claim: '',
  driver_ln: '',
  driver_fb: '',
  driver_tw: '',
  driver_yt: '',
  driver_gender: 'f',
  ...over,
});

export const aMeeting = (
  over: Partial<In<typeof meetingDetailSchema>> = {},
): In<typeof meetingDetailSchema> => ({
  id: 'm1',
  slug: 'encuentro-1',
  title: 'Aprender[br]jugando',
  topic: 'Juego',
  date: '2026/05/20',
  hour: '17:00',
  hour_formated: '17:00',
  time_zone: 'GMT-5',
  iana_zone: 'America/Bogota',
  starts_at: '2026-05-20T22:00:00.000Z',
  ends_at: '2026-05-21T00:00:00.000Z',
  timing: 'before',
  active: true,
  post_event: false,
  past: false,
  meeting_day: false,
  countdown: false,
  meeting_day_starts_at: '2026-05-20T05:00:00.000Z',
  img: '/media/m.jpg',
  bg_more_info: '',
  bg_more_info_t: '',
  bg_more_info_m: '',
  video_inner: '',
  schedule: [],
  speakers: [],
  img_inner: '/media/m.jpg',
  img_inner_t: '/media/m.jpg',
  img_inner_m: '/media/m.jpg',
  iframe_event: '',
  iframe_chat: '',
  iframe_post_event: '',
  reason: '',
  objectives: [],
  doc: '',
  summ: '',
  presentation: '',
  podcast: '',
  recommendations: [],
  cta_text: 'Comparte tu experiencia',
  inscribed: false,
  registration_opens_at: null,
  certificate: false,
  attendance: { live_minutes: 0, replay_minutes: 0, required_minutes: 30, attended: null },
  calendar: { ics: '/api/meeting/encuentro-1/calendar', google: '', outlook: '' },
  server_time: '2026-05-01T12:00:00.000Z',
  ...over,
});

export const memberData = (
  over: Partial<In<typeof memberDataSchema>['user']> = {},
): In<typeof memberDataSchema> => ({
  user: {
    name: 'Mariana',
    lastname: 'Restrepo',
    lastname2: '',
    email: 'docente@example.org',
    country: '',
    countryLabel: '',
    doc: '',
    phone: '',
    rol: '',
    region: '',
    commune: '',
    state: '',
    city: '',
    school: '',
    school_type: '',
    subscription: '',
    level: '',
    area: '',
    notification_forum: false,
    notification_reminders: true,
    notification_replay: true,
    notification_answers: true,
    userUpdatedFields: 0,
    place: {},
    ...over,
  },
  redirect: '/',
});

/** The first page of a meeting's forum with one comment, as the live page's chat shows it (decision 0134). */
export const aChatPage = (
  over: Partial<In<typeof meetingPostsPageSchema>> = {},
): In<typeof meetingPostsPageSchema> => ({
  posts: [
    {
      id: 'c1',
      user: { name: 'Lucía Gómez', country: 'Perú', city: 'Cusco' },
      creation_date: '2026-05-20T22:05:00.000Z',
      post: 'Buenas tardes desde Cusco',
    },
  ],
  speaker: { speaker: '', speaker_image: '', speaker_job: '' },
  eventPast: false,
  hidde_posts: false,
  page: 1,
  pages: 1,
  total: 1,
  ...over,
});
