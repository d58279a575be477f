import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_URL__: JSON.stringify('https://stylebook.example') },
  test: {
    name: 'extension',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
