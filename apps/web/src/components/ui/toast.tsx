import { Suspense, createContext, lazy, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { Toast, ToastPosition } from './toast-stacks';

export type ToastOptions = Partial<Pick<Toast, 'type' | 'duration' | 'position'>>;

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-right';

const loadToastStacks = () => import('./toast-stacks');
const ToastStacks = lazy(loadToastStacks);

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used within ToastProvider');
  return api;
}

let lastToastId = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      lastToastId += 1;
      const toast: Toast = {
        id: `toast-${lastToastId}`,
        message,
        type: options.type ?? 'default',
        duration: options.duration ?? DEFAULT_TOAST_DURATION_MS,
        position: options.position ?? DEFAULT_TOAST_POSITION,
      };
      setToasts((current) => [...current, toast]);
      if (Number.isFinite(toast.duration)) {
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), toast.duration),
        );
      }
      return toast.id;
    },
    [dismiss],
  );

  // Fetched once the first screen is drawn, so a toast reporting a lost connection still has its display.
  useEffect(() => whenIdle(() => void loadToastStacks()), []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense>
          <ToastStacks toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}
