/**
 * axe over every route of e2e/routes.ts, and over the sheets and menus people open most, at both sizes: no
 * WCAG 2.1 A or AA violation of serious or critical impact. Each route and state is its own test, so a
 * failure names the screen, and its message lists each rule, what it asks for and the nodes that break it.
 *
 * The ids are the demo seed's, read through the API once per worker. For speed, each worker keeps one
 * browser context per account (signed out, stylist, shopper, a newcomer registered for the run, and the
 * moderator), signed in once through the API, and every test opens a fresh page in it: the cache stays warm
 * and the session's rotating refresh token is passed on in the context's storage, while page state (memory,
 * sessionStorage) starts clean. Nothing here writes, but for registering the newcomer (and the moderator,
 * when no test has yet) and the shopper's report that gives the moderation screen a case.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from './support/test.ts';
import { fillRegisterForm, newPerson, signInModerator } from './support/auth.ts';
import { storeOrigin } from './support/ports.ts';
import { STORE_PRODUCT } from './peers/store.ts';
import { authRoutes, rootRoutes } from './routes.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Two seeded people, read-only here: Mei is a stylist with a subscription price, a paying subscriber,
 * public and paid collections and looks; Priya is a shopper with a funded wallet who pays Mei
 * (apps/server/src/seed/seed.ts, DEMO_MONEY).
 */
const accounts = {
  stylist: { email: 'meitanaka@demo.stylebook.local', password: 'stylebook-demo' },
  shopper: { email: 'priyar@demo.stylebook.local', password: 'stylebook-demo' },
} as const;
/**
 * Besides the seeded people: a person who has just registered and not yet verified their email, made once per
 * worker; and the run's moderator.
 */
type Account = keyof typeof accounts | 'newcomer' | 'moderator';

/** The app keeps its refresh token here (apps/web/src/auth/session.ts). */
const REFRESH_TOKEN_KEY = 'stylebook.refreshToken';

interface SessionReply {
  token: string;
  refreshToken: string;
  user: { id: string; username: string };
}

async function signIn(request: APIRequestContext, account: Account): Promise<SessionReply> {
  if (account === 'moderator') return signInModerator(request);
  const response =
    account === 'newcomer'
      ? await request.post('/api/auth/register/user', { data: newPerson('Nell') })
      : await request.post('/identity/sign-in', { data: accounts[account] });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SessionReply;
}

/**
 * Real ids from the demo seed: the stylist's own collections, look and product, and both profiles; and the
 * stylist's username, which the moderation screen names the owner of a reported thing by.
 */
interface DemoIds {
  stylistId: string;
  stylistUsername: string;
  shopperId: string;
  collectionId: string;
  paidCollectionId: string;
  lookId: string;
  productId: string;
}

