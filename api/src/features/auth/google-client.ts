import * as oidc from 'openid-client';
import type { Config } from '../../config.js';
import { PendingFlows } from './google-pending-flows.js';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export class GoogleSignInError extends Error {}

/**
 * The OpenID Connect client for "Sign in with Google" (authorization code + PKCE, state and nonce).
 * Works against Google or the development provider: only the issuer and client credentials differ.
 * Pending flows live in memory keyed by state for ten minutes, bounded (google-pending-flows.ts); the
 * state is also set in a cookie so a callback only completes in the browser that started it.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;
  private readonly pending = new PendingFlows();

  constructor(private readonly config: Pick<Config, 'oidc'>) {}

  // Discovery is lazy (the provider may start after the API) and retried after a failure.
  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.config.oidc;
    const issuerUrl = new URL(issuer);
    this.configuration ??= oidc
      .discovery(issuerUrl, clientId, clientSecret, undefined, {
        ...(issuerUrl.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw new GoogleSignInError(`The sign-in provider is unreachable: ${String(error)}`);
      });
    return this.configuration;
  }

  async start(): Promise<{ url: string; state: string }> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    this.pending.add(state, { codeVerifier, nonce });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.oidc.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /** Completes a flow from the callback's query string and the state cookie set by `start`. */
  async finish(
    query: URLSearchParams,
    stateFromCookie: string | undefined,
  ): Promise<GoogleIdentity> {
    const state = query.get('state');
    const flow = state && state === stateFromCookie ? this.pending.take(state) : undefined;
    if (!state || !flow) {
      throw new GoogleSignInError('The sign-in attempt expired or was started in another browser');
    }
    const configuration = await this.discover();
    // openid-client compares the callback URL with the registered redirect URI, so rebuild it from that.
    const callbackUrl = new URL(this.config.oidc.redirectUri);
    callbackUrl.search = query.toString();
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub || typeof claims.email !== 'string') {
        throw new GoogleSignInError('The provider did not share an email address');
      }
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    } catch (error) {
      if (error instanceof GoogleSignInError) throw error;
      throw new GoogleSignInError(`The provider refused the sign-in: ${(error as Error).message}`);
    }
  }

  /** Sign-ins started and not yet finished nor expired (bounded: google-pending-flows.ts). */
  get pendingFlows(): number {
    return this.pending.size;
  }
}
