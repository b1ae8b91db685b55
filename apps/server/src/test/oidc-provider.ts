import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type InteractionResults } from 'oidc-provider';

/**
 * A real OpenID provider for tests (`oidc-provider`, certified by the OpenID Foundation), with the portal
 * as its only client. The server tests start it on a free port with `startTestProvider`; the browser tests
 * run e2e/oidc-provider.ts, which serves the same provider with a sign-in screen of its own.
 */

/** How a person at the provider's sign-in screen refuses (they press "Cancelar"). */
export const DENIED: InteractionResults = {
  error: 'access_denied',
  error_description: 'End-User aborted interaction',
};

export interface ProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  cookieKey: string;
  /** The claims of an account, or nothing for an unknown one. */
  account(id: string): object | undefined;
  /**
   * What the sign-in screen does with a request: the page to show (`{ page }`), or how the authorization
   * ends (signed in as an account, or `DENIED`).
   */
  signIn(req: http.IncomingMessage, uid: string): Promise<InteractionResults | { page: string }>;
}

/** The provider's request handler, `/healthz` included, for a Node HTTP server at `issuer`. */
export function openIdProvider(options: ProviderOptions): http.RequestListener {
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
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
    cookies: { keys: [options.cookieKey] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const claims = options.account(id);
      return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
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
  return (req, res) => {
    if (req.url === '/healthz') return void res.end('ok');
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const answer = await options.signIn(req, details.uid);
      if ('page' in answer) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return void res.end(answer.page);
      }
      await provider.interactionFinished(req, res, answer, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };
}

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

/**
 * The provider on a free port of this machine, for the server tests. Its sign-in screen is skipped: each
 * authorization ends as the test said beforehand with `next` (signed in as an account, or refused).
 */
export async function startTestProvider(options: {
  redirectUri: string;
  postLogoutRedirectUris?: string[];
}): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const accounts = new Map<string, TestAccount>();
  const state: TestProvider = {
    issuer: `http://127.0.0.1:${port}`,
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
  server.on(
    'request',
    openIdProvider({
      issuer: state.issuer,
      clientId: state.clientId,
      clientSecret: state.clientSecret,
      redirectUris: [options.redirectUri],
      postLogoutRedirectUris: options.postLogoutRedirectUris ?? [],
      cookieKey: 'test-provider-cookie-key',
      account: (id) => accounts.get(id),
      signIn: async () => {
        const next = state.next;
        return 'deny' in next ? DENIED : { login: { accountId: next.accountId } };
      },
    }),
  );
  return state;
}
