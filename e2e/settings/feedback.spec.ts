/**
 * Feedback (issue: support) end to end at both sizes: a signed-in person writes from settings with a
 * screenshot, and support finds the mail at the SMTP peer with the message, the image link and Reply-To set
 * to them; a signed-out visitor does the same with an address to answer; the error screen's 'contact
 * support' link leads to the form.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import sharp from 'sharp';
import {
  bottomNav,
  isDesktop,
  logInWithPassword,
  newPerson,
  registerThroughApi,
  unique,
} from '../support/auth.ts';
import { waitForMail } from '../support/mail.ts';
import { SUPPORT_EMAIL } from '../support/ports.ts';

const screenshot = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#c8a27c' } })
    .png()
    .toBuffer();

/** Picks an image through the 'Attach an image' button's file chooser, as a person would. */
async function attachImage(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach an image' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: await screenshot() });
  await expect(page.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
  await expect(page.getByText('Attached', { exact: true })).toBeVisible();
}

/** The image link in a feedback mail: on this app, a checked feedback upload that anyone with it can open. */
async function expectAttachmentLink(request: APIRequestContext, text: string) {
  const link = text.match(/^Attachment: (\S+)$/m)?.[1];
  expect(link, text).toMatch(/\/media\/uploads\/feedbackAttachment\/[\w/-]+\.png$/);
  const image = await request.get(link!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
}

test('a signed-in person sends feedback with an image from settings, and support gets the mail', async ({
  page,
  request,
  viewport,
}) => {
  const person = newPerson('Grace');
  await registerThroughApi(request, person);
  await logInWithPassword(page, person, '/settings');
  const message = `The look editor loses my pins when I rotate the phone (${unique()}).`;

  await page.getByRole('link', { name: /^Feedback/ }).click();
  await expect(page).toHaveURL(/\/settings\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  if (!isDesktop({ viewport })) await expect(bottomNav(page)).toBeHidden();
  // Signed in, the answer goes to the account: no address to type.
  await expect(page.getByLabel('Your email')).toHaveCount(0);
  await expect(page.getByText(`We will reply to ${person.email}.`)).toBeVisible();

  await page.getByLabel('Message').fill(message);
  await expect(page.getByText(`${message.length} / 5,000`)).toBeVisible();
  await attachImage(page, 'pins.png');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your feedback was sent' })).toBeVisible();
  await expect(page.getByText(`we will write to ${person.email}`)).toBeVisible();

  const mail = await waitForMail(request, SUPPORT_EMAIL, `Feedback from @${person.username}`, { since });
  expect(mail.text).toContain(message);
  expect(mail.replyTo).toBe(person.email);
  expect(mail.text).toContain(person.email);
  expect(mail.text).toMatch(/^App version: \d+\.\d+\.\d+/m);
  expect(mail.text).toMatch(/^User agent: Mozilla\//m);
  await expectAttachmentLink(request, mail.text);

  // Another message starts from an empty form.
  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Attach an image' })).toBeVisible();
});

test('a signed-out visitor sends feedback with an address to reply to', async ({ page, request }) => {
  const visitor = `visitor.${unique()}@example.test`;
  const message = `Can I sign up with my Apple account? (${unique()})`;
  await page.goto('/settings/feedback');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Please enter your email address so we can reply')).toBeVisible();
  await expect(page.getByText('Please write a message')).toBeVisible();

  await page.getByLabel('Your email').fill(visitor);
  await page.getByLabel('Message').fill(message);
  await attachImage(page, 'signup.png');
  // A picked image can be taken back and another chosen.
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('img', { name: 'Preview of signup.png' })).toHaveCount(0);
  await attachImage(page, 'signup-again.png');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your feedback was sent' })).toBeVisible();
  await expect(page.getByText(`we will write to ${visitor}`)).toBeVisible();

  const mail = await waitForMail(request, SUPPORT_EMAIL, `Feedback from a visitor (${visitor})`, { since });
  expect(mail.text).toContain(message);
  expect(mail.replyTo).toBe(visitor);
  await expectAttachmentLink(request, mail.text);
});

test("the error screen's 'contact support' link opens the feedback form", async ({ page }) => {
  // A product whose API answer fails with a server error: the router shows its error screen.
  await page.route('**/api/products/*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Internal server error', code: 'INTERNAL' }),
    }),
  );
  await page.goto('/products/00000000-0000-4000-8000-000000000001');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.unrouteAll();

  await page.getByRole('link', { name: 'contact support' }).click();
  await expect(page).toHaveURL(/\/settings\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByLabel('Message')).toBeVisible();
});
