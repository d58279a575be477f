import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/collections/$id/')({
  component: CollectionScreen,
});

function CollectionScreen() {
  return <Screen title="Collection" description="The products and looks saved in this collection." />;
}
