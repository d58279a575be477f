import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';

const ALGORITHM = 'EdDSA';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Audiences keep one key's tokens apart: a Google assertion never passes as an access token. */
const ACCESS_AUDIENCE = 'stylebook-api';

export interface SigningKeyRecord {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export interface AccessTokenClaims {
  userId: string;
  /** The refresh-token family (sign-in) this token belongs to. */
  sessionId: string;
}

/** A new Ed25519 key pair in JWK form, for storing where every API process can read it. */
export async function newSigningKey(): Promise<SigningKeyRecord> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { crv: 'Ed25519', extractable: true });
  const kid = `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { kid, privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) };
}

/**
 * Signs and checks the server's JWTs: the 15-minute access tokens every API request carries as
 * `Authorization: Bearer`, and short-lived assertions the server hands itself through the browser.
 */
export async function createAccessTokens(key: SigningKeyRecord, issuer: string) {
  const privateKey = await importJWK(key.privateJwk, ALGORITHM);
  const publicKey = await importJWK(key.publicJwk, ALGORITHM);

  function sign(payload: JWTPayload, audience: string, ttlSeconds: number, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(privateKey);
  }

  async function verify(token: string, audience: string, now: Date): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer,
        audience,
        algorithms: [ALGORITHM],
        currentDate: now,
      });
      return payload;
    } catch {
      return null;
    }
  }

  return {
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,

    sign(claims: AccessTokenClaims, now = new Date()): Promise<string> {
      return sign(
        { sub: claims.userId, sid: claims.sessionId },
        ACCESS_AUDIENCE,
        ACCESS_TOKEN_TTL_SECONDS,
        now,
      );
    },

    /** The claims of a valid, unexpired access token, or null for anything else. */
    async verify(token: string, now = new Date()): Promise<AccessTokenClaims | null> {
      const payload = await verify(token, ACCESS_AUDIENCE, now);
      if (!payload?.sub || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    },

    signAssertion(
      payload: JWTPayload,
      audience: string,
      ttlSeconds: number,
      now = new Date(),
    ): Promise<string> {
      return sign(payload, audience, ttlSeconds, now);
    },

    verifyAssertion(token: string, audience: string, now = new Date()): Promise<JWTPayload | null> {
      return verify(token, audience, now);
    },
  };
}

export type AccessTokens = Awaited<ReturnType<typeof createAccessTokens>>;
