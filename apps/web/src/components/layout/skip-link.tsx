/** Where the skip link lands: the app shell's <main>. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key on every page: hidden until focused, it moves focus past the navigation to
 * the screen's content. It focuses <main> itself rather than following the hash, which would add
 * '#main-content' to the address and reach the router as a navigation.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-5 focus:py-3 focus:text-sm focus:font-semibold focus:text-canvas focus:shadow-lg"
    >
      Skip to content
    </a>
  );
}
