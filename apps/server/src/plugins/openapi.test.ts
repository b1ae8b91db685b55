import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../test/app.ts';

const MAIN = 'claves-para-conectar-con-tus-estudiantes';
type Method = 'GET' | 'POST';
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  security?: Array<Record<string, string[]>>;
}

describe.each(engines)('the OpenAPI document on %s describes the real answers', (engine) => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: object };
  let ajv: Ajv2020;
  const seen = new Set<string>();

  /** Sends a request to a documented path and checks status, media type and body against the document. */
  async function expectDocumented(
    browser: Browser,
    method: Method,
    template: string,
    params: Record<string, string>,
    opts: { query?: string; payload?: string; headers?: Record<string, string>; xsrf?: boolean } = {},
  ) {
    const url =
      template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!)) +
      (opts.query ?? '');
    const res = await browser.request({
      method,
      url,
      headers:
        opts.payload !== undefined ? { 'content-type': 'application/json', ...opts.headers } : opts.headers,
      ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
      xsrf: opts.xsrf,
    });
    const operation = doc.paths[template]?.[method.toLowerCase()];
    expect(operation, `${method} ${template} is documented`).toBeDefined();
    const documented = operation!.responses[String(res.statusCode)];
    expect(documented, `${method} ${url} answered ${res.statusCode}, which is not documented`).toBeDefined();
    const mediaType = String(res.headers['content-type'] ?? '').split(';')[0]!;
    const content = documented!.content?.[mediaType];
    expect(content, `${method} ${url} ${res.statusCode} as ${mediaType}`).toBeDefined();
    if (mediaType === 'application/json') {
      const validate = ajv.compile(
        JSON.parse(JSON.stringify(content!.schema).replaceAll('"#/components/', '"openapi#/components/')),
      );
      expect(validate(res.json()), `${method} ${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    seen.add(`${res.statusCode}`).add(mediaType);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: doc.components });
  });
  afterAll(() => t.close());

  it('documents success and error answers, files included, for what people and scripts really send', async () => {
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const docente = new Browser(t.app);
    await docente.signIn('docente@example.org');

    const meetings = (await expectDocumented(visitor, 'GET', '/api/meetings', {})).json() as Array<{
      slug: string;
    }>;
    const slug = meetings[0]!.slug;
    await expectDocumented(visitor, 'GET', '/api/users/username', {});
    await expectDocumented(visitor, 'GET', '/api/meeting/{slug}', { slug }); // 401
    await expectDocumented(docente, 'GET', '/api/meeting/{slug}', { slug }); // 200
    await expectDocumented(docente, 'GET', '/api/meeting/{slug}', { slug: 'no-existe' }); // 404
    await expectDocumented(docente, 'GET', '/api/meeting/{slug}/posts', { slug }, { query: '?page=0' }); // 422
    await expectDocumented(visitor, 'GET', '/api/meeting/{slug}/calendar', { slug }); // 200 text/calendar
    const issueMeeting = '/api/certificates/meeting/{slug}';
    for (const { slug: each } of meetings) {
      // An attended meeting: 200 text/html (not issued yet), then 200 JSON and 200 application/pdf;
      // 403 for the others.
      await expectDocumented(docente, 'GET', '/certificado/encuentro/{slug}', { slug: each });
      await expectDocumented(docente, 'POST', issueMeeting, { slug: each });
      await expectDocumented(docente, 'GET', '/certificado/encuentro/{slug}', { slug: each });
    }
    await expectDocumented(docente, 'POST', issueMeeting, { slug: 'no-existe' }); // 404
    await expectDocumented(docente, 'POST', issueMeeting, { slug }, { xsrf: false }); // 419
    await expectDocumented(visitor, 'POST', issueMeeting, { slug }); // 401
    await expectDocumented(docente, 'GET', '/certificado/eje/{axisId}', { axisId: 'x' });
    await expectDocumented(docente, 'POST', '/api/certificates/axis/{axisId}', { axisId: 'x' }); // 404

    const question = '/api/meeting/{slug}/question';
    await expectDocumented(docente, 'POST', question, { slug }, { payload: '{"question":"¿Hola?"}' }); // 200
    await expectDocumented(docente, 'POST', question, { slug }, { payload: '{"question":""}' }); // 422
    await expectDocumented(docente, 'POST', question, { slug }, { payload: '{nope' }); // 422
    await expectDocumented(docente, 'POST', question, { slug }, { payload: '{}', xsrf: false }); // 419
    await expectDocumented(
      docente,
      'POST',
      question,
      { slug },
      { payload: '{"question":"x"}', headers: { 'content-type': 'text/plain' } },
    ); // 415
    await expectDocumented(visitor, 'POST', question, { slug }, { payload: '{"question":"x"}' }); // 401

    const info = (await expectDocumented(docente, 'GET', '/api/axis/info/{slug}', { slug: MAIN })).json();
    const practicalCase = info.steps[6].slug as string;
    await expectDocumented(docente, 'POST', '/api/axis/{slug}/registersteps/{slugStep}', {
      slug: MAIN,
      slugStep: practicalCase,
    }); // 409
    await expectDocumented(visitor, 'GET', '/api/free-access/live', {}); // 403

    for (const status of [
      '200',
      '401',
      '403',
      '404',
      '409',
      '415',
      '419',
      '422',
      'text/calendar',
      'application/pdf',
      'text/html',
    ]) {
      expect(seen, `an answer with ${status} was checked`).toContain(status);
    }
  });

  it('declares the session cookie and the anti-forgery header where they are required', () => {
    const question = doc.paths['/api/meeting/{slug}/question']!.post!;
    expect(question.security).toEqual([{ session: [], xsrf: [] }]);
    expect(doc.paths['/api/meeting/{slug}']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/meetings']!.get!.security).toBeUndefined();
    expect(Object.keys(doc.paths['/api/meetings']!.get!.responses)).toEqual(['200']);
    expect(JSON.stringify(doc.paths)).not.toContain('Default Response');
    expect(Object.keys(question.responses)).toEqual([
      '200',
      '401',
      '403',
      '404',
      '409',
      '415',
      '419',
      '422',
      '429',
    ]);
  });

  it('is sent as bytes made once: compressed as the browser accepts, with an ETag a browser can revalidate', async () => {
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.json()).toEqual(doc);
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect(plain.headers.vary).toContain('accept-encoding');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const br = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const again = await t.app.inject({ url: '/api/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
