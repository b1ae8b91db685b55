import { describe, expect, it } from 'vitest';
import { loginReturnUrl, logoutTarget, peekPendingRedirect, takePendingRedirect } from './pending-redirect';

describe('pending redirect after logout from a route', () => {
  it('stores an /eje/ path on logout and sends the person to the 2022 home with #login', () => {
    expect(logoutTarget('/eje/claves/etapa/3', '/foro-de-educadores-2022')).toBe(
      '/foro-de-educadores-2022#login',
    );
    expect(peekPendingRedirect()).toBe('/eje/claves/etapa/3');
  });

  it('stores nothing for other paths and logs out to the About page', () => {
    expect(logoutTarget('/perfil', '/foro-de-educadores-2022')).toBe('/');
    expect(peekPendingRedirect()).toBeNull();
  });

  it('makes the next sign-in return to the stored path, then clears it', () => {
    logoutTarget('/eje/claves/masterclass/5', '/foro-de-educadores-2022');
    expect(
      loginReturnUrl('https://foro.example.org/foro-de-educadores-2022#login', 'https://foro.example.org'),
    ).toBe('https://foro.example.org/eje/claves/masterclass/5');
    expect(takePendingRedirect()).toBe('/eje/claves/masterclass/5');
    expect(takePendingRedirect()).toBeNull();
    expect(loginReturnUrl('https://foro.example.org/perfil', 'https://foro.example.org')).toBe(
      'https://foro.example.org/perfil',
    );
  });

  it('ignores a stored value that is not a route path', () => {
    localStorage.setItem('foro.pendingRedirect', 'https://evil.example');
    expect(takePendingRedirect()).toBeNull();
  });
});
