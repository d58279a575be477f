import { describe, expect, it } from 'vitest';
import { readGooglePopupMessage } from './google-sign-in';

const origin = 'https://stylebook.example';

describe('readGooglePopupMessage', () => {
  it('accepts a credential or an error posted from the app origin', () => {
    expect(
      readGooglePopupMessage({ origin, data: { type: 'stylebook:google', credential: 'c' } }, origin),
    ).toEqual({
      type: 'stylebook:google',
      credential: 'c',
    });
    expect(
      readGooglePopupMessage(
        { origin, data: { type: 'stylebook:google-error', error: 'Cancelled' } },
        origin,
      ),
    ).toEqual({ type: 'stylebook:google-error', error: 'Cancelled' });
  });

  it('ignores messages from other origins and of other shapes', () => {
    const data = { type: 'stylebook:google', credential: 'c' };
    expect(readGooglePopupMessage({ origin: 'https://evil.example', data }, origin)).toBeNull();
    expect(readGooglePopupMessage({ origin, data: { type: 'other' } }, origin)).toBeNull();
    expect(readGooglePopupMessage({ origin, data: 'stylebook:google' }, origin)).toBeNull();
  });
});
