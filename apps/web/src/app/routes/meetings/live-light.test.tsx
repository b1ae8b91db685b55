import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { meetingDetailSchema } from '@foro/shared/meetings/schemas';
import { pages } from '../../../config/paths';
import { MeetingLayout } from '../../../features/meetings/components/MeetingLayout';
import { aMeeting } from '../../../test/factories';
import { emptyLiveRoom } from '../../../test/live-room';
import { answer, network, withNetwork } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import MeetingLivePage from './live';

withNetwork();

const YOUTUBE = 'https://www.youtube.com/embed/abc123?rel=0';
const onTheDay = {
  timing: 'meeting_day' as const,
  meeting_day: true,
  iframe_event: YOUTUBE,
  iframe_chat: 'https://chat.example/room',
};

const open = (meeting: Parameters<typeof aMeeting>[0]) => {
  network.use(
    signedIn(),
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

/** What the browser reports of its connection (navigator.connection), for one test. */
const reportConnection = (connection: { saveData?: boolean; effectiveType?: string }) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

/** A wide screen (1366 px), where the broadcaster's chat is offered beside the portal's own. */
const wideScreen = () =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('min-width: 1024px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(navigator, 'connection');
  delete document.documentElement.dataset.saveData;
});

describe('the live page in light mode (decision 0047)', () => {
  it("by default: the player and, on a wide screen, the broadcaster's chat load, and the switch is off", async () => {
    wideScreen();
    const user = userEvent.setup();
    open(onTheDay);
    expect(await screen.findByText('En directo hoy')).toBeInTheDocument();
    expect(screen.getByTitle('En directo: Aprender jugando')).toHaveAttribute('src', YOUTUBE);
    await user.click(screen.getByRole('tab', { name: 'Chat de la emisión' }));
    expect(screen.getByTitle('Chat de la emisión')).toHaveAttribute('src', 'https://chat.example/room');
    expect(screen.getByRole('switch', { name: 'Modo ligero' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Modo ligero' })).toHaveAccessibleDescription(
      /Para conexiones lentas o con datos limitados/,
    );
  });

  it('turned on by keyboard: no player nor chat frame until asked for, and remembered', async () => {
    wideScreen();
    const user = userEvent.setup();
    const { container } = open(onTheDay);
    const toggle = await screen.findByRole('switch', { name: 'Modo ligero' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('foro.lightMode')).toBe('on');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Abrir la transmisión/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc123',
    );
    await user.click(screen.getByRole('tab', { name: 'Chat de la emisión' }));
    expect(screen.getByRole('link', { name: /Abrir el chat/ })).toHaveAttribute(
      'href',
      'https://chat.example/room',
    );
    // The questions stay one tap away where the chat was.
    expect(screen.getAllByRole('link', { name: 'Pregunta al ponente' })[0]).toHaveAttribute(
      'href',
      '/encuentros/encuentro-1/interactua#pregunta',
    );

    await user.click(screen.getByRole('button', { name: 'Ver la emisión aquí' }));
    const player = screen.getByTitle('En directo: Aprender jugando');
    expect(player).toHaveAttribute('src', `${YOUTUBE}&autoplay=1`);
    await waitFor(() => expect(player.parentElement?.parentElement).toHaveFocus());

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('foro.lightMode')).toBe('off');
    expect(screen.getByTitle('Chat de la emisión')).toBeInTheDocument();
  });

  it('opens in light mode when this device chose it before', async () => {
    localStorage.setItem('foro.lightMode', 'on');
    const { container } = open(onTheDay);
    expect(await screen.findByRole('switch', { name: 'Modo ligero' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(container.querySelector('img, iframe, video')).toBeNull();
  });

  it('after the event: the replay waits to be asked for and the recommendations have no pictures', async () => {
    localStorage.setItem('foro.lightMode', 'on');
    const { container } = open({
      timing: 'post_event',
      post_event: true,
      past: true,
      iframe_post_event: '/media/demo/encuentro-loop.mp4',
      recommendations: [
        { title: 'Un libro', excerpt: 'Para leer', url: 'https://libro.example', img: '/media/r.jpg' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Un libro' })).toBeInTheDocument();
    expect(container.querySelector('img, iframe, video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver la emisión aquí' }));
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/demo/encuentro-loop.mp4');
  });

  it.each([
    ['the data saver', { saveData: true, effectiveType: '4g' }],
    ['a 3G connection', { saveData: false, effectiveType: '3g' }],
    ['a 2G connection', { effectiveType: 'slow-2g' }],
  ])('suggests light mode when the browser reports %s; accepting turns it on', async (_, connection) => {
    reportConnection(connection);
    const user = userEvent.setup();
    open(onTheDay);
    const notice = await screen.findByRole('complementary', { name: /¿Tu conexión va lenta\?/ });
    expect(notice).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar modo ligero' }));
    expect(screen.getByRole('switch', { name: 'Modo ligero' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Modo ligero' })).toHaveFocus();
    expect(screen.queryByRole('complementary', { name: /¿Tu conexión va lenta\?/ })).not.toBeInTheDocument();
  });

  it('suggests it when the server saw Save-Data, and "Ahora no" is remembered', async () => {
    document.documentElement.dataset.saveData = 'on';
    const user = userEvent.setup();
    const first = open(onTheDay);
    await screen.findByRole('complementary', { name: /¿Tu conexión va lenta\?/ });
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('complementary', { name: /¿Tu conexión va lenta\?/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Modo ligero' })).toHaveAttribute('aria-checked', 'false');
    first.unmount();
    open(onTheDay);
    await screen.findByRole('switch', { name: 'Modo ligero' });
    expect(screen.queryByRole('complementary', { name: /¿Tu conexión va lenta\?/ })).not.toBeInTheDocument();
  });

  it('suggests it when the connection slows down while the page is open', async () => {
    const listeners = new Set<() => void>();
    const connection = {
      effectiveType: '4g',
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    reportConnection(connection);
    open(onTheDay);
    await screen.findByRole('switch', { name: 'Modo ligero' });
    expect(screen.queryByRole('complementary', { name: /¿Tu conexión va lenta\?/ })).not.toBeInTheDocument();
    connection.effectiveType = '2g';
    act(() => listeners.forEach((listener) => listener()));
    expect(await screen.findByRole('complementary', { name: /¿Tu conexión va lenta\?/ })).toBeInTheDocument();
  });

  it('does not suggest it on a fast connection without a data saver', async () => {
    reportConnection({ saveData: false, effectiveType: '4g' });
    open(onTheDay);
    await screen.findByRole('switch', { name: 'Modo ligero' });
    expect(screen.queryByRole('complementary', { name: /¿Tu conexión va lenta\?/ })).not.toBeInTheDocument();
  });
});
