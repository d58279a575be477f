import { describe, expect, it } from 'vitest';
import { COMPRESSION_RULES, longestSideWithin, skipsCompression } from './compression.ts';

const KB = 1024;

describe('COMPRESSION_RULES', () => {
  it('is the table of docs/product.md §17, plus feedback screenshots kept sharp enough to read', () => {
    expect(COMPRESSION_RULES).toEqual({
      avatar: { maxWidth: 512, maxHeight: 512, quality: 0.8, skipUnderBytes: 200 * KB },
      collectionCover: { maxWidth: 1920, maxHeight: 1440, quality: 0.9, skipUnderBytes: 500 * KB },
      lookCover: { maxWidth: 1440, maxHeight: 1920, quality: 0.9, skipUnderBytes: 500 * KB },
      productImage: { maxWidth: 2048, maxHeight: 2048, quality: 0.95, skipUnderBytes: 500 * KB },
      feedbackAttachment: { maxWidth: 2048, maxHeight: 2048, quality: 0.9, skipUnderBytes: 500 * KB },
    });
  });
});

describe('skipsCompression', () => {
  it('skips files under the threshold of their kind', () => {
    expect(skipsCompression({ size: 200 * KB - 1, type: 'image/jpeg' }, 'avatar')).toBe(true);
    expect(skipsCompression({ size: 200 * KB, type: 'image/jpeg' }, 'avatar')).toBe(false);
    expect(skipsCompression({ size: 500 * KB - 1, type: 'image/png' }, 'productImage')).toBe(true);
    expect(skipsCompression({ size: 500 * KB, type: 'image/png' }, 'productImage')).toBe(false);
  });

  it('leaves animated GIFs alone at any size', () => {
    expect(skipsCompression({ size: 5000 * KB, type: 'image/gif' }, 'productImage')).toBe(true);
  });
});

describe('longestSideWithin', () => {
  it('fits a landscape photo inside the collection cover box', () => {
    // 4000x2000 scales by min(1920/4000, 1440/2000) = 0.48 to 1920x960.
    expect(longestSideWithin({ width: 4000, height: 2000 }, COMPRESSION_RULES.collectionCover)).toBe(1920);
    // 3000x3000 is limited by the box height: 1440x1440.
    expect(longestSideWithin({ width: 3000, height: 3000 }, COMPRESSION_RULES.collectionCover)).toBe(1440);
  });

  it('fits a portrait photo inside the look cover box', () => {
    expect(longestSideWithin({ width: 3024, height: 4032 }, COMPRESSION_RULES.lookCover)).toBe(1920);
    expect(longestSideWithin({ width: 4000, height: 3000 }, COMPRESSION_RULES.lookCover)).toBe(1440);
  });

  it('never enlarges a small image', () => {
    expect(longestSideWithin({ width: 300, height: 200 }, COMPRESSION_RULES.avatar)).toBe(300);
  });
});
