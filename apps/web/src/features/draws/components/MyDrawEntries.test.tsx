import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { drawPaths, myDrawEntriesSchema, type MyDrawEntry } from '@foro/shared/draws/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { answer, network, withNetwork } from '../../../test/network';
import { MyDrawEntries } from './MyDrawEntries';

withNetwork();

const show = () => {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <main>
          <h1>Mi perfil</h1>
          <MyDrawEntries />
        </main>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('the member’s own draw codes on /perfil (decision 0079)', () => {
  it('shows each code with a link to find it in the published list', async () => {
    const entries: MyDrawEntry[] = [
      {
        drawId: 'd1',
        raffle: 'tablet',
        editionName: 'Rutas de aprendizaje 2026',
        drawnAt: '2026-02-08T17:00:00.000Z',
        entryIds: ['ABCDEFGH23'],
      },
      {
        drawId: 'd2',
        raffle: 'smartwatch',
        editionName: 'Rutas de aprendizaje 2026',
        drawnAt: '2026-02-08T17:05:00.000Z',
        entryIds: ['ZXCVBNM234', 'QWERTYUP45'],
      },
    ];
    network.use(answer('get', drawPaths.myEntries, myDrawEntriesSchema, entries));
    show();
    const section = await screen.findByRole('region', { name: 'Tus participaciones en los sorteos' });
    expect(section).toHaveTextContent('Tu código: ABCDEFGH23');
    expect(section).toHaveTextContent('Tus códigos: ZXCVBNM234, QWERTYUP45');
    expect(
      screen.getByRole('link', {
        name: 'Buscarlo en la lista del sorteo (sorteo de la tablet, Rutas de aprendizaje 2026)',
      }),
    ).toHaveAttribute('href', '/sorteos/d1#codigo-ABCDEFGH23');
  });

  it('shows nothing to a member who entered no draw', async () => {
    let asked = false;
    network.use(
      answer('get', drawPaths.myEntries, myDrawEntriesSchema, () => {
        asked = true;
        return [];
      }),
    );
    show();
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Tus participaciones en los sorteos' })).toBeNull();
  });
});
