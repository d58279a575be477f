/**
 * Every server-rendered page hydrates without a React warning or error in the console (issue 27, "Done
 * means"), as a visitor and as a signed-in person, whose own state fills in once the page has hydrated. A
 * 404 is drawn again in the browser rather than hydrated (docs/decisions.md "Only a found page is
 * hydrated"), and must be as quiet.
 */
import { expect } from '../support/test.ts';
import { logInWithPassword, newPerson } from '../support/auth.ts';
import { logIn, registerVerified } from '../feed-profiles/support.ts';
import { productName, stylist, test, waitForHydration, watchConsole, type DemoItems } from './support.ts';

/** Each rendered route with the status it answers a visitor. */
const PAGES: { label: string; path: (demo: DemoItems) => string; status: number }[] = [
  { label: 'home', path: () => '/', status: 200 },
  { label: 'home, collections tab', path: () => '/?tab=2', status: 200 },
  { label: 'product', path: ({ product }) => `/products/${product.id}`, status: 200 },
  { label: 'look', path: ({ look }) => `/looks/${look.id}`, status: 200 },
  { label: 'collection', path: ({ collection }) => `/collections/${collection.id}`, status: 200 },
  {
    label: 'paid-only collection',
    path: ({ paidCollection }) => `/collections/${paidCollection.id}`,
    status: 200,
  },
  { label: 'profile', path: ({ profile }) => `/profiles/${profile.id}`, status: 200 },
  { label: 'user', path: ({ profile }) => `/users/${profile.id}`, status: 200 },
  { label: 'sitemap', path: () => '/sitemap', status: 200 },
  { label: 'privacy', path: () => '/privacy', status: 200 },
  { label: 'privacy in settings', path: () => '/settings/about/privacy-policy', status: 200 },
  { label: 'terms', path: () => '/settings/about/terms-and-conditions', status: 200 },
  { label: 'missing product', path: () => '/products/00000000-0000-4000-8000-000000000000', status: 404 },
  {
    label: 'private collection',
    path: ({ privateCollection }) => `/collections/${privateCollection.id}`,
    status: 404,
  },
  { label: 'unknown address', path: () => '/no/such/page', status: 404 },
];

/**
 * On a 404 the browser asks the API again for the missing item (a signed-in person might see it), and the
 * app logs each failed call as it logs every one: the API's 404 and its ApiError, which are not hydration's.
 */
const isMissingItemLog = (problem: string) =>
  /^error: Failed to load resource: the server responded with a status of 404 .*\(http[^)]*\/api\//.test(
    problem,
  ) || /^error: ApiError: /.test(problem);

test.describe('hydration as a visitor', () => {
  // One page loads every address in turn, each a full load of the document: a fresh page per address cost
  // more than the loads themselves. Each page is a step, and a failing one does not hide the others.
  test('every server-rendered page comes alive without a console error or warning', async ({
    page,
    demo,
  }) => {
    test.setTimeout(PAGES.length * 10_000);
    const problems = watchConsole(page);
    for (const { label, path, status } of PAGES) {
      await test.step(`the ${label} page`, async () => {
        problems.length = 0;
        const response = await page.goto(path(demo));
        expect.soft(response?.status(), label).toBe(status);
        await waitForHydration(page);
        const found = status === 404 ? problems.filter((problem) => !isMissingItemLog(problem)) : problems;
        expect.soft([...found], label).toEqual([]);
      });
    }
  });
});

test('a signed-in person sees their like fill in on a server-rendered product page', async ({
  page,
  request,
  demo: { product },
}) => {
  const person = newPerson('Lena');
  const { token } = await registerVerified(page, request, person);
  const like = await request.post(`/api/products/${product.id}/like`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(like.ok(), await like.text()).toBe(true);
  await logIn(page, person);

  const problems = watchConsole(page);
  const response = await page.goto(`/products/${product.id}`);
  // The server drew the page as a visitor sees it: not liked.
  const html = await response!.text();
  expect(html).toContain(productName(product));
  expect(html).toMatch(/<button[^>]*aria-label="Like, \d+ likes?"[^>]*aria-pressed="false"/);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /^Like, \d+ likes?$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName(product));
  expect(problems).toEqual([]);
});

test('the owner of a private collection opens it by its address and sees it once the page has hydrated', async ({
  page,
  demo: { privateCollection },
}) => {
  await logInWithPassword(page, stylist);
  const problems = watchConsole(page);
  const response = await page.goto(`/collections/${privateCollection.id}`);
  // The server drew it for a visitor, who may not see it.
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privateCollection.name);
  expect(problems).toEqual([]);
});
