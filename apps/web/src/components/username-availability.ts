import { Username } from '@stylebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useDebouncedValue } from '../lib/use-debounced-value';

const CHECK_DELAY_MS = 350;

export type UsernameAvailability =
  | { state: 'idle' }
  | { state: 'invalid' | 'taken'; message: string }
  | { state: 'checking' | 'unchanged' | 'unknown' }
  | { state: 'available'; message: string };

/**
 * Whether `input` can be taken as a username: the rules of docs/product.md §3 locally, then, once typing
 * pauses, the server's answer. `current` is the person's own username, which they may keep.
 */
export function useUsernameAvailability(input: string, current?: string): UsernameAvailability {
  const parsed = Username.safeParse(input);
  const candidate = parsed.success && parsed.data !== current ? parsed.data : '';
  const settled = useDebouncedValue(candidate, CHECK_DELAY_MS);
  const check = useQuery({
    queryKey: ['username-check', settled],
    queryFn: ({ signal }) => api.users.checkUsername(settled, signal),
    enabled: settled !== '' && settled === candidate,
    staleTime: 30_000,
    retry: false,
  });

  if (input.trim() === '') return { state: 'idle' };
  if (!parsed.success)
    return { state: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid username' };
  if (parsed.data === current) return { state: 'unchanged' };
  if (settled !== candidate || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'unknown' };
  return check.data.available
    ? { state: 'available', message: `@${check.data.username} is available` }
    : { state: 'taken', message: check.data.reason ?? 'This username is taken' };
}

/** The line under a username field: an error, or how the check is going. */
export function usernameFieldMessages(availability: UsernameAvailability, submitError: string | undefined) {
  switch (availability.state) {
    case 'invalid':
    case 'taken':
      return { error: submitError ?? availability.message, hint: undefined };
    case 'checking':
      return { error: submitError, hint: 'Checking availability…' };
    case 'available':
      return { error: submitError, hint: availability.message };
    default:
      return { error: submitError, hint: undefined };
  }
}

/** Whether the form may go ahead: a taken or still-unchecked name may not (the server checks again anyway). */
export function usernameBlocksSubmit(availability: UsernameAvailability): boolean {
  return availability.state === 'taken' || availability.state === 'checking';
}
