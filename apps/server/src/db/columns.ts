import { products, users } from './schema.ts';

/** A person as every card shows them (the contracts' UserSummary). */
export const ownerColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
  role: users.role,
};

/** What a product card is drawn from; queries join `users` on the product's owner. */
export const productCardColumns = {
  id: products.id,
  rootProductId: products.rootProductId,
  description: products.description,
  brand: products.brand,
  priceMinor: products.priceMinor,
  currency: products.currency,
  gender: products.gender,
  images: products.images,
  owner: ownerColumns,
};
