/**
 * Playwright's `test`, whose pages wait after each `goto` and `reload` until a page the server drew has
 * hydrated (docs/decisions.md "Server rendering"): the markup is there before its buttons work, and a
 * person's click in that moment, unlike a test's, is not made a millisecond after the page loads.
 */
import { test as base, type Page } from '@playwright/test';
import { PAGE_STATE_ELEMENT_ID } from '../../packages/contracts/src/page-render.ts';

export * from '@playwright/test';

/** Set on `<html>` by the app's root once it has rendered in the browser (apps/web/src/routes/__root.tsx). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ([stateId, attribute]) =>
      !document.getElementById(stateId!) || document.documentElement.hasAttribute(attribute!),
    [PAGE_STATE_ELEMENT_ID, HYDRATED_ATTRIBUTE],
  );
}

function waitForHydrationAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates: the page as sent is the page.
    if (javaScriptEnabled !== false) {
      context.pages().forEach(waitForHydrationAfterLoads);
      context.on('page', waitForHydrationAfterLoads);
    }
    await use(context);
  },
});
