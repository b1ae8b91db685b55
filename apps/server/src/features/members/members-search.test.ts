import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPage } from '@foro/shared/members/admin-schemas';
import { memberSearchText, needleOf, normalizeSearch, searchWords } from '@foro/shared/members/search-text';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMember, signedInMember } from '../../test/factories.ts';

const BASE = '/api/admin/members';

describe('the normalisation of the members’ search (decision 0074)', () => {
  it('lowers, strips accents and joins spaces; the query splits into words', () => {
    expect(normalizeSearch('  ROSÁ   Quíspe\tÑandú ')).toBe('rosa quispe nandu');
    expect(
      memberSearchText({
        name: 'María José',
        lastname: 'QUISPE',
        lastname2: 'Núñez',
        email: 'maria_jose@example.org',
        school: 'Liceo Andrés Bello',
        rol: 'DOCENTE DE INGLÉS',
      }),
    ).toBe(' maria jose quispe nunez maria_jose@example.org liceo andres bello docente de ingles');
    expect(needleOf('jo')).toBe(' jo');
    expect(needleOf('jos')).toBe('jos');
    expect(searchWords(' Quispe  rosa quispe ')).toEqual(['quispe', 'rosa']);
    // A word inside another adds nothing: "ros" is part of "rosa".
    expect(searchWords('ros rosa')).toEqual(['rosa']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe.each(engines)(
  'the members’ search by any part of a name, e-mail, school or role on %s (decision 0074)',
  (engine) => {
    let t: TestApp;
    let staff: Browser;
    const ids = async (q: string, extra = '') => {
      const answer = await staff.request({ url: `${BASE}?q=${encodeURIComponent(q)}${extra}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as MemberPage).rows.map((r) => r.id);
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
    });
    afterAll(async () => {
      await t.close();
    });

    it('finds the everyday queries: full name in either order, part of an e-mail, a role label, an underscore', async () => {
      const rosa = await createMember(t.db, {
        name: 'Rosá',
        lastname: 'QUISPE',
        email: 'rosa.quispe.k7@example.org',
        school: 'Escuela Wiphala',
        rol: 'DIRECTOR / RECTOR',
      });
      const rosaOther = await createMember(t.db, {
        name: 'Rosa',
        lastname: 'Mendívil',
        rol: 'DIRECTOR / RECTOR',
      });
      const maria = await createMember(t.db, {
        name: 'María José',
        lastname: 'Ñáñez',
        email: 'maria_jose.q9@example.org',
        rol: 'DOCENTE DE INGLÉS',
      });
      // "maria_jose" must not read "_" as any letter: this address has "mariaXjose".
      const decoy = await createMember(t.db, {
        name: 'Mar',
        lastname: 'Ia',
        email: 'mariaxjose.q9@example.org',
        rol: '',
      });

      expect(await ids('Rosa Quispe')).toEqual([rosa.id]);
      expect(await ids('quispe rosa')).toEqual([rosa.id]);
      expect(await ids('ROSÁ QUÍSPE')).toEqual([rosa.id]);
      expect(await ids('rosa.q')).toEqual([rosa.id]);
      // The demo's María José Chaves has such an address too.
      const mariaJose = await ids('maria_jose');
      expect(mariaJose).toContain(maria.id);
      expect(mariaJose).not.toContain(decoy.id);
      expect(await ids('maria_jose.q9')).toEqual([maria.id]);
      expect(await ids('ñañez')).toEqual([maria.id]);
      expect(await ids('nanez maría')).toEqual([maria.id]);
      expect(await ids('wiphala')).toEqual([rosa.id]);
      expect((await ids('rosa director')).sort()).toEqual([rosa.id, rosaOther.id].sort());
      // Every word must match: the Wiphala school's only member is no teacher.
      expect(await ids('wiphala docente')).toEqual([]);
      expect(await ids('zzzz-nadie')).toEqual([]);
    });

    it('finds "docente" among the role labels, in keyset pages, and short words as filters', async () => {
      // Digits after the letters: a word typed that is part of another is dropped from the query, so a key
      // holding "ra" or "br" (one run in 250 with letters) made the short-word checks below find everyone.
      const key = 'Kw' + String(Math.random()).slice(2, 8);
      const teachers = [];
      for (const lastname of ['Alba', 'Bravo', 'Cruz'])
        teachers.push(await createMember(t.db, { name: key, lastname, rol: 'DOCENTE' }));
      await createMember(t.db, { name: key, lastname: 'Duarte', rol: 'PSICÓLOGO / ORIENTADOR' });

      expect(await ids(`docente ${key}`)).toEqual(teachers.map((m) => m.id));
      const first = await staff.request({ url: `${BASE}?q=${encodeURIComponent(`${key} docente`)}&limit=2` });
      const page = first.json() as MemberPage;
      expect(page.rows.map((r) => r.id)).toEqual(teachers.slice(0, 2).map((m) => m.id));
      const next = await ids(`${key} docente`, `&limit=2&cursor=${page.nextCursor}`);
      expect(next).toEqual([teachers[2]!.id]);
      // Words under three letters find the start of a word: "br" Bravo, "ra" nobody (Bravo has it inside).
      expect(await ids(`${key} br`)).toEqual([teachers[1]!.id]);
      expect(await ids(`${key} ra`)).toEqual([]);
      expect(await ids(`cr ${key} ps`)).toEqual([]);
      expect(await ids(`${key.slice(0, 2)} cr`)).toContain(teachers[2]!.id);
      // A single letter alone: words that start with it.
      const zuleima = await createMember(t.db, { name: 'Zuleima', lastname: key, rol: '' });
      const byZ = await ids('Z', '&limit=100');
      expect(byZ).toContain(zuleima.id);
      expect(byZ).not.toContain(teachers[0]!.id);
    });

    it('follows the edits: a staff name correction, then a closure', async () => {
      const m = await createMember(t.db, { name: 'Eleuterio', lastname: 'Viejonombre', rol: 'DOCENTE' });
      expect(await ids('eleuterio viejonombre')).toEqual([m.id]);

      const corrected = await staff.request({
        method: 'POST',
        url: `${BASE}/${m.id}/name`,
        payload: {
          name: 'Eleuterio',
          lastname: 'Nuevoapellído',
          lastname2: '',
          reason: 'Lo pidió por correo.',
        },
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(await ids('eleuterio viejonombre')).toEqual([]);
      expect(await ids('eleuterio nuevoapellido')).toEqual([m.id]);

      const closed = await staff.request({
        method: 'POST',
        url: `${BASE}/${m.id}/close`,
        payload: { confirmEmail: m.email, reason: 'Lo pidió por correo.' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await ids('nuevoapellido')).toEqual([]);
      expect(await ids(m.email)).toEqual([]);
    });
  },
);
