import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireSignedIn } from '../../auth/require-signed-in';
import { useCurrentUser } from '../../auth/auth-provider';
import { Screen } from '../../components/screen';
import { createLookSearch } from '../../lib/search-params';
import { useCreateLook } from '../../queries/looks';
import { LookEditor } from './-components/look-editor';
import type { LookFormOutput } from './-components/look-editor';
import { afterPublishPath, lookProductInputs } from './-components/look-form';
import type { PickedProduct } from './-components/look-form';

export const Route = createFileRoute('/looks/create')({
  validateSearch: createLookSearch,
  beforeLoad: requireSignedIn,
  component: CreateLookScreen,
});

function CreateLookScreen() {
  const { collectionId, from } = Route.useSearch();
  const auth = useCurrentUser();
  const navigate = useNavigate();
  const createLook = useCreateLook();

  async function publish({ title, description, coverImageUrl }: LookFormOutput, products: PickedProduct[]) {
    const look = await createLook.mutateAsync({
      title,
      description: description || undefined,
      coverImageUrl,
      products: lookProductInputs(products),
      collectionId,
    });
    await navigate({ href: afterPublishPath(from, look.id), replace: true });
  }

  return (
    <Screen
      title="Create a look"
      description="Pick a cover photo and tag the products you are wearing."
      backFallback="/"
    >
      {auth.user && (
        <LookEditor
          userId={auth.user.id}
          initialValues={{ coverImageUrl: '', title: '', description: '' }}
          initialProducts={[]}
          submitLabel="Publish"
          onSubmit={publish}
        />
      )}
    </Screen>
  );
}
