import { useNavigate } from '@tanstack/react-router';
import type { Product, ScrapedProduct } from '@stylebook/contracts';
import { useState } from 'react';
import { logFailure } from '../../lib/api';
import { AddToCollectionSheet } from '../collection/add-to-collection-sheet';
import { useCreateProduct } from '../../queries/products';
import { NewProductSheet } from './new-product-sheet';
import { blankDraft, draftFromScrape } from '@stylebook/client';
import type { ProductDraft, ProductSubmission } from '@stylebook/client';
import { ProductFormSheet } from './product-form-sheet';

export interface AddProductOptions {
  /** File the new product into this look of the user's. */
  lookId?: string;
  /** File the new product into this collection of the user's. */
  collectionId?: string;
  /** Skip the add-to-collection step. */
  hideCollection?: boolean;
  /**
   * Hands the new product back instead of going to its page (the look editor adds it to the look being
   * made, so the unsaved look is not lost).
   */
  onCreated?: (product: Product) => void;
}

/**
 * docs/product.md §6: after creating, the add-to-collection sheet follows unless the product is filed already
 * or hidden.
 */
export function opensAddToCollection({
  lookId,
  collectionId,
  hideCollection,
  onCreated,
}: AddProductOptions): boolean {
  return !(lookId || collectionId || hideCollection || onCreated);
}

type Step =
  | { name: 'url' }
  | { name: 'edit'; purchaseUrl: string; draft: ProductDraft }
  | { name: 'collect'; product: Product };

interface AddProductFlowProps extends AddProductOptions {
  /** Ends the flow: Cancel or closing any of its sheets closes everything (docs/product.md §6). */
  onClose: () => void;
  /** Starts with this link being read, as if pasted and added (a link shared to the app). */
  initialUrl?: string;
  /** A note on the URL sheet, e.g. that a share held no link. */
  notice?: string;
  /**
   * The flow is the whole page it is on (the share target): the new product's page takes that page's
   * place in the history, so Back does not start the flow again.
   */
  replacesPage?: boolean;
}

/**
 * The add-product flow: paste a store link, check what was scraped, create, then file it
 * (docs/product.md §6).
 */
export default function AddProductFlow({
  onClose,
  initialUrl,
  notice,
  replacesPage = false,
  ...options
}: AddProductFlowProps) {
  const navigate = useNavigate();
  const createProduct = useCreateProduct();
  const [step, setStep] = useState<Step>({ name: 'url' });

  function goToProduct(product: Product) {
    // A flow that is the page closes by leaving it; one opened over a page closes first.
    if (!replacesPage) onClose();
    void navigate({ to: '/products/$id', params: { id: product.id }, replace: replacesPage });
  }

  /**
   * Opens the add-to-collection sheet (docs/product.md §14) for the new product; its Done then goes to the
   * product.
   */
  function addToCollection(product: Product) {
    setStep({ name: 'collect', product });
  }

  function onScraped(scraped: ScrapedProduct, purchaseUrl: string) {
    setStep({ name: 'edit', purchaseUrl, draft: draftFromScrape(scraped) });
  }

  async function create(purchaseUrl: string, submission: ProductSubmission) {
    const { lookId, collectionId } = options;
    try {
      const product = await createProduct.mutateAsync({ ...submission, purchaseUrl, lookId, collectionId });
      if (options.onCreated) {
        options.onCreated(product);
        onClose();
      } else if (opensAddToCollection(options)) addToCollection(product);
      else goToProduct(product);
    } catch (error) {
      // docs/product.md §16: a failed create is only logged; the form stays as it was for another try.
      logFailure(error);
    }
  }

  return (
    <>
      <NewProductSheet
        open={step.name === 'url'}
        onClose={onClose}
        initialUrl={initialUrl}
        notice={notice}
        onScraped={onScraped}
        onEnterByHand={(purchaseUrl) => setStep({ name: 'edit', purchaseUrl, draft: blankDraft() })}
      />
      {step.name === 'edit' && (
        <ProductFormSheet
          open
          title="Create Product"
          submitLabel="Create"
          draft={step.draft}
          onClose={onClose}
          onSubmit={(submission) => create(step.purchaseUrl, submission)}
        />
      )}
      {step.name === 'collect' && (
        <AddToCollectionSheet
          open
          item={{ kind: 'product', id: step.product.id }}
          onClose={() => goToProduct(step.product)}
        />
      )}
    </>
  );
}
