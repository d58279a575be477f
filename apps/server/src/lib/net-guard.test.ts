import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkUrl,
  classifyAddress,
  createGuardedLookup,
  GuardedFetchError,
  guardedFetch,
  type AddressClass,
  type Resolver,
} from './net-guard.ts';

/** A DNS that knows only these names, so no test ever asks the real one. */
function stubResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const blockedList: string[] = [];
afterAll(() => {
  process.stdout.write(
    `\nSSRF guard: ${blockedList.length} forms refused\n${blockedList.map((line) => `  ${line}\n`).join('')}`,
  );
});

describe('classifyAddress', () => {
  const refused: [string, AddressClass][] = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['192.0.0.192', 'metadata'],
    ['100.64.0.1', 'carrier-grade-nat'],
    ['100.127.255.254', 'carrier-grade-nat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.10', 'documentation'],
    ['203.0.113.10', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::ffff:0:10.1.2.3', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b:1::c0a8:101', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:a9fe:a9fe::1', 'metadata'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['100::1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['::2:3:4:5', 'not-global-unicast'],
    ['not-an-ip', 'invalid'],
  ];

  it.each(refused)('refuses %s as %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
    blockedList.push(`address ${ip.padEnd(38)} ${kind}`);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
    '64:ff9b::808:808',
  ])('allows the public address %s', (ip) => {
    expect(classifyAddress(ip)).toBe('public');
  });
});

describe('checkUrl', () => {
  const refusedUrls = [
    'file:///etc/passwd',
    'ftp://shop.example/product',
    'gopher://127.0.0.1:6379/_INFO',
    'data:text/html,<h1>x</h1>',
    'javascript:alert(1)',
    'http://user:pass@shop.example/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://0/',
    'http://0.0.0.0:8080/',
    'http://[::]/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[2002:c0a8:101::1]/',
    'http://10.0.0.1:3000/admin',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://100.64.1.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[fe80::1]/',
  ];

  it.each(refusedUrls)('refuses %s before any connection', (url) => {
    let error: unknown;
    try {
      checkUrl(url);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GuardedFetchError);
    expect((error as GuardedFetchError).reason).toBe('blocked');
    expect((error as GuardedFetchError).message).toBe('This address is not allowed');
    blockedList.push(`url     ${url.padEnd(44)} ${(error as GuardedFetchError).detail ?? ''}`);
  });

  it('lets through http(s) names (checked after DNS) and public literals, on any port', () => {
    expect(checkUrl('https://shop.example/products/x').hostname).toBe('shop.example');
    expect(checkUrl('http://93.184.216.34:8080/').port).toBe('8080');
    expect(checkUrl('http://[2606:4700:4700::1111]/').hostname).toBe('[2606:4700:4700::1111]');
  });

  it('lets loopback literals through only when allowed, and nothing else private', () => {
    expect(checkUrl('http://127.0.0.1:4000/', { allowLoopback: true }).port).toBe('4000');
    expect(checkUrl('http://[::1]/', { allowLoopback: true }).hostname).toBe('[::1]');
    expect(() => checkUrl('http://10.0.0.1/', { allowLoopback: true })).toThrow(
      'This address is not allowed',
    );
    expect(() => checkUrl('http://0.0.0.0/', { allowLoopback: true })).toThrow('This address is not allowed');
  });
});

function lookupOnce(
  lookup: ReturnType<typeof createGuardedLookup>,
  hostname: string,
  options: { all?: boolean; family?: number } = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    lookup(hostname, options, (error, address, family) => {
      if (error) reject(error);
      else resolve(options.all ? address : { address, family });
    });
  });
}

