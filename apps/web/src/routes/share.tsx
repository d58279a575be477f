import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireSignedIn } from '../auth/require-signed-in';
import AddProductFlow from '../components/product/add-product-flow';
import { Screen } from '../components/screen';
import { shareTargetSearch } from '../lib/search-params';
import { findSharedLink } from '../lib/shared-link';

/** Said on the New product sheet when a share held no link: the person can still paste one. */
const NO_SHARED_LINK_MESSAGE =
  "What you shared has no link in it. Copy the product's link in the store's app or site and paste it here.";

/**
 * The manifest's `share_target`: sharing a store page from a phone's share sheet opens the installed app
 * here. The New product sheet opens with the link in it and the store already being read, just as if the
 * link had been pasted and added. Signed-out people log in first and come back (`requireSignedIn`).
 */
export const Route = createFileRoute('/share')({
  validateSearch: shareTargetSearch,
  beforeLoad: requireSignedIn,
  component: ShareScreen,
});

function ShareScreen() {
  const link = findSharedLink(Route.useSearch());
  const navigate = useNavigate();

  return (
    <>
      <Screen title="Add to Stylebook" description="The product you shared becomes one of yours." />
      {/*
        Keyed by the link: a second share while this screen is open starts over with the new one. Whichever
        way the flow ends, /share leaves the history, so Back never reads the store again.
      */}
      <AddProductFlow
        key={link}
        initialUrl={link ?? undefined}
        notice={link ? undefined : NO_SHARED_LINK_MESSAGE}
        replacesPage
        onClose={() => void navigate({ to: '/', replace: true })}
      />
    </>
  );
}
