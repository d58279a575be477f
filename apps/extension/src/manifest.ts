export interface ManifestOptions {
  /** The app the extension talks to: its origin is the only host the extension holds at install. */
  appUrl: string;
  version: string;
}

/** Gecko's id for the Firefox build of the same package (Chrome ignores the key, with a warning). */
export const GECKO_ID = 'extension@stylebook.app';

/**
 * Chrome Manifest V3. `activeTab` + `scripting` read the page the person saves from, and only when they
 * click the action; no host is granted at install but the app's own (for its API and to see the sign-in
 * hand-off tab). Images a page cannot hand over itself are fetched with an optional host permission the
 * popup asks for when saving. Chrome runs `service_worker`; Firefox, which has no extension service
 * workers, runs the same file from `scripts` as an event page.
 */
export function extensionManifest({ appUrl, version }: ManifestOptions) {
  const origin = new URL(appUrl).origin;
  const icons = { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' };
  return {
    manifest_version: 3,
    name: 'Stylebook',
    description: 'Save products from any store to your Stylebook collections.',
    version,
    icons,
    action: { default_popup: 'popup.html', default_title: 'Save to Stylebook', default_icon: icons },
    background: { service_worker: 'background.js', scripts: ['background.js'], type: 'module' },
    permissions: ['activeTab', 'scripting', 'storage'],
    host_permissions: [`${origin}/*`],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    browser_specific_settings: { gecko: { id: GECKO_ID, strict_min_version: '128.0' } },
  };
}
