import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  adminDrawPaths,
  drawInputSchema,
  editionDetailSchema,
  type AdminDraw,
  type DrawInput,
  type EditionDetail,
} from '@foro/shared/draws/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { network, withNetwork, write } from '../../../test/network';
import { DrawPanel } from './DrawPanel';

withNetwork();

const HASH = 'a'.repeat(64);
const aDraw = (over: Partial<AdminDraw> = {}): AdminDraw => ({
  id: 'd1',
  raffle: 'tablet',
  seedHash: HASH,
  drawnAt: null,
  entriesHash: null,
  entryCount: 12,
  candidates: [],
  picks: [],
  canDraw: true,
  blockedReason: null,
  ...over,
});
const detail = (draw: AdminDraw): EditionDetail => ({
  edition: {
    id: 'e1',
    name: 'Edición 2026',
    startsAt: '2026-01-01T05:00:00.000Z',
    endsAt: '2026-02-01T04:59:00.000Z',
    drawAt: '2026-02-08T17:00:00.000Z',
    tabletPrize: 'Una tablet',
    smartwatchPrize: 'Un smartwatch',
    smartwatchTop: 10,
    alternates: 3,
    excludedDomains: [],
    current: true,
    createdAt: '2025-12-01T00:00:00.000Z',
    updatedAt: '2025-12-01T00:00:00.000Z',
  },
  draws: [draw],
});

const show = (draw: AdminDraw) => {
  const router = createMemoryRouter([{ path: '*', element: <DrawPanel draw={draw} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('the draw panel (decision 0079)', () => {
  it('asks first, naming the entries and the commitment, and sends what it named', async () => {
    const sent: DrawInput[] = [];
    network.use(
      write(
        adminDrawPaths.draw('d1'),
        drawInputSchema,
        editionDetailSchema,
        () => detail(aDraw({ drawnAt: '2026-02-08T17:00:00.000Z', canDraw: false })),
        (body) => sent.push(body),
      ),
    );
    show(aDraw());
    await userEvent.click(screen.getByRole('button', { name: 'Celebrar el sorteo…' }));
    const dialog = screen.getByRole('dialog', { name: '¿Celebrar el sorteo de la tablet?' });
    expect(dialog).toHaveTextContent('12 participaciones válidas');
    expect(within(dialog).getByText(HASH)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('No se puede deshacer');

    // Cancelling sends nothing (an unexpected request would fail the test).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Celebrar el sorteo…' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Sí, celebrar el sorteo entre 12 participaciones válidas' }),
    );
    await expect.poll(() => sent).toEqual([{ entryCount: 12, seedHash: HASH }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the button disabled before the published close, saying why', () => {
    const reason =
      'El sorteo no puede celebrarse antes del cierre publicado del periodo: sábado, 31 de enero de 2026, 23:59 (hora de Colombia).';
    show(aDraw({ canDraw: false, blockedReason: reason }));
    const button = screen.getByRole('button', { name: 'Celebrar el sorteo…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });
});
