import { Check } from 'lucide-react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
}

/** A radio group drawn as large cards: one choice, each with a line of explanation. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<Choice<T>>;
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-4 rounded-2xl border border-line bg-surface px-4 py-3.5 transition hover:border-ink/30 has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="peer sr-only"
          />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-[15px] font-semibold text-ink">{option.label}</span>
            <span className="text-[13px] leading-5 text-ink-muted">{option.description}</span>
          </span>
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full border border-line text-transparent peer-checked:border-ink peer-checked:bg-ink peer-checked:text-canvas">
            <Check aria-hidden className="size-3.5" strokeWidth={3} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
