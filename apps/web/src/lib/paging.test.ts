import { describe, expect, it } from 'vitest';
import { pagerState, pageSearch } from './paging';

/** What a hand-edited URL may hold, whatever the links declare. */
const url = (search: object) => search as never;

describe('pageSearch', () => {
  it('defaults to page 1 of 10 and falls back to them for bad values', () => {
    expect(pageSearch(url({}))).toEqual({ page: 1, limit: 10 });
    expect(pageSearch(url({ page: 0, limit: 'x' }))).toEqual({ page: 1, limit: 10 });
    expect(pageSearch(url({ page: 2.5, limit: 500 }))).toEqual({ page: 1, limit: 10 });
    expect(pageSearch(url({ page: 3, limit: 2 }))).toEqual({ page: 3, limit: 2 });
  });
});

describe('pagerState', () => {
  it('has no previous on the first page and no next on the last', () => {
    expect(pagerState({ page: 1, pages: 3 })).toEqual({ label: 'Page 1 of 3', previous: null, next: 2 });
    expect(pagerState({ page: 2, pages: 3 })).toEqual({ label: 'Page 2 of 3', previous: 1, next: 3 });
    expect(pagerState({ page: 3, pages: 3 })).toEqual({ label: 'Page 3 of 3', previous: 2, next: null });
  });

  it('reads page 1 of 1 for an empty list', () => {
    expect(pagerState({ page: 1, pages: 0 })).toEqual({ label: 'Page 1 of 1', previous: null, next: null });
  });

  it('leads from a page past the end back to the last page', () => {
    expect(pagerState({ page: 9, pages: 3 })).toEqual({ label: 'Page 9 of 3', previous: 3, next: null });
  });
});
