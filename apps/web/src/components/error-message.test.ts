import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGE,
  CONNECTION_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  errorScreenMessage,
  isOfflineFailure,
} from './error-message';

describe('errorScreenMessage', () => {
  it.each([
    'NetworkError when attempting to fetch resource.',
    'Failed to fetch dynamically imported module: /assets/index-abc.js',
    'API error: 500',
    'network down',
  ])('explains connection trouble for %j', (message) => {
    expect(errorScreenMessage(new Error(message))).toBe(CONNECTION_ERROR_MESSAGE);
  });

  it.each(['Auth token expired', 'Unauthorized', 'UNAUTHORIZED request'])(
    'explains an authentication issue for %j',
    (message) => {
      expect(errorScreenMessage(new Error(message))).toBe(AUTH_ERROR_MESSAGE);
    },
  );

  it('prefers the connection message when both rules match', () => {
    expect(errorScreenMessage(new Error('API auth failed'))).toBe(CONNECTION_ERROR_MESSAGE);
  });

  it('shows any other message as it is', () => {
    expect(errorScreenMessage(new Error('Collection is archived'))).toBe('Collection is archived');
    expect(errorScreenMessage('Something broke')).toBe('Something broke');
  });

  it('falls back when there is no message', () => {
    expect(errorScreenMessage(new Error(''))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorScreenMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorScreenMessage({ status: 500 })).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('isOfflineFailure', () => {
  it('is a request or module load that got no answer while the browser is offline', () => {
    expect(isOfflineFailure(new TypeError('Failed to fetch'), false)).toBe(true);
    expect(
      isOfflineFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), false),
    ).toBe(true);
  });

  it('is not the same failure online, nor another error offline', () => {
    expect(isOfflineFailure(new TypeError('Failed to fetch'), true)).toBe(false);
    expect(isOfflineFailure(new Error('API error: 500'), false)).toBe(false);
    expect(isOfflineFailure('offline', false)).toBe(false);
  });
});
