/** Stamped by the build (build/app-version.ts through Vite's `define`). */
declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string | null;

/** The web app's package version, e.g. '0.1.0'. */
export const APP_VERSION: string = __APP_VERSION__;
/** The short git commit the app was built from, when the build ran in a checkout. */
export const APP_COMMIT: string | null = __APP_COMMIT__;

/** How the version reads on /settings/about and in feedback mail: '0.1.0 (3e4d321)'. */
export function versionLabel(version: string, commit: string | null): string {
  return commit ? `${version} (${commit})` : version;
}

export const APP_VERSION_LABEL = versionLabel(APP_VERSION, APP_COMMIT);
