import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPLY_REQUIRED, threadPageSchema, threadPostSchema } from '@foro/shared/forum/schemas';
import { pages } from '../../../config/paths';
import { aPost, aThreadPage } from '../../../test/factories';
import { answer, network, refuse, withNetwork, write } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import ThreadPage from './thread';

withNetwork();
const URL_ = '/eje/claves/foro-de-participacion/bienvenida/posts';
const POSTS = '/api/axis/claves/threads/bienvenida/posts';

const open = () =>
  renderMemberRoutes(
    (client) => [
      { path: pages.axisThread.pattern, loader: routeLoaders(client).thread, Component: ThreadPage },
    ],
    URL_,
  );

describe('the thread screen', () => {
  it('shows the breadcrumbs, the posts with a coach’s badge and pages on', async () => {
    network.use(
      signedIn(),
      answer('get', POSTS, threadPageSchema, (url) =>
        url.searchParams.get('page') === '2'
          ? aThreadPage({ page: 2, pages: 2, posts: [aPost({ id: 'p3', post: 'Segunda página' })] })
          : aThreadPage({
              pages: 2,
              posts: [
                aPost(),
                aPost({
                  id: 'p2',
                  post: 'Bienvenidos',
                  user: { name: 'Coach Luis', coach: true, image: '/c.jpg' },
                }),
              ],
            }),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenida' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getByRole('link', { name: 'Foro de participación' })).toHaveAttribute(
      'href',
      '/eje/claves/foro-de-participacion',
    );
    const posts = within(screen.getByRole('list', { name: 'Mensajes' })).getAllByRole('listitem');
    expect(posts).toHaveLength(2);
    expect(within(posts[1]!).getByText('Equipo de coaches')).toBeInTheDocument();
    expect(within(posts[0]!).queryByText('Equipo de coaches')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByText('Segunda página')).toBeInTheDocument();
  });

  it('does not send an empty reply, then publishes one and shows the page it landed on', async () => {
    const sent: unknown[] = [];
    network.use(
      signedIn(),
      answer('get', POSTS, threadPageSchema, aThreadPage()),
      write(
        '/api/axis/threads/post',
        threadPostSchema,
        threadPageSchema,
        (body) => aThreadPage({ posts: [aPost(), aPost({ id: 'p9', post: body.postContent })] }),
        (body) => sent.push(body),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Responder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(REPLY_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Tu respuesta' }), 'Gracias por la bienvenida');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Gracias por la bienvenida')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 't1', postContent: 'Gracias por la bienvenida' }]);
    expect(screen.queryByRole('textbox', { name: 'Tu respuesta' })).not.toBeInTheDocument();
  });

  it('quotes a message into the reply box without the quotes it held', async () => {
    network.use(
      signedIn(),
      answer(
        'get',
        POSTS,
        threadPageSchema,
        aThreadPage({ posts: [aPost({ post: '[quote=Eva]Antes[/quote]Ahora' })] }),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Citar el mensaje de Ana Pérez' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue(
        '[quote=Ana Pérez]Ahora[/quote]\n',
      ),
    );
  });

  it('shows the not-found page for a thread that does not exist', async () => {
    network.use(signedIn(), refuse('get', POSTS, 'NOT_FOUND'));
    open();
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Bienvenida');
  });
});
