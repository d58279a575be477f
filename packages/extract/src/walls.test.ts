import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractProduct } from './index.ts';
import { parseHtml } from './parse-html.ts';
import { detectBlock, type PageAnswer } from './walls.ts';

/** Saved wall pages, written after the ones Cloudflare, DataDome, PerimeterX, Akamai and Amazon serve. */
const WALLS = path.join(import.meta.dirname, '../fixtures/walls');
const PAGE_URL = 'https://www.shop.example/products/wool-coat';

/** The store's answer to a read of PAGE_URL, 200 with the saved page unless told otherwise. */
function answer(file: string | null, overrides: Partial<PageAnswer> = {}): PageAnswer {
  const document = file === null ? null : parseHtml(readFileSync(path.join(WALLS, file), 'utf8'));
  const isProduct = document === null ? false : extractProduct(document, PAGE_URL).isProduct;
  return { status: 200, requestedUrl: PAGE_URL, url: PAGE_URL, document, isProduct, ...overrides };
}

describe('detectBlock', () => {
  it.each([
    ['cloudflare-challenge.html', 'Cloudflare'],
    ['cloudflare-turnstile.html', 'Cloudflare'],
    ['datadome-captcha.html', 'DataDome'],
    ['perimeterx-press-and-hold.html', 'PerimeterX'],
    ['amazon-robot-check.html', 'Amazon'],
    ['akamai-access-denied.html', null],
  ])('knows the challenge page %s, answered 200, as a bot wall', (file, vendor) => {
    expect(detectBlock(answer(file))).toEqual({ reason: 'bot-wall', vendor });
  });

  it('knows the same walls answered 403 or 503', () => {
    expect(detectBlock(answer('cloudflare-challenge.html', { status: 403 }))).toEqual({
      reason: 'bot-wall',
      vendor: 'Cloudflare',
    });
    expect(detectBlock(answer('datadome-captcha.html', { status: 503 }))).toEqual({
      reason: 'bot-wall',
      vendor: 'DataDome',
    });
  });

  it('takes a 403, 429 or 401 without a page as the store refusing the read', () => {
    expect(detectBlock(answer(null, { status: 403 }))).toEqual({ reason: 'forbidden', vendor: null });
    expect(detectBlock(answer(null, { status: 429 }))).toEqual({ reason: 'rate-limited', vendor: null });
    expect(detectBlock(answer(null, { status: 401 }))).toEqual({ reason: 'login-wall', vendor: null });
  });

  it('leaves other errors to the caller', () => {
    expect(detectBlock(answer(null, { status: 404 }))).toBeNull();
    expect(detectBlock(answer(null, { status: 503 }))).toBeNull();
  });

  it('knows a login wall by the redirect to a sign-in page or by its password form', () => {
    const redirected = answer('login-form.html', { url: 'https://www.shop.example/account/login?return=/p' });
    expect(detectBlock(redirected)).toEqual({ reason: 'login-wall', vendor: null });
    expect(detectBlock(answer('login-form.html'))).toEqual({ reason: 'login-wall', vendor: null });
  });

  it("does not take a product page with the wall maker's scripts or a captcha form for a wall", () => {
    const product = answer('product-with-cloudflare-scripts.html');
    expect(product.isProduct).toBe(true);
    expect(detectBlock(product)).toBeNull();
  });

  it('does not take a long page that talks about bots for a wall', () => {
    expect(detectBlock(answer('article-about-bots.html'))).toBeNull();
  });
});
