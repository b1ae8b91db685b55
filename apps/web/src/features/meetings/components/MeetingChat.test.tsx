import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_REQUIRED,
  meetingPostSchema,
  meetingPostsPageSchema,
  type MeetingForumPost,
  type MeetingPostsPage,
} from '@foro/shared/meetings/schemas';
import { SUBMISSION_KEY_HEADER } from '@foro/shared/http/submission-header';
import { createQueryClient } from '../../../lib/query-client';
import { answer, network, withNetwork, write } from '../../../test/network';
import { signedIn } from '../../../test/session';
import { MeetingChat } from './MeetingChat';

withNetwork();

const message = (id: string, minute: number, text: string, own = false): MeetingForumPost => ({
  id,
  user: { name: `Docente ${id}`, country: 'Chile', city: '' },
  creation_date: `2026-05-20T17:${String(minute).padStart(2, '0')}:00.000Z`,
  post: text,
  own,
});
const pageOf = (posts: MeetingForumPost[], page = 1, pages = 1): MeetingPostsPage => ({
  posts,
  speaker: { speaker: '', speaker_image: '', speaker_job: '' },
  eventPast: false,
  hidde_posts: false,
  page,
  pages,
  total: posts.length,
});
const url = '/api/meeting/encuentro-1/posts';
const show = () => {
  network.use(signedIn());
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MeetingChat slug="encuentro-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
const texts = () =>
  within(screen.getByRole('list', { name: 'Mensajes del chat' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p:nth-of-type(2)')?.textContent);

describe('the live room chat (docs/decisions/0065-the-live-room.md)', () => {
  it('shows the newest message at the bottom and loads older pages on request', async () => {
    network.use(
      answer('get', url, meetingPostsPageSchema, (u) =>
        u.searchParams.get('page') === '2'
          ? pageOf([message('a', 1, 'Primero')], 2, 2)
          : pageOf([message('c', 3, 'Tercero'), message('b', 2, 'Segundo')], 1, 2),
      ),
    );
    show();
    expect(await screen.findByText('Tercero')).toBeInTheDocument();
    expect(texts().filter(Boolean)).toEqual(['Segundo', 'Tercero']);
    await userEvent.click(screen.getByRole('button', { name: 'Ver mensajes anteriores' }));
    await waitFor(() => expect(texts().filter(Boolean)).toEqual(['Primero', 'Segundo', 'Tercero']));
    expect(screen.queryByRole('button', { name: 'Ver mensajes anteriores' })).not.toBeInTheDocument();
  });

  it('sends one message per Enter, with a submission key, and clears the box', async () => {
    const user = userEvent.setup();
    let posts = [message('a', 1, 'Hola')];
    const sent: string[] = [];
    const keys: Array<string | null> = [];
    network.use(
      answer('get', url, meetingPostsPageSchema, () => pageOf(posts)),
      write(
        '/api/meeting/encuentro-1/post',
        meetingPostSchema,
        meetingPostsPageSchema,
        (body) => {
          posts = [message('b', 2, body.post, true), ...posts];
          return pageOf(posts);
        },
        (body) => sent.push(body.post),
      ),
    );
    network.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') keys.push(request.headers.get(SUBMISSION_KEY_HEADER));
    });
    show();
    const box = await screen.findByRole('textbox', { name: 'Tu mensaje' });
    await user.type(box, '¡Saludos desde Arica!{Enter}');
    await waitFor(() => expect(texts().filter(Boolean)).toEqual(['Hola', '¡Saludos desde Arica!']));
    expect(sent).toEqual(['¡Saludos desde Arica!']);
    expect(keys).toHaveLength(1);
    expect(box).toHaveValue('');
    network.events.removeAllListeners();
  });

  it('refuses an empty message in Spanish and sends nothing', async () => {
    let posted = 0;
    network.use(
      answer('get', url, meetingPostsPageSchema, pageOf([])),
      write('/api/meeting/encuentro-1/post', meetingPostSchema, meetingPostsPageSchema, () => {
        posted += 1;
        return pageOf([]);
      }),
    );
    show();
    expect(await screen.findByText('Todavía no hay mensajes. ¡Escribe el primero!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMENT_REQUIRED);
    expect(posted).toBe(0);
  });
});
