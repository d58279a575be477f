import {
  FollowingFeedCollection,
  FollowingFeedLook,
  type FeaturedProduct,
  type FollowingFeedItem,
  type FollowingFeedPage,
  type FollowingFeedProduct,
} from '@stylebook/contracts';
import { jsonArray, jsonObject, jsonValue, shapeJson, type Json } from '../../lib/reply-json.ts';
import type { InboxPosition } from './following-feed.repository.ts';

export type FeedItemJson = Json<FollowingFeedItem>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor after an inbox row: its `created_at` in microseconds and its item id, opaque to clients. */
export function encodeCursor({ createdAtMicros, itemId }: InboxPosition): string {
  return Buffer.from(`${createdAtMicros}.${itemId}`).toString('base64url');
}

/** The position a cursor names, or undefined when it is not one this server wrote. */
export function decodeCursor(cursor: string): InboxPosition | undefined {
  const [micros, itemId, ...rest] = Buffer.from(cursor, 'base64url').toString().split('.');
  if (rest.length > 0 || !micros || !/^\d{1,17}$/.test(micros) || !itemId || !UUID.test(itemId)) {
    return undefined;
  }
  return { createdAtMicros: BigInt(micros), itemId };
}

/** A product's item, around its Featured card as the product-card cache joined it. */
export function toProductItemJson(createdAt: string, product: Json<FeaturedProduct>): FeedItemJson {
  return jsonObject<FollowingFeedProduct>({
    kind: jsonValue('product'),
    createdAt: jsonValue(createdAt),
    product,
  });
}

export const toLookItemJson = (createdAt: string, look: FollowingFeedLook['look']): FeedItemJson =>
  shapeJson(FollowingFeedLook, { kind: 'look', createdAt, look });

export const toCollectionItemJson = (
  createdAt: string,
  item: Pick<FollowingFeedCollection, 'collection' | 'locked'>,
): FeedItemJson => shapeJson(FollowingFeedCollection, { kind: 'collection', createdAt, ...item });

export function toFollowingFeedJson(
  items: FeedItemJson[],
  nextCursor: string | null,
): Json<FollowingFeedPage> {
  return jsonObject<FollowingFeedPage>({ items: jsonArray(items), nextCursor: jsonValue(nextCursor) });
}
