import { clsx } from 'clsx';

/**
 * A row of tabs over one panel (`${idPrefix}-panel`, which the caller draws with
 * `aria-labelledby={`${idPrefix}-tab-${selected}`}`): the profile's sections, the moderation screen's.
 */
export function TabStrip<T extends string>({
  tabs,
  selected,
  onSelect,
  idPrefix,
  label,
  className,
}: {
  tabs: ReadonlyArray<{ tab: T; label: string }>;
  selected: T;
  onSelect: (tab: T) => void;
  idPrefix: string;
  /** What the tabs are, for screen readers. */
  label: string;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={clsx('flex gap-6 border-b border-line', className)}>
      {tabs.map(({ tab, label: tabLabel }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={selected === tab}
          aria-controls={`${idPrefix}-panel`}
          onClick={() => onSelect(tab)}
          className={clsx(
            '-mb-px min-h-11 border-b-2 pt-1 pb-2 text-[15px] font-semibold transition',
            selected === tab ? 'border-ink text-ink' : 'border-transparent text-ink-muted hover:text-ink',
          )}
        >
          {tabLabel}
        </button>
      ))}
    </div>
  );
}
