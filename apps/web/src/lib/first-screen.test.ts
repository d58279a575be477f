import { describe, expect, it } from 'vitest';
import { createFirstScreen } from './first-screen';

function pageWith(data: unknown): Document {
  const document = window.document.implementation.createHTMLDocument();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-screen';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  return document;
}

const PRODUCT = { id: 'p1', brand: 'Toteme' };
const FEATURED = { seed: 'shell-1', page: { items: [], hasMore: false, nextOffset: null, generation: 1 } };

describe('first screen', () => {
  it('hands a part to the query it matches, once', () => {
    const firstScreen = createFirstScreen(pageWith({ product: PRODUCT }), () => false);
    expect(firstScreen.take('product', (product) => product.id === 'p2')).toBeUndefined();
    expect(firstScreen.take('product', (product) => product.id === 'p1')).toEqual(PRODUCT);
    expect(firstScreen.take('product', (product) => product.id === 'p1')).toBeUndefined();
  });

  it("tells the featured page's seed", () => {
    expect(createFirstScreen(pageWith({ featuredProducts: FEATURED }), () => false).featuredSeed()).toBe(
      'shell-1',
    );
  });

  it('is ignored by a browser holding a session, whose data is its own', () => {
    const firstScreen = createFirstScreen(
      pageWith({ product: PRODUCT, featuredProducts: FEATURED }),
      () => true,
    );
    expect(firstScreen.take('product', () => true)).toBeUndefined();
    expect(firstScreen.featuredSeed()).toBeUndefined();
  });

  it('is empty when the page has none or it cannot be read', () => {
    const unreadable = pageWith(null);
    unreadable.getElementById('first-screen')!.textContent = '{';
    for (const document of [window.document.implementation.createHTMLDocument(), unreadable]) {
      expect(createFirstScreen(document, () => false).take('product', () => true)).toBeUndefined();
    }
  });
});
