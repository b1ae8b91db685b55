import { describe, expect, it } from 'vitest';
import { firstAnswersOf } from '@foro/shared/routes/first-answers';
import { pageOf } from '@foro/shared/routes/paths';
import { PAGES_DRAWN_FOR_MEMBERS } from '@foro/shared/routes/prerender';
import { drawForMember, FOR_MEMBERS } from './prerender';
import { aChatPage, aMeeting, aMember, anAxisInfo, aPost, aStep, aStop, aThreadPage } from './test/factories';
import type { PrerenderedData } from './prerendered-data';

// In Node, as the server runs it (decision 0108): a member's page drawn with the answers their browser
// would have read first.
const LIVE = '/encuentros/encuentro-1/vive-el-encuentro';
const STOP = '/eje/claves/etapa/primera-parada';
const THREAD = '/eje/claves/foro-de-participacion/bienvenida/posts';

const liveMeeting = aMeeting({
  title: 'Aprender[br]jugando',
  timing: 'meeting_day',
  meeting_day: true,
  starts_at: '2026-05-20T22:00:00.000Z',
  server_time: '2026-05-20T22:10:00.000Z',
  inscribed: true,
});

const answersFor = (member: ReturnType<typeof aMember>): Record<string, unknown> => ({
  '/api/users/username': member,
  // The live page's meeting carries its chat (decision 0134).
  '/api/meeting/encuentro-1?chat=1': { ...liveMeeting, chat: aChatPage() },
  '/api/axis/info/claves': anAxisInfo([aStep({ title: 'Escuchar para conectar', visited: true })]),
  '/api/axis/claves/steps/primera-parada': aStop({
    title: 'Escuchar para conectar',
    text_inner: '<p>Lo que un <em>buen</em> docente escucha.</p>',
  }),
  '/api/axis/claves/threads/bienvenida/posts?page=1': aThreadPage({
    posts: [
      aPost({
        post: 'Hola a todos <3',
        user: { name: 'Ana Pérez', coach: false, image: '' },
      }),
    ],
  }),
  '/api/axis/claves/threads/bienvenida/posts?page=2': aThreadPage({
    page: 2,
    pages: 2,
    posts: [aPost({ id: 'p9', post: 'En la segunda página' })],
  }),
});

const asks =
  (answers: Record<string, unknown>, asked: string[] = []) =>
  async (path: string) => {
    asked.push(path);
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    return answers[path];
  };

const undecided = { consentAnswered: false };
const member = aMember({ name: 'Mariana Restrepo', firstName: 'Mariana', userId: 'u1' });
const data = (page: { data: string } | null) => JSON.parse(page!.data) as PrerenderedData;

describe('drawForMember', () => {
  it('draws exactly the pages the server asks it for', () => {
    expect(new Set(Object.keys(FOR_MEMBERS))).toEqual(PAGES_DRAWN_FOR_MEMBERS);
  });

  it.each([LIVE, STOP, THREAD])(
    'reads %s with the answers its shell announces to everyone else',
    async (path) => {
      const asked: string[] = [];
      const page = await drawForMember(path, asks(answersFor(member), asked), undecided);
      expect(page).not.toBeNull();
      expect(asked.sort()).toEqual(firstAnswersOf(pageOf(path)!, path).sort());
      // The answers travel with the page, the session among them, so the browser asks none of them again
      // (the live page's meeting fills two queries: the meeting and its chat, decision 0134).
      expect(data(page).queries.queries).toHaveLength(asked.length + (path === LIVE ? 1 : 0));
      expect(data(page).drawn.forMember).toBe(true);
    },
  );

  it('draws the live page of a meeting that is live, with the member in it', async () => {
    const page = await drawForMember(LIVE, asks(answersFor(member)), undecided);
    expect(page?.html).toContain('Aprender jugando</h1>');
    expect(page?.html).toContain('Secciones del encuentro');
    // Its chat, from the meeting's own answer: no request of its own after the page's code has run.
    expect(page?.html).toContain('Buenas tardes desde Cusco');
    // Not the loading screen of the member guard nor of the meeting's layout.
    expect(page?.html).not.toContain('aria-busy="true"><span');
  });

  it('draws a route stop with its text', async () => {
    const page = await drawForMember(STOP, asks(answersFor(member)), undecided);
    expect(page?.html).toContain('Escuchar para conectar');
    expect(page?.html).toContain('Lo que un <em>buen</em> docente escucha.');
  });

  it('draws a thread with its posts, on the page of its address', async () => {
    const first = await drawForMember(THREAD, asks(answersFor(member)), undecided);
    expect(first?.html).toContain('Hola a todos &lt;3');
    expect(first?.html).toContain('Ana Pérez');
    const second = await drawForMember(`${THREAD}?pagina=2`, asks(answersFor(member)), undecided);
    expect(second?.html).toContain('En la segunda página');
  });

  it('draws each member their own page: nothing of one is kept for the next', async () => {
    const other = aMember({
      name: 'Tomás Ibáñez',
      firstName: 'Tomás',
      userId: 'u2',
      username: 'tomas@example.org',
    });
    const [a, b] = await Promise.all([
      drawForMember(LIVE, asks(answersFor(member)), undecided),
      drawForMember(LIVE, asks(answersFor(other)), undecided),
    ]);
    const sessionOf = (page: typeof a) =>
      data(page).queries.queries.find((q) => q.queryKey.includes('current-user'))?.state.data as {
        name: string;
      };
    expect(sessionOf(a).name).toBe('Mariana Restrepo');
    expect(sessionOf(b).name).toBe('Tomás Ibáñez');
    expect(JSON.stringify(b)).not.toContain('Mariana');
    expect(JSON.stringify(a)).not.toContain('Tomás');
  });

  it('draws the cookie banner only for a device that has not told the server it answered it', async () => {
    const shown = await drawForMember(STOP, asks(answersFor(member)), undecided);
    expect(shown?.html).toContain('Tu privacidad');
    expect(data(shown).drawn.banner).toBe(true);
    const hidden = await drawForMember(STOP, asks(answersFor(member)), { consentAnswered: true });
    expect(hidden?.html).not.toContain('Tu privacidad');
    // The browser's take-over draws it the same way (CookieBanner reads `banner`), then as the device says.
    expect(data(hidden).drawn.banner).toBe(false);
  });

  it('draws nothing for a visitor, a page it does not draw, or an answer that fails', async () => {
    const visitor = {
      ...answersFor(member),
      '/api/users/username': aMember({ username: '', role: 'anonymous' }),
    };
    expect(await drawForMember(LIVE, asks(visitor), undecided)).toBeNull();
    expect(await drawForMember('/perfil', asks(answersFor(member)), undecided)).toBeNull();
    expect(await drawForMember('/', asks(answersFor(member)), undecided)).toBeNull();
    await expect(
      drawForMember(
        STOP,
        async (path) => {
          if (path.includes('/steps/')) throw new Error('403');
          return answersFor(member)[path];
        },
        undecided,
      ),
    ).rejects.toThrow('403');
  });
});
