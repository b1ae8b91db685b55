import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedInMember } from '../test/factories.ts';
import { API_CONTENT_SECURITY_POLICY, DOCUMENT_ONLY_HEADERS } from './security-headers.ts';

const EMBEDS = '"https://www.youtube-nocookie.com" "https://player.vimeo.com" "https://vimeo.com"';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  const policyOf = async (url: string) => {
    const header = (await t.app.inject({ url })).headers['permissions-policy'] as string;
    return Object.fromEntries(header.split(', ').map((d) => d.split('=') as [string, string]));
  };

  it('turns off, on every document, the browser features the portal does not use', async () => {
    for (const url of ['/connect']) {
      const policy = await policyOf(url);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'])
        expect(policy[feature], `${url} ${feature}`).toBe('()');
    }
  });

  it('keeps what the embedded video players need, for our origin and the players only', async () => {
    const policy = await policyOf('/connect');
    for (const feature of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture'])
      expect(policy[feature]).toBe(`(self ${EMBEDS})`);
  });

  it('sends an answer that is never a document without the policies only a document reads', async () => {
    const { browser } = await signedInMember(t);
    for (const [url, status] of [
      ['/healthz', 200],
      ['/api/meetings', 200],
      ['/api/axis', 200],
      ['/api/nada', 404],
    ] as const) {
      const res = await browser.request({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      // What OWASP's REST Security Cheat Sheet asks of an API's answers.
      expect(res.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      for (const name of DOCUMENT_ONLY_HEADERS.filter(
        (n) => n !== 'content-security-policy' && n !== 'x-frame-options',
      ))
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A document keeps them all, with the portal's own policy and framing.
    const page = await t.app.inject({ url: '/connect' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name], name).toBeDefined();
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('tells the browser to forget its cache on logout, and only there', async () => {
    const { browser } = await signedInMember(t);
    // Signed in: the mark a prerendered page's script reads (decision 0059) says so, and nothing more.
    expect(browser.cookies.get('foro_member')).toBe('1');
    const logout = await browser.request({ url: '/connect/logout?redirectTo=%2F' });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers['clear-site-data']).toBe('"cache"');
    // Our own cookies are replaced by the same answer (a new anonymous session), the member mark ended.
    expect(logout.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'foro_member', 'foro_sid']);
    const mark = logout.cookies.find((c) => c.name === 'foro_member')!;
    expect(mark.value).toBe('');
    expect(new Date(mark.expires!).getTime()).toBeLessThan(Date.now());
    expect((await browser.request({ url: '/connect' })).headers['clear-site-data']).toBeUndefined();
  });
});
