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
/** A legal page as staff left it: its sections' anchors, HTML and the day of its last save. */
const legal = (key: string, title: string, anchor: string) => ({
  key,
  content: {
    title,
    intro: '<p>Qué dice esta página.</p>',
    sections: [
      { id: 'primera', heading: '1. Primera', html: '<p>Texto uno.</p>' },
      {
        id: anchor,
        heading: '2. Segunda',
        html: '<p>Texto <strong>dos</strong>.</p><ul><li>Punto</li></ul>',
      },
    ],
  },
  updatedAt: '2026-03-01T12:00:00.000Z',
});
const answers: Record<string, unknown> = {
  '/api/pages/about': about,
  '/api/pages/home-2021': {
    key: 'home-2021',
    content: { title: 'Foro de Educadores 2021', intro: 'Un encuentro al mes con expertos.' },
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  '/api/meetings': [aMeeting({ id: 'm1', title: 'Aprender jugando' })],
  '/api/pages/cookies-policy': legal('cookies-policy', 'Política de cookies', 'que-son'),
  '/api/pages/privacy-policy': legal('privacy-policy', 'Política de privacidad', 'responsable'),
  '/api/pages/terms-of-use': legal('terms-of-use', 'Condiciones de uso', 'objeto'),
  '/api/pages/social-media-policy': legal('social-media-policy', 'Política de redes sociales', 'perfiles'),
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

  it('sends the 2021 home with the main text staff wrote and its meetings', async () => {
    const page = await prerender('/foro-de-educadores', fetchApi);
    expect(page?.html).toContain('Foro de Educadores 2021</h1>');
    expect(page?.html).toContain('Un encuentro al mes con expertos.');
    expect(page?.html).toContain('Aprender jugando');
    expect(page?.html).not.toContain('No pudimos cargar los encuentros');
  });

  it.each([
    ['/politica-cookies', 'Política de cookies', 'que-son'],
    ['/politica-privacidad', 'Política de privacidad', 'responsable'],
    ['/condiciones-de-uso', 'Condiciones de uso', 'objeto'],
    ['/politica-de-rrss', 'Política de redes sociales', 'perfiles'],
  ])(
    'sends %s with the text staff keep, so a link to one of its sections lands on it',
    async (path, title, section) => {
      const page = await prerender(path, fetchApi);
      expect(page?.html).toContain(`<h1>${title}</h1>`);
      // The day of the last save, in the publisher's zone.
      expect(page?.html).toContain('Última actualización: 1 de marzo de 2026');
      expect(page?.html).toContain(`href="#${section}"`);
      expect(page?.html).toContain(`id="${section}"`);
      expect(page?.html).toContain('Texto <strong>dos</strong>.');
      // The answer travels with the page, so the browser takes it over without asking again.
      const queries = (JSON.parse(page!.data) as PrerenderedData).queries.queries;
      expect(queries.map((q) => q.queryKey)).toEqual([['page', queries[0]!.queryKey[1]]]);
      expect((queries[0]!.state.data as { content: { title: string } }).content.title).toBe(title);
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
