import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWordingCatalog, mailWordingKeys } from '@foro/shared/mail-wording/catalog';
import { renderWording } from '../../lib/mail-templates.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import {
  createCoach,
  createMeeting,
  createMember,
  signedInMember,
  type Member,
} from '../../test/factories.ts';
import { newId } from '../../lib/ids.ts';
import { startMailbox, type Mailbox } from '../../test/mailbox.ts';

// Issue 34 item 4, docs/decisions/0082-mail-wording-by-staff.md: staff write the wording of every mail
// (subject, preview line, body, button, notes) with the variables each offers; a preview with sample
// values; versions; the audit log; the next mail sent uses it.

const BASE = '/api/admin/mail-wordings';
const answerMail = mailWordingCatalog['meeting-message-answer'].defaults;

describe('a wording in code renders as the mail always did', () => {
  it('keeps a member’s braces as typed and drops a paragraph a variable left empty', async () => {
    const mail = renderWording(
      'invitation',
      { ...mailWordingCatalog.invitation.defaults, body: 'Primero {nombre}.\n\n{nombre}\n\nFin.' },
      { nombre: '{fecha_limite}', fecha_limite: 'martes, 17 de marzo de 2026' },
      { name: '{fecha_limite}', actionUrl: 'https://foro.example.org/x' },
    );
    expect(mail.text).toContain('Primero {fecha_limite}.');
    const empty = renderWording(
      'invitation',
      { ...mailWordingCatalog.invitation.defaults, body: 'Primero.\n\n{nombre}\n\nFin.' },
      { nombre: '', fecha_limite: 'martes, 17 de marzo de 2026' },
      { name: '', actionUrl: 'https://foro.example.org/x' },
    );
    expect(empty.text).toMatch(/Hola:\n\nPrimero\.\n\nFin\.\n\nAceptar la invitación:/);
  });
});

