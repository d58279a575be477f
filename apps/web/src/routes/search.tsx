import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../components/screen';

export const Route = createFileRoute('/search')({
  component: SearchScreen,
});

function SearchScreen() {
  return <Screen title="Search" description="Find products, collections, looks and people." />;
}
