import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../../features/consent/consent';
import { createQueryClient } from '../../lib/query-client';
import { usePageTitle } from '../../lib/use-page-title';
import { network, withNetwork } from '../../test/network';
import { signedIn, signedOut } from '../../test/session';
import { NavigationEffects } from './NavigationEffects';

withNetwork();

function First() {
  usePageTitle('Primera');
  return <Link to="/segunda">Ir a la segunda</Link>;
}

/** A page that names itself once its data is there, as a thread does. */
function Second() {
  const [title, setTitle] = useState('');
  useEffect(() => {
    const ready = setTimeout(() => setTitle('Segunda'));
    return () => clearTimeout(ready);
  }, []);
  usePageTitle(title);
  return <h1>Segunda</h1>;
}

function open(url: string, extra: Array<{ path: string; element: React.ReactNode }> = []) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationEffects />
            <Outlet />
          </>
        ),
        children: [{ path: '/primera', Component: First }, { path: '/segunda', Component: Second }, ...extra],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  window.dataLayer = undefined;
  localStorage.clear();
});

describe('navigation effects', () => {
  it('record each page view with the new page’s own title, once it has named itself', async () => {
    network.use(signedOut());
    saveConsent('accepted');
    open('/primera');
    await userEvent.click(await screen.findByRole('link', { name: 'Ir a la segunda' }));
    await screen.findByRole('heading', { name: 'Segunda' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/primera', page_title: 'Primera · Foro de Educadores' },
      { event: 'page_view', page_path: '/segunda', page_title: 'Segunda · Foro de Educadores' },
    ]);
  });

  it('bring a new page to its top, or to the section its address names when that section is there', async () => {
    network.use(signedOut());
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = open('/secciones#fin', [{ path: '/secciones', element: <h2 id="fin">Fin</h2> }]);
    await screen.findByRole('heading', { name: 'Fin' });
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Fin' })]);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/primera#nada'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
    scrollIntoView.mockRestore();
  });

  it('leave the first page where the reader is: a page taken over or reloaded keeps its scroll', async () => {
    network.use(signedOut());
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = open('/primera');
    await screen.findByRole('link', { name: 'Ir a la segunda' });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/segunda'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('let a member who has not confirmed her data read the legal pages, and send her to confirm elsewhere', async () => {
    network.use(signedIn({ userUpdatedFields: 0 }));
    const router = open('/politica-privacidad', [
      { path: '/politica-privacidad', element: <h1>Política de privacidad</h1> },
      { path: '/confirmacion', element: <h1>Confirma tus datos</h1> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Política de privacidad' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/politica-privacidad');
    await act(() => router.navigate('/primera'));
    expect(await screen.findByRole('heading', { name: 'Confirma tus datos' })).toBeInTheDocument();
  });
});
