import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaUrl, type UploadGrant, type UploadUrls } from './media.service.ts';

/**
 * The app's own upload URLs for local disk storage: `PUT /media/<key>?expires=…&signature=…`, where the
 * signature is an HMAC-SHA256 of key, expiry and content type under a server secret. Same origin as the
 * app, so the browser needs no CORS; the route checks the grant behind the key as well.
 */
export function createAppUploadUrls(secret: () => Promise<Buffer>): UploadUrls {
  async function sign(key: string, expires: number, contentType: string): Promise<Buffer> {
    return createHmac('sha256', await secret())
      .update(`${key}\n${expires}\n${contentType}`)
      .digest();
  }

  return {
    async urlFor({ key, contentType, expiresAt }: UploadGrant) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = (await sign(key, expires, contentType)).toString('base64url');
      return `${mediaUrl(key)}?${new URLSearchParams({ expires: String(expires), signature })}`;
    },

    async verify({ key, contentType }: UploadGrant, expires: number, signature: string) {
      const expected = await sign(key, expires, contentType);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The signing secret of an install without UPLOAD_SIGNING_SECRET: 32 random bytes in
 * `<dataDir>/upload-secret`, made on first use. Local disk storage lives in the same directory, so every
 * process that can take an upload shares it.
 */
export async function loadOrCreateUploadSecret(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'upload-secret');
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32);
  try {
    await writeFile(file, `${secret.toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
}
