import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/users/$id')({
  component: UserScreen,
});

function UserScreen() {
  return <Screen title="User" description="This member's products, looks and collections." />;
}