async function readDemoIds(request: APIRequestContext): Promise<DemoIds> {
  const stylist = await signIn(request, 'stylist');
  const shopper = await signIn(request, 'shopper');
  const headers = { Authorization: `Bearer ${stylist.token}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { collections } = await get<{
    collections: { id: string; isPrivate: boolean; isPaidSubscriberOnly: boolean; productCount: number }[];
  }>(`/api/users/${stylist.user.id}/collections`);
  const { looks } = await get<{ looks: { id: string }[] }>(`/api/users/${stylist.user.id}/looks`);
  const { items } = await get<{ items: { id: string }[] }>(`/api/users/${stylist.user.id}/products`);
  const collection = collections.find(
    ({ isPrivate, isPaidSubscriberOnly, productCount }) =>
      !isPrivate && !isPaidSubscriberOnly && productCount > 0,
  );
  const paidCollection = collections.find(({ isPaidSubscriberOnly }) => isPaidSubscriberOnly);
  expect(collection, 'a public collection of the demo stylist').toBeDefined();
  expect(paidCollection, 'a paid-subscriber-only collection of the demo stylist').toBeDefined();
  expect(looks[0], 'a look of the demo stylist').toBeDefined();
  expect(items[0], 'a product of the demo stylist').toBeDefined();
  return {
    stylistId: stylist.user.id,
    stylistUsername: stylist.user.username,
    shopperId: shopper.user.id,
    collectionId: collection!.id,
    paidCollectionId: paidCollection!.id,
    lookId: looks[0]!.id,
    productId: items[0]!.id,
  };
}

/** The worker's browser context for an account (null: signed out), opened at first use. */
type Contexts = (account: Account | null) => Promise<BrowserContext>;

const test = base.extend<{ account: Account | null }, { ids: DemoIds; contexts: Contexts }>({
  account: [null, { option: true }],
  ids: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await readDemoIds(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  contexts: [
    async ({ browser, playwright }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const opened = new Map<Account | null, Promise<BrowserContext>>();
      async function open(account: Account | null) {
        let storageState: BrowserContextOptions['storageState'];
        if (account) {
          const request = await playwright.request.newContext({ baseURL });
          const { refreshToken } = await signIn(request, account);
          await request.dispose();
          storageState = {
            cookies: [],
            origins: [{ origin: baseURL!, localStorage: [{ name: REFRESH_TOKEN_KEY, value: refreshToken }] }],
          };
        }
        return browser.newContext({
          baseURL,
          viewport,
          isMobile,
          hasTouch,
          userAgent,
          deviceScaleFactor,
          storageState,
        });
      }
      await use((account) => {
        if (!opened.has(account)) opened.set(account, open(account));
        return opened.get(account)!;
      });
      for (const context of opened.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  page: async ({ account, contexts }, use) => {
    const page = await (await contexts(account)).newPage();
    await use(page);
    await page.close();
  },
});

/**
 * Waits for the screen to be settled: what it shows once loaded is visible (by default its heading),
 * nothing is loading, and no transition is under way.
 */
async function settle(page: Page, ready: Locator = page.getByRole('heading', { level: 1 }).first()) {
  await expect(ready).toBeVisible();
  await expect(page.getByText(/Loading|Verifying/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, listing each rule with
 * what it asks for and every node that breaks it; the full axe results are attached to the report.
 */
async function expectNoSeriousViolations(page: Page) {
  // Legacy mode runs axe in the page itself rather than finishing in a new blank page: several times faster,
  // and the app has no cross-origin frames that only the other mode reaches.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const blocking = violations.filter(({ impact }) => impact && BLOCKING_IMPACTS.has(impact));
  if (blocking.length > 0) {
    await test.info().attach('axe violations', {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const report = blocking.map(({ id, impact, help, helpUrl, nodes }) =>
    [
      `${id} (${impact}): ${help} ${helpUrl}`,
      ...nodes.map(
        ({ target, failureSummary }) =>
          `  at ${target.join(' ')}: ${(failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`,
      ),
    ].join('\n'),
  );
  expect(blocking.length, `axe on ${page.url()}:\n${report.join('\n')}\n`).toBe(0);
}

interface RouteScan {
  /** The route, with {id} for an id and index routes ending in a slash (/settings/). */
  route: string;
  /** Where to go. */
  path: (ids: DemoIds) => string;
  /** Where the visit lands when the route moves on by itself (e.g. /logout goes to Featured). */
  landsOn?: RegExp;
  /** What shows once the screen has loaded, besides its heading. */
  ready?: (page: Page) => Locator;
}

const featuredTile = (page: Page) => page.locator('#featured-panel a[href^="/products/"]').first();
const firstRow = (page: Page) => page.locator('main li').first();

/** Screens anyone may open. */
const signedOutScans: RouteScan[] = [
  { route: '/', path: () => '/', ready: featuredTile },
  {
    route: '/ (Collections tab)',
    path: () => '/?tab=2',
    ready: (page) => page.locator('#featured-panel a[href^="/collections/"]').first(),
  },
  {
    route: '/sitemap',
    path: () => '/sitemap',
    ready: (page) => page.getByRole('link', { name: /@/ }).first(),
  },
  { route: '/privacy', path: () => '/privacy' },
  {
    route: '/extension-auth-callback',
    path: () => '/extension-auth-callback?state=s&source=chrome&error=denied',
  },
  { route: '/users/{id}', path: (ids) => `/users/${ids.stylistId}`, ready: firstRow },
  { route: '/profiles/{id}', path: (ids) => `/profiles/${ids.stylistId}`, ready: firstRow },
  {
    route: '/profiles/{id}/subscribers',
    path: (ids) => `/profiles/${ids.stylistId}/subscribers`,
    ready: firstRow,
  },
  {
    route: '/profiles/{id}/following',
    path: (ids) => `/profiles/${ids.shopperId}/following`,
    ready: firstRow,
  },
  { route: '/products/{id}', path: (ids) => `/products/${ids.productId}` },
  { route: '/looks/{id}', path: (ids) => `/looks/${ids.lookId}` },
  { route: '/collections/{id}', path: (ids) => `/collections/${ids.collectionId}`, ready: firstRow },
  {
    route: '/collections/{id} (subscribers only, locked)',
    path: (ids) => `/collections/${ids.paidCollectionId}`,
    ready: (page) => page.getByText(/^Subscribe to @/),
  },
  { route: '/settings/about/', path: () => '/settings/about' },
  { route: '/settings/about/terms-and-conditions', path: () => '/settings/about/terms-and-conditions' },
  { route: '/settings/about/privacy-policy', path: () => '/settings/about/privacy-policy' },
  // Auth group: a bad or missing code shows the screen's error state.
  { route: '/verify-email', path: () => '/verify-email?oobCode=x&continueUrl=%2F' },
  { route: '/reset-password', path: () => '/reset-password' },
  { route: '/logout', path: () => '/logout', landsOn: /\/$/, ready: featuredTile },
  { route: '/login', path: () => '/login?returnToPath=%2Fsearch' },
  { route: '/forgot-password', path: () => '/forgot-password' },
  { route: '/forgot-password/sent', path: () => '/forgot-password/sent?email=a%40b.co' },
  { route: '/action', path: () => '/action?mode=signIn&oobCode=x' },
  { route: '/register/', path: () => '/register' },
  // A bad token shows the screen's error state; e2e/notifications/notifications.spec.ts follows a real mail's link.
  {
    route: '/unsubscribe',
    path: () => '/unsubscribe?token=not-a-token',
    ready: (page) => page.getByRole('heading', { name: "We couldn't unsubscribe you" }),
  },
  { route: 'Not Found', path: () => '/no/such/page' },
];

/** The stylist's own screens and content, and the settings a stylist has (price, dashboard). */
const stylistScans: RouteScan[] = [
  { route: '/search', path: () => '/search' },
  // Onboarding greets someone who has just signed up: a signed-out visitor is sent to log in first.
  { route: '/onboarding', path: () => '/onboarding' },
  {
    route: '/extension-auth-check',
    path: () => '/extension-auth-check?state=s&source=chrome',
    landsOn: /\/extension-auth-callback\?.*token=/,
  },
  { route: '/looks/create', path: () => '/looks/create' },
  { route: '/looks/{id}/edit', path: (ids) => `/looks/${ids.lookId}/edit` },
  {
    route: '/collections/{id}/edit',
    path: (ids) => `/collections/${ids.collectionId}/edit`,
    ready: firstRow,
  },
  { route: '/collections/{id}/edit-details', path: (ids) => `/collections/${ids.collectionId}/edit-details` },
  { route: '/settings/', path: () => '/settings' },
  { route: '/settings/dashboard', path: () => '/settings/dashboard' },
  { route: '/settings/feedback', path: () => '/settings/feedback' },
  { route: '/settings/archive', path: () => '/settings/archive' },
  { route: '/settings/account/', path: () => '/settings/account' },
  { route: '/settings/account/change-password', path: () => '/settings/account/change-password' },
  { route: '/settings/subscriptions/price', path: () => '/settings/subscriptions/price' },
];

/**
 * The shopper's money: a funded wallet with history, and a paid subscription; and their Following feed (they
 * follow every stylist).
 */
const shopperScans: RouteScan[] = [
  {
    route: '/following',
    path: () => '/following',
    ready: (page) => page.getByRole('region', { name: 'Following feed' }).getByRole('link').first(),
  },
  { route: '/settings/wallet', path: () => '/settings/wallet', ready: firstRow },
  { route: '/settings/subscriptions/manage', path: () => '/settings/subscriptions/manage', ready: firstRow },
  {
    route: '/settings/blocked-accounts',
    path: () => '/settings/blocked-accounts',
    ready: (page) =>
      page.getByRole('list', { name: 'Blocked accounts' }).or(page.getByText("You haven't blocked anyone")),
  },
  {
    route: '/notifications',
    path: () => '/notifications',
    ready: (page) =>
      page.getByRole('list', { name: 'Notifications' }).or(page.getByText('No notifications yet')),
  },
  {
    route: '/settings/notifications',
    path: () => '/settings/notifications',
    ready: (page) => page.getByRole('switch', { name: 'Price drops' }),
  },
];

/** The registration steps after /register hold the password in memory, so each is reached by the steps. */
const registrationSteps = ['username', 'preferences', 'instagram', 'account-type'] as const;

async function walkRegistrationTo(page: Page, step: (typeof registrationSteps)[number]) {
  const person = newPerson('Grace');
  await page.goto('/register');
  await fillRegisterForm(page, person);
  await expect(page).toHaveURL(/\/register\/username/);
  if (step === 'username') return;
  await page.getByLabel('Username').fill(person.username);
  await expect(page.getByText(`@${person.username} is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/preferences/);
  if (step === 'preferences') return;
  await page.getByText('Womenswear', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/instagram/);
  if (step === 'instagram') return;
  await page.getByLabel('Instagram handle').fill(`@${person.username}`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/account-type/);
}

function scanRoutes(scans: RouteScan[]) {
  for (const { route, path, landsOn, ready } of scans) {
    test(route, async ({ page, ids }) => {
      const target = path(ids);
      const response = await page.goto(target);
      // A pasted link answers as its screen does: found, or Not Found (e2e/deep-links.spec.ts opens the rest).
      expect(response?.status()).toBe(route === 'Not Found' ? 404 : 200);
      // The screen meant, not a redirect (e.g. to /login when a session did not carry over).
      await expect(page).toHaveURL(landsOn ?? ((url) => url.pathname === target.split('?')[0]));
      if (ready) await expect(ready(page)).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }
}

const usesSidebar = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;
const navigation = (page: Page) =>
  usesSidebar(page)
    ? page.getByRole('complementary', { name: 'Sidebar' })
    : page.getByRole('navigation', { name: 'Bottom navigation' });

/** The states open over a product page: it has the navigation, Like and Save, and is light to scan. */
async function openProduct(page: Page, ids: DemoIds) {
  await page.goto(`/products/${ids.productId}`);
  await settle(page);
}

async function openCreateMenu(page: Page, ids: DemoIds) {
  await openProduct(page, ids);
  await navigation(page).getByRole('button', { name: 'Create' }).click();
  await settle(page, page.getByRole('menu'));
}

test.describe('accessibility, signed out', () => {
  scanRoutes(signedOutScans);

  for (const step of registrationSteps) {
    test(`/register/${step}`, async ({ page }) => {
      await walkRegistrationTo(page, step);
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }

  test('the sign-in prompt', async ({ page, ids }) => {
    await openProduct(page, ids);
    await page.getByRole('button', { name: /^Like\b/ }).click();
    await settle(page, page.getByRole('dialog', { name: 'Log in or create an account' }));
    await expectNoSeriousViolations(page);
  });
});

test.describe('accessibility, signed in as a stylist', () => {
  test.use({ account: 'stylist' });
  scanRoutes(stylistScans);

  test('the create menu', async ({ page, ids }) => {
    await openCreateMenu(page, ids);
    await expectNoSeriousViolations(page);
  });

  test('search suggestions', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Search' }).fill('amar');
    await settle(page, page.getByRole('listbox', { name: 'Suggestions' }));
    await expectNoSeriousViolations(page);
  });

  test('search results with filters, and the filters', async ({ page }) => {
    await page.goto('/search?q=denim&tab=products&style=WOMENSWEAR&currency=JPY&maxPrice=20000');
    await settle(page, page.locator('#search-panel a[href^="/products/"]').first());
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await settle(page, page.getByRole('dialog', { name: 'Filters' }));
    await expectNoSeriousViolations(page);
  });

  test('a search that finds nothing', async ({ page }) => {
    await page.goto('/search?q=zzqxvbw');
    await settle(page, page.getByRole('heading', { name: 'No results for “zzqxvbw”' }));
    await expectNoSeriousViolations(page);
  });

  test('the New product sheet', async ({ page, ids }) => {
    await openCreateMenu(page, ids);
    await page.getByRole('menuitem', { name: /Product/ }).click();
    await settle(page, page.getByRole('dialog', { name: 'New product' }));
    await expectNoSeriousViolations(page);
  });

  test('the Create Product form', async ({ page, ids }) => {
    await openCreateMenu(page, ids);
    await page.getByRole('menuitem', { name: /Product/ }).click();
    const urlSheet = page.getByRole('dialog', { name: 'New product' });
    await urlSheet.getByLabel('Enter Product URL').fill(`${storeOrigin}${STORE_PRODUCT.path}`);
    await urlSheet.getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'Create Product' });
    await expect(form.getByLabel('Brand')).toHaveValue(STORE_PRODUCT.brand, { timeout: 20_000 });
    await settle(page, form);
    await expectNoSeriousViolations(page);
  });

  test('the New Collection sheet', async ({ page, ids }) => {
    await openCreateMenu(page, ids);
    await page.getByRole('menuitem', { name: /Collection/ }).click();
    await settle(page, page.getByRole('dialog', { name: 'New Collection' }));
    await expectNoSeriousViolations(page);
  });

  test('the Currency picker', async ({ page }) => {
    await page.goto('/settings/subscriptions/price');
    await settle(page);
    await page.getByRole('button', { name: /^Currency/ }).click();
    await settle(page, page.getByRole('dialog', { name: 'Currency' }));
    await expectNoSeriousViolations(page);
  });

  test('the Photo source picker', async ({ page }) => {
    await page.goto('/settings/account');
    await settle(page);
    await page.getByRole('button', { name: 'Change photo' }).click();
    await settle(page, page.getByRole('dialog', { name: 'Profile photo' }));
    await expectNoSeriousViolations(page);
  });

  test('the Add to collection sheet', async ({ page, ids }) => {
    await openProduct(page, ids);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Add to collection' });
    await settle(page, sheet.getByRole('button', { name: 'Done' }));
    await expectNoSeriousViolations(page);
  });
});

test.describe('accessibility, signed in as a moderator', () => {
  test.use({ account: 'moderator' });

  test('/moderation, with an open case, and the case sheet', async ({ page, request, ids }) => {
    // The shopper reports the stylist's product, so Open has a case; a report again is taken as the first
    // (docs/product.md §20).
    const shopper = await signIn(request, 'shopper');
    const report = await request.post('/api/reports', {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: { targetType: 'product', targetId: ids.productId, reason: 'spam' },
    });
    expect(report.ok(), await report.text()).toBe(true);
    await page.goto('/moderation');
    const row = page
      .getByRole('list', { name: 'Open reports' })
      .getByRole('button')
      .filter({ hasText: `Product · @${ids.stylistUsername}` })
      .first();
    await settle(page, row);
    await expectNoSeriousViolations(page);
    await row.click();
    await settle(page, page.getByRole('dialog', { name: 'Reported product' }));
    await expectNoSeriousViolations(page);
  });
});

test.describe('accessibility, signed in as a shopper', () => {
  test.use({ account: 'shopper' });
  scanRoutes(shopperScans);
});

test('the scan covers every route of e2e/routes.ts', () => {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const asWritten = (route: string) => {
    const path = route.split('?')[0]!.replace(uuid, '{id}');
    // The scans write index routes with their trailing slash: /settings/, /register/.
    return ['/settings', '/settings/account', '/settings/about', '/register'].includes(path)
      ? `${path}/`
      : path;
  };
  const scanned = new Set([
    ...[...signedOutScans, ...stylistScans, ...shopperScans].map(({ route }) => route),
    ...registrationSteps.map((step) => `/register/${step}`),
  ]);
  expect([...rootRoutes, ...authRoutes].map(asWritten).filter((route) => !scanned.has(route))).toEqual([]);
});

test.describe('accessibility, signed in before verifying the email', () => {
  test.use({ account: 'newcomer' });

  test('the Verify your email sheet, before and after resending', async ({ page }) => {
    await page.goto('/onboarding');
    await settle(page);
    await page.getByRole('button', { name: "Didn't get it?" }).click();
    const sheet = page.getByRole('dialog', { name: 'Verify your email' });
    await settle(page, sheet);
    await expectNoSeriousViolations(page);
    // Resending shows its notice in the green box.
    await sheet.getByRole('button', { name: 'Resend verification email' }).click();
    await settle(page, sheet.getByRole('status'));
    await expectNoSeriousViolations(page);
  });
});
