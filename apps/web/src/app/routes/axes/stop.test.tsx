import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { axisInfoSchema, stopInfoSchema } from '@foro/shared/axes/schemas';
import { pages } from '../../../config/paths';
import { anAxisInfo, aStep, aStop } from '../../../test/factories';
import { answer, network, refuse, withNetwork } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import StopPage from './stop';

withNetwork();

/** Opens the stop page and counts the visits it records. */
const open = (stop: Parameters<typeof aStop>[0]) => {
  const visits: string[] = [];
  network.use(
    signedIn({ role: 'staff' }),
    answer(
      'get',
      '/api/axis/claves/steps/primera',
      stopInfoSchema,
      aStop({ bg_desk: '/media/d.jpg', bg_tablet: '/media/t.jpg', bg_mobile: '/media/m.jpg', ...stop }),
    ),
    answer(
      'get',
      '/api/axis/info/claves',
      axisInfoSchema,
      anAxisInfo([aStep({ step_count: 1, slug: 'primera' }), aStep({ step_count: 2, slug: 'segunda' })]),
    ),
    http.post('/api/axis/claves/registersteps/:step', ({ params }) => {
      visits.push(String(params.step));
      return HttpResponse.json({ status: true, visited: true });
    }),
  );
  renderMemberRoutes(
    () => [{ path: pages.axisStep.pattern, Component: StopPage }],
    '/eje/claves/etapa/primera',
  );
  return visits;
};

describe('staff previewing a stop', () => {
  it('before its open date: the stop, with the date members will see it from, and no visit recorded', async () => {
    const visits = open({ opened: false, open_date: '2026-03-20T12:00:00.000Z', preview: true });
    expect(
      await screen.findByText('Vista previa: los docentes verán esta parada a partir del 20/03/2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('Texto')).toBeInTheDocument();
    expect(visits).toEqual([]);
  });

  it('of a route members cannot see yet: says so, and the open stop counts as visited', async () => {
    const visits = open({ preview: true });
    expect(
      await screen.findByText('Vista previa: los docentes todavía no ven esta ruta'),
    ).toBeInTheDocument();
    await screen.findByText('Texto');
    await expect.poll(() => visits).toEqual(['primera']);
  });

  it('shows no notice on a stop members see', async () => {
    open({});
    expect(await screen.findByText('Texto')).toBeInTheDocument();
    expect(screen.queryByText(/Vista previa/)).not.toBeInTheDocument();
  });
});

describe('a member on a stop not open yet (issue 35, item 15)', () => {
  it('reads the page’s heading and the date it opens', async () => {
    network.use(
      signedIn(),
      refuse('get', '/api/axis/claves/steps/primera', 'FORBIDDEN', {
        message: 'Esta parada todavía no está abierta. Se abrirá el 20/03/2026.',
      }),
      answer('get', '/api/axis/info/claves', axisInfoSchema, anAxisInfo([aStep({ slug: 'primera' })])),
    );
    renderMemberRoutes(
      () => [{ path: pages.axisStep.pattern, Component: StopPage }],
      '/eje/claves/etapa/primera',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parada no disponible' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Esta parada todavía no está abierta. Se abrirá el 20/03/2026.'),
    ).toBeInTheDocument();
  });
});
