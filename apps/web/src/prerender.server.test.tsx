import { describe, expect, it } from 'vitest';
import { prerender } from './prerender';
import { aMeeting } from './test/factories';
import type { PrerenderedData } from './prerendered-data';

// In Node, as the server runs it: no window, no document, no storage (a component that reads them while
// rendering fails here, as it would on the server).
const about = {
  key: 'about',
  content: { figures: [{ figure: '+60.000', label: 'docentes en la comunidad' }] },
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const answers: Record<string, unknown> = {
  '/api/pages/about': about,
  '/api/meetings': [aMeeting({ id: 'm1', title: 'Aprender jugando' })],
};
const fetchApi = async (path: string) => {
  if (!(path in answers)) throw new Error(`unexpected ${path}`);
  return answers[path];
};

describe('prerender', () => {
  it('sends the about page with its text and the figures staff wrote, and those answers for the browser', async () => {
    const page = await prerender('/', fetchApi);
    expect(page?.html).toContain('Una comunidad para quienes enseñan');
    expect(page?.html).toContain('+60.000');
    expect(page?.html).toContain('docentes en la comunidad');
    // The layout comes with it, and the cookie banner, which the page's inline script hides on a device
    // that has answered it (decision 0059).
    expect(page?.html).toContain('Saltar al contenido');
    expect(page?.html).toContain('Tu privacidad');
    const data = JSON.parse(page!.data) as PrerenderedData;
    expect(data.queries.queries.map((q) => q.queryKey)).toEqual([['page', 'about']]);
    expect(data.queries.queries[0]?.state.data).toEqual(about);
  });

  it('sends the 2021 home with its meetings', async () => {
    const page = await prerender('/foro-de-educadores', fetchApi);
    expect(page?.html).toContain('Foro de Educadores 2021');
    expect(page?.html).toContain('Aprender jugando');
    expect(page?.html).not.toContain('No pudimos cargar los encuentros');
  });

  it.each([
    ['/politica-cookies', 'Política de cookies', 'que-son'],
    ['/politica-privacidad', 'Política de privacidad', 'responsable'],
    ['/condiciones-de-uso', 'Condiciones de uso', 'objeto'],
    ['/politica-de-rrss', 'Política de redes sociales', 'perfiles'],
  ])(
    'sends %s with its whole text, so a link to one of its sections lands on it',
    async (path, title, section) => {
      const page = await prerender(path, fetchApi);
      expect(page?.html).toContain(`<h1>${title}</h1>`);
      expect(page?.html).toContain('Última actualización: 1 de marzo de 2026');
      expect(page?.html).toContain(`href="#${section}"`);
      expect(page?.html).toContain(`id="${section}"`);
      // The texts are part of the code: no answer to read, none to send.
      expect((JSON.parse(page!.data) as PrerenderedData).queries.queries).toEqual([]);
    },
  );

  it('still sends the page when an answer fails, with what the browser shows while it loads', async () => {
    const page = await prerender('/', async () => {
      throw new Error('down');
    });
    expect(page?.html).toContain('Una comunidad para quienes enseñan');
    expect(page?.html).toContain('aria-busy="true"');
    expect((JSON.parse(page!.data) as PrerenderedData).queries.queries).toEqual([]);
  });

  it('prerenders no member page, nor a page it does not know', async () => {
    expect(await prerender('/perfil', fetchApi)).toBeNull();
    expect(await prerender('/eje/claves/foro-de-participacion', fetchApi)).toBeNull();
    expect(await prerender('/no-existe', fetchApi)).toBeNull();
  });
});
