import { Link } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';

export interface SettingsLink {
  to: LinkProps['to'];
  label: string;
  hint: string;
}

/** A grouped list of links to settings pages. */
export function SettingsLinks({ heading, links }: { heading?: string; links: SettingsLink[] }) {
  return (
    <section className="mb-8">
      {heading && (
        <h2 className="mb-2 px-1 text-xs font-semibold tracking-[0.08em] text-ink-muted uppercase">
          {heading}
        </h2>
      )}
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="flex items-center gap-4 px-4 py-3.5 transition hover:bg-sand/60">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-[15px] font-medium text-ink">{link.label}</span>
                <span className="truncate text-[13px] text-ink-muted">{link.hint}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
