import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSignOut } from '../../../../auth/account-session';
import { Alert } from '../../../../components/ui/alert';
import { buttonClasses } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { Sheet } from '../../../../components/ui/sheet';
import { useToast } from '../../../../components/ui/toast';
import { api } from '../../../../lib/api';
import { formErrorMessage } from '../../../../lib/form-error';
import { formatMoney } from '../../../../lib/money';
import { walletQueryOptions } from '../../../../queries/wallet';

interface DeleteAccountSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  username: string;
}

/** Asks the person to type their username, then deletes the account and everything in it. */
export function DeleteAccountSheet({ open, onOpenChange, userId, username }: DeleteAccountSheetProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const signOut = useSignOut();
  const [typed, setTyped] = useState('');
  const wallet = useQuery({ ...walletQueryOptions(userId), enabled: open });
  // A deleted account's wallet can no longer be used (terms §10), so say what would be left behind.
  const leftInWallet = wallet.data?.balances.filter((balance) => balance.amount > 0) ?? [];
  const remove = useMutation({
    mutationFn: () => api.users.delete(userId),
    onSuccess: async () => {
      await navigate({ to: '/', replace: true });
      await signOut();
      toast.show('Your account has been deleted', { type: 'success' });
    },
  });

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Delete account">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim() === username) remove.mutate();
        }}
        className="mx-auto flex max-w-sm flex-col gap-4"
      >
        <p className="text-[15px] leading-6 text-ink-muted">
          This permanently deletes your account with its collections, looks, products and photos. It can't be
          undone.
        </p>
        {leftInWallet.length > 0 && (
          <Alert tone="error">
            Your wallet still holds {leftInWallet.map((balance) => formatMoney(balance)).join(' and ')}, and a
            deleted account&apos;s wallet can no longer be used. Use it first in{' '}
            <Link to="/settings/wallet" className="font-semibold underline underline-offset-2">
              Wallet
            </Link>
            .
          </Alert>
        )}
        <TextField
          label="Type your username to confirm"
          hint={<>Your username is {username}</>}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.isError && <Alert tone="error">{formErrorMessage(remove.error)}</Alert>}
        <button
          type="submit"
          disabled={typed.trim() !== username || remove.isPending}
          className={buttonClasses({ variant: 'danger', size: 'lg' })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </button>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          Cancel
        </button>
      </form>
    </Sheet>
  );
}
