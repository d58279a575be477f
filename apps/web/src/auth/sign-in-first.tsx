import { useEffect, type ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button';
import { useSignInPrompt } from './sign-in-prompt';

/**
 * What a screen that needs sign-in shows a signed-out visitor (Search, Following; docs/product.md §2): the
 * sign-in prompt opens at once, and the screen says why, with a button to open it again.
 */
export function SignInFirst({ icon, message }: { icon: ReactNode; message: string }) {
  const signInPrompt = useSignInPrompt();

  useEffect(() => {
    signInPrompt.open();
  }, [signInPrompt]);

  return (
    <div className="flex flex-col items-center py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        {icon}
      </span>
      <p className="mt-5 max-w-sm text-[15px] leading-6 text-ink-muted">{message}</p>
      <button
        type="button"
        onClick={() => signInPrompt.open()}
        className={buttonClasses({ size: 'lg', className: 'mt-6' })}
      >
        Log in or create an account
      </button>
    </div>
  );
}
