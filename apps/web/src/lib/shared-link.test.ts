import { describe, expect, it } from 'vitest';
import { findSharedLink } from './shared-link';

const STORE_LINK = 'https://shop.example/products/linen-overshirt?variant=2';

describe('findSharedLink', () => {
  it('takes the url field first', () => {
    expect(
      findSharedLink({ title: 'https://other.example/a', text: 'https://other.example/b', url: STORE_LINK }),
    ).toBe(STORE_LINK);
  });

  it('finds the link inside the text when url is empty, as Android apps send it', () => {
    expect(findSharedLink({ title: 'Linen overshirt', text: `Look at this ${STORE_LINK}`, url: '' })).toBe(
      STORE_LINK,
    );
  });

  it('falls back to a link in the title', () => {
    expect(findSharedLink({ title: `Linen overshirt ${STORE_LINK}`, text: 'So nice' })).toBe(STORE_LINK);
  });

  it('takes the first of several links', () => {
    expect(findSharedLink({ text: `${STORE_LINK} and https://shop.example/second` })).toBe(STORE_LINK);
  });

  it.each([
    [`Look at this ${STORE_LINK}!`, STORE_LINK],
    [`Is it ${STORE_LINK}?`, STORE_LINK],
    [`(see ${STORE_LINK}).`, STORE_LINK],
    ['https://en.example/wiki/Shirt_(garment)', 'https://en.example/wiki/Shirt_(garment)'],
    [`"${STORE_LINK}"`, STORE_LINK],
    [`<${STORE_LINK}>`, STORE_LINK],
    ['HTTPS://SHOP.EXAMPLE/P/1', 'HTTPS://SHOP.EXAMPLE/P/1'],
  ])('leaves the sentence out of %j', (text, link) => {
    expect(findSharedLink({ text })).toBe(link);
  });

  it.each([
    {},
    { title: '', text: '', url: '' },
    { text: 'Linen overshirt, so nice' },
    { url: 'shop.example/products/1' },
    { text: 'ftp://shop.example/file' },
    { text: 'javascript:alert(1)' },
    { text: 'https://' },
    { url: 'https://[::1' },
  ])('finds nothing in %j', (shared) => {
    expect(findSharedLink(shared)).toBeNull();
  });
});
