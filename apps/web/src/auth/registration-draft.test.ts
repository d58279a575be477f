import { describe, expect, it } from 'vitest';
import { createRegistrationDraftStore, registrationRequest, stepToRedo } from './registration-draft';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const details = { fullName: 'Inès Moreau', email: 'ines@example.com', password: 'secret1' };

describe('registration draft store', () => {
  it('keeps the answers in storage and the password in memory only', () => {
    const storage = memoryStorage();
    const drafts = createRegistrationDraftStore(storage);
    drafts.startWithEmail(details);
    drafts.answer({ username: 'ines', genderPreference: 'WOMENSWEAR' });

    expect(drafts.read()).toEqual({
      method: 'email',
      fullName: 'Inès Moreau',
      email: 'ines@example.com',
      password: 'secret1',
      username: 'ines',
      genderPreference: 'WOMENSWEAR',
    });
    expect([...storage.values.values()].join()).not.toContain('secret1');
  });

  it('loses the password on reload, so the flow restarts at /register with the answers kept', () => {
    const storage = memoryStorage();
    createRegistrationDraftStore(storage).startWithEmail(details);
    const afterReload = createRegistrationDraftStore(storage);

    expect(afterReload.read()).toMatchObject({ email: 'ines@example.com' });
    expect(afterReload.read()).not.toHaveProperty('password');
    expect(stepToRedo(afterReload.read(), 'username')).toBe('/register');
  });

  it('keeps later answers when step 1 is done again', () => {
    const drafts = createRegistrationDraftStore(memoryStorage());
    drafts.startWithEmail(details);
    drafts.answer({ username: 'ines' });
    drafts.startWithEmail({ ...details, email: 'ines.m@example.com' });
    expect(drafts.read()).toMatchObject({ email: 'ines.m@example.com', username: 'ines' });
  });

  it('forgets everything on clear', () => {
    const storage = memoryStorage();
    const drafts = createRegistrationDraftStore(storage);
    drafts.startWithEmail(details);
    drafts.clear();
    expect(drafts.read()).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('ignores a corrupt stored draft', () => {
    const storage = memoryStorage();
    storage.setItem('stylebook.registration', '{"method":"fax"');
    expect(createRegistrationDraftStore(storage).read()).toBeNull();
  });
});

describe('stepToRedo', () => {
  it('sends a visitor without a draft to /register', () => {
    expect(stepToRedo(null, 'preferences')).toBe('/register');
  });

  it('needs a username before the account type', () => {
    const drafts = createRegistrationDraftStore(memoryStorage());
    drafts.startWithGoogle({ registrationToken: 'rt', email: 'g@example.com', name: 'Gia' });
    expect(stepToRedo(drafts.read(), 'instagram')).toBeNull();
    expect(stepToRedo(drafts.read(), 'account-type')).toBe('/register/username');
    drafts.answer({ username: 'gia' });
    expect(stepToRedo(drafts.read(), 'account-type')).toBeNull();
  });
});

describe('registrationRequest', () => {
  it('registers by email with every answer and the continue URL', () => {
    const drafts = createRegistrationDraftStore(memoryStorage());
    drafts.startWithEmail(details);
    drafts.answer({ username: 'ines', instagram: '' });

    expect(registrationRequest(drafts.read(), 'STYLIST', '/collections/c1')).toEqual({
      method: 'email',
      accountType: 'STYLIST',
      body: {
        fullName: 'Inès Moreau',
        email: 'ines@example.com',
        password: 'secret1',
        username: 'ines',
        genderPreference: undefined,
        instagram: undefined,
        continueUrl: '/collections/c1',
      },
    });
  });

  it('completes a Google registration with the registration token', () => {
    const drafts = createRegistrationDraftStore(memoryStorage());
    drafts.startWithGoogle({ registrationToken: 'rt', email: 'g@example.com', name: 'Gia' });
    drafts.answer({ username: 'gia', genderPreference: 'UNISEX', instagram: 'gia.wears' });

    expect(registrationRequest(drafts.read(), 'USER', '/onboarding')).toEqual({
      method: 'google',
      body: {
        registrationToken: 'rt',
        username: 'gia',
        accountType: 'USER',
        fullName: 'Gia',
        genderPreference: 'UNISEX',
        instagram: 'gia.wears',
      },
    });
  });

  it('is null for an incomplete draft', () => {
    const drafts = createRegistrationDraftStore(memoryStorage());
    drafts.startWithEmail(details);
    expect(registrationRequest(drafts.read(), 'USER', '/')).toBeNull();
  });
});
