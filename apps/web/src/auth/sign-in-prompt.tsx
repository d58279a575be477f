import { useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, createContext, lazy, use, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

// The sheet (vaul + Radix) loads only once somebody needs it, keeping it out of the first page load.
const SignInPromptSheet = lazy(() => import('./sign-in-prompt-sheet'));

export interface SignInPromptApi {
  /** Opens the prompt; after signing in the user returns to `returnToPath` (default: the current page). */
  open: (returnToPath?: string) => void;
  close: () => void;
}

const SignInPromptContext = createContext<SignInPromptApi | null>(null);

export function useSignInPrompt(): SignInPromptApi {
  const api = use(SignInPromptContext);
  if (!api) throw new Error('useSignInPrompt must be used within SignInPromptProvider');
  return api;
}

interface PromptState {
  returnToPath: string;
  /** The location the prompt was opened on: it stays open only while the user stays there. */
  openedOn: string;
}

/**
 * The sign-in prompt (docs/product.md §14): closes on dismissal, on choosing either button, and on
 * navigation.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const currentHref = useRouterState({ select: (state) => state.location.href });
  const [prompt, setPrompt] = useState<PromptState | null>(null);

  const open = useCallback(
    (returnToPath?: string) => {
      const { pathname, searchStr, href } = router.state.location;
      setPrompt({ returnToPath: returnToPath ?? `${pathname}${searchStr}`, openedOn: href });
    },
    [router],
  );
  const close = useCallback(() => setPrompt((current) => current && { ...current, openedOn: '' }), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  return (
    <SignInPromptContext value={api}>
      {children}
      {prompt && (
        <Suspense fallback={null}>
          <SignInPromptSheet
            open={prompt.openedOn === currentHref}
            returnToPath={prompt.returnToPath}
            onClose={close}
          />
        </Suspense>
      )}
    </SignInPromptContext>
  );
}
