import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/collections/$id/edit')({
  component: EditCollectionScreen,
});

function EditCollectionScreen() {
  return (
    <Screen
      title="Edit collection"
      description="Add, remove and reorder the products and looks in this collection."
      backFallback="/"
    />
  );
}
