import { eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client.ts';
import { oauthStates } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecret } from './secrets.ts';

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the provider vouched for after a completed sign-in. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** The popup hands the app a server-signed assertion of the Google identity; the app redeems it at once. */
export const GOOGLE_ASSERTION_AUDIENCE = 'stylebook-google-assertion';
export const GOOGLE_ASSERTION_TTL_SECONDS = 5 * 60;

const STATE_LIFETIME_MS = 10 * 60 * 1000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Google sign-in as an OpenID Connect code flow with PKCE. The verifier and nonce wait in the database under
 * the state's hash, so any API process can finish a flow another one started.
 */
export function createGoogleSignIn(config: GoogleConfig, redirectUri: string, db: Db) {
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= (async () => {
      const issuer = new URL(config.issuer);
      // Plain http only for a provider on this machine (tests run a local one); anything else must be https.
      const execute =
        issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.host.replace(/:\d+$/, ''))
          ? [oidc.allowInsecureRequests]
          : [];
      return oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, { execute });
    })().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  return {
    /** The provider's authorization URL for a new flow. */
    async start(now = new Date()): Promise<URL> {
      const settings = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
      await db.insert(oauthStates).values({
        stateHash: hashSecret(state),
        codeVerifier,
        nonce,
        expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
      });
      return oidc.buildAuthorizationUrl(settings, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
    },

    /**
     * Completes a flow from the provider's redirect back to us; each state works once. Only the redirect's
     * query is the client's: the URL it came to is always our redirect URI, whatever target the client
     * spelled (an absolute-form request names a host of its own).
     */
    async finish(query: URLSearchParams, now = new Date()): Promise<GoogleIdentity> {
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = query.toString();
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw new AppError(400, 'VALIDATION', 'Google sign-in was not started here');
      const [pending] = await db
        .delete(oauthStates)
        .where(eq(oauthStates.stateHash, hashSecret(state)))
        .returning();
      if (!pending || pending.expiresAt <= now) {
        throw new AppError(400, 'INVALID_CODE', 'Google sign-in took too long. Please try again.');
      }
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError)
        throw new AppError(400, 'VALIDATION', `Google sign-in was cancelled (${providerError})`);
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub || typeof claims.email !== 'string') {
        throw new AppError(400, 'VALIDATION', 'Google did not share an email address');
      }
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : claims.email.split('@')[0]!,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
