import { NavItems } from './nav-items';

/** Mobile navigation: four 54x54 px items, hidden from md up (docs/product.md §14). */
export function BottomNav() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="pb-safe fixed inset-x-0 bottom-0 z-40 border-t border-line bg-canvas/95 backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto flex h-14 max-w-md items-center justify-around px-2">
        <NavItems layout="bar" />
      </ul>
    </nav>
  );
}
