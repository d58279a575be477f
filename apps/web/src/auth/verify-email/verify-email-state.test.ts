import { ApiError } from '@stylebook/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  CLOSED,
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  describeVerificationFailure,
  sendVerificationEmail,
  verifyEmailReducer,
} from './verify-email-state';
import type { VerifyEmailAction, VerifyEmailState } from './verify-email-state';

const run = (...actions: VerifyEmailAction[]): VerifyEmailState => actions.reduce(verifyEmailReducer, CLOSED);

describe('verifyEmailReducer', () => {
  it('opens closed', () => {
    expect(run({ type: 'open' })).toEqual({ status: 'open', notice: null });
  });

  it('clears the error when opened again', () => {
    const failed = run({ type: 'open' }, { type: 'send' }, { type: 'failed', error: 'Nope' });
    expect(failed).toEqual({ status: 'error', error: 'Nope' });
    expect(verifyEmailReducer(failed, { type: 'open' })).toEqual({ status: 'open', notice: null });
  });

  it('clears the error and the sending flag when closed', () => {
    expect(run({ type: 'open' }, { type: 'send' }, { type: 'close' })).toBe(CLOSED);
    expect(
      run({ type: 'open' }, { type: 'send' }, { type: 'failed', error: 'Nope' }, { type: 'close' }),
    ).toBe(CLOSED);
  });

  it('blocks a second send while one is in progress', () => {
    const sending = run({ type: 'open' }, { type: 'send' });
    expect(sending).toEqual({ status: 'sending' });
    expect(verifyEmailReducer(sending, { type: 'send' })).toBe(sending);
    expect(verifyEmailReducer(sending, { type: 'open' })).toBe(sending);
  });

  it('lets a failed send be retried', () => {
    expect(
      run({ type: 'open' }, { type: 'send' }, { type: 'failed', error: 'Nope' }, { type: 'send' }),
    ).toEqual({
      status: 'sending',
    });
  });

  it('shows the success message after a send', () => {
    expect(run({ type: 'open' }, { type: 'send' }, { type: 'sent' })).toEqual({
      status: 'open',
      notice: VERIFICATION_SENT_MESSAGE,
    });
  });

  it('ignores the outcome of a send after the sheet was closed', () => {
    expect(run({ type: 'open' }, { type: 'send' }, { type: 'close' }, { type: 'sent' })).toBe(CLOSED);
    expect(run({ type: 'open' }, { type: 'send' }, { type: 'close' }, { type: 'failed', error: 'x' })).toBe(
      CLOSED,
    );
  });

  it('does not send from a closed sheet', () => {
    expect(run({ type: 'send' })).toBe(CLOSED);
  });
});

describe('describeVerificationFailure', () => {
  it.each([
    new Error('auth/too_many_attempts_try_later'),
    new Error('Too many attempts, try later'),
    Object.assign(new Error('Blocked'), { code: 'auth/too-many-requests' }),
    new ApiError(429, 'Too many requests. Try again in 1 minute.', 'RATE_LIMITED'),
  ])('treats %s as too many attempts', (error) => {
    expect(describeVerificationFailure(error)).toEqual({ tooManyAttempts: true });
  });

  it('shows any other message as it is', () => {
    expect(describeVerificationFailure(new ApiError(500, 'Mail is down', 'INTERNAL'))).toEqual({
      tooManyAttempts: false,
      message: 'Mail is down',
    });
  });

  it('falls back to the generic message', () => {
    expect(describeVerificationFailure(new Error(''))).toEqual({
      tooManyAttempts: false,
      message: VERIFICATION_FAILED_MESSAGE,
    });
    expect(describeVerificationFailure('boom')).toEqual({
      tooManyAttempts: false,
      message: VERIFICATION_FAILED_MESSAGE,
    });
  });
});

describe('sendVerificationEmail', () => {
  it('raises User not authenticated when nobody is signed in', async () => {
    const send = vi.fn(async () => undefined);
    await expect(sendVerificationEmail({ status: 'signedOut', user: null }, send, '/')).rejects.toThrow(
      'User not authenticated',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends with the continue URL for a signed-in user', async () => {
    const send = vi.fn(async () => undefined);
    const user = {
      id: '4a1f3f57-2d0c-4c55-9b0a-7f6b0fcb6f0e',
      email: 'ines@example.com',
      emailVerified: false,
      username: 'ines',
      name: 'Inès',
      avatarUrl: null,
      role: 'USER' as const,
      isModerator: false,
    };
    await sendVerificationEmail({ status: 'signedIn', user }, send, '/collections/abc?x=1');
    expect(send).toHaveBeenCalledWith('/collections/abc?x=1');
  });
});
