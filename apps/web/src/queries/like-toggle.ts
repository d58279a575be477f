import { useCallback, useRef } from 'react';
import type { LikeState } from '@stylebook/contracts';
import { useToast } from '../components/ui/toast';
import { formErrorMessage } from '../lib/form-error';

export function toggledLike(like: LikeState, likedByMe: boolean): LikeState {
  if (like.likedByMe === likedByMe) return like;
  return { likedByMe, likeCount: Math.max(0, like.likeCount + (likedByMe ? 1 : -1)) };
}

export interface LikeTarget {
  /** What the screen shows now (the cache, or the item the screen was given). */
  read: () => LikeState;
  /** Writes a like state into every cached copy of the item. */
  write: (like: LikeState) => void;
  send: (likedByMe: boolean) => Promise<LikeState>;
}

/**
 * Likes or unlikes at once on screen, then tells the server. Taps made while a request is out are
 * queued, so only the latest wish is sent after it and requests never overtake each other; a failure
 * puts back what the server last confirmed and says so. Products and looks both like through here.
 */
export function useLikeToggle({ read, write, send }: LikeTarget): (likedByMe: boolean) => void {
  const toast = useToast();
  const queue = useRef<{ sending: boolean; wanted: boolean; confirmed: LikeState } | null>(null);

  const flush = useCallback(async () => {
    const state = queue.current;
    if (!state || state.sending) return;
    state.sending = true;
    try {
      while (state.wanted !== state.confirmed.likedByMe) {
        state.confirmed = await send(state.wanted);
      }
      write(state.confirmed);
    } catch (error) {
      write(state.confirmed);
      toast.show(formErrorMessage(error), { type: 'error' });
    } finally {
      queue.current = null;
    }
  }, [send, write, toast]);

  return useCallback(
    (likedByMe: boolean) => {
      const shown = read();
      queue.current ??= {
        sending: false,
        wanted: likedByMe,
        confirmed: { likeCount: shown.likeCount, likedByMe: shown.likedByMe },
      };
      queue.current.wanted = likedByMe;
      write(toggledLike(shown, likedByMe));
      void flush();
    },
    [read, write, flush],
  );
}
