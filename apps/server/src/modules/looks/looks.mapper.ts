import type { Look, LookCard } from '@stylebook/contracts';
import { toProductCard } from '../cards/cards.mapper.ts';
import type { LookCardRow, LookProductCardRow, LookRow } from './looks.repository.ts';
import { toRemoval } from '../moderation/removal.ts';

export function toLookCard(row: LookCardRow): LookCard {
  return {
    id: row.id,
    ownerId: row.ownerId,
    owner: row.owner,
    title: row.title,
    coverImageUrl: row.coverImageUrl,
    productCount: row.productCount,
  };
}

export function toLook(row: LookRow, items: LookProductCardRow[], collections: Look['collections']): Look {
  return {
    id: row.id,
    ownerId: row.ownerId,
    owner: row.owner,
    title: row.title,
    description: row.description,
    coverImageUrl: row.coverImageUrl,
    products: items.map((item) => ({ product: toProductCard(item), x: item.x, y: item.y })),
    tags: items.flatMap(({ id, x, y }) => (x !== null && y !== null ? [{ productId: id, x, y }] : [])),
    collections,
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
    createdAt: row.createdAt.toISOString(),
    removal: toRemoval(row),
  };
}
