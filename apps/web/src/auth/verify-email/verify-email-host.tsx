import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { CLOSED } from './verify-email-state';
import { verifyEmailSheet } from './verify-email-store';

// Loaded the first time the sheet opens, keeping vaul and Radix out of the first page load.
const VerifyEmailSheet = lazy(() => import('./verify-email-sheet'));

/** Renders the app's one "Verify your email" sheet once something has opened it (see `openVerifyEmailSheet`). */
export function VerifyEmailSheetHost() {
  // A page drawn on the server, and the hydration that matches it, start with the sheet closed.
  const state = useSyncExternalStore(verifyEmailSheet.subscribe, verifyEmailSheet.getState, () => CLOSED);
  // Stays mounted after its first opening, so closing can animate.
  const [opened, setOpened] = useState(false);
  if (!opened && state.status !== 'closed') setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailSheet state={state} />
    </Suspense>
  );
}
