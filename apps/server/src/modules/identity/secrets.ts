import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of an opaque secret: what the database keeps, so a leaked table grants nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** 32 random bytes, URL-safe, with the hash to store in its place. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}
