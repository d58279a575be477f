import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The title block of an auth screen. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
      {children && <p className="mt-2 text-[15px] leading-6 text-ink-muted">{children}</p>}
    </header>
  );
}

/** A thin rule with a word in the middle, between two ways of doing the same thing. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-[0.08em] text-ink-subtle uppercase">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}

export function BackToLogin() {
  return (
    <Link
      to="/login"
      className="mt-8 inline-block text-sm font-semibold text-ink underline-offset-4 hover:underline"
    >
      Back to log in
    </Link>
  );
}
