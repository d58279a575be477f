import { clsx } from 'clsx';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'default';
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'top-full' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** docs/product.md §14: a toast has an id, message, type, duration and position. */
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds on screen; Infinity keeps it until the user closes it. */
  duration: number;
  position: ToastPosition;
}

const POSITIONS: readonly ToastPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'top-full',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

// Bottom stacks clear the mobile bottom navigation (3.5rem plus the safe area).
const POSITION_CLASSES: Record<ToastPosition, string> = {
  'top-left': 'top-4 left-4 items-start',
  'top-center': 'top-4 left-1/2 -translate-x-1/2 items-center',
  'top-right': 'top-4 right-4 items-end',
  'top-full': 'top-0 inset-x-0 items-stretch',
  'bottom-left': 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] left-4 items-start md:bottom-6',
  'bottom-center':
    'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] left-1/2 -translate-x-1/2 items-center md:bottom-6',
  'bottom-right': 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] right-4 items-end md:bottom-6',
};

const TYPE_STYLES: Record<ToastType, { className: string; icon: ReactNode }> = {
  success: { className: 'text-emerald-700', icon: <CircleCheck aria-hidden className="size-5" /> },
  error: { className: 'text-red-700', icon: <CircleX aria-hidden className="size-5" /> },
  warning: { className: 'text-amber-700', icon: <TriangleAlert aria-hidden className="size-5" /> },
  info: { className: 'text-sky-700', icon: <Info aria-hidden className="size-5" /> },
  default: { className: 'text-ink', icon: null },
};

/** The toasts on screen, one stack per position; loaded with the first toast, as no page starts with one. */
export default function ToastStacks({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: string) => void;
}) {
  return POSITIONS.map((position) => {
    const stack = toasts.filter((toast) => toast.position === position);
    if (stack.length === 0) return null;
    return (
      <div
        key={position}
        data-toast-position={position}
        className={clsx(
          'pointer-events-none fixed z-[100] flex flex-col gap-2',
          position !== 'top-full' && 'w-[min(24rem,calc(100vw-2rem))]',
          POSITION_CLASSES[position],
        )}
      >
        {stack.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => onDismiss(toast.id)} />
        ))}
      </div>
    );
  });
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { className, icon } = TYPE_STYLES[toast.type];
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 border border-line bg-surface px-4 py-3 text-sm shadow-lg shadow-ink/5',
        toast.position === 'top-full' ? 'border-x-0 border-t-0' : 'rounded-xl',
      )}
    >
      {icon && <span className={clsx('mt-px shrink-0', className)}>{icon}</span>}
      <p className="min-w-0 flex-1 leading-5 text-ink">{toast.message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close notification"
        className="-m-1 shrink-0 rounded-full p-1 text-ink-muted hover:bg-sand hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
