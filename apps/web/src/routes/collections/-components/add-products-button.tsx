import type { Collection } from '@stylebook/contracts';
import { Plus } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useCurrentUser } from '../../../auth/auth-provider';
import { buttonClasses } from '../../../components/ui/button';
import { useToggleCollectionProduct } from '../../../queries/collections';

const AddProductFlow = lazy(() => import('../../../components/product/add-product-flow'));
const ProductPickerSheet = lazy(() =>
  import('../../../components/product/product-picker-sheet').then((module) => ({
    default: module.ProductPickerSheet,
  })),
);

/**
 * "Add products" for the owner of a collection: pick from their own products, or paste a store link to
 * make a new one that is filed straight into the collection.
 */
export function AddProductsButton({ collection, className }: { collection: Collection; className?: string }) {
  const auth = useCurrentUser();
  const toggleProduct = useToggleCollectionProduct();
  const [picking, setPicking] = useState(false);
  const [addingByLink, setAddingByLink] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setPicking(true)}
        className={buttonClasses({ variant: 'outline', className })}
      >
        <Plus aria-hidden className="size-4" />
        Add products
      </button>
      {picking && auth.user && (
        <Suspense fallback={null}>
          <ProductPickerSheet
            open
            onOpenChange={setPicking}
            userId={auth.user.id}
            pickedIds={new Set(collection.productIds)}
            onToggle={(product) =>
              toggleProduct.mutate({ collection, product, add: !collection.productIds.includes(product.id) })
            }
            onPasteLink={() => {
              setPicking(false);
              setAddingByLink(true);
            }}
          />
        </Suspense>
      )}
      {addingByLink && (
        <Suspense fallback={null}>
          <AddProductFlow collectionId={collection.id} onClose={() => setAddingByLink(false)} />
        </Suspense>
      )}
    </>
  );
}
