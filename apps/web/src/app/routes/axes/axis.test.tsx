import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axisInfoSchema, joinStopNames } from '@foro/shared/axes/schemas';
import { pages } from '../../../config/paths';
import { anAxisInfo, aStep } from '../../../test/factories';
import { answer, network, refuse, withNetwork } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import AxisPage from './axis';

withNetwork();

const open = () =>
  renderMemberRoutes(
    (client) => [
      { path: pages.axis.pattern, loader: routeLoaders(client).axis, Component: AxisPage },
      { path: pages.axisStep.pattern, element: <h1>Pantalla de la parada</h1> },
    ],
    '/eje/claves',
  );

const steps = [
  aStep({ step_count: 1, title: 'Primera parada', slug: 'primera', visited: true }),
  aStep({ step_count: 2, title: 'Segunda parada', slug: 'segunda' }),
  aStep({
    step_count: 3,
    title: 'Tercera parada',
    slug: 'tercera',
    opened: false,
    open_date: '2026-03-09T12:00:00.000Z',
  }),
  aStep({
    step_count: 8,
    title: 'Certificado',
    slug: 'certificado',
    kind: 'certificate',
    text_btn: 'Descargar certificado',
  }),
];

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('the route map', () => {
  it('greets the member, shows the progress and each stop as done, open or blocked until its date', async () => {
    network.use(
      signedIn({ name: 'María José Restrepo', firstName: 'María José' }),
      answer('get', '/api/axis/info/claves', axisInfoSchema, anAxisInfo(steps)),
    );
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claves para conectar' }),
    ).toBeInTheDocument();
    expect(
      // A compound given name is greeted whole.
      screen.getByText('¡Hola, María José! Este es tu viaje: 8 paradas para llevar al aula.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Has completado 1 de 8 paradas')).toBeInTheDocument();
    // "Continuar donde lo dejé": the first open stop not done, named.
    expect(
      screen.getByRole('link', { name: /Continuar donde lo dejé\s*:\s*Parada 2: Segunda parada/ }),
    ).toHaveAttribute('href', '/eje/claves/etapa/segunda');
    expect(screen.queryByRole('heading', { name: '¡Completaste la ruta!' })).not.toBeInTheDocument();

    expect(within(card('Primera parada')).getByText('Completada')).toBeInTheDocument();
    expect(
      within(card('Primera parada')).getByRole('link', { name: /Volver a ver\s*:\s*Primera parada/ }),
    ).toHaveAttribute('href', '/eje/claves/etapa/primera');
    expect(within(card('Tercera parada')).getByText('Disponible el 09/03/2026')).toBeInTheDocument();
    expect(within(card('Tercera parada')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      within(card('Segunda parada')).getByRole('button', { name: /Ir a la parada\s*:\s*Segunda parada/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Pantalla de la parada' })).toBeInTheDocument();
  });

  it('names the missing stops instead of issuing the certificate', async () => {
    network.use(signedIn(), answer('get', '/api/axis/info/claves', axisInfoSchema, anAxisInfo(steps)));
    open();
    await userEvent.click(
      within(
        await screen.findByText('Certificado', { selector: 'h3' }).then((h) => h.closest('li')!),
      ).getByRole('button', { name: /Descargar certificado\s*:\s*Certificado/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(joinStopNames(['Segunda parada', 'Tercera parada']));
  });

  it('shows the server’s reason when issuing the certificate fails', async () => {
    const done = steps.map((s) => ({ ...s, opened: true, visited: s.kind !== 'certificate' }));
    network.use(
      signedIn({ userUpdatedFields: 1 }),
      answer('get', '/api/axis/info/claves', axisInfoSchema, anAxisInfo(done)),
      refuse('post', '/api/certificates/axis/a1', 'CONFLICT', { message: 'Aún te falta una parada.' }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Claves para conectar' });
    await userEvent.click(
      within(card('Certificado')).getByRole('button', { name: /Descargar certificado\s*:\s*Certificado/ }),
    );
    expect(await within(card('Certificado')).findByRole('alert')).toHaveTextContent(
      'Aún te falta una parada.',
    );
  });

  it('lets staff open a stop before its date as a preview; members only see when it opens', async () => {
    network.use(signedIn(), answer('get', '/api/axis/info/claves', axisInfoSchema, anAxisInfo(steps)));
    const member = open();
    await screen.findByRole('heading', { level: 1, name: 'Claves para conectar' });
    expect(within(card('Tercera parada')).queryByRole('link')).not.toBeInTheDocument();
    member.unmount();

    network.use(signedIn({ role: 'staff' }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Claves para conectar' });
    expect(within(card('Tercera parada')).getByText('Disponible el 09/03/2026')).toBeInTheDocument();
    expect(
      within(card('Tercera parada')).getByRole('link', { name: /Vista previa\s*:\s*Tercera parada/ }),
    ).toHaveAttribute('href', '/eje/claves/etapa/tercera');
  });
});
