import type { Product } from '@stylebook/contracts';
import { draftFromProduct } from '@stylebook/client';
import type { ProductSubmission } from '@stylebook/client';
import { ProductFormSheet } from '../../../components/product/product-form-sheet';
import { useToast } from '../../../components/ui/toast';
import { formErrorMessage } from '../../../lib/form-error';
import { useUpdateProduct } from '../../../queries/products';

export default function EditProductSheet({ product, onClose }: { product: Product; onClose: () => void }) {
  const toast = useToast();
  const updateProduct = useUpdateProduct(product.id);

  async function save(submission: ProductSubmission) {
    try {
      await updateProduct.mutateAsync(submission);
      onClose();
    } catch (error) {
      toast.show(formErrorMessage(error), { type: 'error' });
    }
  }

  return (
    <ProductFormSheet
      open
      title="Edit product"
      submitLabel="Save"
      draft={draftFromProduct(product)}
      onClose={onClose}
      onSubmit={save}
    />
  );
}
