import { describe, expect, it } from 'vitest';
import { characterCount, SignedInFeedbackForm, VisitorFeedbackForm } from './feedback-values';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('feedback form values', () => {
  it('needs a message of 1 to 5,000 characters, trimmed', () => {
    expect(messages(SignedInFeedbackForm.safeParse({ message: '  \n ' }))).toEqual([
      'Please write a message',
    ]);
    expect(messages(SignedInFeedbackForm.safeParse({ message: 'x'.repeat(5001) }))).toEqual([
      'Your message must be at most 5,000 characters',
    ]);
    expect(SignedInFeedbackForm.parse({ message: '  Hello\nthere ' })).toEqual({ message: 'Hello\nthere' });
  });

  it('asks a visitor for an address to answer, and a valid one', () => {
    expect(messages(VisitorFeedbackForm.safeParse({ message: 'Hi', email: ' ' }))).toEqual([
      'Please enter your email address so we can reply',
    ]);
    expect(messages(VisitorFeedbackForm.safeParse({ message: 'Hi', email: 'nope' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(VisitorFeedbackForm.parse({ message: 'Hi', email: ' Ada@Example.com ' })).toEqual({
      message: 'Hi',
      email: 'ada@example.com',
    });
  });

  it('counts characters as the textarea limits them', () => {
    expect(characterCount('')).toBe('0 / 5,000');
    expect(characterCount('x'.repeat(1234))).toBe('1,234 / 5,000');
  });
});
