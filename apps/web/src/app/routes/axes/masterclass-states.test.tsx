import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { axisInfoSchema, masterclassInfoSchema } from '@foro/shared/axes/schemas';
import type { LivePhase } from '@foro/shared/meetings/time';
import { pages } from '../../../config/paths';
import { anAxisInfo, aStep } from '../../../test/factories';
import { answer, network, withNetwork } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import AxisPage from './axis';
import MasterclassPage from './masterclass';

// Issue 33 item 6: a route masterclass follows the meetings' states; after its time it never says
// "en vivo" or "en directo".

withNetwork();

const memberTime = {
  time_zone: 'America/Bogota',
  date: '07/03/2026',
  hour: '18:00',
  zone: 'GMT-5',
  text: 'sábado 7 de marzo de 2026, 18:00 (GMT-5)',
};

const routeWith = (phase: LivePhase) =>
  anAxisInfo([aStep({ step_count: 5, kind: 'masterclass', title: 'La masterclass', slug: 'clase' })], {
    masterclass: {
      title: 'La masterclass',
      intro: '',
      image: '',
      date: '2026/03/07',
      hour: '18:00',
      slug: 'clase',
      opened: true,
      visited: false,
      open_date: '2026-03-01T12:00:00.000Z',
      member_time: memberTime,
      calendar: phase === 'after' ? null : { ics: '/api/x.ics', google: '', outlook: '' },
      phase,
    },
  });

const masterclassWith = (
  phase: LivePhase,
  iframes: { id: string; url: string; iframe_type: string }[],
): z.input<typeof masterclassInfoSchema> => ({
  title_inner: 'Conectar con la clase',
  intro_inner: '',
  step_inner_text_type: '',
  text_inner: '',
  iframes,
  bg_desk: '',
  bg_tablet: '',
  bg_mobile: '',
  starts_at: '2026-03-07T23:00:00.000Z',
  hours: [],
  schedule: [],
  member_time: memberTime,
  calendar: null,
  phase,
  opened: true,
  open_date: '2026-03-01T12:00:00.000Z',
});

const openMap = () =>
  renderMemberRoutes(
    (client) => [{ path: pages.axis.pattern, loader: routeLoaders(client).axis, Component: AxisPage }],
    '/eje/claves',
  );
const openMasterclass = () =>
  renderMemberRoutes(
    () => [{ path: pages.axisMasterclass.pattern, Component: MasterclassPage }],
    '/eje/claves/masterclass/clase',
  );
const visit = http.post('/api/axis/claves/registermasterclass/clase', () =>
  HttpResponse.json({ status: true, visited: true }),
);
const card = async () =>
  (await screen.findByRole('heading', { level: 3, name: 'La masterclass' })).closest('li')!;

describe('a route masterclass on the route map', () => {
  it('says when it will be, in the member’s zone, before its time', async () => {
    network.use(signedIn(), answer('get', '/api/axis/info/claves', axisInfoSchema, routeWith('before')));
    openMap();
    expect(within(await card()).getByText(memberTime.text)).toBeInTheDocument();
    expect(within(await card()).getByText(/En vivo:/)).toBeInTheDocument();
  });

  it('says "En directo ahora" while it is on', async () => {
    network.use(signedIn(), answer('get', '/api/axis/info/claves', axisInfoSchema, routeWith('live')));
    openMap();
    expect(within(await card()).getByText('En directo ahora')).toBeInTheDocument();
  });

  it('says it has taken place once over, and neither "en vivo" nor "en directo"', async () => {
    network.use(signedIn(), answer('get', '/api/axis/info/claves', axisInfoSchema, routeWith('after')));
    openMap();
    const c = await card();
    expect(within(c).getByText('Este encuentro ya se celebró.')).toBeInTheDocument();
    expect(c.textContent).not.toMatch(/en vivo|en directo/i);
  });
});

describe('a route masterclass’s page', () => {
  const video = { id: '1', url: 'https://player.vimeo.com/video/1', iframe_type: 'video' };
  const chat = { id: '2', url: 'https://www.youtube.com/live_chat?v=dQw4w9WgXcQ', iframe_type: 'chat' };

  it('plays it live with its chat, the YouTube chat framed for this page’s host', async () => {
    network.use(
      signedIn(),
      visit,
      answer('get', '/api/axis/info/claves', axisInfoSchema, routeWith('live')),
      answer(
        'get',
        '/api/axis/claves/masterclass/clase',
        masterclassInfoSchema,
        masterclassWith('live', [video, chat]),
      ),
    );
    openMasterclass();
    const live = await screen.findByRole('region', { name: 'Masterclass en directo' });
    expect(within(live).getByText('En directo')).toBeInTheDocument();
    expect(within(live).getByTitle('Chat de la masterclass')).toHaveAttribute(
      'src',
      `https://www.youtube.com/live_chat?v=dQw4w9WgXcQ&embed_domain=${window.location.hostname}`,
    );
  });

  it('shows the recording without the chat once over', async () => {
    network.use(
      signedIn(),
      visit,
      answer('get', '/api/axis/info/claves', axisInfoSchema, routeWith('live')),
      answer(
        'get',
        '/api/axis/claves/masterclass/clase',
        masterclassInfoSchema,
        masterclassWith('after', [video, chat]),
      ),
    );
    openMasterclass();
    const region = await screen.findByRole('region', { name: 'Grabación de la masterclass' });
    expect(within(region).queryByTitle('Chat de la masterclass')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Masterclass en directo' })).not.toBeInTheDocument();
  });

  it('says "Este encuentro ya se celebró." once over without a recording', async () => {
    network.use(
      signedIn(),
      visit,
      answer('get', '/api/axis/info/claves', axisInfoSchema, routeWith('live')),
      answer(
        'get',
        '/api/axis/claves/masterclass/clase',
        masterclassInfoSchema,
        masterclassWith('after', []),
      ),
    );
    openMasterclass();
    const region = await screen.findByRole('region', { name: 'Grabación de la masterclass' });
    expect(within(region).getByText('Este encuentro ya se celebró.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/en directo|en vivo/i);
  });
});
