import { whenIdle } from './when-idle';

/**
 * Installs the service worker (src/service-worker/sw.ts, built to /sw.js): the app opens offline. Only in
 * production builds (the dev server's modules are not hashed files to keep), and once the page has loaded
 * and the browser is idle, so its downloads never compete with the first screen's.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registerWhenIdle = () =>
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        // The app works the same without it, only not offline.
        console.warn('The service worker was not registered', error);
      });
    });
  // A page drawn on the server may have loaded before the app starts (its scripts come last).
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
