import { GenderPreference } from '@stylebook/contracts';
import type {
  AccountType as AccountTypeSchema,
  GoogleCompleteRegistrationBody,
  RegisterBody,
} from '@stylebook/contracts';
import { z } from 'zod';

/**
 * The multi-step registration (/register → username → preferences → instagram → account type).
 *
 * Where it lives: the answers sit in sessionStorage, so a reload mid-way keeps them and they vanish with
 * the tab. The password never touches storage: it stays in this module's memory only, so after a reload
 * an email registration sends the person back to /register to type it again (the other answers are kept).
 * A Google registration carries the server's short-lived registration token instead of a password.
 */
const StoredDraft = z.object({
  method: z.enum(['email', 'google']),
  fullName: z.string(),
  email: z.string(),
  registrationToken: z.string().optional(),
  username: z.string().optional(),
  genderPreference: GenderPreference.optional(),
  instagram: z.string().optional(),
});

export type RegistrationDraft = z.infer<typeof StoredDraft> & { password?: string };
export type RegistrationAnswers = Partial<
  Pick<RegistrationDraft, 'username' | 'genderPreference' | 'instagram'>
>;
export type RegistrationStep = 'username' | 'preferences' | 'instagram' | 'account-type';

const STORAGE_KEY = 'stylebook.registration';

export function createRegistrationDraftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  let password: string | null = null;

  function stored(): z.infer<typeof StoredDraft> | null {
    try {
      const parsed = StoredDraft.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  function write(draft: z.infer<typeof StoredDraft>) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Storage unavailable: the flow still works within this page load, as memory keeps the password.
    }
  }

  return {
    read(): RegistrationDraft | null {
      const draft = stored();
      return draft && { ...draft, ...(password !== null && draft.method === 'email' ? { password } : {}) };
    },
    /** Step 1 by email; answers to later steps survive going back to change the name or email. */
    startWithEmail(details: { fullName: string; email: string; password: string }) {
      const { registrationToken: _token, ...answers } = stored() ?? {};
      password = details.password;
      write({ ...answers, method: 'email', fullName: details.fullName, email: details.email });
    },
    startWithGoogle(details: { registrationToken: string; email: string; name: string }) {
      password = null;
      write({
        method: 'google',
        registrationToken: details.registrationToken,
        email: details.email,
        fullName: details.name,
      });
    },
    answer(answers: RegistrationAnswers) {
      const draft = stored();
      if (draft) write({ ...draft, ...answers });
    },
    clear() {
      password = null;
      try {
        storage.removeItem(STORAGE_KEY);
      } catch {
        // Nothing stored, nothing to forget.
      }
    },
  };
}

/** Where someone opening `step` has to go first, or null when the draft holds what that step needs. */
export function stepToRedo(
  draft: RegistrationDraft | null,
  step: RegistrationStep,
): '/register' | '/register/username' | null {
  const started = draft?.method === 'google' ? Boolean(draft.registrationToken) : Boolean(draft?.password);
  if (!draft || !started) return '/register';
  if (step === 'account-type' && !draft.username) return '/register/username';
  return null;
}

export type AccountType = z.infer<typeof AccountTypeSchema>;

/** The final call of the flow: a registration by email, or the completion of a Google one. */
export type RegistrationRequest =
  | { method: 'email'; accountType: AccountType; body: RegisterBody }
  | { method: 'google'; body: z.input<typeof GoogleCompleteRegistrationBody> };

/** Builds the final request from a complete draft (see `stepToRedo`), or null when it is not complete. */
export function registrationRequest(
  draft: RegistrationDraft | null,
  accountType: AccountType,
  continueUrl: string,
): RegistrationRequest | null {
  if (!draft || stepToRedo(draft, 'account-type') || !draft.username) return null;
  const answers = {
    username: draft.username,
    fullName: draft.fullName,
    genderPreference: draft.genderPreference,
    instagram: draft.instagram || undefined,
  };
  if (draft.method === 'google' && draft.registrationToken) {
    return {
      method: 'google',
      body: { ...answers, registrationToken: draft.registrationToken, accountType },
    };
  }
  if (draft.method === 'email' && draft.password) {
    return {
      method: 'email',
      accountType,
      body: { ...answers, email: draft.email, password: draft.password, continueUrl },
    };
  }
  return null;
}

export const registrationDraft = createRegistrationDraftStore(window.sessionStorage);
