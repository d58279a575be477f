import type { PriceHistory, PriceWatchState } from '@stylebook/contracts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ProductCards } from '../cards/product-cards.ts';
import { toPriceHistory } from './prices.mapper.ts';
import type { PricesRepository } from './prices.repository.ts';

export interface PricesServiceDeps {
  repository: Pick<PricesRepository, 'findPageOf' | 'listPoints' | 'setWatch' | 'readSoon'>;
  /** The price job's freshness age: a newly watched page older than this is read at once. */
  freshnessSeconds: number;
  /** Who may see a product (docs/product.md §4), the one rule every product reply follows. */
  productCards: Pick<ProductCards, 'visibleTo'>;
}

export function createPricesService({ repository, productCards, freshnessSeconds }: PricesServiceDeps) {
  /** 404 for a product the viewer may not see, as the product page answers. */
  async function requireVisible(productId: string, viewerId: string | null): Promise<void> {
    const [card] = await productCards.visibleTo([productId], viewerId);
    if (!card) throw notFound('Product not found');
  }

  async function setWatch(actor: Actor, productId: string, watching: boolean): Promise<PriceWatchState> {
    await requireVisible(productId, actor.userId);
    await repository.setWatch(actor.userId, productId, watching);
    if (watching) await repository.readSoon(productId, freshnessSeconds);
    return { watchedByMe: watching };
  }

  return {
    /** The store's price of the product over time, and whether the viewer watches it. */
    async history(productId: string, viewer: Actor | null): Promise<PriceHistory> {
      const viewerId = viewer?.userId ?? null;
      await requireVisible(productId, viewerId);
      const page = await repository.findPageOf(productId, viewerId);
      return toPriceHistory(page ? await repository.listPoints(page.canonicalUrl) : [], page);
    },

    /** Alerts on drops and restocks of a product the person may see. */
    watch: (actor: Actor, productId: string) => setWatch(actor, productId, true),

    /** No more alerts, including for a product in the person's own collections (watched by default). */
    unwatch: (actor: Actor, productId: string) => setWatch(actor, productId, false),
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
