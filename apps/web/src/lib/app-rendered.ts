let markRendered: () => void = () => undefined;

/**
 * Resolves once the app has rendered in the browser: for a page drawn on the server, once it has hydrated.
 * The session waits for it there, so nothing of the signed-in person reaches the page while React is still
 * matching it to the server's visitor markup.
 */
export const appRendered = new Promise<void>((resolve) => {
  markRendered = resolve;
});

/** Called by the root route once its first render has been committed. */
export function markAppRendered(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  markRendered();
}
