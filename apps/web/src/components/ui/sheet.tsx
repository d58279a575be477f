import { clsx } from 'clsx';
import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { lockPageScroll } from './scroll-lock';
import { sheetLayoutForKeyboard } from './sheet-keyboard';
import type { SheetKeyboardLayout } from './sheet-keyboard';

/**
 * Sheets (docs/product.md §17): close past 25% of their height (vaul's 0.4 velocity and 0.5 s animation
 * match).
 */
const DRAG_CLOSE_THRESHOLD = 0.25;
const SCROLL_LOCK_TIMEOUT_MS = 100;
export const DEFAULT_SHEET_TITLE = 'Add to collection';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  /** Read by screen readers when the title alone does not say what the sheet is for. */
  description?: string;
  /** Shows a back arrow in the header. */
  onBack?: () => void;
  showClose?: boolean;
  /** A sheet opened from inside another sheet. */
  nested?: boolean;
  /** Actions pinned under the scrolling body, e.g. a long form's buttons. */
  footer?: ReactNode;
  children: ReactNode;
}

export function Sheet({
  open,
  onOpenChange,
  title = DEFAULT_SHEET_TITLE,
  description,
  onBack,
  showClose = true,
  nested = false,
  footer,
  children,
}: SheetProps) {
  const Root = nested ? Drawer.NestedRoot : Drawer.Root;
  const keyboardLayout = useKeyboardLayout(open);

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);

  return (
    <Root
      open={open}
      onOpenChange={onOpenChange}
      closeThreshold={DRAG_CLOSE_THRESHOLD}
      scrollLockTimeout={SCROLL_LOCK_TIMEOUT_MS}
      repositionInputs={false}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Drawer.Content
          // Without a description, tell Radix there is none rather than leave a dangling reference.
          {...(description ? {} : { 'aria-describedby': undefined })}
          style={keyboardLayout ?? undefined}
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85vh] min-h-[200px] w-full flex-col rounded-t-3xl bg-surface shadow-2xl outline-none md:max-w-lg',
            keyboardLayout && 'rounded-b-3xl',
          )}
        >
          <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-line" />
          <header className="grid shrink-0 grid-cols-[2.5rem_1fr_2.5rem] items-center px-3 pt-2 pb-3">
            {onBack ? (
              <HeaderButton label="Back" onClick={onBack}>
                <ArrowLeft aria-hidden className="size-5" />
              </HeaderButton>
            ) : (
              <span />
            )}
            <Drawer.Title className="truncate text-center text-base font-semibold">{title}</Drawer.Title>
            {showClose ? (
              <HeaderButton label="Close" onClick={() => onOpenChange(false)}>
                <X aria-hidden className="size-5" />
              </HeaderButton>
            ) : (
              <span />
            )}
          </header>
          {description && <Drawer.Description className="sr-only">{description}</Drawer.Description>}
          {/* Inputs at 16px so iOS does not zoom the page when one is focused. */}
          <div
            className={clsx(
              'min-h-0 flex-1 overflow-y-auto px-5 [&_input]:text-[16px] [&_select]:text-[16px] [&_textarea]:text-[16px]',
              footer ? 'pb-5' : 'pb-[calc(1.5rem+env(safe-area-inset-bottom))]',
            )}
          >
            {children}
          </div>
          {footer && (
            <div className="shrink-0 border-t border-line px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
              {footer}
            </div>
          )}
        </Drawer.Content>
      </Drawer.Portal>
    </Root>
  );
}

function HeaderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-10 items-center justify-center rounded-full text-ink-muted transition hover:bg-sand hover:text-ink"
    >
      {children}
    </button>
  );
}

/** Follows the visual viewport while a sheet is open, so the on-screen keyboard never hides it. */
function useKeyboardLayout(open: boolean): SheetKeyboardLayout | null {
  const [layout, setLayout] = useState<SheetKeyboardLayout | null>(null);

  useEffect(() => {
    const viewport = window.visualViewport;
    if (!open || !viewport) return;
    const originalHeight = viewport.height;
    const update = () => setLayout(sheetLayoutForKeyboard(originalHeight, viewport.height));
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      setLayout(null);
    };
  }, [open]);

  return layout;
}
