import * as Popover from '@radix-ui/react-popover';
import { STYLE_LABELS } from '@stylebook/client';
import { CURRENCIES } from '@stylebook/contracts';
import type { Currency, Gender } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { NO_FILTERS, SORT_LABELS, brandChoices, filterChips, parsePrice } from '../../lib/search-filters';
import { SEARCH_SORTS, SEARCH_STYLES } from '../../lib/search-params';
import type { SearchFilters, SearchSortParam } from '../../lib/search-params';

/** Brand choices shown as buttons: the rest are a typed brand away. */
const BRAND_CHOICES_SHOWN = 8;

interface ProductFiltersProps {
  filters: SearchFilters;
  sort: SearchSortParam;
  /** Brands of the products on screen, first seen first. */
  brands: readonly string[];
  /** The currency a new price filter starts in: the one most products on screen use. */
  defaultCurrency: Currency;
  /** Writes filters or the sort into the address. */
  onChange: (change: Partial<SearchFilters> & { sort?: SearchSortParam }) => void;
}

/**
 * The products' filters: a Filters button (a bottom sheet on a phone, a popover on a desktop), a chip per
 * filter set that removes it, Clear all, and the sort.
 */
export function ProductFilters({ filters, sort, brands, defaultCurrency, onChange }: ProductFiltersProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [popoverOpen, setPopoverOpen] = useState(false);
  const chips = filterChips(filters);
  const apply = (next: SearchFilters) => {
    onChange(next);
    setSheetOpen(false);
    setPopoverOpen(false);
  };
  const form = { filters, brands, defaultCurrency, onApply: apply };
  const trigger = (
    <>
      <SlidersHorizontal aria-hidden className="size-4" />
      Filters
      {chips.length > 0 && (
        <span className="flex size-5 items-center justify-center rounded-full bg-ink text-[11px] text-canvas tabular-nums">
          {chips.length}
        </span>
      )}
    </>
  );
  const triggerClasses = buttonClasses({ variant: 'outline', className: 'h-10 shrink-0' });

  return (
    <div
      role="group"
      aria-label="Product filters"
      className="mb-6 flex flex-col gap-3 md:flex-row md:items-center"
    >
      <div className="flex items-center justify-between gap-2 md:contents">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          className={clsx(triggerClasses, 'md:hidden')}
        >
          {trigger}
        </button>
        <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} {...form} />
        <div className="hidden md:block">
          <Popover.Root open={popoverOpen} onOpenChange={setPopoverOpen}>
            <Popover.Trigger className={triggerClasses}>{trigger}</Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="start"
                sideOffset={8}
                collisionPadding={16}
                aria-label="Filters"
                className="z-40 flex max-h-[var(--radix-popover-content-available-height)] w-[44rem] max-w-[calc(100vw-2rem)] flex-col rounded-2xl border border-line bg-surface shadow-xl outline-none"
              >
                <FilterPopoverBody {...form} />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        </div>
        <SortSelect sort={sort} onChange={(next) => onChange({ sort: next })} />
      </div>
      {chips.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 md:order-2">
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onChange(chip.removal)}
              className="inline-flex h-10 max-w-full items-center gap-1.5 rounded-full bg-sand pr-2.5 pl-4 text-sm font-semibold text-ink transition hover:bg-line"
            >
              <span className="truncate">{chip.label}</span>
              <X aria-hidden className="size-4 shrink-0 text-ink-muted" />
            </button>
          ))}
          <button
            type="button"
            onClick={() => onChange(NO_FILTERS)}
            className={buttonClasses({
              variant: 'ghost',
              className: 'h-10 underline-offset-4 hover:underline',
            })}
          >
            Clear all
          </button>
        </div>
      )}
    </div>
  );
}

