import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settledQueries } from './settled-queries';

describe('settledQueries', () => {
  it('waits for queries started but not awaited, then resolves', async () => {
    const queryClient = new QueryClient();
    let finish: (value: string) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    let settled = false;
    const waiting = settledQueries(queryClient).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish('done');
    await waiting;
    expect(queryClient.getQueryData(['slow'])).toBe('done');
  });

  it('resolves at once when nothing is fetching', async () => {
    await expect(settledQueries(new QueryClient())).resolves.toBeUndefined();
  });
});
