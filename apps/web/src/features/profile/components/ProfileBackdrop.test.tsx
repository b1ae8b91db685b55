import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileBackdrop } from './ProfileBackdrop';

const routes = [
  { path: '/', element: <h1>Inicio</h1> },
  { path: '/foro', element: <h1>Foro</h1> },
  {
    path: '/perfil',
    element: (
      <ProfileBackdrop>
        <h1>Perfil</h1>
      </ProfileBackdrop>
    ),
  },
];

describe('“Volver atrás” on the profile (issue 35, item 15)', () => {
  // jsdom plays no media: the backdrop's video is decoration.
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('goes to the home page when the profile was opened in a new tab, with nothing behind it', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/perfil'] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Volver atrás' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('goes back to the page the member came from', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/foro'] });
    render(<RouterProvider router={router} />);
    await router.navigate('/perfil');
    await userEvent.click(await screen.findByRole('button', { name: 'Volver atrás' }));
    expect(await screen.findByRole('heading', { name: 'Foro' })).toBeInTheDocument();
  });
});
