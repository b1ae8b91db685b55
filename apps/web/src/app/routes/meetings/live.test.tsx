import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingDetailSchema, meetingWithChatSchema } from '@foro/shared/meetings/schemas';
import { pages } from '../../../config/paths';
import { MeetingLayout } from '../../../features/meetings/components/MeetingLayout';
import { aChatPage, aMeeting } from '../../../test/factories';
import { FakeEventSource } from '../../../test/fake-event-source';
import { emptyLiveRoom } from '../../../test/live-room';
import { answer, network, withNetwork } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import MeetingLivePage from './live';

withNetwork();

const open = (
  meeting: Parameters<typeof aMeeting>[0],
  member: { userUpdatedFields?: number; timeZone?: string } = {},
  /** Answers of the test's own, before the usual ones. */
  first: Parameters<typeof network.use> = [],
) => {
  network.use(
    ...first,
    signedIn(member),
    answer('get', '/api/meeting/encuentro-1', meetingDetailSchema, aMeeting(meeting)),
    ...emptyLiveRoom('encuentro-1'),
  );
  return renderMemberRoutes(
    (client) => [
      {
        loader: routeLoaders(client).meeting,
        Component: MeetingLayout,
        children: [{ path: pages.meetingLive.pattern, Component: MeetingLivePage }],
      },
    ],
    '/encuentros/encuentro-1/vive-el-encuentro',
  );
};

