import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';
import type { ToastApi } from './toast';

function renderWithToasts() {
  let api: ToastApi | undefined;
  function Capture() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  if (!api) throw new Error('toast api not captured');
  return api;
}

describe('toasts', () => {
  // The stacks load with the first toast; loaded once here, each test's first toast shows within its act().
  beforeAll(() => import('./toast-stacks'));
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('throws when used outside its provider', () => {
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within ToastProvider');
  });

  it('shows a default toast at the bottom right and removes it after 5000 ms', async () => {
    const toast = renderWithToasts();
    await act(async () => void toast.show('Saved to your collection'));

    const item = screen.getByRole('status');
    expect(item.textContent).toContain('Saved to your collection');
    expect(item.getAttribute('data-toast-type')).toBe('default');
    expect(item.closest('[data-toast-position]')?.getAttribute('data-toast-position')).toBe('bottom-right');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved to your collection')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved to your collection')).toBeNull();
  });

  it('honours the type, position and duration given', async () => {
    const toast = renderWithToasts();
    await act(
      async () =>
        void toast.show('Verification email sent! Please check your inbox.', {
          type: 'success',
          position: 'top-full',
          duration: 1000,
        }),
    );
    const item = screen.getByRole('status');
    expect(item.getAttribute('data-toast-type')).toBe('success');
    expect(item.closest('[data-toast-position]')?.getAttribute('data-toast-position')).toBe('top-full');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors as alerts', async () => {
    const toast = renderWithToasts();
    await act(async () => void toast.show('Could not save', { type: 'error' }));
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
  });

  it('keeps an infinite toast until it is closed', async () => {
    const toast = renderWithToasts();
    await act(async () => void toast.show('Stays put', { duration: Infinity }));
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.queryByText('Stays put')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Stays put')).toBeNull();
  });

  it('dismisses a toast by id', async () => {
    const toast = renderWithToasts();
    let id = '';
    await act(async () => {
      id = toast.show('First');
      toast.show('Second');
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).not.toBeNull();
  });
});
