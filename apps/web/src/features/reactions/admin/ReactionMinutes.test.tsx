import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reactionReportSchema, type ReactionTotals } from '@foro/shared/reactions/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { answer, network, withNetwork } from '../../../test/network';
import { ReactionMinutes } from './ReactionMinutes';

withNetwork();

const url = '/api/admin/reactions/meetings/m1';
const counts = (values: Partial<ReactionTotals>): ReactionTotals => ({
  aplauso: 0,
  corazon: 0,
  idea: 0,
  risa: 0,
  celebracion: 0,
  ...values,
});
const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReactionMinutes meetingId="m1" />
    </QueryClientProvider>,
  );

describe("the host's reactions per minute (docs/decisions/0062-reactions.md)", () => {
  it('lists each minute with its total and kinds, names the liveliest and links the CSV', async () => {
    network.use(
      answer('get', url, reactionReportSchema, {
        minutes: [
          { minute: '2026-03-10T15:00:00.000Z', counts: counts({ aplauso: 2 }), total: 2 },
          { minute: '2026-03-10T15:01:00.000Z', counts: counts({ idea: 3, aplauso: 9 }), total: 12 },
        ],
        totals: counts({ aplauso: 11, idea: 3 }),
      }),
    );
    show();
    expect(await screen.findByRole('heading', { name: 'Reacciones por minuto' })).toBeVisible();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('12Aplausos 9 · Buenas ideas 3');
    const at = new Date('2026-03-10T15:01:00.000Z').toLocaleTimeString('es', {
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(screen.getByText(`Momento más animado: ${at} (12 reacciones)`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exportar reacciones (CSV)' })).toHaveAttribute(
      'href',
      `${url}/export`,
    );
  });

  it('says so when there are none yet', async () => {
    network.use(answer('get', url, reactionReportSchema, { minutes: [], totals: counts({}) }));
    show();
    expect(await screen.findByText('Aún no hay reacciones.')).toBeVisible();
  });
});
