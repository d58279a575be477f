import { useCallback, useEffect, useState } from 'react';
import { askWorker, type PopupSession } from '../messages.ts';
import { SaveProduct } from './save-product.tsx';
import { Alert, buttonClasses, messageOf } from './ui.tsx';

type Loaded = { status: 'loading' } | { status: 'failed'; error: string } | PopupSession;

/** The popup: sign in first, then save the product on the page the person is looking at. */
export function App() {
  const [session, setSession] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(() => {
    askWorker('session').then(setSession, (error: unknown) =>
      setSession({ status: 'failed', error: messageOf(error) }),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <main className="flex flex-col gap-4 p-4">
      <header className="flex items-center justify-between gap-2">
        <h1 className="font-display text-xl font-semibold">Save to Stylebook</h1>
        {session.status === 'signedIn' && (
          <button
            type="button"
            className="text-sm text-ink-muted underline"
            onClick={() => askWorker('signOut').then(load, load)}
          >
            Sign out
          </button>
        )}
      </header>
      {session.status === 'loading' && <p className="text-sm text-ink-muted">Checking your sign-in…</p>}
      {session.status === 'failed' && <Alert tone="error">{session.error}</Alert>}
      {session.status === 'signedOut' && <SignedOut notice={session.notice} />}
      {session.status === 'signedIn' && <SaveProduct user={session.user} onSignedOut={load} />}
    </main>
  );
}

function SignedOut({ notice }: { notice: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const signIn = () =>
    askWorker('signIn').then(
      () => window.close(),
      (failure: unknown) => setError(messageOf(failure)),
    );
  return (
    <section className="flex flex-col gap-3">
      {notice && <Alert tone="error">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-sm text-ink-muted">
        Sign in to save products from any store to your Stylebook collections.
      </p>
      <button type="button" className={buttonClasses()} onClick={() => void signIn()}>
        Sign in
      </button>
    </section>
  );
}