describe.each(engines)('mail wording by staff on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staffUser: Member;
  let staff: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url } });
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const save = (b: Browser, key: string, revision: number, wording: unknown) =>
    b.request({ method: 'PUT', url: `${BASE}/${key}`, payload: { revision, wording } });

  it('answers 401 to a visitor and 403 to a member and a coach on every route', async () => {
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const member = new Browser(t.app);
    await member.signIn((await createMember(t.db)).email);
    const coach = new Browser(t.app);
    await coach.signIn((await createCoach(t.db)).email);
    const calls = [
      { url: BASE },
      { url: `${BASE}/invitation` },
      { method: 'PUT' as const, url: `${BASE}/invitation`, payload: { revision: 0, wording: answerMail } },
      { url: `${BASE}/invitation/preview?${new URLSearchParams(mailWordingCatalog.invitation.defaults)}` },
    ];
    for (const call of calls) {
      expect((await visitor.request(call)).statusCode, call.url).toBe(401);
      expect((await member.request(call)).statusCode, call.url).toBe(403);
      expect((await coach.request(call)).statusCode, call.url).toBe(403);
    }
    expect(await t.db.selectFrom('mail_wordings').selectAll().execute()).toEqual([]);
  });

  it('lists every mail with its original wording until staff change one', async () => {
    const list = (await staff.request({ url: BASE })).json();
    expect(list.map((m: { key: string }) => m.key)).toEqual(mailWordingKeys);
    expect(list[0]).toMatchObject({
      key: 'invitation',
      label: 'Invitación a crear la cuenta',
      subject: 'Tu invitación al Foro de Educadores',
      changed: false,
      changedBy: null,
    });
    const one = (await staff.request({ url: `${BASE}/invitation` })).json();
    expect(one).toMatchObject({ revision: 0, wording: mailWordingCatalog.invitation.defaults });
    expect(one.versions).toEqual([
      {
        revision: 0,
        wording: mailWordingCatalog.invitation.defaults,
        at: '',
        by: 'Texto original del portal',
      },
    ]);
    expect((await staff.request({ url: `${BASE}/no-such-mail` })).statusCode).toBe(422);
  });

  it('refuses unknown variables, a missing required one, a button where there is none: 422, nothing saved', async () => {
    const cases: Array<[string, Record<string, string>, string, RegExp]> = [
      [
        'meeting-message-answer',
        { body: 'Hola {apellido}. {respuesta}' },
        'wording.body',
        /\{apellido\} no es una variable de este correo. Puedes usar: \{nombre\}, \{encuentro\}, \{respuesta\}, \{mensaje\}\./,
      ],
      [
        'meeting-message-answer',
        { body: 'Sin la respuesta.' },
        'wording.body',
        /El texto debe incluir \{respuesta\}/,
      ],
      ['meeting-message-answer', { action: 'Ver' }, 'wording.action', /Este correo no tiene botón/],
      [
        'invitation',
        { ...mailWordingCatalog.invitation.defaults, action: '' },
        'wording.action',
        /Escribe el texto del botón/,
      ],
      ['meeting-message-answer', { subject: '' }, 'wording.subject', /Escribe el asunto/],
      ['meeting-message-answer', { subject: 'Dos\nlíneas' }, 'wording.subject', /una línea/],
      ['meeting-message-answer', { notes: 'x'.repeat(2001) }, 'wording.notes', /2000 caracteres/],
    ];
    for (const [key, change, field, message] of cases) {
      const base = key === 'invitation' ? mailWordingCatalog.invitation.defaults : answerMail;
      const res = await save(staff, key, 0, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toMatch(message);
      const preview = await staff.request({
        url: `${BASE}/${key}/preview?${new URLSearchParams({ ...base, ...change })}`,
      });
      expect(preview.statusCode).toBe(422);
    }
    expect(await t.db.selectFrom('mail_wordings').selectAll().execute()).toEqual([]);
  });

  it('previews with sample values, escaping what staff wrote, in a page that runs nothing', async () => {
    const res = await staff.request({
      url: `${BASE}/meeting-message-answer/preview?${new URLSearchParams({
        ...answerMail,
        subject: 'Sobre «{encuentro}» <b>',
        body: '{respuesta}\n\n<script>x</script>',
      })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    );
    expect(res.body).toContain('<title>Sobre «Evaluar para aprender» &#60;b&#62;</title>');
    expect(res.body).toContain('Sí: la grabación estará disponible el lunes.');
    expect(res.body).toContain('Hola, Rosa:');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#60;script&#62;x&#60;/script&#62;');
  });

  it('saves a version, audits it, sends the next mail with it, and refuses a stale save', async () => {
    const wording = {
      ...answerMail,
      subject: 'El equipo responde sobre «{encuentro}»',
      body: 'Gracias por escribir, {nombre}.\n\n{respuesta}\n\nEscribiste: «{mensaje}»',
      notes: 'Equipo del Foro',
    };
    const saved = await save(staff, 'meeting-message-answer', 0, wording);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 1, wording });
    expect(saved.json().versions.map((v: { revision: number; by: string }) => [v.revision, v.by])).toEqual([
      [1, staffUser.email],
      [0, 'Texto original del portal'],
    ]);
    const [audit] = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('item_type', '=', 'mail-wording')
      .where('item_id', '=', 'meeting-message-answer')
      .execute();
    expect(audit).toMatchObject({ action: 'update', actor_email: staffUser.email });
    expect(JSON.parse(audit!.changes_json)).toMatchObject({
      subject: { before: answerMail.subject, after: wording.subject },
    });

    // The next mail of that kind says what staff wrote.
    const meeting = await createMeeting(t.db);
    const author = await createMember(t.db, { name: 'Luis' });
    const id = newId();
    await t.db
      .insertInto('meeting_contacts')
      .values({
        id,
        meeting_id: meeting.id,
        user_id: author.id,
        msg: '¿Habrá {grabación}?',
        created_at: new Date().toISOString(),
      })
      .execute();
    const answered = await staff.request({
      method: 'POST',
      url: `/api/admin/meeting-messages/${id}/answer`,
      payload: { answer: 'Sí, el lunes.' },
    });
    expect(answered.statusCode).toBe(200);
    await t.app.jobWorker.drain();
    const mail = mailbox.lastTo(author.email);
    expect(mail.subject).toBe(`El equipo responde sobre «${meeting.title}»`);
    expect(mail.text).toContain(
      'Hola, Luis:\n\nGracias por escribir, Luis.\n\nSí, el lunes.\n\nEscribiste: «¿Habrá {grabación}?»',
    );
    expect(mail.text).toContain('Equipo del Foro');

    // A second editor who loaded revision 0 is told, with what was saved; nothing is written.
    const stale = await save(staff, 'meeting-message-answer', 0, { ...answerMail, notes: 'Otra' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict).toMatchObject({
      revision: 1,
      by: staffUser.email,
      changes: { 'wording.subject': wording.subject },
    });
    // Back to the original: a new version with the original's text.
    const back = await save(staff, 'meeting-message-answer', 1, answerMail);
    expect(back.json()).toMatchObject({ revision: 2, wording: answerMail });
    const list = (await staff.request({ url: BASE })).json();
    expect(list.find((m: { key: string }) => m.key === 'meeting-message-answer')).toMatchObject({
      changed: true,
      changedBy: staffUser.email,
    });
  });
});
