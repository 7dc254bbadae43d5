import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { gatewayPath } from './src/config/endpoints.ts';
import { markdown } from './scripts/vite-plugin-markdown.ts';
import { defaultGatewayPort } from './server/config.ts';

export default defineConfig({
  plugins: [react(), markdown()],
  // `@/` is `src/`, as in the TypeScript configs; tsx reads the alias from tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // `npm run dev` runs the gateway beside Vite; forms post to the same origin as in production.
    proxy: {
      [gatewayPath]: `http://127.0.0.1:${process.env.GATEWAY_PORT ?? defaultGatewayPort}`,
    },
  },
  build: {
    // Small SVGs stay separate files: they are cacheable and keep data: URLs out of the JS budget.
    assetsInlineLimit: 0,
    target: 'es2022',
    // Read by the prerender script to preload each page's route chunk; moved out of dist/ there.
    manifest: true,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // Full pages with MUI render slowly in jsdom on a 2-core machine.
    testTimeout: 20_000,
  },
});
