import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DELETE_WINDOW_OVER,
  REPLY_REQUIRED,
  threadPageSchema,
  threadPostEditSchema,
  threadPostSchema,
  threadReadSchema,
} from '@foro/shared/forum/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import { pages } from '../../../config/paths';
import { aPost, aThreadPage } from '../../../test/factories';
import { answer, network, refuse, withNetwork, write } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import { routeLoaders } from '../../route-loaders';
import ThreadPage from './thread';

withNetwork();
/** The page reports how far the member has read (decision 0048); the tests that care collect it. */
const reads: unknown[] = [];
const readHandler = () =>
  write(
    '/api/axis/threads/:threadId/read',
    threadReadSchema,
    statusSchema,
    () => ({ status: true as const }),
    (body) => reads.push(body),
  );
const URL_ = '/eje/claves/foro-de-participacion/bienvenida/posts';
const POSTS = '/api/axis/claves/threads/bienvenida/posts';

const open = (url = URL_) =>
  renderMemberRoutes(
    (client) => [
      { path: pages.axisThread.pattern, loader: routeLoaders(client).thread, Component: ThreadPage },
    ],
    url,
  );

describe('the thread screen', () => {
  it('shows the breadcrumbs, the posts with a coach’s badge and pages on', async () => {
    network.use(
      readHandler(),
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

  it('gives each post its own address, and opening one shows that post with the focus on it', async () => {
    network.use(
      readHandler(),
      signedIn(),
      answer('get', POSTS, threadPageSchema, (url) =>
        url.searchParams.get('page') === '2'
          ? aThreadPage({ page: 2, pages: 2, posts: [aPost({ id: 'p3', post: 'Segunda página' })] })
          : aThreadPage({ pages: 2, posts: [aPost(), aPost({ id: 'p2', post: 'Bienvenidos' })] }),
      ),
    );
    open(`${URL_}?pagina=2#mensaje-p3`);
    const post = (await screen.findByText('Segunda página')).closest('li')!;
    await waitFor(() => expect(post).toHaveFocus());
    expect(within(post).getByRole('link', { name: /^Enlace/ })).toHaveAttribute(
      'href',
      `${URL_}?pagina=2#mensaje-p3`,
    );
  });

  it('does not send an empty reply, then publishes one and shows the page it landed on', async () => {
    const sent: unknown[] = [];
    network.use(
      readHandler(),
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
      readHandler(),
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
    // Issue 35, item 15: the caret waits after the quote, so what the member types follows it.
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Tu respuesta' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field.selectionStart).toBe(field.value.length);
    await userEvent.keyboard('Estoy de acuerdo');
    expect(field).toHaveValue('[quote=Ana Pérez]Ahora[/quote]\nEstoy de acuerdo');
  });

  it('marks what is new since the last visit, reports the page as read, and lets the author edit their post', async () => {
    reads.length = 0;
    const edits: unknown[] = [];
    network.use(
      readHandler(),
      signedIn(),
      answer(
        'get',
        POSTS,
        threadPageSchema,
        aThreadPage({
          total: 3,
          posts: [
            aPost({ id: 'p1', post: 'Leído antes' }),
            aPost({ id: 'p2', post: 'Escrito después', new: true }),
            aPost({
              id: 'p3',
              post: 'Mi mensaje',
              own: true,
              editable: true,
              user: { name: 'Yo', coach: false, image: '' },
            }),
          ],
        }),
      ),
      write(
        '/api/axis/threads/posts/:postId/edit',
        threadPostEditSchema,
        threadPageSchema,
        (body) =>
          aThreadPage({
            total: 3,
            posts: [aPost({ id: 'p3', post: body.postContent, own: true, edited: true })],
          }),
        (body) => edits.push(body),
      ),
    );
    open();
    const posts = within(await screen.findByRole('list', { name: 'Mensajes' })).getAllByRole('listitem');
    expect(within(posts[1]!).getByText('Nuevo desde tu última visita')).toBeInTheDocument();
    expect(within(posts[0]!).queryByText(/Nuevo/)).not.toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([{ seq: 3 }]));

    // Only the author's own post has "Editar"; the edit is checked by the reply's schema first.
    expect(within(posts[0]!).queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    await userEvent.click(within(posts[2]!).getByRole('button', { name: 'Editar tu mensaje' }));
    const box = screen.getByRole('textbox', { name: 'Edita tu mensaje' });
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(REPLY_REQUIRED)).toBeInTheDocument();
    expect(edits).toEqual([]);
    await userEvent.type(box, 'Mi mensaje corregido');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Mi mensaje corregido')).toBeInTheDocument();
    expect(screen.getByText('(editado)')).toBeInTheDocument();
    expect(edits).toEqual([{ postContent: 'Mi mensaje corregido' }]);
  });

  it('lets the author delete their post after confirming in a dialog, with the keyboard', async () => {
    const deletes: unknown[] = [];
    const mine = aPost({
      id: 'p2',
      post: 'Me equivoqué de conversación',
      own: true,
      editable: true,
      user: { name: 'Yo', coach: false, image: '' },
    });
    network.use(
      readHandler(),
      signedIn(),
      answer('get', POSTS, threadPageSchema, aThreadPage({ total: 2, posts: [aPost({ id: 'p1' }), mine] })),
      write(
        '/api/axis/threads/posts/:postId/delete',
        z.object({}),
        threadPageSchema,
        () => aThreadPage({ total: 1, posts: [aPost({ id: 'p1' })] }),
        (body) => deletes.push(body),
      ),
    );
    open();
    const posts = within(await screen.findByRole('list', { name: 'Mensajes' })).getAllByRole('listitem');
    // Only on one's own post, beside "Editar".
    expect(within(posts[0]!).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    const button = within(posts[1]!).getByRole('button', { name: 'Eliminar tu mensaje' });

    // "Cancelar" (where the focus starts) keeps the post.
    button.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = screen.getByRole('dialog', { name: '¿Eliminar tu mensaje?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes).toEqual([]);
    expect(screen.getByText('Me equivoqué de conversación')).toBeInTheDocument();

    await userEvent.click(within(posts[1]!).getByRole('button', { name: 'Eliminar tu mensaje' }));
    dialog = screen.getByRole('dialog', { name: '¿Eliminar tu mensaje?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mensaje' }));
    await waitFor(() => expect(screen.queryByText('Me equivoqué de conversación')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Tu mensaje se eliminó.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mensajes' })).toHaveFocus();
  });

  it('shows the server’s refusal in the dialog when the window is over', async () => {
    network.use(
      readHandler(),
      signedIn(),
      answer(
        'get',
        POSTS,
        threadPageSchema,
        aThreadPage({ posts: [aPost({ id: 'p2', own: true, editable: true })] }),
      ),
      refuse('post', '/api/axis/threads/posts/:postId/delete', 'FORBIDDEN', { message: DELETE_WINDOW_OVER }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar tu mensaje' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu mensaje?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mensaje' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DELETE_WINDOW_OVER);
  });

  it('shows the not-found page for a thread that does not exist', async () => {
    network.use(signedIn(), refuse('get', POSTS, 'NOT_FOUND'));
    open();
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Bienvenida');
  });
});
