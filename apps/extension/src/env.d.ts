/** The app's origin, fixed at build time from APP_URL (build.ts). */
declare const __APP_URL__: string;
