import fc from 'fast-check';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, TEST_NOW, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/factories.ts';
import type { Insertable } from 'kysely';
import type { MeetingsTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { renderCertificatePdf, toFontText } from './certificate-pdf.ts';
import { CERTIFICATE_ISSUER } from './certificate-text.ts';
import { createAttendanceRepository } from '../attendance/index.ts';
import { createCertificatesRepository } from './certificates.repository.ts';
import {
  CONFIRM_DATA_FIRST,
  createCertificatesService,
  NOT_ELIGIBLE_MEETING,
  notAttended,
  newVerificationCode,
  normalizeVerificationCode,
  spanishDuration,
} from './certificates.service.ts';

const CODE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The text a person could select or search in the PDF, read by Mozilla's PDF.js. */
async function pdfText(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    const { width, height } = page.getViewport({ scale: 1 });
    return { text: text.replace(/\s+/g, ' '), info, pages: doc.numPages, width, height };
  } finally {
    await doc.destroy();
  }
}

describe('certificate PDF', () => {
  const input = {
    kind: 'meeting' as const,
    fullName: 'Mariana Restrepo Ortiz',
    title: 'Cómo acompañar a tus estudiantes: ¿qué hemos aprendido?',
    detail: 'Encuentro celebrado el 15 de enero de 2026 · 1 hora y 30 minutos',
    code: '7K3M9QX2DF',
    verifyUrl: 'https://foro.example.org/certificados/7K3M9QX2DF',
    issuedAt: TEST_NOW,
  };

  it('is one A4 landscape page with selectable Spanish text and metadata', async () => {
    const pdf = await pdfText(await renderCertificatePdf(input));
    expect(pdf.pages).toBe(1);
    expect(Math.round(pdf.width)).toBe(842);
    expect(Math.round(pdf.height)).toBe(595);
    for (const text of [
      'Foro de Educadores',
      'Se certifica que',
      'Mariana Restrepo Ortiz',
      'ha asistido al encuentro',
      'Cómo acompañar a tus estudiantes: ¿qué hemos aprendido?',
      'Encuentro celebrado el 15 de enero de 2026 · 1 hora y 30 minutos',
      'Código de verificación: 7K3M9QX2DF',
      'https://foro.example.org/certificados/7K3M9QX2DF',
      'Emitido el 10 de marzo de 2026',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text.replace(/ /g, '')).toContain('CERTIFICADODEASISTENCIA');
    expect(pdf.info).toMatchObject({
      Author: 'Foro de Educadores · Compartir · servicios educativos de la Editorial',
      Language: 'es',
    });
    expect(pdf.info.Title).toContain('Cómo acompañar a tus estudiantes');
  });

  it('names its issuer under a signature line, in the portal’s own embedded typeface with every Spanish letter', async () => {
    const spanish = 'Ñandú Ágata Éxito Íñigo Óscar Úrsula Güemes ¿áéíóúüñ? ¡ÁÉÍÓÚÜÑ! «sí» – …';
    const bytes = await renderCertificatePdf({ ...input, fullName: spanish });
    const pdf = await pdfText(bytes);
    expect(pdf.text).toContain(spanish);
    expect(pdf.text).toContain(CERTIFICATE_ISSUER.signer);
    expect(pdf.text).toContain(CERTIFICATE_ISSUER.organisation);

    // Embedded TrueType (FontFile2) subsets of Nunito; none of the 14 standard fonts (Helvetica…).
    const doc = await PDFDocument.load(bytes);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
    expect(fonts.map((dict) => dict.get(PDFName.of('FontName'))?.toString()).sort()).toEqual([
      '/FOROAA+Nunito-Regular',
      '/FOROAB+Nunito-Bold',
    ]);
    for (const dict of fonts) expect(dict.get(PDFName.of('FontFile2'))).toBeDefined();
    expect(Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1')).not.toContain(
      'Helvetica',
    );
  });

  it('is the same file every time for the same certificate', async () => {
    expect(Buffer.from(await renderCertificatePdf(input))).toEqual(
      Buffer.from(await renderCertificatePdf(input)),
    );
  });

  it('draws a name outside WinAnsi (macron, emoji, other scripts) without throwing', async () => {
    const bytes = await renderCertificatePdf({
      ...input,
      kind: 'axis',
      fullName: 'Ōtsuka Ñandú 🎓👩🏽‍🏫 Łukasz 李',
      title: 'Ruta 🚀 «Conectar» con tus estudiantes',
      detail: 'Ruta completada · 8 paradas ✔',
    });
    const pdf = await pdfText(bytes);
    expect(pdf.text).toContain('Otsuka Ñandú Lukasz ?');
    expect(pdf.text).toContain('Ruta «Conectar» con tus estudiantes');
    expect(pdf.text.replace(/ /g, '')).toContain('CERTIFICADODEFINALIZACIÓN');
    expect(pdf.info.Subject).toContain('Ōtsuka Ñandú');
  });

  it('keeps very long names and titles on the page', async () => {
    const fullName =
      'María José de los Ángeles Fernández-Villavicencio Quispe Mamani de la Santísima Trinidad';
    const title = 'Un título larguísimo '.repeat(20);
    const pdf = await pdfText(await renderCertificatePdf({ ...input, fullName, title }));
    expect(pdf.text).toContain('María José de los Ángeles');
    expect(pdf.text).toContain('Santísima Trinidad');
    expect(pdf.text).toContain('…');
  });

  it('never throws on any text (property)', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const plain = toFontText(text, font);
        expect(() => font.encodeText(plain)).not.toThrow();
        expect(plain).not.toMatch(/\s{2}|^\s|\s$/);
      }),
      { numRuns: 500 },
    );
    expect(toFontText('Ñandú ¿sí? ¡Olé! «Ü» – €', font)).toBe('Ñandú ¿sí? ¡Olé! «Ü» – €');
    // 500 runs take about a second alone and many times that on a busy two-core machine.
  }, 90_000);
});

