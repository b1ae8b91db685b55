import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMeeting } from '../../../test/factories';
import { withNetwork, network } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { MeetingCard } from './MeetingCard';

withNetwork();

const show = (timeZone: string) => {
  network.use(signedIn({ timeZone }));
  // 20 May 2026, 22:00 UTC: 17:00 in Bogotá, 18:00 in Santiago (winter time), 19:00 in Coyhaique.
  const meeting = aMeeting({ meeting_day: true, timing: 'meeting_day' });
  return renderMemberRoutes(() => [{ path: '/', element: <MeetingCard meeting={meeting} /> }], '/');
};

describe('a meeting card on the meeting day (decision 0046)', () => {
  it('says "Hoy, en directo a las…" at the member’s own hour', async () => {
    show('America/Coyhaique');
    expect(await screen.findByText(/Hoy, en directo a las/)).toHaveTextContent(
      'Hoy, en directo a las 19:00 h (GMT-3)',
    );
  });

  it('reads another hour for a member in Santiago, and the meeting’s for one in Bogotá', async () => {
    const { unmount } = show('America/Santiago');
    expect(await screen.findByText(/Hoy, en directo a las/)).toHaveTextContent('18:00 h (GMT-4)');
    unmount();
    show('America/Bogota');
    expect(await screen.findByText(/Hoy, en directo a las/)).toHaveTextContent('17:00 h (GMT-5)');
  });
});
