import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyErrors, errorMessages } from '@foro/shared/http/errors';
import { createTestApp, engines, type Browser, type TestApp } from '../test/app.ts';
import { createMeeting, signedInMember } from '../test/factories.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(engines)('bad input on %s: a clear Spanish answer, nothing stored', (engine) => {
  let t: TestApp;
  let member: Browser;
  let slug: string;
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n,
    );
  const ask = (payload: string | Buffer, headers: Record<string, string> = JSON_TYPE) =>
    member.request({ method: 'POST', url: `/api/meeting/${slug}/question`, headers, payload });

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ browser: member } = await signedInMember(t));
    ({ slug } = await createMeeting(t.db));
  });
  afterAll(() => t.close());

  it('refuses U+0000 and lone surrogates in a JSON string with 422 on the field, storing nothing', async () => {
    const before = await count('meeting_questions');
    for (const text of ['hola\\u0000mundo', 'hola\\ud800', 'x\\udc00y']) {
      const res = await ask(`{"question":"${text}"}`);
      expect(res.statusCode, text).toBe(422);
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        message: errorMessages.VALIDATION,
        errors: { question: bodyErrors.CHARACTERS },
      });
    }
    expect(await count('meeting_questions')).toBe(before);
    // A surrogate pair is one real character and is welcome.
    expect((await ask('{"question":"¿Y el \\ud83d\\ude00?"}')).statusCode).toBe(200);
    expect(await count('meeting_questions')).toBe(before + 1);
  });

  it('refuses U+0000 in a nested body field, a query and a path parameter', async () => {
    const thread = await member.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      headers: JSON_TYPE,
      payload: JSON.stringify({ id: 'x\u0000', post: 'hola' }),
    });
    expect(thread.statusCode).toBe(422);
    expect(thread.json().errors).toEqual({ id: bodyErrors.CHARACTERS });

    const page = await member.request({ url: `/api/meeting/${slug}/posts?page=1%00` });
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toEqual({ page: bodyErrors.CHARACTERS });

    for (const url of [
      '/api/meeting/a%00b/speakers',
      '/api/school/city/colombia/a%00',
      '/certificado/encuentro/a%00b',
    ]) {
      const res = await member.request({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
    }
  });

  it('refuses invalid UTF-8 instead of storing U+FFFD', async () => {
    const before = await count('meeting_questions');
    const bytes = Buffer.concat([Buffer.from('{"question":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const res = await ask(bytes);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ _: bodyErrors.UTF8 });
    expect(await count('meeting_questions')).toBe(before);
  });

  it('refuses another charset and any content encoding with 415 and a Spanish reason', async () => {
    const before = await count('meeting_questions');
    const utf16 = await ask(Buffer.from('{"question":"hola"}', 'utf16le'), {
      'content-type': 'application/json; charset=utf-16',
    });
    expect(utf16.statusCode).toBe(415);
    expect(utf16.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: errorMessages.UNSUPPORTED_MEDIA_TYPE,
      errors: { _: bodyErrors.CHARSET },
    });
    const latin1 = await ask('{"question":"hola"}', {
      'content-type': 'application/json; charset=ISO-8859-1',
    });
    expect(latin1.statusCode).toBe(415);
    for (const encoding of ['gzip', 'br', 'x-unknown']) {
      const payload = encoding === 'gzip' ? gzipSync('{"question":"hola"}') : '{"question":"hola"}';
      const res = await ask(payload, { ...JSON_TYPE, 'content-encoding': encoding });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json().errors).toEqual({ _: bodyErrors.ENCODING });
    }
    expect(await count('meeting_questions')).toBe(before);
    // UTF-8 said out loud is still UTF-8.
    const said = await ask('{"question":"hola"}', { 'content-type': 'application/json; charset=UTF-8' });
    expect(said.statusCode).toBe(200);
  });

  it('answers a body that is not JSON with 422 and a field error on the whole request', async () => {
    for (const payload of ['{nope', '', '   ']) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        message: errorMessages.VALIDATION,
        errors: { _: bodyErrors.JSON },
      });
    }
  });

  it('keeps malformed and overlong URLs inside the Spanish envelope', async () => {
    for (const url of [
      '/api/meeting/%/posts',
      '/api/meeting/%E0%A4%A/speakers',
      '/api/meeting/%ED%A0%80/speakers',
      `/api/meeting/${'a'.repeat(201)}/posts`,
      `/api/meeting/${'a'.repeat(5000)}/speakers`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url.slice(0, 40)).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
    }
  });

  it('writes every validation message in Spanish', async () => {
    const cases: Array<[string, string, string]> = [
      [`/api/meeting/${slug}/posts?page=0`, 'page', 'Debe ser mayor o igual que 1.'],
      [`/api/meeting/${slug}/posts?page=abc`, 'page', 'Valor no válido: se esperaba un número.'],
      [`/api/meeting/${slug}/posts?page=99999`, 'page', 'Debe ser menor o igual que 10000.'],
      [`/api/meeting/${'a'.repeat(161)}/posts`, 'slug', 'Debe tener como máximo 160 caracteres.'],
      ['/connect?redirectTo=' + 'a'.repeat(2049), 'redirectTo', 'Debe tener como máximo 2048 caracteres.'],
    ];
    for (const [url, field, message] of cases) {
      const res = await member.request({ url });
      expect(res.statusCode, url.slice(0, 60)).toBe(422);
      expect(res.json().errors, url.slice(0, 60)).toEqual({ [field]: message });
    }
    // The app loads the shared zod configuration: Spanish messages and no `new Function` probe.
    expect(z.config().jitless).toBe(true);
    const wrongType = await ask('[1, 2]');
    expect(wrongType.json().errors).toEqual({ _: 'Valor no válido: se esperaba un objeto.' });
  });
});
