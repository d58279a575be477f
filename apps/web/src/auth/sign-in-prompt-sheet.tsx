import { Link } from '@tanstack/react-router';
import { Sheet } from '../components/ui/sheet';
import { buttonClasses } from '../components/ui/button';

interface SignInPromptSheetProps {
  open: boolean;
  returnToPath: string;
  onClose: () => void;
}

export default function SignInPromptSheet({ open, returnToPath, onClose }: SignInPromptSheetProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Log in or create an account"
      description="Sign in to like, save and subscribe"
    >
      <p className="mx-auto max-w-xs pb-6 text-center text-sm leading-6 text-ink-muted">
        Save the pieces you love, build looks and follow the stylists who inspire you.
      </p>
      <div className="mx-auto flex max-w-sm flex-col gap-3">
        <Link
          to="/login"
          search={{ returnToPath }}
          onClick={onClose}
          className={buttonClasses({ variant: 'primary', size: 'lg' })}
        >
          Log in
        </Link>
        <Link
          to="/register"
          search={{ returnToPath }}
          onClick={onClose}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          Create an account
        </Link>
      </div>
    </Sheet>
  );
}
