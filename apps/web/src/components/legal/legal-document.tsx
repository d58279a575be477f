import type { ReactNode } from 'react';
import { Screen } from '../screen';
import type { BackFallback } from '../ui/back-button';

/**
 * Long-form text with headings (h2, h3), at a line length that reads well (about 68 characters) and the
 * body size of the app, on a phone as on a desktop.
 */
const PROSE = [
  'max-w-[68ch] text-base leading-7 text-ink',
  '[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold',
].join(' ');

interface LegalDocumentProps {
  title: string;
  description: string;
  /** The date the text last changed, as people read it: '24 November 2026'. */
  updated: string;
  backFallback?: BackFallback;
  children: ReactNode;
}

/** A policy or terms page: the screen's heading, when it last changed, and the text. */
export function LegalDocument({ title, description, updated, backFallback, children }: LegalDocumentProps) {
  return (
    <Screen title={title} description={description} backFallback={backFallback}>
      <article className={PROSE}>
        <p className="!mt-0 text-sm text-ink-muted">Last updated {updated}</p>
        {children}
      </article>
    </Screen>
  );
}
