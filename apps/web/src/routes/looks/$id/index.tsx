import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/looks/$id/')({
  component: LookScreen,
});

function LookScreen() {
  return <Screen title="Look" description="A styled outfit with every product in it tagged." />;
}