describe('the meeting live page', () => {
  it('before the day: when the broadcast starts, the attendance card and why the meeting', async () => {
    open({ reason: 'Porque jugar enseña.' });
    expect(await screen.findByText('Próximo encuentro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Aprender\s*jugando$/);
    expect(
      screen.getByText(
        'La emisión comenzará el 20/05/2026 a las 17:00 h (GMT-5). Vuelve a esta página ese día para verla en directo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar asistencia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Por qué este encuentro?' })).toBeInTheDocument();
  });

  it('shows a member in Aysén the hour of Coyhaique, with "Tu hora" first in the schedule (decision 0046)', async () => {
    // 20 May 2026, 22:00 UTC: 17:00 in Bogotá, 18:00 in Santiago (winter time), 19:00 in Coyhaique.
    open({}, { timeZone: 'America/Coyhaique' });
    expect(
      await screen.findByText(
        'La emisión comenzará el 20/05/2026 a las 19:00 h (GMT-3). Vuelve a esta página ese día para verla en directo.',
      ),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row', { hidden: true });
    expect(rows[1]).toHaveTextContent('Tu hora20/05/202619:00 (GMT-3)');
    expect(screen.queryByRole('region', { name: 'Repetición del encuentro' })).not.toBeInTheDocument();
  });

  it('on the day: the broadcast first, then the live room with its chat and the questions to the speaker', async () => {
    const user = userEvent.setup();
    open({ timing: 'meeting_day', meeting_day: true, iframe_event: 'https://video.example/live' });
    const player = await screen.findByTitle('En directo: Aprender jugando');
    expect(player).toHaveAttribute('src', 'https://video.example/live');
    // The stage comes before the room, and the room before the rest of the page.
    const room = screen.getByRole('region', { name: 'Sala en vivo' });
    expect(player.compareDocumentPosition(room) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(room.compareDocumentPosition(screen.getByText('En directo hoy'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const tabs = within(room).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Chat', 'Preguntas', 'Encuestas']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await within(room).findByText('Todavía no hay mensajes. ¡Escribe el primero!')).toBeVisible();
    // Arrows move between the tabs, as in every tab list.
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(room).getByLabelText('Tu pregunta para el ponente')).toBeVisible();
    // No broadcaster's chat frame without one, and never on a narrow screen.
    expect(screen.queryByTitle('Chat de la emisión')).not.toBeInTheDocument();
  });

  it('on the day: the chat comes with the meeting, in one request (decision 0134)', async () => {
    const asked: string[] = [];
    const onTheDay = {
      timing: 'meeting_day' as const,
      meeting_day: true,
      iframe_event: 'https://video.example/live',
    };
    open(onTheDay, {}, [
      answer('get', '/api/meeting/encuentro-1', meetingWithChatSchema, (url) => {
        asked.push(url.pathname + url.search);
        return {
          ...aMeeting(onTheDay),
          chat: aChatPage(),
        };
      }),
      http.get('/api/meeting/encuentro-1/posts', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'not asked for' }, { status: 500 });
      }),
    ]);
    const room = await screen.findByRole('region', { name: 'Sala en vivo' });
    expect(await within(room).findByText('Buenas tardes desde Cusco')).toBeVisible();
    expect(asked).toEqual(['/api/meeting/encuentro-1?chat=1']);
  });

  it('on the day: a poll that opens while the member is on another tab marks "Encuestas" until opened', async () => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      const user = userEvent.setup();
      open({ timing: 'meeting_day', meeting_day: true, iframe_event: 'https://video.example/live' });
      const room = await screen.findByRole('region', { name: 'Sala en vivo' });
      const polls = within(room).getByRole('tab', { name: 'Encuestas' });
      await waitFor(() => expect(FakeEventSource.all.some((s) => s.url.includes('encuentro-1'))).toBe(true));
      const stream = FakeEventSource.all.find((s) => s.url.includes('encuentro-1'))!;
      stream.emit('poll-opened', { id: 'p1' }, '7');
      expect(polls).toHaveAccessibleName('Encuestas (hay una encuesta nueva)');
      expect(within(room).getByRole('status')).toHaveTextContent(
        'Se abrió una encuesta: está en «Encuestas».',
      );
      await user.click(polls);
      expect(polls).toHaveAccessibleName('Encuestas');
      expect(within(room).getByRole('status')).toHaveTextContent('');
      // On the polls already: nothing to point at.
      stream.emit('poll-opened', { id: 'p2' }, '8');
      expect(polls).toHaveAccessibleName('Encuestas');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on the day: a poll already open when the member arrives is pointed at once, not again after a reload (0129)', async () => {
    FakeEventSource.all = [];
    window.sessionStorage.clear();
    vi.stubGlobal('EventSource', FakeEventSource);
    const streamOfThePage = async () => {
      await waitFor(() =>
        expect(FakeEventSource.all.some((s) => s.url.includes('encuentro-1') && !s.closed)).toBe(true),
      );
      return FakeEventSource.all.find((s) => s.url.includes('encuentro-1') && !s.closed)!;
    };
    try {
      const user = userEvent.setup();
      const page = open({
        timing: 'meeting_day',
        meeting_day: true,
        iframe_event: 'https://video.example/live',
      });
      let room = await screen.findByRole('region', { name: 'Sala en vivo' });
      // What the server sends as a stream starts: one frame per open poll, with no event id.
      (await streamOfThePage()).emit('poll-opened', { subject: 'p1' });
      let polls = within(room).getByRole('tab', { name: 'Encuestas (hay una encuesta nueva)' });
      await user.click(polls);
      expect(polls).toHaveAccessibleName('Encuestas');
      page.unmount();

      // A reload: the stream points at the same poll again, and at one opened since.
      open({ timing: 'meeting_day', meeting_day: true, iframe_event: 'https://video.example/live' });
      room = await screen.findByRole('region', { name: 'Sala en vivo' });
      const stream = await streamOfThePage();
      stream.emit('poll-opened', { subject: 'p1' });
      polls = within(room).getByRole('tab', { name: 'Encuestas' });
      expect(within(room).getByRole('status')).toHaveTextContent('');
      stream.emit('poll-opened', { subject: 'p2' });
      expect(polls).toHaveAccessibleName('Encuestas (hay una encuesta nueva)');
    } finally {
      vi.unstubAllGlobals();
      window.sessionStorage.clear();
    }
  });

  it('after the event: replay, materials and the certificate through the confirmation for an unconfirmed member', async () => {
    open(
      {
        timing: 'post_event',
        post_event: true,
        past: true,
        iframe_post_event: 'https://video.example/replay',
        doc: '/media/doc.pdf',
        certificate: true,
      },
      { userUpdatedFields: 0 },
    );
    expect(await screen.findByRole('region', { name: 'Repetición del encuentro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Documento del encuentro/ })).toHaveAttribute(
      'href',
      '/media/doc.pdf',
    );
    expect(screen.queryByRole('link', { name: /Resumen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Documento del encuentro/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Descargar certificado' })).toHaveAttribute(
      'href',
      '/confirmacion?certificado=1&encuentro=encuentro-1',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar asistencia' })).not.toBeInTheDocument();
  });

  it('after the event: an uploaded PDF is a download, not a new tab (decision 0068)', async () => {
    const doc = '/media/uploads/0b7c6a52-1f1e-4a8e-9a57-3d2c1b0a9f8e/file.pdf';
    open({
      timing: 'post_event',
      post_event: true,
      past: true,
      doc,
      summ: 'https://cdn.example/resumen.pdf',
    });
    const link = await screen.findByRole('link', { name: 'Documento del encuentro (descarga en PDF)' });
    expect(link).toHaveAttribute('href', doc);
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('target');
    // Any other address still opens in a new tab.
    expect(screen.getByRole('link', { name: 'Resumen (se abre en una pestaña nueva)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('after the event: a confirmed member issues the certificate from the page', async () => {
    open({ timing: 'post_event', post_event: true, past: true, certificate: true }, { userUpdatedFields: 1 });
    expect(await screen.findByRole('button', { name: 'Descargar certificado' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar certificado' })).not.toBeInTheDocument();
  });

  describe('attendance: the page’s own stream, held while visible (decision 0133)', () => {
    const replay = {
      timing: 'post_event' as const,
      post_event: true,
      past: true,
      starts_at: '2026-01-15T13:00:00.000Z',
      ends_at: '2026-01-15T14:30:00.000Z',
      iframe_post_event: 'https://video.example/replay',
      attendance: { live_minutes: 0, replay_minutes: 4, required_minutes: 30, attended: null },
    };
    const pageStreams = () =>
      FakeEventSource.all.filter((s) => s.url === '/api/live/meeting/encuentro-1?attending=1');
    const show = (state: 'visible' | 'hidden') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    beforeEach(() => {
      FakeEventSource.all = [];
      vi.stubGlobal('EventSource', FakeEventSource);
    });
    afterEach(() => {
      Reflect.deleteProperty(document, 'visibilityState');
      vi.unstubAllGlobals();
    });

    it('holds one stream that counts, says how much is left, and shows the certificate once told it counts', async () => {
      open(replay, { userUpdatedFields: 1 });
      expect(
        await screen.findByText(
          /El certificado es para quienes asistieron al encuentro en directo o vieron su grabación en esta página durante al menos 30 minutos\. Llevas 4 minutos de grabación/,
        ),
      ).toBeInTheDocument();
      // Every part of the page (the room, the count, the reactions) shares the one stream.
      await waitFor(() => expect(pageStreams()).toHaveLength(1));
      expect(FakeEventSource.all.filter((s) => !s.closed)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Descargar certificado' })).not.toBeInTheDocument();
      // The 30th minute counted: the server tells the page, which reads the meeting again.
      network.use(
        answer(
          'get',
          '/api/meeting/encuentro-1',
          meetingDetailSchema,
          aMeeting({
            ...replay,
            certificate: true,
            attendance: { ...replay.attendance, replay_minutes: 30, attended: 'replay' },
          }),
        ),
      );
      const stream = pageStreams()[0]!;
      stream.open();
      stream.emit('attendance', {});
      expect(await screen.findByRole('button', { name: 'Descargar certificado' })).toBeInTheDocument();
    });

    it('closes the stream while the tab is hidden (nothing counts) and resumes it when shown', async () => {
      open(replay);
      await waitFor(() => expect(pageStreams()).toHaveLength(1));
      const first = pageStreams()[0]!;
      first.open();
      first.emit('posts', {}, '41');
      show('hidden');
      expect(first.closed).toBe(true);
      expect(FakeEventSource.all.filter((s) => !s.closed)).toHaveLength(0);
      show('visible');
      const resumed = FakeEventSource.all.at(-1)!;
      expect(resumed.closed).toBe(false);
      expect(resumed.url).toBe('/api/live/meeting/encuentro-1?attending=1&lastEventId=41');
    });

    it('a page opened in a background tab opens no stream until it is shown', async () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      open(replay);
      expect(await screen.findByText(/Llevas 4 minutos de grabación/)).toBeInTheDocument();
      expect(FakeEventSource.all).toHaveLength(0);
      show('visible');
      expect(pageStreams()).toHaveLength(1);
    });

    it('a member who watched the replay is told so next to the download', async () => {
      open(
        {
          ...replay,
          certificate: true,
          attendance: { ...replay.attendance, replay_minutes: 30, attended: 'replay' },
        },
        { userUpdatedFields: 1 },
      );
      expect(await screen.findByText(/Viste la grabación del encuentro\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Descargar certificado' })).toBeInTheDocument();
    });
  });
});
