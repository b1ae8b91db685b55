import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';

/**
 * The portal as a client of the OpenID provider (docs/decisions/0083-oidc-sign-in.md), through
 * `openid-client` (certified by the OpenID Foundation). The provider's metadata is read on first use,
 * not at start, so the portal starts while the provider is down; a failed read is tried again next time.
 * The client secret goes only to the provider's token endpoint, never to a log.
 */
export function createOidcClient(oidc: OidcConfig) {
  let configuration: Promise<client.Configuration> | undefined;
  const issuer = new URL(oidc.issuer);
  // Plain HTTP is accepted only for a provider on this machine (config.ts refuses it otherwise).
  const insecure = issuer.protocol === 'http:';

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    name: oidc.name,
    issuer: oidc.issuer,

    /** The provider's sign-in address and the secrets this browser keeps until it comes back. */
    async start(redirectUri: string) {
      const config = await discover();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, verifier };
    },

    /** Trades the code for tokens (checking state, nonce, PKCE and the ID token) and reads the claims. */
    async finish(callbackUrl: URL, expected: { state: string; nonce: string; verifier: string }) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.verifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { claims: { ...idClaims, ...userInfo, sub: idClaims.sub }, idToken: tokens.id_token ?? '' };
    },

    /** Where to send a browser that signs out, when the provider offers it (`end_session_endpoint`). */
    async endSessionUrl(
      idToken: string,
      postLogoutRedirectUri: string,
      state: string,
    ): Promise<string | null> {
      let config: client.Configuration;
      try {
        config = await discover();
      } catch {
        return null;
      }
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
        state,
      }).href;
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
