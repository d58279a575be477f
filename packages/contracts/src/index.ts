export * from './common.ts';
export * from './money.ts';
export * from './product.ts';
export * from './collection.ts';
export * from './feed.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './api-client.ts';