function SortSelect({
  sort,
  onChange,
}: {
  sort: SearchSortParam;
  onChange: (sort: SearchSortParam) => void;
}) {
  return (
    <label className="relative inline-flex h-10 shrink-0 items-center rounded-full border border-line bg-surface text-sm font-semibold text-ink focus-within:border-ink/40 hover:border-ink/30 md:order-3 md:ml-auto">
      <span className="pl-4 text-ink-muted">Sort:</span>
      <select
        aria-label="Sort products"
        value={sort}
        onChange={(event) => onChange(event.target.value as SearchSortParam)}
        className="h-full cursor-pointer appearance-none bg-transparent pr-9 pl-1.5 outline-none"
      >
        {SEARCH_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 size-4 text-ink-muted" />
    </label>
  );
}

interface FilterFormProps {
  filters: SearchFilters;
  brands: readonly string[];
  defaultCurrency: Currency;
  onApply: (filters: SearchFilters) => void;
}

/** The form as a person fills it in, before Show results writes it into the address. */
interface Draft {
  style: Gender | undefined;
  brand: string;
  currency: Currency;
  min: string;
  max: string;
}

const draftOf = (filters: SearchFilters, defaultCurrency: Currency): Draft => ({
  style: filters.style,
  brand: filters.brand ?? '',
  currency: filters.currency ?? defaultCurrency,
  min: filters.minPrice === undefined ? '' : String(filters.minPrice),
  max: filters.maxPrice === undefined ? '' : String(filters.maxPrice),
});

type FilterDraft = ReturnType<typeof useFilterDraft>;

/** A draft of the filters, started again from the address each time the form opens. */
function useFilterDraft({ filters, defaultCurrency, onApply }: FilterFormProps, open: boolean) {
  const [draft, setDraft] = useState(() => draftOf(filters, defaultCurrency));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(draftOf(filters, defaultCurrency));
      setErrors({});
    }
  }
  return {
    draft,
    errors,
    change: (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change })),
    clear: () => {
      setDraft(draftOf({}, draft.currency));
      setErrors({});
    },
    /** Checks the prices and, when they read, hands the filters on; a currency only goes with a price. */
    apply: () => {
      const min = parsePrice(draft.min, draft.currency);
      const max = parsePrice(draft.max, draft.currency);
      const found = {
        min: min.ok ? undefined : min.message,
        max: max.ok
          ? min.ok && min.value !== undefined && max.value !== undefined && max.value < min.value
            ? 'The highest price must be at least the lowest'
            : undefined
          : max.message,
      };
      setErrors(found);
      if (found.min || found.max || !min.ok || !max.ok) return;
      const priced = min.value !== undefined || max.value !== undefined;
      onApply({
        style: draft.style,
        brand: draft.brand.trim() || undefined,
        currency: priced ? draft.currency : undefined,
        minPrice: min.value,
        maxPrice: max.value,
      });
    },
  };
}

function FilterSheet({
  open,
  onOpenChange,
  ...form
}: FilterFormProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const filters = useFilterDraft(form, open);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Filters"
      footer={<FilterActions filters={filters} />}
    >
      <FilterFields filters={filters} brands={form.brands} />
    </Sheet>
  );
}

/** The popover's content, mounted only while it is open: a fresh draft each time. */
function FilterPopoverBody(form: FilterFormProps) {
  const filters = useFilterDraft(form, true);
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto p-6">
        <FilterFields filters={filters} brands={form.brands} columns />
      </div>
      <div className="border-t border-line px-6 py-4">
        <FilterActions filters={filters} />
      </div>
    </>
  );
}

function FilterActions({ filters }: { filters: FilterDraft }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <button type="button" onClick={filters.clear} className={buttonClasses({ variant: 'ghost' })}>
        Clear all
      </button>
      <button
        type="button"
        onClick={filters.apply}
        className={buttonClasses({ className: 'flex-1 sm:flex-none' })}
      >
        Show results
      </button>
    </div>
  );
}

