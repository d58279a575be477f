import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_MIN_LENGTH, mediaVariant } from '@stylebook/contracts';
import type { BrandSuggestion, CollectionCard, SearchSuggestions, UserSummary } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Images, Search as SearchIcon, Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { suggestionsQueryOptions } from '../../queries/search';

/** Suggestions follow the box a moment after each letter, sooner than the results do. */
const SUGGESTIONS_DEBOUNCE_MS = 150;

export type Suggestion =
  | { kind: 'person'; person: UserSummary }
  | { kind: 'brand'; brand: BrandSuggestion }
  | { kind: 'collection'; collection: CollectionCard };

/** The suggestions in the order the list shows them: people, then brands, then collections. */
function flatten(suggestions: SearchSuggestions | undefined): Suggestion[] {
  if (!suggestions) return [];
  return [
    ...suggestions.people.map((person) => ({ kind: 'person' as const, person })),
    ...suggestions.brands.map((brand) => ({ kind: 'brand' as const, brand })),
    ...suggestions.collections.map((collection) => ({ kind: 'collection' as const, collection })),
  ];
}

/** What a picked suggestion is remembered as among recent and trending searches. */
export function suggestionText(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'person':
      return suggestion.person.name;
    case 'brand':
      return suggestion.brand.name;
    case 'collection':
      return suggestion.collection.name;
  }
}

const GROUP_LABELS: Record<Suggestion['kind'], string> = {
  person: 'People',
  brand: 'Brands',
  collection: 'Collections',
};

interface SearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Enter with no suggestion chosen: search for the text. */
  onSubmit: (text: string) => void;
  onPick: (suggestion: Suggestion) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The search box, an ARIA combobox: while a person types, people, brands and collections starting with or
 * close to the text are listed under it. Arrows move through them, Enter picks one (or searches for the text
 * when none is chosen), Escape closes the list.
 */
export function SearchBox({ text, onTextChange, onSubmit, onPick, inputRef }: SearchBoxProps) {
  const listboxId = useId();
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = open && debounced.length >= SUGGESTIONS_MIN_LENGTH;
  const { data } = useQuery({
    ...suggestionsQueryOptions(debounced),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  const options = typed.length >= SUGGESTIONS_MIN_LENGTH ? flatten(data) : [];
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function choose(suggestion: Suggestion) {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        // From the box down through the options and round again; the box itself is position -1.
        const next = activeIndex + (event.key === 'ArrowDown' ? 1 : -1);
        setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
        return;
      }
      case 'Enter': {
        const chosen = options[activeIndex];
        if (!chosen) return;
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        // A search input clears itself on Escape: while the list is open, Escape only closes it.
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  }

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!typed) return;
        setOpen(false);
        setActive(-1);
        inputRef.current?.blur();
        onSubmit(typed);
      }}
      className="sticky top-0 z-20 -mx-4 bg-canvas/95 px-4 pb-2 backdrop-blur-md md:relative md:mx-0 md:px-0"
    >
      <div className="relative">
        <label className="flex h-12 items-center gap-3 rounded-full border border-line bg-surface px-4 focus-within:border-ink/40">
          <SearchIcon aria-hidden className="size-5 shrink-0 text-ink-muted" />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            placeholder="Search products, collections, looks, people"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            className="h-full min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                onTextChange('');
                inputRef.current?.focus();
              }}
              className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </label>
        <div
          id={listboxId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          // Clicks keep the focus in the box, so it does not close the list before the pick lands.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(28rem,60vh)] overflow-y-auto rounded-2xl border border-line bg-surface py-2 shadow-xl"
        >
          {(['person', 'brand', 'collection'] as const).map((kind) => {
            const members = options.flatMap((option, index) =>
              option.kind === kind ? [{ option, index }] : [],
            );
            if (members.length === 0) return null;
            const labelId = `${listboxId}-${kind}`;
            return (
              <div key={kind} role="group" aria-labelledby={labelId} className="py-1">
                <div
                  id={labelId}
                  role="presentation"
                  className="px-4 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
                >
                  {GROUP_LABELS[kind]}
                </div>
                {members.map(({ option, index }) => (
                  <div
                    key={optionId(index)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    ref={(element) => {
                      if (index === activeIndex) element?.scrollIntoView({ block: 'nearest' });
                    }}
                    onClick={() => choose(option)}
                    onMouseMove={() => index !== activeIndex && setActive(index)}
                    className={clsx(
                      'flex min-h-12 cursor-pointer items-center gap-3 px-4 py-1.5',
                      index === activeIndex && 'bg-sand',
                    )}
                  >
                    <SuggestionRow suggestion={option} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </form>
  );
}

function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case 'person': {
      const { person } = suggestion;
      return (
        <Row
          picture={<Avatar url={person.avatarUrl} size={36} />}
          title={person.name}
          detail={`@${person.username}`}
        />
      );
    }
    case 'brand': {
      const { brand } = suggestion;
      const count = `${brand.productCount}${brand.productCountIsLowerBound ? '+' : ''}`;
      return (
        <Row
          picture={
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-sand text-ink-muted">
              <Tag aria-hidden className="size-4" />
            </span>
          }
          title={brand.name}
          detail={`Brand · ${count} ${brand.productCount === 1 && !brand.productCountIsLowerBound ? 'product' : 'products'}`}
        />
      );
    }
    case 'collection': {
      const { collection } = suggestion;
      const cover = collection.coverImageUrl ?? collection.previewImageUrls[0];
      return (
        <Row
          picture={
            cover ? (
              <img
                src={mediaVariant(cover, 320)}
                alt=""
                width={36}
                height={36}
                className="size-9 shrink-0 rounded-xl bg-sand object-cover"
              />
            ) : (
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-sand text-ink-muted">
                <Images aria-hidden className="size-4" />
              </span>
            )
          }
          title={collection.name}
          detail={`Collection · @${collection.owner.username}`}
        />
      );
    }
  }
}

function Row({ picture, title, detail }: { picture: ReactNode; title: string; detail: string }) {
  return (
    <>
      {picture}
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-[15px] font-semibold text-ink">{title}</span>
        <span className="truncate text-[13px] text-ink-muted">{detail}</span>
      </span>
    </>
  );
}
