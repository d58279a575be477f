import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { atMostOneTopUp, useAmountField } from './amount-field';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useAmountField', () => {
  it('shows its error only once the form was submitted, and then withholds the amount', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useAmountField('USD'));
    expect(result.current.input.error).toBeUndefined();
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(result.current.input.error).toBe('Enter an amount');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands a valid amount over in minor units, and applies the form its own limit', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() =>
      useAmountField('USD', {
        initialText: '12.50',
        limit: (minor) => (minor > 1000 ? 'Too much' : undefined),
      }),
    );
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(result.current.input.error).toBe('Too much');
    act(() => result.current.input.onChange(typed('9.99')));
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onValid).toHaveBeenCalledWith(999);
    expect(result.current.input.error).toBeUndefined();
  });

  it('starts over on reset', () => {
    const { result } = renderHook(() => useAmountField('JPY', { initialText: '1500' }));
    act(() => result.current.input.onChange(typed('10.5')));
    act(() => result.current.handleSubmit(vi.fn())(submitEvent()));
    expect(result.current.input.error).toBe('JPY has no decimals');
    act(() => result.current.reset());
    expect(result.current.input).toMatchObject({ value: '1500', error: undefined });
  });
});

describe('atMostOneTopUp', () => {
  it("refuses more than the server's cap for one top-up, naming the amount", () => {
    const limit = atMostOneTopUp('USD', 'A monthly price may be');
    expect(limit(1_000_000)).toBeUndefined();
    expect(limit(1_000_001)).toBe('A monthly price may be at most $10,000.00');
  });
});