describe('verification codes and texts', () => {
  it('draws codes of 10 characters from the unambiguous alphabet', () => {
    const codes = new Set(Array.from({ length: 500 }, newVerificationCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(CODE);
  });

  it('reads codes the way people type them', () => {
    expect(normalizeVerificationCode('7k3m9qx2df')).toBe('7K3M9QX2DF');
    expect(normalizeVerificationCode('7K3M9-QX2DF')).toBe('7K3M9QX2DF');
    expect(normalizeVerificationCode('7K3M9QX2DO')).toBe('7K3M9QX2D0');
    expect(normalizeVerificationCode('ABCDEFGHIL')).toBe('ABCDEFGH11');
    for (const bad of ['', 'ABC', '7K3M9QX2DFX', 'UUUUUUUUUU', '<script>x', 'ÑÑÑÑÑÑÑÑÑÑ', 'A'.repeat(1000)]) {
      expect(normalizeVerificationCode(bad)).toBeNull();
    }
  });

  it('writes durations in Spanish', () => {
    expect(spanishDuration(90)).toBe('1 hora y 30 minutos');
    expect(spanishDuration(60)).toBe('1 hora');
    expect(spanishDuration(120)).toBe('2 horas');
    expect(spanishDuration(45)).toBe('45 minutos');
    expect(spanishDuration(61)).toBe('1 hora y 1 minuto');
  });
});

describe.each(engines)('meeting certificates on %s', (engine) => {
  let t: TestApp;
  const users: Record<string, string> = {};
  const emails: Record<string, string> = {};
  const browsers: Record<string, Browser> = {};

  // Only the columns without a default; the test inserts what a staff form would.
  const meetingRow = (slug: string, title: string, startsAt: string, extra: Partial<MeetingsTable> = {}) =>
    ({
      id: newId(),
      slug,
      title,
      starts_at: startsAt,
      time_zone: 'America/Santiago',
      duration_minutes: 90,
      created_at: TEST_NOW.toISOString(),
      updated_at: TEST_NOW.toISOString(),
      published_at: TEST_NOW.toISOString(),
      // One recorded minute is enough here; attendance has its own tests (features/attendance).
      attendance_minutes: 1,
      ...extra,
    }) as Insertable<MeetingsTable>;
  // 10:00 in Santiago (UTC-3 in January) on 15 January 2026, before TEST_NOW.
  const past = meetingRow(
    'prueba-aprender-con-empatia',
    'Aprender con empatía:[br]¿cómo acompañar?',
    '2026-01-15T13:00:00.000Z',
  );
  const past2 = meetingRow(
    'prueba-evaluar-para-aprender',
    'Evaluar para aprender',
    '2026-02-05T13:00:00.000Z',
    {
      duration_minutes: 60,
    },
  );
  const upcoming = meetingRow('prueba-leer-el-aula', 'Leer el aula', '2026-03-20T13:00:00.000Z');
  const closedByStaff = meetingRow('prueba-cerrado', 'Cerrado por el equipo', '2026-01-20T13:00:00.000Z', {
    post_event_override: 0,
  });
  const openedByStaff = meetingRow('prueba-abierto', 'Abierto por el equipo', '2026-04-20T13:00:00.000Z', {
    post_event_override: 1,
  });

  const browser = (who: string | Browser) => (typeof who === 'string' ? browsers[who]! : who);
  const download = (who: string | Browser, slug: string) =>
    browser(who).request({ url: `/certificado/encuentro/${encodeURIComponent(slug)}` });
  /** What the portal's client sends: the POST that issues, then the GET of the answered URL. */
  const issue = (who: string | Browser, slug: string, xsrf = true) =>
    browser(who).request({
      method: 'POST',
      url: `/api/certificates/meeting/${encodeURIComponent(slug)}`,
      xsrf,
    });
  const issueAndDownload = async (who: string | Browser, slug: string) => {
    const issued = await issue(who, slug);
    return issued.statusCode === 200 ? browser(who).request({ url: issued.json().url }) : issued;
  };
  /** One minute of presence on the live page, as its open stream during the meeting records it. */
  const attend = async (meetings: Array<{ id: string; starts_at: string }>, who: string) => {
    for (const meeting of meetings)
      await t.db
        .insertInto('meeting_attendance')
        .values({
          meeting_id: meeting.id,
          user_id: users[who]!,
          mode: 'live',
          minute: Math.floor(Date.parse(meeting.starts_at) / 60_000) + 5,
          created_at: meeting.starts_at,
        })
        .execute();
  };
  const certificateRows = () => t.db.selectFrom('certificates').selectAll().execute();
  /** Moves the clock and signs the docente in again then (sessions expire after 3 idle days). */
  const docenteAt = async (iso: string) => {
    t.clock.set(new Date(iso));
    const browser = new Browser(t.app);
    await browser.signIn(emails.docente!);
    return browser;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    // A teacher, one who has not completed the profile, and a head teacher.
    for (const [who, values] of [
      ['docente', { name: 'Mariana', lastname: 'Restrepo Ortiz' }],
      ['nuevo', { updated_fields: 0 }],
      ['completo', { rol: 'DIRECTOR / RECTOR' }],
    ] as const) {
      const member = await createMember(t.db, values);
      users[who] = member.id;
      emails[who] = member.email;
    }
    await t.db.insertInto('meetings').values([past, past2, upcoming, closedByStaff, openedByStaff]).execute();
    const register = (meeting: { id: string }, who: string) => ({
      meeting_id: meeting.id,
      user_id: users[who]!,
      created_at: TEST_NOW.toISOString(),
    });
    await t.db
      .insertInto('meeting_inscriptions')
      .values([
        register(past, 'docente'),
        register(past2, 'docente'),
        register(upcoming, 'docente'),
        register(closedByStaff, 'docente'),
        register(openedByStaff, 'docente'),
        register(past, 'nuevo'),
        register(past, 'completo'),
      ])
      .execute();
    // Registered is not attended: 'completo' registered for `past` but was never there.
    await attend([past, past2, upcoming, closedByStaff, openedByStaff], 'docente');
    await attend([past], 'nuevo');
    for (const who of ['docente', 'nuevo', 'completo']) {
      browsers[who] = new Browser(t.app);
      expect((await browsers[who].signIn(emails[who]!)).statusCode).toBe(303);
    }
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.set(TEST_NOW));

  it('asks a visitor to sign in, to issue and to download', async () => {
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await download(visitor, past.slug)).statusCode).toBe(401);
    expect((await issue(visitor, past.slug)).statusCode).toBe(401);
    expect(await certificateRows()).toEqual([]);
  });

  it('answers 404 for a meeting that does not exist', async () => {
    for (const res of [await download('docente', 'no-existe'), await issue('docente', 'no-existe')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses a member who only registered, on the POST and on the GET', async () => {
    for (const res of [await issue('completo', past.slug), await download('completo', past.slug)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: notAttended(1) });
    }
    expect(await certificateRows()).toEqual([]);
  });

  it('refuses the POST without the anti-forgery header (419) and stores nothing', async () => {
    const res = await issue('docente', past.slug, false);
    expect(res.statusCode).toBe(419);
    expect(await certificateRows()).toEqual([]);
  });

  it('refuses before the meeting has taken place, and while it is on', async () => {
    expect((await issue('docente', upcoming.slug)).statusCode).toBe(403);
    expect((await download('docente', upcoming.slug)).statusCode).toBe(403);
    const live = await issue(await docenteAt('2026-03-20T13:30:00.000Z'), upcoming.slug);
    expect(live.statusCode).toBe(403);
    expect(live.json().message).toBe(NOT_ELIGIBLE_MEETING);
    // It ends at 14:30 UTC (90 minutes).
    const after = await issueAndDownload(await docenteAt('2026-03-20T14:30:00.000Z'), upcoming.slug);
    expect(after.headers['content-type']).toBe('application/pdf');
  });

  it("follows staff's post-event override both ways", async () => {
    expect((await issue('docente', closedByStaff.slug)).statusCode).toBe(403);
    expect((await issueAndDownload('docente', openedByStaff.slug)).headers['content-type']).toBe(
      'application/pdf',
    );
  });

  it('asks a member with unconfirmed data to confirm it first', async () => {
    for (const res of [await issue('nuevo', past.slug), await download('nuevo', past.slug)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: CONFIRM_DATA_FIRST });
    }
    const issued = await t.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', users.nuevo!)
      .execute();
    expect(issued).toEqual([]);
  });

  it('offers an eligible member without a certificate a page to issue it, and stores nothing', async () => {
    const before = await certificateRows();
    const res = await download('docente', past.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('Aprender con empatía: ¿cómo acompañar?');
    expect(res.body).toContain('<button type="submit">Obtener mi certificado</button>');
    expect(res.body).toContain(`action="/certificado/encuentro/${past.slug}"`);
    expect(res.body).toMatch(/name="_token" value="[^"]+"/);
    expect(res.body).not.toMatch(/<script|style=|<style/);
    expect(await certificateRows()).toEqual(before);
  });

  let code = '';
  it('issues on the POST and sends the PDF on the GET, with their name and a verification code', async () => {
    const issued = await issue('docente', past.slug);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({
      code: expect.stringMatching(CODE),
      url: `/certificado/encuentro/${past.slug}`,
    });
    const res = await download('docente', past.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="certificado-prueba-aprender-con-empatia.pdf"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const row = await t.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', users.docente!)
      .where('subject_id', '=', past.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'meeting',
      full_name: 'Mariana Restrepo Ortiz',
      title: 'Aprender con empatía: ¿cómo acompañar?',
      detail: 'Encuentro celebrado el 15 de enero de 2026 · 1 hora y 30 minutos',
      issued_at: TEST_NOW.toISOString(),
    });
    expect(row.code).toBe(issued.json().code);
    code = row.code;

    const pdf = await pdfText(res.rawPayload);
    expect(pdf.text).toContain('Mariana Restrepo Ortiz');
    expect(pdf.text).toContain('Aprender con empatía: ¿cómo acompañar?');
    expect(pdf.text).toContain('Encuentro celebrado el 15 de enero de 2026 · 1 hora y 30 minutos');
    expect(pdf.text).toContain(`Código de verificación: ${code}`);
    expect(pdf.text).toContain(`${t.config.publicUrl}/certificados/${code}`);
  });

  it('keeps the first code and date when issued again later with the same name', async () => {
    const later = await docenteAt('2026-06-01T12:00:00.000Z');
    expect((await issue(later, past.slug)).json().code).toBe(code);
    const pdf = await pdfText((await download(later, past.slug)).rawPayload);
    expect(pdf.text).toContain(`Código de verificación: ${code}`);
    expect(pdf.text).toContain('Emitido el 10 de marzo de 2026');
    expect(pdf.text).toContain('ha asistido en directo al encuentro');
  });

  it('reissues with a new code once the name is corrected; the old code reads "reemplazado"', async () => {
    await t.db
      .updateTable('users')
      .set({ name: 'Mariana José', lastname2: 'Gómez' })
      .where('id', '=', users.docente!)
      .execute();
    try {
      const later = await docenteAt('2026-06-01T12:00:00.000Z');
      // The download only reads: with the name changed it offers to issue again, and stores nothing.
      const page = await download(later, past.slug);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('Obtener mi certificado');
      const again = await issue(later, past.slug);
      expect(again.statusCode).toBe(200);
      const newCode = again.json().code as string;
      expect(newCode).not.toBe(code);
      const pdf = await pdfText((await download(later, past.slug)).rawPayload);
      expect(pdf.text).toContain('Mariana José Restrepo Ortiz Gómez');
      expect(pdf.text).toContain(`Código de verificación: ${newCode}`);
      expect(pdf.text).toContain('Emitido el 1 de junio de 2026');
      // Asking again keeps the new one.
      expect((await issue(later, past.slug)).json().code).toBe(newCode);

      const old = await new Browser(t.app).request({ url: `/certificados/${code}` });
      expect(old.statusCode, old.body).toBe(200);
      expect(old.body).toContain('<h1>Certificado reemplazado</h1>');
      expect(old.body).toContain('reemplazado el 1 de junio de 2026');
      expect(old.body).not.toContain(newCode);
      const current = await new Browser(t.app).request({ url: `/certificados/${newCode}` });
      expect(current.body).toContain('<h1>Certificado válido</h1>');
      expect(current.body).toContain('Mariana José Restrepo Ortiz Gómez');
      const rows = await t.db
        .selectFrom('certificates')
        .select(['code', 'replaced_by'])
        .where('user_id', '=', users.docente!)
        .where('subject_id', '=', past.id)
        .orderBy('issued_at')
        .execute();
      expect(rows).toEqual([
        { code, replaced_by: newCode },
        { code: newCode, replaced_by: null },
      ]);
    } finally {
      await t.db
        .updateTable('users')
        .set({ name: 'Mariana', lastname2: '' })
        .where('id', '=', users.docente!)
        .execute();
      // Back to the first name: a third code, which the verification tests below read.
      code = (await issue(await docenteAt(TEST_NOW.toISOString()), past.slug)).json().code;
    }
  });

  it('issues one certificate when two requests race', async () => {
    const [a, b] = await Promise.all([
      issueAndDownload('docente', past2.slug),
      issueAndDownload('docente', past2.slug),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db
      .selectFrom('certificates')
      .select('code')
      .where('subject_id', '=', past2.id)
      .execute();
    expect(rows).toHaveLength(1);
    for (const res of [a, b]) expect((await pdfText(res.rawPayload)).text).toContain(rows[0]!.code);
    expect((await pdfText(a.rawPayload)).text).toContain(
      'Encuentro celebrado el 5 de febrero de 2026 · 1 hora',
    );
  });

  it('two reissues at once end with one current certificate', async () => {
    await t.db.updateTable('users').set({ lastname2: 'Pérez' }).where('id', '=', users.docente!).execute();
    try {
      const [a, b] = await Promise.all([issue('docente', past2.slug), issue('docente', past2.slug)]);
      expect(a.json().code).toBe(b.json().code);
      const rows = await t.db
        .selectFrom('certificates')
        .select(['code', 'replaced_by'])
        .where('subject_id', '=', past2.id)
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.replaced_by === null)).toEqual([
        { code: a.json().code, replaced_by: null },
      ]);
    } finally {
      await t.db.updateTable('users').set({ lastname2: '' }).where('id', '=', users.docente!).execute();
    }
  });

  it('keeps the certificate another download issued a moment earlier (insert conflict)', async () => {
    const repo = createCertificatesRepository(t.db);
    const subjectId = newId();
    const other = {
      code: 'RACE00000A',
      kind: 'meeting' as const,
      subject_id: subjectId,
      user_id: users.docente!,
      full_name: 'Mariana Restrepo Ortiz',
      title: 'Primero',
      detail: '',
      issued_at: TEST_NOW.toISOString(),
    };
    let raced = false;
    const racing: typeof repo = {
      ...repo,
      async findCertificate(kind, subject, user) {
        if (!raced) {
          // Between this read and our insert, the other download inserts its row.
          raced = true;
          await repo.insertCertificateIfAbsent(other);
          return undefined;
        }
        return repo.findCertificate(kind, subject, user);
      },
    };
    const service = createCertificatesService({
      repo: racing,
      clock: t.clock,
      publicUrl: t.config.publicUrl,
      axes: t.app.services.axes,
      attendance: createAttendanceRepository(t.db),
    });
    const issued = await service.issueOnce({
      kind: 'meeting',
      subjectId,
      userId: users.docente!,
      attendance: null,
      fullName: 'Otra Persona',
      title: 'Segundo',
      detail: '',
    });
    expect(issued).toMatchObject({
      code: 'RACE00000A',
      title: 'Primero',
      fullName: 'Mariana Restrepo Ortiz',
    });
    const rows = await t.db
      .selectFrom('certificates')
      .select('code')
      .where('subject_id', '=', subjectId)
      .execute();
    expect(rows).toEqual([{ code: 'RACE00000A' }]);
  });

  it('stores a route certificate only together with its draw entry (one transaction)', async () => {
    const repo = createCertificatesRepository(t.db);
    const axis = { id: newId(), slug: 'ruta-prueba', title: 'Ruta de prueba' };
    const service = createCertificatesService({
      repo: {
        ...repo,
        transaction: (work) =>
          repo.transaction((tx) =>
            work({
              ...tx,
              insertTabletDrawEntry: () => Promise.reject(new Error('the draw entry failed')),
            }),
          ),
      },
      clock: t.clock,
      publicUrl: t.config.publicUrl,
      axes: {
        certificateEligibility: async () => ({ axis, eligible: true, missing: [] }),
        mayEnterTabletDraw: async () => true,
      },
      attendance: createAttendanceRepository(t.db),
    });
    await expect(service.issueAxisCertificate(users.docente!, axis.id)).rejects.toThrow(
      'the draw entry failed',
    );
    const stored = await t.db
      .selectFrom('certificates')
      .selectAll()
      .where('subject_id', '=', axis.id)
      .execute();
    expect(stored).toEqual([]);
  });

  describe('the download page’s form', () => {
    const formPost = (who: Browser, slug: string, token: string) =>
      who.request({
        method: 'POST',
        url: `/certificado/encuentro/${encodeURIComponent(slug)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _token: token }).toString(),
        xsrf: false,
      });
    const slug = 'prueba-formulario';
    const meeting = meetingRow(slug, 'Por formulario', '2026-01-10T13:00:00.000Z');
    let docente: Browser;
    beforeAll(async () => {
      await t.db.insertInto('meetings').values(meeting).execute();
      await t.db
        .insertInto('meeting_inscriptions')
        .values({ meeting_id: meeting.id, user_id: users.docente!, created_at: TEST_NOW.toISOString() })
        .execute();
      await attend([meeting], 'docente');
      docente = await docenteAt(TEST_NOW.toISOString());
    });
    const rows = () =>
      t.db
        .selectFrom('certificates')
        .select(['code', 'issued_at'])
        .where('subject_id', '=', meeting.id)
        .execute();

    it('refuses a missing or foreign token with the page again (419) and stores nothing', async () => {
      const other = new Browser(t.app);
      await other.signIn(emails.completo!);
      const foreign = /name="_token" value="([^"]+)"/.exec((await download(docente, slug)).body)?.[1];
      expect(foreign).toBeTruthy();
      for (const token of ['', 'x', other.cookies.get('XSRF-TOKEN')!]) {
        const res = await formPost(docente, slug, token);
        expect(res.statusCode).toBe(419);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.body).toContain('Tu sesión ha caducado. Vuelve a intentarlo.');
        expect(res.body).toContain('Obtener mi certificado');
      }
      expect(await rows()).toEqual([]);
    });

    it('issues with the page’s token and sends the member back to the PDF (303), once', async () => {
      const token = /name="_token" value="([^"]+)"/.exec((await download(docente, slug)).body)![1]!;
      const res = await formPost(docente, slug, token);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/certificado/encuentro/${slug}`);
      const pdf = await download(docente, slug);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const first = await rows();
      expect(first).toHaveLength(1);
      expect((await formPost(docente, slug, token)).statusCode).toBe(303);
      expect(await rows()).toEqual(first);
      expect((await pdfText(pdf.rawPayload)).text).toContain(first[0]!.code);
    });

    it('refuses the form of a member who is not eligible (403)', async () => {
      const other = new Browser(t.app);
      await other.signIn(emails.completo!);
      const token = other.cookies.get('XSRF-TOKEN')!;
      expect((await formPost(other, slug, token)).statusCode).toBe(403);
      expect(await rows()).toHaveLength(1);
    });
  });

  describe('verification page', () => {
    const visit = (path: string) => new Browser(t.app).request({ url: path });

    it('shows a valid certificate to anyone with its code, in any case', async () => {
      for (const path of [`/certificados/${code}`, `/certificados/${code.toLowerCase()}`]) {
        const res = await visit(path);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body).toContain('<html lang="es">');
        expect(res.body).toContain('<h1>Certificado válido</h1>');
        expect(res.body).toContain('Mariana Restrepo Ortiz');
        expect(res.body).toContain('Aprender con empatía: ¿cómo acompañar?');
        expect(res.body).toContain('Encuentro celebrado el 15 de enero de 2026 · 1 hora y 30 minutos');
        expect(res.body).toContain('10 de marzo de 2026');
        expect(res.body).toContain('href="/connect/connect.css"');
        expect(res.body).not.toMatch(/<script|style=|<style/);
      }
    });

    it('escapes what it shows', async () => {
      const evil = newVerificationCode();
      await t.db
        .insertInto('certificates')
        .values({
          code: evil,
          kind: 'meeting',
          subject_id: newId(),
          user_id: users.completo!,
          full_name: '<img src=x onerror=alert(1)> Ñandú',
          title: 'Título "con" <b>marcas</b> & más',
          detail: '',
          issued_at: TEST_NOW.toISOString(),
        })
        .execute();
      const res = await visit(`/certificados/${evil}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<img');
      expect(res.body).not.toContain('<b>');
      expect(res.body).toContain('&#60;img src=x onerror=alert(1)&#62; Ñandú');
    });

    it('answers an unknown or malformed code with a 404 page, never a 500', async () => {
      for (const path of [
        `/certificados/${code === '0000000000' ? '1111111111' : '0000000000'}`,
        '/certificados/abc',
        '/certificados/UUUUUUUUUU',
        '/certificados/%3Cscript%3E',
        '/certificados/%C3%91and%C3%BA',
        '/certificados/%00',
        `/certificados/${'A'.repeat(90)}`,
      ]) {
        const res = await visit(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], path).toBe('no-store');
        expect(res.headers['x-robots-tag'], path).toBe('noindex');
        expect(res.body).toContain('<h1>No encontramos este certificado</h1>');
        expect(res.body).not.toContain('<script');
      }
    });
  });
});
