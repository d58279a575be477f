import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis, Flag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { useRequireAuth } from '../../auth/require-auth';
import { buttonClasses } from '../ui/button';
import type { ReportTarget } from './report-sheet';

// The sheet loads when chosen: most visits never report anything.
const ReportSheet = lazy(() => import('./report-sheet'));

/**
 * The ⋯ menu of a product, look, collection or profile: "Report" for now (docs/product.md §20). Nothing for
 * one's own things; a signed-out visitor is asked to sign in first.
 */
export function MoreMenu({ target, ownerId }: { target: ReportTarget; ownerId: string }) {
  const auth = useCurrentUser();
  const requireAuth = useRequireAuth();
  const [reporting, setReporting] = useState(false);
  if (auth.user?.id === ownerId) return null;
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
            <DropdownMenu.Item
              onSelect={() => {
                if (requireAuth()) setReporting(true);
              }}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-ink outline-none data-highlighted:bg-sand"
            >
              <Flag aria-hidden className="size-4" />
              Report
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Suspense fallback={null}>
        {reporting && <ReportSheet target={target} onClose={() => setReporting(false)} />}
      </Suspense>
    </>
  );
}
