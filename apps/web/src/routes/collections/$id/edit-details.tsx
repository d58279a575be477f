import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/collections/$id/edit-details')({
  component: EditCollectionDetailsScreen,
});

function EditCollectionDetailsScreen() {
  return (
    <Screen
      title="Collection details"
      description="Name, cover and who can see this collection."
      backFallback="/"
    />
  );
}
