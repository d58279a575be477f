import { describe, expect, it } from 'vitest';
import { LookFormFields, afterPublishPath, pinNumbers, pinPosition } from './look-form';

const box = { left: 100, top: 50, width: 300, height: 400 };

describe('pinPosition', () => {
  it('gives the tap as fractions of the rendered cover', () => {
    expect(pinPosition(250, 150, box)).toEqual({ x: 0.5, y: 0.25 });
  });

  it('clamps taps outside the cover to 0..1', () => {
    expect(pinPosition(0, 1000, box)).toEqual({ x: 0, y: 1 });
    expect(pinPosition(500, -20, box)).toEqual({ x: 1, y: 0 });
  });

  it('rounds to four decimals and survives an unrendered cover', () => {
    expect(pinPosition(200, 50, box)).toEqual({ x: 0.3333, y: 0 });
    expect(pinPosition(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('afterPublishPath', () => {
  it('returns to an in-app `from`, with its query', () => {
    expect(afterPublishPath('/collections/c1?tab=2', 'l1')).toBe('/collections/c1?tab=2');
  });

  it.each([undefined, '', 'collections', '//evil.example', '/\\evil.example', 'https://evil.example/'])(
    'opens the new look for %j',
    (from) => {
      expect(afterPublishPath(from, 'l1')).toBe('/looks/l1');
    },
  );
});

describe('LookFormFields', () => {
  const valid = { coverImageUrl: '/media/looks/cover/a.webp', title: 'Weekend', description: '' };

  it('accepts a cover and a title', () => {
    expect(LookFormFields.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ ...valid, title: '   ' }, 'Title is required'],
    [{ ...valid, coverImageUrl: '' }, 'Please add a cover photo'],
    [{ ...valid, title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    [{ ...valid, description: 'x'.repeat(1001) }, 'Description must be at most 1000 characters'],
  ])('explains what is wrong with %j', (values, message) => {
    const result = LookFormFields.safeParse(values);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('pinNumbers', () => {
  it('numbers pinned items by their place in the list and skips unpinned ones', () => {
    const items = [
      { id: 'a', x: 0.1, y: 0.2 },
      { id: 'b', x: null, y: null },
      { id: 'c', x: 0.5, y: 0.6 },
    ];
    expect(pinNumbers(items).map(({ item, number }) => [item.id, number])).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
  });
});
