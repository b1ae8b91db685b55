import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { axisInfoSchema } from '@foro/shared/axes/schemas';
import { testListSchema } from '@foro/shared/tests/schemas';
import { pages } from '../config/paths';
import { axisKeys } from '../features/axes/api/query-keys';
import { anAxisInfo, aStep } from '../test/factories';
import { answer, network, refuse, withNetwork } from '../test/network';
import { renderMemberRoutes } from '../test/render';
import { signedIn, signedOut } from '../test/session';
import AxisPage from './routes/axes/axis';
import TestSelectionPage from './routes/tests/selection';
import { routeLoaders } from './route-loaders';

withNetwork();

const open = () =>
  renderMemberRoutes(
    (client) => [{ path: pages.axis.pattern, loader: routeLoaders(client).axis, Component: AxisPage }],
    '/eje/claves',
  );

describe('route loaders', () => {
  it('fill the entry the screen reads, so the screen asks the server once', async () => {
    let calls = 0;
    network.use(
      signedIn(),
      http.get('/api/axis/info/claves', () => {
        calls += 1;
        return HttpResponse.json(axisInfoSchema.parse(anAxisInfo([aStep()])));
      }),
    );
    const { client } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claves para conectar' }),
    ).toBeInTheDocument();
    expect(client.getQueryData(axisKeys.info('claves'))).toBeDefined();
    expect(calls).toBe(1);
  });

  it('leave a signed-out visitor to the member guard: no error page, off to the connect page', async () => {
    network.use(signedOut(), refuse('get', '/api/axis/info/claves', 'UNAUTHENTICATED'));
    // jsdom cannot leave the page: the guard's way out is watched instead.
    const assign = vi.fn();
    vi.stubGlobal('location', { href: 'http://localhost:3000/eje/claves', assign });
    try {
      open();
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(assign.mock.calls[0]![0]).toMatch(
      /^\/connect\?redirectTo=http%3A%2F%2Flocalhost%3A3000%2Feje%2Fclaves/,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('leave a refusal to the screen, which shows it as before', async () => {
    network.use(
      signedIn(),
      refuse('get', '/api/axis/info/claves', 'FORBIDDEN', { message: 'Esta ruta aún no está abierta.' }),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta ruta aún no está abierta.');
  });

  it('serve a screen whose data changes elsewhere (the case list) without asking twice', async () => {
    let calls = 0;
    network.use(
      signedIn(),
      http.get('/api/axis/claves/tests/list', () => {
        calls += 1;
        return HttpResponse.json(
          testListSchema.parse({
            redirect: false,
            done: false,
            data: [
              {
                id: 'c1',
                title: 'El caso de Lucía',
                image_list: '/media/caso.svg',
                description: 'Un aula rural.',
              },
            ],
          }),
        );
      }),
      // The stop's "Parada anterior / siguiente" reads the route's stops.
      answer(
        'get',
        '/api/axis/info/claves',
        axisInfoSchema,
        anAxisInfo([aStep({ step_count: 7, kind: 'test' })]),
      ),
    );
    renderMemberRoutes(
      (client) => [
        {
          path: pages.axisTests.pattern,
          loader: routeLoaders(client).testList,
          Component: TestSelectionPage,
        },
      ],
      '/eje/claves/tests',
    );
    expect(await screen.findByText('El caso de Lucía')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
