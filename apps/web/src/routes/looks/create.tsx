import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { createLookSearch } from '../../lib/search-params';

export const Route = createFileRoute('/looks/create')({
  validateSearch: createLookSearch,
  component: CreateLookScreen,
});

function CreateLookScreen() {
  return (
    <Screen
      title="Create a look"
      description="Pick a cover photo and tag the products you are wearing."
      backFallback="/"
    />
  );
}
