import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider for tests (`oidc-provider`, certified by the OpenID Foundation) on a free
 * port of this machine. Its sign-in screen is skipped: each authorization ends as the test said
 * beforehand with `next` (signed in as an account, or refused as a person pressing "Cancelar" would).
 */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  country?: string;
  school?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** How the next authorization ends. */
  next: { accountId: string } | { deny: true };
  close(): Promise<void>;
}

export async function startTestProvider(options: {
  redirectUri: string;
  postLogoutRedirectUris?: string[];
}): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  const state: TestProvider = {
    issuer,
    clientId: 'foro-test',
    clientSecret: 'test-client-secret-that-never-reaches-a-log',
    accounts,
    next: { deny: true },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
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
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    // First-party provider: the portal's scopes are granted without a consent screen.
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
  const callback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      await provider.interactionDetails(req, res);
      const next = state.next;
      const result =
        'deny' in next
          ? { error: 'access_denied', error_description: 'End-User aborted interaction' }
          : { login: { accountId: next.accountId } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return state;
}
