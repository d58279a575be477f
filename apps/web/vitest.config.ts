import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appVersionDefines } from './build/app-version';

export default defineConfig({
  plugins: [react()],
  define: appVersionDefines(import.meta.dirname),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
