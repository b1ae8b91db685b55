import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedInMember } from '../test/factories.ts';

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

  it('turns off, on every answer, the browser features the portal does not use', async () => {
    for (const url of ['/healthz', '/connect', '/api/meetings', '/api/nada']) {
      const policy = await policyOf(url);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'])
        expect(policy[feature], `${url} ${feature}`).toBe('()');
    }
  });

  it('keeps what the embedded video players need, for our origin and the players only', async () => {
    const policy = await policyOf('/healthz');
    for (const feature of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture'])
      expect(policy[feature]).toBe(`(self ${EMBEDS})`);
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
