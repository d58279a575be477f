import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Ban, Ellipsis, Flag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { useRequireAuth } from '../../auth/require-auth';
import type { BlockedPerson } from '../../queries/blocks';
import { buttonClasses } from '../ui/button';
import type { ReportTarget } from './report-sheet';

// The sheets load when chosen: most visits never report or block anyone.
const ReportSheet = lazy(() => import('./report-sheet'));
const BlockSheet = lazy(() => import('./block-sheet'));

type MenuSheet = 'report' | 'block';

/**
 * The ⋯ menu of a product, look, collection or profile (docs/product.md §20): "Report", and on a profile
 * "Block". Nothing for one's own things; a signed-out visitor is asked to sign in first.
 */
export function MoreMenu({
  target,
  ownerId,
  blockable,
}: {
  target: ReportTarget;
  ownerId: string;
  /** The person a profile's menu offers to block. */
  blockable?: BlockedPerson;
}) {
  const auth = useCurrentUser();
  const requireAuth = useRequireAuth();
  const [open, setOpen] = useState<MenuSheet | null>(null);
  if (auth.user?.id === ownerId) return null;
  const close = () => setOpen(null);
  const choose = (sheet: MenuSheet) => {
    requireAuth(() => setOpen(sheet));
  };
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="More options"
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'px-4' })}
        >
          <Ellipsis aria-hidden className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-44 rounded-2xl border border-line bg-surface p-1.5 shadow-lg"
          >
            <MenuItem icon={<Flag aria-hidden className="size-4" />} onSelect={() => choose('report')}>
              Report
            </MenuItem>
            {blockable && (
              <MenuItem icon={<Ban aria-hidden className="size-4" />} onSelect={() => choose('block')} danger>
                Block
              </MenuItem>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Suspense fallback={null}>
        {open === 'report' && <ReportSheet target={target} onClose={close} />}
        {open === 'block' && blockable && <BlockSheet person={blockable} onClose={close} />}
      </Suspense>
    </>
  );
}

function MenuItem({
  icon,
  onSelect,
  danger = false,
  children,
}: {
  icon: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium outline-none data-highlighted:bg-sand',
        danger ? 'text-red-700' : 'text-ink',
      )}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}
