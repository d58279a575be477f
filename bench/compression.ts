import { request } from 'node:http';

export interface ServedEncoding {
  what: string;
  path: string;
  /** Content-Encoding the server chose for `Accept-Encoding: br, gzip`, or 'identity'. */
  encoding: string;
  /** Bytes on the wire, as sent. */
  sentBytes: number;
  /** Bytes of the same answer asked for without compression. */
  plainBytes: number;
}

/**
 * Bytes of one GET as the server sends it. Node's http client, not fetch: fetch decompresses the body and
 * hides the size on the wire.
 */
export function sentBytes(
  url: string,
  acceptEncoding: string | null,
): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            bytes,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * What a browser gets for the home page's HTML, its entry script (the first file bench/bundle.ts counts; the
 * chunks it preloads are sent alike, and those under the build's 1 KB floor plain) and a Featured page of
 * JSON: the encoding chosen and the bytes sent, beside the uncompressed size.
 */
export async function measureServedEncodings(
  origin: string,
  entryScript: string,
  featuredPath: string,
): Promise<ServedEncoding[]> {
  const targets = [
    { what: 'HTML of /', path: '/' },
    { what: 'entry JS', path: entryScript },
    { what: 'Featured page JSON', path: featuredPath },
  ];
  const served: ServedEncoding[] = [];
  for (const target of targets) {
    const compressed = await sentBytes(`${origin}${target.path}`, 'br, gzip');
    const plain = await sentBytes(`${origin}${target.path}`, null);
    served.push({
      ...target,
      encoding: compressed.encoding,
      sentBytes: compressed.bytes,
      plainBytes: plain.bytes,
    });
  }
  return served;
}
