import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AccountProfileForm,
  ChangePasswordForm,
  InstagramForm,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
} from './auth-forms';

/** Field name -> first message, as react-hook-form shows them under the fields. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('LoginForm (docs/product.md §3)', () => {
  it('asks for a valid email and a 6-character password', () => {
    expect(messages(LoginForm, { email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(messages(LoginForm, { email: '', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('accepts valid credentials, normalising the email', () => {
    expect(LoginForm.parse({ email: ' Ines@Example.com ', password: 'secret1' })).toEqual({
      email: 'ines@example.com',
      password: 'secret1',
    });
  });
});

describe('RegisterForm (docs/product.md §3)', () => {
  it('asks for a 2-character full name, a valid email and a 6-character password', () => {
    expect(messages(RegisterForm, { fullName: ' I ', email: 'x@', password: 'abc' })).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('password confirmation', () => {
  it('flags a confirmation that differs', () => {
    expect(messages(ResetPasswordForm, { newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      messages(ChangePasswordForm, { currentPassword: '', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Password must be at least 6 characters',
    });
  });
});

describe('InstagramForm', () => {
  it('drops a leading @ and allows an empty handle', () => {
    expect(InstagramForm.parse({ instagram: ' @ines.styles ' })).toEqual({ instagram: 'ines.styles' });
    expect(InstagramForm.parse({ instagram: '' })).toEqual({ instagram: '' });
    expect(messages(InstagramForm, { instagram: 'not a handle' })).toEqual({
      instagram: 'Enter a valid Instagram handle',
    });
  });
});

describe('AccountProfileForm', () => {
  it('checks the name, username and website', () => {
    expect(messages(AccountProfileForm, { name: 'A', username: 'ab', bio: '', website: 'nope' })).toEqual({
      name: 'Full name must be at least 2 characters',
      username: 'Username must be at least 3 characters',
      website: 'Please enter a valid URL',
    });
  });
});
