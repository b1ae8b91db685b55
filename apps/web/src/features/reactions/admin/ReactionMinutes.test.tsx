import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reactionReportSchema, type ReactionTotals } from '@foro/shared/reactions/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { currentUserQuery } from '../../../lib/session/get-current-user';
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
/** The host's console has asked who is signed in; `timeZone` is the host's own (decision 0078). */
const show = (timeZone?: string) => {
  const client = createQueryClient();
  if (timeZone)
    client.setQueryData(currentUserQuery().queryKey, {
      username: 'anfitriona',
      name: 'Ana Pérez',
      firstName: 'Ana',
      userCountry: 'chile',
      userUpdatedFields: 0,
      userId: 'u1',
      role: 'member',
      timeZone,
    });
  return render(
    <QueryClientProvider client={client}>
      <ReactionMinutes meetingId="m1" />
    </QueryClientProvider>,
  );
};
const twoMinutes = () =>
  answer('get', url, reactionReportSchema, {
    minutes: [
      { minute: '2026-03-10T15:00:00.000Z', counts: counts({ aplauso: 2 }), total: 2 },
      { minute: '2026-03-10T15:01:00.000Z', counts: counts({ idea: 3, aplauso: 9 }), total: 12 },
    ],
    totals: counts({ aplauso: 11, idea: 3 }),
  });

describe("the host's reactions per minute (docs/decisions/0062-reactions.md)", () => {
  it('lists each minute with its total and kinds, names the liveliest and links the CSV', async () => {
    network.use(twoMinutes());
    show();
    expect(await screen.findByRole('heading', { name: 'Reacciones por minuto' })).toBeVisible();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('12Aplausos 9 · Buenas ideas 3');
    // No zone of their own: the portal's (Bogotá), named above the minutes.
    expect(screen.getByText('Horas en hora de Bogotá, GMT-5.')).toBeVisible();
    expect(screen.getByText('Momento más animado: 10:01 (12 reacciones)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exportar reacciones (CSV)' })).toHaveAttribute(
      'href',
      `${url}/export`,
    );
  });

  it('gives the hours in the host’s own zone and names it (decision 0078)', async () => {
    network.use(twoMinutes());
    show('America/Santiago');
    expect(await screen.findByText('Momento más animado: 12:01 (12 reacciones)')).toBeVisible();
    expect(screen.getByText('Horas en hora de Santiago de Chile, GMT-3.')).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^12:00/);
  });

  it('says so when there are none yet', async () => {
    network.use(answer('get', url, reactionReportSchema, { minutes: [], totals: counts({}) }));
    show();
    expect(await screen.findByText('Aún no hay reacciones.')).toBeVisible();
  });
});
