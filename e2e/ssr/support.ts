/**
 * What the server-rendering journeys share (issue 27): the demo items they open, the HTML as the server sends
 * it (read before any script runs), and a watch on the console for hydration errors.
 */
import {
  expect,
  test as base,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '../support/test.ts';
import type { Collection, Look, Product, UserProfile } from '@stylebook/contracts';
import { parseHTML } from 'linkedom';
import { appOrigin } from '../support/ports.ts';

/** Mei, a seeded stylist with public, paid-only and private collections, looks and products. */
export const stylist = { email: 'meitanaka@demo.stylebook.local', password: 'stylebook-demo' };
/** Priya, a seeded shopper who pays Mei (apps/server/src/seed/seed.ts, DEMO_MONEY). */
export const subscriber = { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' };

/** Mei's things as a visitor reads them, but the paid-only collection, as its owner reads it (with products). */
export interface DemoItems {
  product: Product;
  look: Look;
  collection: Collection;
  paidCollection: Collection;
  privateCollection: { id: string; name: string };
  profile: UserProfile;
}

interface CollectionSummary {
  id: string;
  name: string;
  isPrivate: boolean;
  isPaidSubscriberOnly: boolean;
  productCount: number;
}

async function readDemoItems(request: APIRequestContext): Promise<DemoItems> {
  const signIn = await request.post('/identity/sign-in', { data: stylist });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { token, user } = (await signIn.json()) as { token: string; user: { id: string } };
  const read = async <T>(path: string, asOwner = false): Promise<T> => {
    const headers: Record<string, string> = asOwner ? { authorization: `Bearer ${token}` } : {};
    const response = await request.get(path, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { collections } = await read<{ collections: CollectionSummary[] }>(
    `/api/users/${user.id}/collections`,
    true,
  );
  const publicOne = collections.find(
    ({ isPrivate, isPaidSubscriberOnly, productCount }) =>
      !isPrivate && !isPaidSubscriberOnly && productCount > 0,
  );
  const paidOne = collections.find(
    ({ isPaidSubscriberOnly, productCount }) => isPaidSubscriberOnly && productCount > 0,
  );
  const privateOne = collections.find(({ isPrivate }) => isPrivate);
  expect(publicOne, 'a public collection of the demo stylist').toBeDefined();
  expect(paidOne, 'a paid-subscriber-only collection of the demo stylist').toBeDefined();
  expect(privateOne, 'a private collection of the demo stylist').toBeDefined();
  const { looks } = await read<{ looks: { id: string }[] }>(`/api/users/${user.id}/looks`);
  const { items } = await read<{ items: { id: string }[] }>(`/api/users/${user.id}/products`);
  expect(looks[0], 'a look of the demo stylist').toBeDefined();
  expect(items[0], 'a product of the demo stylist').toBeDefined();
  return {
    product: await read<Product>(`/api/products/${items[0]!.id}`),
    look: await read<Look>(`/api/looks/${looks[0]!.id}`),
    collection: await read<Collection>(`/api/collections/${publicOne!.id}`),
    paidCollection: await read<Collection>(`/api/collections/${paidOne!.id}`, true),
    privateCollection: { id: privateOne!.id, name: privateOne!.name },
    profile: await read<UserProfile>(`/api/users/${user.id}/profile`),
  };
}

/** The journeys' test, with the demo items read once per worker through the API. */
export const test = base.extend<object, { demo: DemoItems }>({
  demo: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await readDemoItems(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** A product's name as its page shows it: its description, else its brand (the web app's productName). */
export const productName = (product: Pick<Product, 'brand' | 'description'>) =>
  product.description ?? product.brand;

/** A page as the server sent it, parsed without running a script. */
export interface SentPage {
  status: number;
  html: string;
  document: Document;
  /** The markup React hydrates: what a reader without JavaScript sees. */
  root: Element;
}

export async function fetchPage(request: APIRequestContext, path: string): Promise<SentPage> {
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const html = await response.text();
  const { document } = parseHTML(html);
  const root = document.getElementById('root');
  expect(root, `${path} has a #root element`).not.toBeNull();
  return { status: response.status(), html, document, root: root! };
}

/** The content of `<meta name|property="key">`, or null. */
export function metaContent(document: Document, key: string): string | null {
  return (
    (
      document.querySelector(`meta[property="${key}"]`) ?? document.querySelector(`meta[name="${key}"]`)
    )?.getAttribute('content') ?? null
  );
}

/** Text with runs of white space made one space, as a reader sees it. */
export const visibleText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

/**
 * Every console error or warning and every uncaught error of the page from now on. A 404 document's own
 * "Failed to load resource" line is the browser's, not the app's, and is left out.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const isDocument404 = (message: ConsoleMessage) =>
    message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
    message.location().url === page.url();
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type()) || isDocument404(message)) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until React owns the server's markup, hydrated or (a 404) drawn again (it marks each node it owns
 * with a `__reactFiber$` property), and the page's requests have settled, so a late mismatch would have
 * been reported.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const node = document.querySelector('#root main') ?? document.querySelector('#root > *');
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
}

/** An address on the app's origin, as canonical URLs and og:url write it. */
export const onOrigin = (path: string) => new URL(path, appOrigin).href;
