import { lazy } from 'react';

/**
 * The add-to-collection sheet, fetched on the first save: it and its collections code stay out of the
 * first load of the pages that offer saving. Render it inside a Suspense boundary, only while it is open.
 */
export const LazyAddToCollectionSheet = lazy(() =>
  import('./add-to-collection-sheet').then((module) => ({ default: module.AddToCollectionSheet })),
);
