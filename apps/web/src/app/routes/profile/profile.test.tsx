import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axisInfoSchema, joinStopNames } from '@foro/shared/axes/schemas';
import { hostedMeetingsPath, hostedMeetingsSchema } from '@foro/shared/meetings/hosts';
import { accountSessionsSchema } from '@foro/shared/profile/account';
import { memberDataSchema, userDataSchema } from '@foro/shared/profile/schemas';
import { pages } from '../../../config/paths';
import { anAxisInfo, aStep, memberData } from '../../../test/factories';
import { answer, network, withNetwork } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import ProfilePage from './profile';

withNetwork();

const route = (over: Partial<(typeof userDataSchema)['_input']['tests'][number]>) => ({
  testName: '-',
  testSpeaker: '-',
  testAxis: 'Claves para conectar',
  axisId: 'a1',
  axisSlug: 'claves',
  testState: 'Pendiente',
  testScore: -1,
  notVisited: [],
  opened: false,
  ...over,
});

const open = () =>
  renderMemberRoutes(
    (client) => [
      { path: pages.profile.pattern, loader: routeLoaders(client).profile, Component: ProfilePage },
    ],
    '/perfil',
  );

describe('the profile', () => {
  it('shows the member, her cases with their scores and certificates, and her place in each forum', async () => {
    network.use(
      signedIn({ userUpdatedFields: 1 }),
      answer(
        'get',
        '/api/users/data',
        memberDataSchema,
        memberData({ countryLabel: 'Colombia', city: 'Medellín', rol: 'DOCENTE' }),
      ),
      answer(
        'get',
        '/api/axis/info/claves-para-conectar-con-tus-estudiantes',
        axisInfoSchema,
        anAxisInfo([
          aStep({ step_count: 1, slug: 'primera', visited: true }),
          aStep({ step_count: 2, title: 'Escuchar', slug: 'escuchar' }),
        ]),
      ),
      answer('get', '/api/axis/userData', userDataSchema, {
        tests: [
          route({
            testName: 'Un aula dividida',
            testSpeaker: 'Valentina Ríos',
            testState: 'Completado',
            testScore: 7,
            opened: true,
            notVisited: ['Parada 3', 'Parada 6'],
          }),
          route({ testAxis: 'Aprendizaje basado en proyectos', axisId: 'a2', axisSlug: 'abp' }),
        ],
        threads: [
          { forumAxis: 'Claves para conectar', forumState: 'Activo', forumRanking: 3, forumPosts: 4 },
          {
            forumAxis: 'Aprendizaje basado en proyectos',
            forumState: 'Activo',
            forumRanking: -1,
            forumPosts: 0,
          },
        ],
        testsGlobal: '7/10',
        opened: true,
      }),
      answer('get', hostedMeetingsPath, hostedMeetingsSchema, []),
      answer('get', '/api/users/sessions', accountSessionsSchema, {
        sessions: [
          {
            id: 's1',
            device: 'Chrome en Windows',
            createdAt: '2026-11-20T10:00:00.000Z',
            lastSeenAt: '2026-11-24T08:00:00.000Z',
            current: true,
          },
          {
            id: 's2',
            device: 'Safari en iPhone',
            createdAt: '2026-11-18T10:00:00.000Z',
            lastSeenAt: '2026-11-22T08:00:00.000Z',
            current: false,
          },
        ],
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mariana Restrepo' })).toBeInTheDocument();
    expect(screen.getByText('Medellín')).toBeInTheDocument();
    // Her journey on the main route, and where to go on.
    const journey = within((await screen.findByRole('heading', { name: 'Tu viaje' })).closest('section')!);
    expect(journey.getByText('Has completado 1 de 8 paradas')).toBeInTheDocument();
    expect(
      journey.getByRole('link', { name: /Continuar donde lo dejé\s*:\s*Parada 2: Escuchar/ }),
    ).toHaveAttribute('href', '/eje/claves-para-conectar-con-tus-estudiantes/etapa/escuchar');

    const cases = within(
      (await screen.findByRole('heading', { name: 'Casos prácticos' })).closest('section')!,
    );
    const [first, second] = cases.getAllByRole('row').slice(1, 3);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Un aula dividida',
      'Valentina Ríos',
      'Claves para conectar',
      'Completado',
      '7/10',
      'Descargar certificado de Claves para conectar',
    ]);
    // A route whose certificate stop has not opened offers nothing.
    expect(within(second!).getAllByRole('cell').at(-1)).toHaveTextContent(/^-$/);
    expect(cases.getByRole('row', { name: /Total/ })).toHaveTextContent('7/10');

    // Stops still missing: the modal names them instead of issuing the certificate.
    await userEvent.click(
      within(first!).getByRole('button', { name: 'Descargar certificado de Claves para conectar' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(joinStopNames(['Parada 3', 'Parada 6']));

    const ranking = within(
      screen.getByRole('heading', { name: 'Ranking de participación' }).closest('section')!,
    );
    expect(ranking.getByRole('row', { name: /Claves para conectar/ })).toHaveTextContent('3º');
    expect(ranking.getByRole('row', { name: /Aprendizaje basado/ })).toHaveTextContent(/-$/);

    // The account section lists the member's sessions; only the others can be ended from here.
    expect(await screen.findByText(/Este dispositivo/)).toBeInTheDocument();
    // WCAG 2.5.3: the name starts with the visible label, then the browser, the system and the last use.
    const end = screen.getByRole('button', {
      name: /^Cerrar sesión de Safari en iPhone, último uso: 2\d de noviembre de 2026/,
    });
    expect(end).toHaveTextContent('Cerrar sesión');
    expect(end.getAttribute('aria-label')!.startsWith(end.textContent!)).toBe(true);
    // She hosts no meeting: no console card.
    expect(
      screen.queryByRole('heading', { name: 'Tus encuentros como presentador/a' }),
    ).not.toBeInTheDocument();
  });

  it('shows a meeting host her meetings, each with a link to its question console', async () => {
    network.use(
      signedIn({ userUpdatedFields: 1 }),
      answer('get', '/api/users/data', memberDataSchema, memberData({})),
      answer(
        'get',
        '/api/axis/info/claves-para-conectar-con-tus-estudiantes',
        axisInfoSchema,
        anAxisInfo([aStep({ step_count: 1, slug: 'primera' })]),
      ),
      answer('get', '/api/axis/userData', userDataSchema, {
        tests: [],
        threads: [],
        testsGlobal: '0/10',
        opened: false,
      }),
      answer('get', hostedMeetingsPath, hostedMeetingsSchema, [
        {
          id: 'm1',
          slug: 'bienestar-docente',
          title: 'Bienestar docente y socioemocional',
          starts_at: '2026-03-10T22:00:00.000Z',
          time_zone: 'America/Bogota',
        },
      ]),
      answer('get', '/api/users/sessions', accountSessionsSchema, { sessions: [] }),
    );
    open();
    const card = within(
      (await screen.findByRole('heading', { name: 'Tus encuentros como presentador/a' })).closest('section')!,
    );
    expect(card.getByText('Bienestar docente y socioemocional')).toBeInTheDocument();
    expect(card.getByText(/martes, 10 de marzo de 2026, 17:00 \(GMT-5\)/)).toBeInTheDocument();
    expect(
      card.getByRole('link', {
        name: 'Abrir la consola de preguntas de «Bienestar docente y socioemocional»',
      }),
    ).toHaveAttribute('href', '/admin/preguntas/consola/meeting/m1');
  });
});
