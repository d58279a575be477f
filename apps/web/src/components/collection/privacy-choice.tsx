import type { Role } from '@stylebook/contracts';
import { Check } from 'lucide-react';
import { canChoosePrivacy, PRIVACY_CHOICES, STYLIST_ONLY_REASON } from '@stylebook/client';
import type { Visibility } from '@stylebook/client';

interface PrivacyChoiceProps {
  role: Role;
  /** The choices offered: a new collection offers Private and Public, the details screen all three. */
  options: ReadonlyArray<Visibility>;
  value: Visibility;
  onChange: (value: Visibility) => void;
}

/**
 * Who may see a collection (docs/product.md §4): a STYLIST picks; anyone else sees the choice disabled, held
 * to Private, with the reason.
 */
export function PrivacyChoice({ role, options, value, onChange }: PrivacyChoiceProps) {
  const enabled = canChoosePrivacy(role);
  const shown = enabled ? value : 'private';
  return (
    <fieldset disabled={!enabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Privacy</legend>
      {options.map((option) => {
        const choice = PRIVACY_CHOICES[option];
        return (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-4 rounded-2xl border border-line bg-surface px-4 py-3 transition has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-ink"
          >
            <input
              type="radio"
              name="privacy"
              value={option}
              checked={shown === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-[15px] font-semibold text-ink">{choice.label}</span>
              <span className="text-[13px] leading-5 text-ink-muted">{choice.description}</span>
            </span>
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full border border-line text-transparent peer-checked:border-ink peer-checked:bg-ink peer-checked:text-canvas">
              <Check aria-hidden className="size-3.5" strokeWidth={3} />
            </span>
          </label>
        );
      })}
      {!enabled && <p className="text-sm text-ink-muted">{STYLIST_ONLY_REASON}</p>}
    </fieldset>
  );
}
