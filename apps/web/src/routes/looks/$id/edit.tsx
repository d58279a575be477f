import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/looks/$id/edit')({
  component: EditLookScreen,
});

function EditLookScreen() {
  return (
    <Screen title="Edit look" description="Change the cover photo, the title and the tagged products." />
  );
}
