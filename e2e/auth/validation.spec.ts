/** The messages of login and registration (docs/product.md §3), and the answer to a wrong password. */
import { expect, test } from '../support/test.ts';
import { newPerson, registerThroughApi, submitLogin } from '../support/auth.ts';

test('login asks for a valid email and a 6-character password', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'not-an-email', '12345');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('registration asks for a full name, a valid email and a 6-character password', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('A');
  await page.getByLabel('Email').fill('ada@');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('registration links to the terms and the privacy policy it asks people to agree to', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByText('By continuing, you agree to our')).toBeVisible();
  await page.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/settings\/about\/terms-and-conditions$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/settings\/about\/privacy-policy$/);
});

test('a wrong password says so without signing in', async ({ page, request }) => {
  const ada = newPerson('Ada');
  await registerThroughApi(request, ada);
  await page.goto('/login');
  await submitLogin(page, ada.email, `${ada.password}-wrong`);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
