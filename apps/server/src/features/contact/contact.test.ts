import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryFromLanguage } from '@foro/shared/contact/schemas';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

describe('country from the browser language', () => {
  it('takes the region when it is one of the 15 countries', () => {
    expect(countryFromLanguage(['es-CO', 'es'])).toBe('colombia');
    expect(countryFromLanguage(['es-419', 'es-DO'])).toBe('republica dominicana');
    expect(countryFromLanguage(['es-ES', 'en-US'])).toBe('');
  });
});

describe.each(engines)('contact requests on %s', (engine) => {
  let t: TestApp;
  let visitor: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
  });
  afterAll(() => t.close());

  const valid = {
    country: 'guatemala',
    name: 'Lucía',
    lastname: 'Pérez Ajú',
    email: 'Lucia.Perez@colegio.example.org',
    school: 'Colegio Santa Cecilia',
    city: 'Quetzaltenango',
    school_type: 'Privado',
    privacy: true,
  };
  const rows = () => t.db.selectFrom('contact_requests').selectAll().execute();
  const outbox = () => {
    const dir = path.join(t.config.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('refuses a request without a valid bot-check token, storing nothing', async () => {
    const res = await visitor.request({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ captchaToken: 'Completa la verificación de seguridad' });
    expect(await rows()).toHaveLength(0);
  });

  it('says "Este campo es obligatorio" for every failing field', async () => {
    const res = await visitor.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        country: '-1',
        email: 'no-es-correo',
        school_type: 'Otro tipo',
        privacy: false,
        captchaToken: await t.app.services.botcheck.issueTestToken(),
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual([
      'city',
      'country',
      'email',
      'lastname',
      'name',
      'privacy',
      'school',
      'school_type',
    ]);
    expect(new Set(Object.values(errors))).toEqual(new Set(['Este campo es obligatorio']));
    expect(await rows()).toHaveLength(0);
  });

  it('stores a request once per e-mail and acknowledges it once by mail', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await visitor.request({
        method: 'POST',
        url: '/api/contact',
        payload: { ...valid, captchaToken: await t.app.services.botcheck.issueTestToken() },
      });
      expect(res.json()).toEqual({ status: true });
    }
    // The acknowledgement is queued with the request (decision 0073) and leaves on the queue's turn.
    expect(outbox()).toHaveLength(0);
    await t.app.jobWorker.drain();
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'lucia.perez@colegio.example.org', name: 'Lucía', requests: 2 });
    const mails = outbox();
    expect(mails).toHaveLength(1);
    const eml = fs.readFileSync(path.join(t.config.dataDir, 'outbox', mails[0]!), 'utf8');
    expect(eml.toLowerCase()).toMatch(/^to: .*lucia\.perez@colegio\.example\.org/m);
    expect(eml).toContain('Subject: Hemos recibido tu solicitud');
  });

  it('refuses a replayed token', async () => {
    // Another visitor, so the per-address limit of the earlier tests does not interfere.
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const captchaToken = await t.app.services.botcheck.issueTestToken();
    const first = await visitor.request({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, email: 'otra@example.org', captchaToken },
    });
    expect(first.statusCode).toBe(200);
    const again = await visitor.request({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, email: 'tercera@example.org', captchaToken },
    });
    expect(again.statusCode).toBe(422);
    expect((await rows()).map((r) => r.email)).not.toContain('tercera@example.org');
  });
});
