import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('makes zod build and parse object schemas without compiling code', async () => {
    await import('./zod-without-eval');
    const compile = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');

    const parsed = z.object({ name: z.string() }).safeParse({ name: 'Wool coat' });

    expect(parsed.success).toBe(true);
    expect(z.config().jitless).toBe(true);
    expect(compile).not.toHaveBeenCalled();
  });
});
