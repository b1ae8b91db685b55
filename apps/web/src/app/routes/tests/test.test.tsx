import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANSWER_REQUIRED, testSavedSchema, testSaveSchema, testSchema } from '@foro/shared/tests/schemas';
import { pages } from '../../../config/paths';
import { aTest } from '../../../test/factories';
import { answer, network, refuse, withNetwork, write } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import TestPage from './test';

withNetwork();

const open = () =>
  renderMemberRoutes(
    (client) => [
      { path: pages.axisTest.pattern, loader: routeLoaders(client).test, Component: TestPage },
      { path: pages.axisTestResults.pattern, element: <h1>Resultados</h1> },
      { path: pages.axisTests.pattern, element: <h1>Elige tu caso</h1> },
    ],
    '/eje/claves/test',
  );

describe('the practical case screen', () => {
  it('shows the introduction, then one question at a time, and sends the answers once on "Finalizar"', async () => {
    const sent: unknown[] = [];
    network.use(
      signedIn(),
      answer('get', '/api/test/claves', testSchema, aTest()),
      write(
        '/api/test/save/claves',
        testSaveSchema,
        testSavedSchema,
        () => ({ status: true as const, score: 1 }),
        (body) => sent.push(body),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'El caso de Lucía' })).toBeInTheDocument();
    expect(screen.getByText('Introducción 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contexto' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Pregunta 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ANSWER_REQUIRED);

    await userEvent.click(screen.getByRole('radio', { name: 'Escuchar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('radio', { name: 'Escuchar' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Preguntar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));

    expect(await screen.findByRole('heading', { name: 'Resultados' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        questions: [
          { id: 'q1', answer: 'a' },
          { id: 'q2', answer: 'c' },
        ],
      },
    ]);
  });

  it('goes back to the choice when no case is chosen or it was already answered (409)', async () => {
    network.use(signedIn(), refuse('get', '/api/test/claves', 'CONFLICT'));
    open();
    expect(await screen.findByRole('heading', { name: 'Elige tu caso' })).toBeInTheDocument();
  });

  it('goes to the results when the save answers that the case was already scored (409)', async () => {
    network.use(
      signedIn(),
      answer(
        'get',
        '/api/test/claves',
        testSchema,
        aTest({ intro: [], questions: aTest().test.questions.slice(0, 1) }),
      ),
      refuse('post', '/api/test/save/claves', 'CONFLICT'),
    );
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Escuchar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByRole('heading', { name: 'Resultados' })).toBeInTheDocument();
  });
});
