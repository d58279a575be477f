import { SquarePlus } from 'lucide-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { CreateMenuProps } from './create-menu-dropdown';

const CreateMenuDropdown = lazy(() => import('./create-menu-dropdown'));

/**
 * The Create item. Its menu code (Radix, Floating UI) is kept out of the first page load and fetched once
 * the browser is idle; until then a disabled look-alike holds its place.
 */
export function CreateMenu(props: CreateMenuProps) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => whenIdle(() => setWanted(true)), []);

  const placeholder = (
    <button type="button" aria-label="Create" aria-haspopup="menu" disabled className={props.className}>
      <SquarePlus aria-hidden className={props.iconClassName} strokeWidth={1.75} />
      {props.label}
    </button>
  );

  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CreateMenuDropdown {...props} />
    </Suspense>
  );
}
