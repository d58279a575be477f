/** What the settings journeys share. */
import type { Page } from '@playwright/test';
import { submitLogin } from '../support/auth.ts';

/**
 * Logs in at /login and waits to land on `returnToPath`. Works at both sizes and on settings screens, where
 * a phone shows no bottom navigation to tell who is signed in.
 */
export async function logInTo(page: Page, person: { email: string; password: string }, returnToPath: string) {
  await page.goto(`/login?returnToPath=${encodeURIComponent(returnToPath)}`);
  await submitLogin(page, person.email, person.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnToPath);
}
