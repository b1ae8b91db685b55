import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { joinStopNames } from '@foro/shared/axes/schemas';
import { memberDataSchema, userDataSchema } from '@foro/shared/profile/schemas';
import { pages } from '../../../config/paths';
import { memberData } from '../../../test/factories';
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
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mariana Restrepo' })).toBeInTheDocument();
    expect(screen.getByText('Medellín')).toBeInTheDocument();

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
  });
});