describe('createGuardedLookup', () => {
  const resolve = stubResolver({
    'internal.test': ['10.0.0.5'],
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
    'metadata.test': ['169.254.169.254'],
    'mapped.test': ['::ffff:10.0.0.1'],
    'nat64.test': ['64:ff9b::a9fe:a9fe'],
    'localhost.test': ['127.0.0.1', '::1'],
    'shop.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  });

  it.each(['internal.test', 'mixed.test', 'metadata.test', 'mapped.test', 'nat64.test', 'localhost.test'])(
    'refuses %s: every resolved address must be public',
    async (hostname) => {
      const lookup = createGuardedLookup({ resolve });
      const error = await lookupOnce(lookup, hostname, { all: true }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GuardedFetchError);
      expect((error as GuardedFetchError).reason).toBe('blocked');
      blockedList.push(`dns     ${hostname.padEnd(44)} ${(error as GuardedFetchError).detail ?? ''}`);
    },
  );

  it('answers public names in both lookup shapes, honouring the family asked for', async () => {
    const lookup = createGuardedLookup({ resolve });
    expect(await lookupOnce(lookup, 'shop.test', { all: true })).toHaveLength(2);
    expect(await lookupOnce(lookup, 'shop.test')).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await lookupOnce(lookup, 'shop.test', { family: 6 })).toEqual({
      address: '2606:2800:220:1:248:1893:25c8:1946',
      family: 6,
    });
  });

  it('allows loopback names only when told to, and still refuses private ones then', async () => {
    const lookup = createGuardedLookup({ resolve, allowLoopback: true });
    expect(await lookupOnce(lookup, 'localhost.test', { all: true })).toHaveLength(2);
    await expect(lookupOnce(lookup, 'internal.test')).rejects.toThrow('This address is not allowed');
  });

  it('reports a name that does not resolve as unreachable', async () => {
    const lookup = createGuardedLookup({ resolve });
    await expect(lookupOnce(lookup, 'nowhere.test')).rejects.toThrow('getaddrinfo ENOTFOUND');
  });
});

describe('guardedFetch refusals (stubbed DNS, no connection is made)', () => {
  const options = { accept: 'text/html', maxBytes: 1024, timeoutMs: 2_000 };

  it('refuses a private IP literal without even resolving it', async () => {
    const resolve = stubResolver({});
    await expect(guardedFetch('http://10.1.2.3/', { ...options, resolve })).rejects.toMatchObject({
      reason: 'blocked',
      message: 'This address is not allowed',
    });
    expect(resolve.calls).toEqual([]);
  });

  it('refuses a name that resolves to a private address', async () => {
    const resolve = stubResolver({ 'intranet.test': ['192.168.10.20'] });
    await expect(guardedFetch('http://intranet.test/', { ...options, resolve })).rejects.toMatchObject({
      reason: 'blocked',
    });
    expect(resolve.calls).toEqual(['intranet.test']);
  });

  it('refuses the metadata service behind a name, over https too', async () => {
    const resolve = stubResolver({ 'metadata.test': ['169.254.169.254'] });
    await expect(
      guardedFetch('https://metadata.test/latest/meta-data/', { ...options, resolve }),
    ).rejects.toMatchObject({ reason: 'blocked' });
  });

  it('calls an unknown name unreachable', async () => {
    const resolve = stubResolver({});
    await expect(guardedFetch('http://nowhere.test/', { ...options, resolve })).rejects.toMatchObject({
      reason: 'unreachable',
      message: 'Could not reach the store',
    });
  });
});

describe('guardedFetch against a store on loopback', () => {
  let server: Server;
  let origin: string;
  let port: number;
  const handlers = new Map<string, (response: ServerResponse) => void>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const handler = handlers.get(request.url ?? '');
      if (handler) handler(response);
      else response.writeHead(404).end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    const redirect = (location: string) => (response: ServerResponse) =>
      response.writeHead(302, { location }).end();
    handlers.set('/page', (response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>ok</h1>'),
    );
    for (let hop = 1; hop <= 6; hop++)
      handlers.set(`/hop/${hop}`, redirect(hop === 1 ? '/page' : `/hop/${hop - 1}`));
    handlers.set('/to-private', redirect('http://10.0.0.1/admin'));
    handlers.set('/to-metadata-name', redirect('http://metadata.test/latest/meta-data/'));
    handlers.set('/to-file', redirect('file:///etc/passwd'));
    handlers.set('/to-loopback', (response) => redirect(`http://localhost:${port}/page`)(response));
    handlers.set('/slow', () => undefined);
    handlers.set('/big-declared', (response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-length': String(10_000) })
        .end('x'.repeat(10_000)),
    );
    handlers.set('/big-streamed', (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let index = 0; index < 20; index++) response.write('y'.repeat(1_000));
      response.end();
    });
    handlers.set('/gzip-bomb', (response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(1_000_000))),
    );
    handlers.set('/gzip', (response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync('<p>small</p>')),
    );
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = (extra: Partial<Parameters<typeof guardedFetch>[1]> = {}) => ({
    accept: 'text/html',
    maxBytes: 5_000,
    timeoutMs: 2_000,
    allowLoopback: true,
    resolve: stubResolver({ 'store.test': ['127.0.0.1'], 'metadata.test': ['169.254.169.254'] }),
    ...extra,
  });

  it('refuses loopback unless allowed', async () => {
    await expect(
      guardedFetch(`${origin}/page`, { ...options(), allowLoopback: false }),
    ).rejects.toMatchObject({
      reason: 'blocked',
    });
  });

  it('connects to the address the guarded lookup checked (the name exists only in the stub)', async () => {
    const resolve = stubResolver({ 'store.test': ['127.0.0.1'] });
    const response = await guardedFetch(`http://store.test:${port}/page`, options({ resolve }));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('<h1>ok</h1>');
    expect(resolve.calls).toEqual(['store.test']);
  });

  it('follows up to five redirects and refuses the sixth', async () => {
    const followed = await guardedFetch(`${origin}/hop/5`, options());
    expect(followed.url).toBe(`${origin}/page`);
    expect(followed.body.toString()).toBe('<h1>ok</h1>');
    await expect(guardedFetch(`${origin}/hop/6`, options())).rejects.toMatchObject({
      reason: 'too-many-redirects',
      message: 'Too many redirects',
    });
  });

  it.each(['/to-private', '/to-metadata-name', '/to-file'])(
    'checks every redirect hop again: %s',
    async (path) => {
      const error = await guardedFetch(`${origin}${path}`, options()).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ reason: 'blocked', message: 'This address is not allowed' });
      blockedList.push(`redirect ${path.padEnd(43)} ${(error as GuardedFetchError).detail ?? ''}`);
    },
  );

  it('with loopback allowed for the first hop only, refuses a redirect back to loopback', async () => {
    const firstHopOnly = options({
      loopbackFirstHopOnly: true,
      resolve: stubResolver({ localhost: ['127.0.0.1'] }),
    });
    expect((await guardedFetch(`${origin}/page`, firstHopOnly)).body.toString()).toBe('<h1>ok</h1>');
    await expect(guardedFetch(`${origin}/hop/1`, firstHopOnly)).rejects.toMatchObject({ reason: 'blocked' });
    const error = await guardedFetch(`${origin}/to-loopback`, firstHopOnly).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ reason: 'blocked', message: 'This address is not allowed' });
    expect((error as GuardedFetchError).detail).toBe('localhost resolves to loopback address 127.0.0.1');
    // Without it the same redirect is followed, so the refusal above is the option's doing.
    const followed = await guardedFetch(`${origin}/to-loopback`, {
      ...firstHopOnly,
      loopbackFirstHopOnly: false,
    });
    expect(followed.url).toBe(`http://localhost:${port}/page`);
  });

  it('gives up when the store does not answer in time', async () => {
    const started = Date.now();
    await expect(guardedFetch(`${origin}/slow`, options({ timeoutMs: 150 }))).rejects.toMatchObject({
      reason: 'timeout',
      message: 'The store did not answer in time',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('caps the timeout at 8 seconds whatever the caller asks', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await guardedFetch(`${origin}/page`, options({ timeoutMs: 60_000 }));
    expect(timeout).toHaveBeenCalledWith(8_000);
    timeout.mockRestore();
  });

  it.each(['/big-declared', '/big-streamed', '/gzip-bomb'])(
    'stops reading past the size cap: %s',
    async (path) => {
      await expect(guardedFetch(`${origin}${path}`, options())).rejects.toMatchObject({
        reason: 'too-large',
        message: 'The page is too large',
      });
    },
  );

  it('decodes compressed bodies', async () => {
    expect((await guardedFetch(`${origin}/gzip`, options())).body.toString()).toBe('<p>small</p>');
  });

  it('returns other statuses without a body', async () => {
    const response = await guardedFetch(`${origin}/missing`, options());
    expect(response.status).toBe(404);
    expect(response.body.length).toBe(0);
  });

  it('calls a closed port unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(guardedFetch(`http://127.0.0.1:${closedPort}/`, options())).rejects.toMatchObject({
      reason: 'unreachable',
      message: 'Could not reach the store',
    });
  });
});
