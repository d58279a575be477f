import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appVersionDefines } from './build/app-version';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';
import { webAppManifestFiles } from './build/web-app-manifest';

const API_ORIGIN = 'http://localhost:3000';

/**
 * `vite build --ssr` builds the page renderer the server imports (src/ssr/entry-server.tsx) into dist-ssr,
 * beside the browser's build and outside what the server serves, as one bundle with what it imports.
 */
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: 'src/ssr/entry-server.tsx' },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The app's version and commit, shown on /settings/about and sent with feedback (src/lib/app-version.ts).
  define: {
    ...appVersionDefines(import.meta.dirname),
    // Production React in the renderer, whatever NODE_ENV the server runs with (the browser's build has it).
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // The router plugin must run before react() so it can split route files into lazy chunks.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    // What the browser fetches; the page renderer has no use for them.
    ...(isSsrBuild ? [] : [webAppManifestFiles(), precompress(), serviceWorker()]),
  ],
  // The renderer carries its own React and router, so they are the production builds defined above.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? ssrBuild
    : {
        // Every browser the app supports preloads modules natively; the polyfill would only add to the entry.
        modulePreload: { polyfill: false },
        // The server reads it to preload the scripts of the route a first screen draws (apps/server spa module).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What the entry needs before the first paint travels as one chunk, not a dozen small ones: on a
              // phone each extra request waits its turn for one of the few connections, one round trip each.
              groups: [{ name: 'first-load', tags: ['$initial'] }],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/media': API_ORIGIN,
      '/identity': API_ORIGIN,
      '/dev': API_ORIGIN,
      // A regex so that app routes such as /register and /reset-password are not proxied.
      '^/r/': API_ORIGIN,
    },
  },
}));
