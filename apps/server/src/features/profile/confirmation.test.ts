import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSchema, isValidDoc, isValidPhone, isValidRut } from '@foro/shared/profile/confirmation';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

describe('confirmation rules', () => {
  it('check Chile’s RUT check digit, with or without dots and dash', () => {
    expect(isValidRut('11.111.111-1')).toBe(true);
    expect(isValidRut('12345678-5')).toBe(true);
    expect(isValidRut('12.345.678-9')).toBe(false);
    expect(isValidRut('7.654.321-K') || isValidRut('7654321-6')).toBe(true);
  });

  it('check documents and phones by country', () => {
    expect(isValidDoc('peru', '4567 8912')).toBe(true);
    expect(isValidDoc('peru', '456789')).toBe(false);
    expect(isValidDoc('colombia', '1.020.304.050')).toBe(true);
    expect(isValidPhone('colombia', '+57 300 123 4567')).toBe(true);
    expect(isValidPhone('colombia', '300 123 4567')).toBe(true);
    expect(isValidPhone('colombia', '12345')).toBe(false);
    expect(isValidPhone('peru', '987 654 321')).toBe(true);
  });

  it('asks each variant for its own fields', () => {
    const errors = (input: Record<string, unknown>) => {
      const r = confirmationSchema.safeParse(input);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    expect(Object.keys(errors({ country: 'peru' })).sort()).toEqual(
      ['doc', 'email', 'lastname', 'name', 'phone', 'rol', 'school'].sort(),
    );
    expect(Object.keys(errors({ country: 'mexico' })).sort()).toEqual(
      ['city', 'email', 'lastname', 'level', 'name', 'rol', 'school', 'state'].sort(),
    );
    expect(Object.keys(errors({ country: 'colombia' })).sort()).toEqual(
      ['city', 'doc', 'email', 'lastname', 'level', 'name', 'phone', 'rol', 'school', 'state'].sort(),
    );
    expect(Object.keys(errors({ country: 'chile' })).sort()).toEqual(
      [
        'commune',
        'email',
        'lastname',
        'name',
        'region',
        'rol',
        'school',
        'school_type',
        'subscription',
      ].sort(),
    );
    expect(errors({ country: '-1' })).toEqual({ country: 'Este campo es obligatorio' });
    expect(errors({ country: 'chile', rol: '-1' }).rol).toBe('Este campo es obligatorio');
  });

  it('offers “Otra ciudad” with its name where the city list is a selection, and only there', () => {
    const errors = (input: Record<string, unknown>) => {
      const r = confirmationSchema.safeParse(input);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    const mexico = {
      country: 'mexico',
      name: 'Ana',
      lastname: 'Pérez',
      email: 'ana@example.org',
      rol: 'DOCENTE',
      level: 'Primaria',
      state: 'jalisco-id',
      city: 'otra',
      school: 'otro',
      school_name: 'Escuela Primaria Benito Juárez',
    };
    expect(errors(mexico)).toEqual({ city_name: 'Este campo es obligatorio' });
    expect(errors({ ...mexico, city_name: 'Tlajomulco de Zúñiga' })).toEqual({});
    // No school of the lists is in a city that is not listed.
    expect(errors({ ...mexico, city_name: 'Tlajomulco', school: 'some-school-id' })).toEqual({
      school: 'Este campo es obligatorio',
    });
    // Colombia's municipalities are DANE's complete list: no way out there.
    expect(
      errors({
        ...mexico,
        country: 'colombia',
        doc: '1020304050',
        phone: '3001234567',
        level: 'PRIMARIA',
        city_name: 'X',
      }),
    ).toEqual({
      city: 'Este campo es obligatorio',
    });
  });

  it('keeps names exactly as typed, only trimmed', () => {
    const r = confirmationSchema.safeParse({
      country: 'peru',
      name: '  María José ',
      lastname: 'Núñez  Ñandú',
    });
    expect(r.success).toBe(false);
    const ok = confirmationSchema.safeParse({
      country: 'peru',
      name: '  María José ',
      lastname: 'Núñez  Ñandú',
      email: 'mj@example.org',
      doc: '45678912',
      phone: '987654321',
      rol: 'DOCENTE',
      school: 'otro',
      school_name: 'I.E. San Martín',
    });
    expect(ok.success && ok.data.name).toBe('María José');
    expect(ok.success && ok.data.lastname).toBe('Núñez  Ñandú');
  });
});

describe.each(engines)('saving the confirmation on %s', (engine) => {
  let t: TestApp;
  let nuevo: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    nuevo = new Browser(t.app);
    await nuevo.signIn('nuevo@example.org');
  });
  afterAll(() => t.close());

  const token = async () => t.app.services.botcheck.issueTestToken();

  it('refuses a save without a valid bot-check token', async () => {
    const res = await nuevo.request({ method: 'POST', url: '/api/users/save', payload: { country: 'peru' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['captchaToken']);
  });

  it('answers the same field errors as the browser for an invalid payload, saving nothing', async () => {
    const payload = { country: 'colombia', name: 'Ana', email: 'no-es-correo', phone: '123', doc: 'x' };
    const res = await nuevo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: { ...payload, captchaToken: await token() },
    });
    expect(res.statusCode).toBe(422);
    const browser = confirmationSchema.safeParse(payload);
    const expected = browser.success
      ? {}
      : Object.fromEntries(browser.error.issues.map((i) => [String(i.path[0]), i.message]));
    expect(res.json().errors).toEqual(expected);
    const me = (await nuevo.request({ url: '/api/users/username' })).json();
    expect(me.userUpdatedFields).toBe(0);
  });

  const first = async (url: string) =>
    ((await nuevo.request({ url })).json() as Array<{ id: string }>)[0]!.id;

  it('refuses a school of another city, then saves a valid Colombian form and confirms the member', async () => {
    const states = (await nuevo.request({ url: '/api/school/province/colombia' })).json() as Array<{
      id: string;
      state: string;
    }>;
    const antioquia = states.find((s) => s.state === 'Antioquia')!.id;
    const cities = (await nuevo.request({ url: `/api/school/city/colombia/${antioquia}` })).json() as Array<{
      id: string;
      city: string;
    }>;
    const medellin = cities.find((c) => c.city === 'Medellín')!.id;
    const school = await first(`/api/schools/colombia/${medellin}`);
    const bogota = states.find((s) => s.state.startsWith('Bogotá'))!.id;
    const bogotaCity = await first(`/api/school/city/colombia/${bogota}`);
    const otherSchool = await first(`/api/schools/colombia/${bogotaCity}`);
    const form = {
      country: 'colombia',
      name: '  Andrés ',
      lastname: 'Quispe Mamani',
      lastname2: 'Ñáñez',
      email: 'Nuevo@Example.org',
      doc: '1.020.304.050',
      phone: '300 123 4567',
      rol: 'DOCENTE',
      state: antioquia,
      city: medellin,
      school: otherSchool,
      level: 'PRIMARIA',
      area: 'MATEMÁTICAS',
      redirectTo: '/foro-de-educadores-2022',
    };
    const wrong = await nuevo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: { ...form, captchaToken: await token() },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ school: 'Este campo es obligatorio' });

    const res = await nuevo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: { ...form, school, captchaToken: await token() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userUpdatedFields: 1, redirect: '/foro-de-educadores-2022' });
    const data = (await nuevo.request({ url: '/api/users/data' })).json().user;
    expect(data).toMatchObject({
      name: 'Andrés',
      lastname: 'Quispe Mamani',
      lastname2: 'Ñáñez',
      state: 'Antioquia',
      city: 'Medellín',
      userUpdatedFields: 1,
    });
    expect(data.place).toMatchObject({ state: antioquia, city: medellin, school });
    expect((await nuevo.request({ url: '/api/users/username' })).json().userUpdatedFields).toBe(1);

    const replay = await nuevo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: { ...form, school },
    });
    expect(replay.statusCode).toBe(422);
  });

  it('saves “Otra ciudad” with the name typed, and keeps the choice for “Editar datos”', async () => {
    const states = (await nuevo.request({ url: '/api/school/province/mexico' })).json() as Array<{
      id: string;
      state: string;
    }>;
    const jalisco = states.find((s) => s.state === 'Jalisco')!.id;
    const form = {
      country: 'mexico',
      name: 'Andrés',
      lastname: 'Quispe Mamani',
      email: 'nuevo@example.org',
      rol: 'DOCENTE',
      level: 'Primaria',
      state: jalisco,
      city: 'otra',
      city_name: ' Tlajomulco de Zúñiga ',
      school: 'otro',
      school_name: 'Escuela Primaria Benito Juárez',
    };
    const listed = await first(`/api/schools/mexico/${await first(`/api/school/city/mexico/${jalisco}`)}`);
    const withListed = await nuevo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: { ...form, school: listed, captchaToken: await token() },
    });
    expect(withListed.statusCode).toBe(422);
    expect(withListed.json().errors).toEqual({ school: 'Este campo es obligatorio' });

    const res = await nuevo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: { ...form, captchaToken: await token() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (await nuevo.request({ url: '/api/users/data' })).json().user;
    expect(data).toMatchObject({
      state: 'Jalisco',
      city: 'Tlajomulco de Zúñiga',
      school: 'Escuela Primaria Benito Juárez',
    });
    expect(data.place).toMatchObject({ state: jalisco, city: 'otra', school: 'otro' });

    const colombia = (await nuevo.request({ url: '/api/school/province/colombia' })).json() as Array<{
      id: string;
      state: string;
    }>;
    const refused = await nuevo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: {
        ...form,
        country: 'colombia',
        doc: '1020304050',
        phone: '3001234567',
        level: 'PRIMARIA',
        state: colombia.find((s) => s.state === 'Antioquia')!.id,
        captchaToken: await token(),
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ city: 'Este campo es obligatorio' });
  });

  it('answers a certificate request with the certificate to open', async () => {
    const completo = new Browser(t.app);
    await completo.signIn('completo@example.org');
    const regions = (await completo.request({ url: '/api/school/region/Chile' })).json() as Array<{
      id: string;
      region: string;
    }>;
    const rm = regions.find((r) => /Metropolitana/.test(r.region))!.id;
    const communes = (await completo.request({ url: `/api/communes/Chile/${rm}` })).json() as Array<{
      id: string;
    }>;
    expect(communes).toHaveLength(52);
    let commune = '';
    let school = '';
    for (const c of communes) {
      const list = (await completo.request({ url: `/api/schools/Chile/${c.id}` })).json() as Array<{
        id: string;
      }>;
      if (list.length) {
        commune = c.id;
        school = list[0]!.id;
        break;
      }
    }
    const res = await completo.request({
      method: 'POST',
      url: '/api/users/save',
      payload: {
        country: 'chile',
        name: 'Camila',
        lastname: 'Fuentes Araya',
        email: 'completo@example.org',
        rol: 'DIRECTOR / RECTOR',
        region: rm,
        commune,
        school,
        school_type: 'PS',
        subscription: 'Compartir Chile',
        certificate: true,
        certificateKind: 'encuentro',
        slug: 'liderazgo-pedagogico-en-tiempos-de-cambio',
        captchaToken: await token(),
      },
    });
    expect(res.json()).toEqual({
      userUpdatedFields: 1,
      redirect: '/certificado/encuentro/liderazgo-pedagogico-en-tiempos-de-cambio',
    });
  });

  it('lets a member confirm later and not be asked again', async () => {
    const fresh = await createTestApp(engine, { seed: true });
    try {
      const b = new Browser(fresh.app);
      await b.signIn('nuevo@example.org');
      const res = await b.request({
        method: 'POST',
        url: '/api/users/skip',
        payload: { redirectTo: '//evil.example' },
      });
      expect(res.json()).toEqual({ redirect: '/' });
      expect((await b.request({ url: '/api/users/username' })).json().userUpdatedFields).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});