function FilterFields({
  filters,
  brands,
  columns = false,
}: {
  filters: FilterDraft;
  brands: readonly string[];
  /** Brand beside style and price, as a wide popover has room for. */
  columns?: boolean;
}) {
  const { draft, errors, change } = filters;
  const choices = brandChoices(brands, draft.brand.trim() || undefined).slice(0, BRAND_CHOICES_SHOWN);
  const groupId = useId();
  const typedBrandId = useId();
  const currencyId = useId();
  const minId = useId();
  const maxId = useId();
  const symbol = CURRENCIES.find(({ code }) => code === draft.currency)?.symbol ?? '';
  return (
    <div className={clsx('grid gap-6', columns && 'grid-cols-2 gap-x-8')}>
      <div className="flex flex-col gap-6">
        <fieldset>
          <legend className="mb-2.5 text-sm font-semibold text-ink">Style</legend>
          <div className="flex flex-wrap gap-2">
            <Choice
              name={`${groupId}-style`}
              checked={draft.style === undefined}
              onSelect={() => change({ style: undefined })}
            >
              Any style
            </Choice>
            {SEARCH_STYLES.map((style) => (
              <Choice
                key={style}
                name={`${groupId}-style`}
                checked={draft.style === style}
                onSelect={() => change({ style })}
              >
                {STYLE_LABELS[style]}
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2.5 text-sm font-semibold text-ink">Price</legend>
          <div className="grid grid-cols-[6.5rem_1fr_1fr] gap-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={currencyId} className="text-sm text-ink-muted">
                Currency
              </label>
              <div className="relative">
                <select
                  id={currencyId}
                  value={draft.currency}
                  onChange={(event) => change({ currency: event.target.value as Currency })}
                  className={clsx(FIELD_CLASSES, 'cursor-pointer appearance-none pr-8')}
                >
                  {CURRENCIES.map(({ code }) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
                />
              </div>
            </div>
            <PriceField
              id={minId}
              label="Lowest"
              symbol={symbol}
              value={draft.min}
              error={errors.min}
              onChange={(min) => change({ min })}
            />
            <PriceField
              id={maxId}
              label="Highest"
              symbol={symbol}
              value={draft.max}
              error={errors.max}
              onChange={(max) => change({ max })}
            />
          </div>
          {(errors.min ?? errors.max) && (
            <p id={`${minId}-error`} role="alert" className="mt-2 text-sm text-red-700">
              {errors.min ?? errors.max}
            </p>
          )}
          <p className="mt-2 text-[13px] text-ink-subtle">
            Prices in other currencies are left out, not converted.
          </p>
        </fieldset>
      </div>
      <div>
        <fieldset>
          <legend className="mb-2.5 text-sm font-semibold text-ink">Brand</legend>
          <div className="flex flex-wrap gap-2">
            <Choice
              name={`${groupId}-brand`}
              checked={draft.brand.trim() === ''}
              onSelect={() => change({ brand: '' })}
            >
              Any brand
            </Choice>
            {choices.map((brand) => (
              <Choice
                key={brand}
                name={`${groupId}-brand`}
                checked={draft.brand.trim().toLowerCase() === brand.toLowerCase()}
                onSelect={() => change({ brand })}
              >
                {brand}
              </Choice>
            ))}
          </div>
          <label htmlFor={typedBrandId} className="mt-3 mb-1.5 block text-sm text-ink-muted">
            Or type a brand
          </label>
          <input
            id={typedBrandId}
            value={draft.brand}
            onChange={(event) => change({ brand: event.target.value })}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Nomad Atelier"
            className={FIELD_CLASSES}
          />
        </fieldset>
      </div>
    </div>
  );
}

const FIELD_CLASSES =
  'h-12 w-full rounded-xl border border-line bg-surface px-3 text-[16px] text-ink placeholder:text-ink-subtle focus:border-ink focus:outline-none aria-invalid:border-red-600';

function PriceField({
  id,
  label,
  symbol,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  symbol: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
        >
          {symbol}
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={label === 'Lowest' ? 'Min' : 'Max'}
          aria-invalid={error ? true : undefined}
          className={clsx(FIELD_CLASSES, symbol.length > 1 ? 'pl-10' : 'pl-7')}
        />
      </div>
    </div>
  );
}

/** One choice of a group, drawn as a pill: a real radio button, so arrows and screen readers work. */
function Choice({
  name,
  checked,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="cursor-pointer">
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="peer sr-only" />
      <span className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink transition peer-checked:border-ink peer-checked:bg-ink peer-checked:text-canvas peer-focus-visible:ring-2 peer-focus-visible:ring-ink/40 peer-focus-visible:ring-offset-2 hover:border-ink/30">
        {children}
      </span>
    </label>
  );
}
