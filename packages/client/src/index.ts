/**
 * What the two browser clients (the web app and the extension) share beyond the contracts: the signed-in
 * session, the product form's rules, and image upload with the compression of docs/product.md §17.
 */
export * from './session.ts';
export * from './product-form.ts';
export * from './image-limits.ts';
export * from './style-labels.ts';
export * from './collection.ts';
export * from './product-count.ts';
export * from './use-card-lock.ts';
export * from './compression.ts';
export * from './upload.ts';
