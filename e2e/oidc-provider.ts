import http from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider beside the e2e server (`oidc-provider`, certified by the OpenID Foundation),
 * with a sign-in screen of its own: pick an account and "Continuar", or "Cancelar" (a denied consent).
 * Started by playwright.config.ts; the portal under test is its only client.
 */
const port = Number(process.env.OIDC_PORT);
const portal = process.env.PORTAL_URL!;
const issuer = `http://localhost:${port}`;

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

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'foro-e2e',
      client_secret: 'e2e-client-secret',
      redirect_uris: [`${portal}/connect/oidc/callback`],
      post_logout_redirect_uris: [`${portal}/connect/logout/done`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'name', 'country', 'school'],
  },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      // Signing out asks nothing more here: the portal already asked.
      logoutSource: (ctx, form) => {
        ctx.body = `<!doctype html><html lang="es"><body>${form}<script>document.forms[0].submit()</script></body></html>`;
      },
    },
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['e2e-provider-cookie-key'] },
  ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
  findAccount: (_ctx, id) =>
    accounts[id] ? { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) } : undefined,
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client!.clientId,
      accountId: ctx.oidc.session!.accountId!,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});

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

const callback = provider.callback();
http
  .createServer((req, res) => {
    if (req.url === '/healthz') return void res.end('ok');
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return void res.end(signInScreen(details.uid));
      }
      const form = await readBody(req);
      const account = form.get('account') ?? '';
      const result =
        form.get('action') === 'login' && accounts[account]
          ? { login: { accountId: account } }
          : { error: 'access_denied', error_description: 'End-User aborted interaction' };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  })
  .listen(port, 'localhost');
