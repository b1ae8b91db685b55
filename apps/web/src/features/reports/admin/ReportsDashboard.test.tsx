import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportsSchema, reportTitles, STOPS } from '@foro/shared/reports/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { currentUserQuery } from '../../../lib/session/get-current-user';
import { answer, network, withNetwork } from '../../../test/network';
import { ReportsDashboard } from './ReportsDashboard';

withNetwork();
// The charts draw on a canvas, which the test page has not; the tables carry the same figures.
vi.mock('./BarChart', () => ({ BarChart: () => null }));

const reports = {
  filter: {},
  meetings: [
    {
      meetingId: 'm1',
      title: 'Encuentro de marzo',
      // 02:30 UTC on 4 March: still 3 March in Bogotá and Santiago.
      startsAt: '2026-03-04T02:30:00.000Z',
      registered: 3,
      live: 2,
      replay: 1,
      questions: 0,
      posts: 0,
    },
  ],
  routes: [],
  funnel: [{ axisId: 'a1', title: 'Eje 1', members: Array.from({ length: STOPS }, () => 0) }],
  scores: { attempts: 0, average: null, counts: Array.from({ length: 11 }, () => 0) },
  countries: [],
  invitations: { requested: 0, sent: 0, accounts: 0 },
};

/** The back office's layout has asked who is signed in; `timeZone` is the staff member's own. */
const show = (timeZone?: string) => {
  const client = createQueryClient();
  client.setQueryData(currentUserQuery().queryKey, {
    username: 'equipo',
    name: 'Equipo',
    firstName: 'Equipo',
    userCountry: '',
    userUpdatedFields: 0,
    userId: 'u1',
    role: 'staff',
    ...(timeZone ? { timeZone } : {}),
  });
  network.use(answer('get', '/api/admin/reports', reportsSchema, reports));
  render(
    <QueryClientProvider client={client}>
      <ReportsDashboard filter={{}} onFilter={() => {}} />
    </QueryClientProvider>,
  );
};

describe('the reports dashboard’s dates (decision 0078)', () => {
  it('are in the staff member’s own zone, named in the column heading', async () => {
    show('America/Santiago');
    const table = within(await screen.findByRole('table', { name: reportTitles.meetings }));
    expect(
      table.getByRole('columnheader', { name: 'Fecha (hora de Santiago de Chile, GMT-3)' }),
    ).toBeVisible();
    expect(table.getByRole('cell', { name: '03/03/2026 23:30' })).toBeVisible();
    expect(
      screen.getByText(
        /los días del periodo y las horas son los de tu zona \(hora de Santiago de Chile, GMT-[34]\)/,
      ),
    ).toBeVisible();
  });

  it('are in the portal’s zone (Bogotá) for staff without one', async () => {
    show();
    const table = within(await screen.findByRole('table', { name: reportTitles.meetings }));
    expect(table.getByRole('columnheader', { name: 'Fecha (hora de Bogotá, GMT-5)' })).toBeVisible();
    expect(table.getByRole('cell', { name: '03/03/2026 21:30' })).toBeVisible();
  });
});
