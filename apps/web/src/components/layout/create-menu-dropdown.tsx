import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from '@tanstack/react-router';
import { Images, Shirt, SquarePlus, Sparkles } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { useSignInPrompt } from '../../auth/sign-in-prompt';

/** How the Create item is drawn where it sits: its classes, the side its menu opens to, its label. */
export interface CreateMenuProps {
  className: string;
  iconClassName: string;
  side: 'top' | 'right';
  label: ReactNode;
}

// The flows load when chosen: fetched with the menu, they would parse zod and the sheet on every page.
const AddProductFlow = lazy(() => import('../product/add-product-flow'));
const NewCollectionSheet = lazy(() =>
  import('../collection/new-collection-sheet').then((module) => ({ default: module.NewCollectionSheet })),
);

/**
 * docs/product.md §17: the menu closes 300 ms after the mouse leaves it, so a slightly wobbly pointer keeps
 * it open.
 */
const CREATE_MENU_CLOSE_DELAY_MS = 300;

/** The Create item: a menu of Product, Look and Collection, or the sign-in prompt when signed out. */
export default function CreateMenuDropdown({ className, iconClassName, side, label }: CreateMenuProps) {
  const auth = useCurrentUser();
  const signInPrompt = useSignInPrompt();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [productFlowOpen, setProductFlowOpen] = useState(false);
  const [collectionSheetOpen, setCollectionSheetOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancelDelayedClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelDelayedClose, []);

  function onOpenChange(open: boolean) {
    cancelDelayedClose();
    if (open && auth.status !== 'signedIn') {
      signInPrompt.open();
      return;
    }
    setMenuOpen(open);
  }

  function closeAfterDelay(event: PointerEvent) {
    // Touch pointers "leave" on every lift of the finger; only a mouse wandering off should close the menu.
    if (event.pointerType !== 'mouse' || !menuOpen) return;
    cancelDelayedClose();
    closeTimer.current = setTimeout(() => setMenuOpen(false), CREATE_MENU_CLOSE_DELAY_MS);
  }

  return (
    <>
      {/* Non-modal: a modal menu would leave the page inert while the product sheet opens from it. */}
      <DropdownMenu.Root open={menuOpen} onOpenChange={onOpenChange} modal={false}>
        <DropdownMenu.Trigger
          aria-label="Create"
          className={className}
          onPointerLeave={closeAfterDelay}
          onPointerEnter={cancelDelayedClose}
        >
          <SquarePlus aria-hidden className={iconClassName} strokeWidth={1.75} />
          {label}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side={side}
            align={side === 'top' ? 'center' : 'start'}
            sideOffset={10}
            collisionPadding={12}
            onPointerLeave={closeAfterDelay}
            onPointerEnter={cancelDelayedClose}
            className="z-50 w-72 rounded-2xl border border-line bg-surface p-1.5 shadow-xl shadow-ink/10"
          >
            <CreateOption
              icon={<Shirt aria-hidden className="size-5" strokeWidth={1.75} />}
              title="Product"
              description="Create a new product"
              onSelect={() => setProductFlowOpen(true)}
            />
            <CreateOption
              icon={<Sparkles aria-hidden className="size-5" strokeWidth={1.75} />}
              title="Look"
              description="Create a new look"
              onSelect={() => void navigate({ to: '/looks/create' })}
            />
            <CreateOption
              icon={<Images aria-hidden className="size-5" strokeWidth={1.75} />}
              title="Collection"
              description="Create a new collection"
              onSelect={() => setCollectionSheetOpen(true)}
            />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Suspense fallback={null}>
        {productFlowOpen && <AddProductFlow onClose={() => setProductFlowOpen(false)} />}
        {collectionSheetOpen && (
          <NewCollectionSheet
            open
            onOpenChange={setCollectionSheetOpen}
            onCreated={(collection) => {
              setCollectionSheetOpen(false);
              // docs/product.md §14: a new collection goes straight to its edit screen, replacing history.
              void navigate({ to: '/collections/$id/edit', params: { id: collection.id }, replace: true });
            }}
          />
        )}
      </Suspense>
    </>
  );
}

interface CreateOptionProps {
  icon: ReactNode;
  title: string;
  description: string;
  onSelect: () => void;
}

function CreateOption({ icon, title, description, onSelect }: CreateOptionProps) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 outline-none select-none data-highlighted:bg-sand"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-ink">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-[15px] font-semibold text-ink">{title}</span>
        <span className="text-[13px] text-ink-muted">{description}</span>
      </span>
    </DropdownMenu.Item>
  );
}
