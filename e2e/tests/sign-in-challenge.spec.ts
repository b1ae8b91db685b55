import { createHash } from 'node:crypto';
import { expect, fillConnectForm, test } from './fixtures';

/**
 * docs/decisions/0069: ten wrong passwords tried over HTTP (each past the fifth paying its proof of
 * work, as an attacker must for it to count) never lock the member out: the real connect page solves
 * the bigger challenge in the browser, says so in Spanish, and she signs in. The e2e server does not
 * trust X-Forwarded-For, so every attempt comes from 127.0.0.1; SIGNIN_RATE_LIMIT is 1000 there, so
 * the per-address limit plays no part and only the account's failures count.
 */
test('after ten wrong passwords the member still signs in through /connect', async ({ page, request }) => {
  const email = 'nuevo@example.org';
  const tokenOf = (html: string) => /name="_token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  for (let i = 0; i < 10; i++) {
    const _token = tokenOf(await (await request.get('/connect')).text());
    const asked = await request.post('/connect/challenge', { form: { email, _token } });
    expect(asked.status()).toBe(200);
    const { challenge: c } = (await asked.json()) as {
      challenge: {
        algorithm: string;
        challenge: string;
        maxnumber: number;
        salt: string;
        signature: string;
      } | null;
    };
    const form: Record<string, string> = { email, password: `mala-${i}`, redirectTo: '/', _token };
    if (c) {
      let number = 0;
      while (
        createHash('sha256')
          .update(c.salt + number)
          .digest('hex') !== c.challenge
      )
        number++;
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number,
        salt: c.salt,
        signature: c.signature,
      };
      form.captchaToken = Buffer.from(JSON.stringify(payload)).toString('base64');
    }
    const res = await request.post('/connect', { form, maxRedirects: 0 });
    expect(res.status(), `attempt ${i + 1}`).toBe(401);
  }

  await page.goto('/connect?redirectTo=%2Fpolitica-privacidad');
  await fillConnectForm(page, email);
  await expect(page.getByRole('status')).toContainText('Ha habido varios intentos fallidos');
  await expect(page).toHaveURL('/politica-privacidad', { timeout: 60_000 });
  const me = await (await page.request.get('/api/users/username')).json();
  expect(me.username).toBe(email);
});
