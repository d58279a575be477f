import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import {
  checkUrl,
  createGuardedLookup,
  GuardedFetchError,
  guardedFetch,
  type Resolver,
} from '../lib/net-guard.ts';
import { atLeast, exactly, noteExample, type Section } from './section.ts';

/**
 * The SSRF guard of docs/product.md §6, asked about spellings of internal addresses with a stubbed resolver
 * (no DNS, no connection), and made to follow redirects from a loopback store page to loopback targets served
 * here.
 */

/** The stubbed DNS: names that lead inside, and one public name for the controls. */
const DNS: Record<string, string[]> = {
  'shop.example': ['93.184.216.34'],
  localhost: ['127.0.0.1', '::1'],
  'localhost.': ['127.0.0.1', '::1'],
  'sub.localhost': ['127.0.0.1'],
  'metadata.google.internal': ['169.254.169.254'],
  'metadata.google.internal.': ['169.254.169.254'],
  metadata: ['169.254.169.254'],
  'instance-data': ['169.254.169.254'],
  'ecs-metadata.test': ['169.254.170.2'],
  'alibaba-metadata.test': ['100.100.100.200'],
  'internal.shop.example': ['10.0.0.5'],
  'internal.shop.example.': ['10.0.0.5'],
  'office.shop.example': ['192.168.1.20'],
  'vpc.shop.example': ['172.16.4.4'],
  'cgnat.shop.example': ['100.64.0.9'],
  'rebind.shop.example': ['93.184.216.34', '127.0.0.1'],
  'v6loop.shop.example': ['::1'],
  'v6ula.shop.example': ['fd12:3456::1'],
  'v6mapped.shop.example': ['::ffff:10.0.0.1'],
  'nat64.shop.example': ['64:ff9b::7f00:1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'localtest.me': ['127.0.0.1'],
  'zero.shop.example': ['0.0.0.0'],
  'store.test': ['127.0.0.1'],
};

const stubResolver: Resolver = async (hostname) => {
  const addresses = DNS[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

/** Every one must be refused: it names, encodes or resolves to an address inside, or is not http(s). */
export const SSRF_SPELLINGS = [
  // Loopback in every IPv4 spelling WHATWG URL parsing accepts.
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0x7f.0.0.1/',
  'http://0x7f.0x0.0x0.0x1/',
  'http://0177.0.0.1/',
  'http://0177.0.0.01/',
  'http://017700000001/',
  'http://127.000.000.001/',
  'http://127.0.0.1./',
  'http://127.0.0.%31/',
  'http://１２７.０.０.１/',
  'http://①②⑦.⓪.⓪.①/',
  'http://127.0.0.1:8080/admin',
  'http://127.255.255.254/',
  // Unspecified, private, link-local, metadata, shared and special IPv4 space.
  'http://0.0.0.0/',
  'http://0/',
  'http://0x0/',
  'http://10.0.0.1/',
  'http://012.0.0.1/',
  'http://167772161/',
  'http://172.16.0.1/',
  'http://172.31.255.255/',
  'http://192.168.1.1/',
  'http://0xc0a80101/',
  'http://3232235777/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://0251.0376.0251.0376/',
  'http://169.254.170.2/v2/credentials',
  'http://100.100.100.200/latest/meta-data/',
  'http://192.0.0.192/',
  'http://100.64.0.1/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://240.0.0.1/',
  // IPv6: loopback, mapped, compatible, NAT64, 6to4, Teredo, link-local, unique-local, metadata.
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[::127.0.0.1]/',
  'http://[::ffff:0:10.1.2.3]/',
  'http://[64:ff9b::127.0.0.1]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[64:ff9b:1::c0a8:101]/',
  'http://[2002:7f00:1::1]/',
  'http://[2002:a9fe:a9fe::1]/',
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
  'http://[fe80::1]/',
  'http://[fe80::1%25eth0]/',
  'http://[fc00::1]/',
  'http://[fd00:ec2::254]/',
  'http://[ff02::1]/',
  // Names the (stubbed) DNS sends inside.
  'http://localhost/',
  'http://LOCALHOST/',
  'http://localhost./',
  'http://sub.localhost/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata.google.internal./computeMetadata/v1/',
  'http://metadata/',
  'http://instance-data/latest/',
  'http://ecs-metadata.test/',
  'http://alibaba-metadata.test/',
  'http://internal.shop.example/',
  'http://internal.shop.example./',
  'http://INTERNAL.Shop.Example/',
  'http://office.shop.example/',
  'http://vpc.shop.example/',
  'http://cgnat.shop.example/',
  'http://rebind.shop.example/',
  'http://v6loop.shop.example/',
  'http://v6ula.shop.example/',
  'http://v6mapped.shop.example/',
  'http://nat64.shop.example/',
  'http://127.0.0.1.nip.io/',
  'http://localtest.me/',
  'http://zero.shop.example/',
  // Userinfo tricks and credentials.
  'http://shop.example@127.0.0.1/',
  'http://shop.example:80@127.0.0.1/',
  'http://user:pass@shop.example/',
  'http://127.0.0.1#@shop.example/',
  'http://127.0.0.1?@shop.example/',
  'http://shop.example%2f@127.0.0.1/',
  // Other schemes.
  'file:///etc/passwd',
  'gopher://127.0.0.1:70/_GET',
  'dict://127.0.0.1:11211/stats',
  'ftp://127.0.0.1/',
  'data:text/html,hello',
  'javascript:alert(1)',
  'ws://shop.example/',
  // Not a URL at all.
  'http://',
  'http://[::1/',
];

/** Public addresses the guard must let through, so a guard refusing everything fails the run. */
const PUBLIC_CONTROLS = [
  'https://shop.example/products/1',
  'http://93.184.216.34/',
  'http://[2606:2800:220:1:248:1893:25c8:1946]/',
];

/** Whether the guard lets `raw` through: the URL check, then the socket lookup for a name. */
async function guardAllows(raw: string): Promise<boolean> {
  let url: URL;
  try {
    url = checkUrl(raw);
  } catch (error) {
    if (error instanceof GuardedFetchError) return false;
    throw error;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // An address literal has passed the check already; a socket connects to it without a lookup.
  if (isIP(host) !== 0) return true;
  const lookup = createGuardedLookup({ resolve: stubResolver });
  return new Promise((resolve) => lookup(host, { all: true }, (error) => resolve(error === null)));
}

async function listen(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

async function measureRedirects() {
  let internalHits = 0;
  const internal = await listen((_request, response) => {
    internalHits++;
    response.end('internal secret');
  });
  const at = internal.port;
  const targets = [
    `http://127.0.0.1:${at}/secret`,
    `http://localhost:${at}/secret`,
    `http://[::1]:${at}/secret`,
    `http://2130706433:${at}/secret`,
    `http://0x7f.1:${at}/secret`,
    `http://0177.0.0.1:${at}/secret`,
    `http://[::ffff:127.0.0.1]:${at}/secret`,
    `http://[64:ff9b::7f00:1]:${at}/secret`,
    `http://store.test:${at}/secret`,
    `http://rebind.shop.example:${at}/secret`,
    `http://localtest.me:${at}/secret`,
    `//127.0.0.1:${at}/secret`,
    `http://shop.example@127.0.0.1:${at}/secret`,
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://10.0.0.1/admin',
    'http://internal.shop.example/',
    'file:///etc/passwd',
  ];
  const statuses = [301, 302, 303, 307, 308];
  const store = await listen((request, response) => {
    const match = request.url?.match(/^\/redirect\/(\d+)\/(\d+)$/);
    if (request.url === '/page') {
      response.setHeader('content-type', 'text/html');
      response.end('<title>store page</title>');
    } else if (request.url === '/hop') {
      // A hop within the store first, then a redirect inside: the second hop is checked like any other.
      response.writeHead(302, { location: `/redirect/302/0` }).end();
    } else if (match) {
      response.writeHead(Number(match[1]), { location: targets[Number(match[2])]! }).end();
    } else {
      response.writeHead(404).end();
    }
  });
  const origin = `http://store.test:${store.port}`;
  const fetchThroughGuard = (path: string) =>
    guardedFetch(`${origin}${path}`, {
      maxBytes: 100_000,
      timeoutMs: 5_000,
      accept: 'text/html',
      resolve: stubResolver,
      allowLoopback: true,
      loopbackFirstHopOnly: true,
    });
  let tried = 0;
  let fetched = 0;
  const examples: string[] = [];
  try {
    const page = await fetchThroughGuard('/page');
    const storeReached = page.status === 200 && page.body.toString().includes('store page') ? 1 : 0;
    const paths = [
      ...statuses.flatMap((status) => targets.map((_target, index) => `/redirect/${status}/${index}`)),
      '/hop',
    ];
    for (const path of paths) {
      tried++;
      const before = internalHits;
      const outcome = await fetchThroughGuard(path).then(
        (response) => `answered ${response.status} from ${response.url}`,
        (error: unknown) => (error instanceof GuardedFetchError ? null : String(error)),
      );
      if (outcome !== null || internalHits > before) {
        fetched++;
        noteExample(examples, `${path}: ${outcome ?? 'reached the internal server'}`);
      }
    }
    return { tried, fetched, storeReached, internalHits, examples };
  } finally {
    store.server.close();
    internal.server.close();
  }
}

export const ssrfSection: Section = {
  name: 'SSRF',
  async run() {
    const allowed: string[] = [];
    for (const spelling of SSRF_SPELLINGS) {
      if (await guardAllows(spelling)) noteExample(allowed, spelling, SSRF_SPELLINGS.length);
    }
    let controlsRefused = 0;
    for (const control of PUBLIC_CONTROLS) if (!(await guardAllows(control))) controlsRefused++;
    const redirects = await measureRedirects();
    return [
      atLeast('spellings decided by the guard (stubbed resolver)', SSRF_SPELLINGS.length, 60),
      exactly('spellings let through', allowed.length, 0, allowed),
      exactly('public controls refused', controlsRefused, 0),
      atLeast('redirects to inside from a loopback store page', redirects.tried, 90),
      exactly('redirect targets fetched', redirects.fetched, 0, redirects.examples),
      exactly('requests reaching the internal server', redirects.internalHits, 0),
      exactly('store page not reached (first hop allowed)', 1 - redirects.storeReached, 0),
    ];
  },
};
