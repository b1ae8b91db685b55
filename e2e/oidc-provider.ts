import http from 'node:http';
import { DENIED, openIdProvider } from '../apps/server/src/test/oidc-provider.ts';

/**
 * The server tests' OpenID provider (apps/server/src/test/oidc-provider.ts) beside the e2e server, with a
 * sign-in screen of its own: pick an account and "Continuar", or "Cancelar" (a denied consent).
 * Started by playwright.config.ts; the portal under test is its only client.
 */
const port = Number(process.env.OIDC_PORT);
const portal = process.env.PORTAL_URL!;

/** The accounts on the provider's screen (docs/decisions/0083-oidc-sign-in.md). */
export const accounts: Record<string, Record<string, unknown>> = {
  // A teacher new to the portal: becomes a member and confirms her data.
  nueva: {
    email: 'lucia.nueva@escuela.example.org',
    email_verified: true,
    given_name: 'Lucía',
    family_name: 'Gómez Pardo',
    country: 'Perú',
    school: 'Colegio San Martín',
  },
  // A seeded member (docente@example.org), linked through her verified e-mail.
  docente: { email: 'docente@example.org', email_verified: true, given_name: 'Mariana' },
  // Someone claiming a member's address the provider never verified.
  intrusa: { email: 'completo@example.org', email_verified: false, given_name: 'Intrusa' },
};

const signInScreen = (uid: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Cuenta Educa</title></head>
<body><main><h1>Cuenta Educa</h1>
<form method="post" action="/interaction/${uid}">
<label for="account">Cuenta</label>
<select id="account" name="account">${Object.keys(accounts)
  .map((id) => `<option value="${id}">${accounts[id]!.email}</option>`)
  .join('')}</select>
<button type="submit" name="action" value="login">Continuar</button>
<button type="submit" name="action" value="deny">Cancelar</button>
</form></main></body></html>`;

const readBody = (req: http.IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(new URLSearchParams(body)));
  });

http
  .createServer(
    openIdProvider({
      issuer: `http://localhost:${port}`,
      clientId: 'foro-e2e',
      clientSecret: 'e2e-client-secret',
      redirectUris: [`${portal}/connect/oidc/callback`],
      postLogoutRedirectUris: [`${portal}/connect/logout/done`],
      cookieKey: 'e2e-provider-cookie-key',
      account: (id) => accounts[id],
      signIn: async (req, uid) => {
        if (req.method === 'GET') return { page: signInScreen(uid) };
        const form = await readBody(req);
        const account = form.get('account') ?? '';
        return form.get('action') === 'login' && accounts[account]
          ? { login: { accountId: account } }
          : DENIED;
      },
    }),
  )
  .listen(port, 'localhost');
