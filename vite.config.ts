import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { assetsDir, gatewayPath } from './src/config/endpoints.ts';
import { staffApiPaths } from './src/config/staff-api.ts';
import { buildIdRecord } from './scripts/build/vite-plugin-build-id.ts';
import { fontFaces } from './scripts/build/vite-plugin-font-faces.ts';
import { markdown } from './scripts/build/vite-plugin-markdown.ts';
import { themedAssets } from './scripts/build/vite-plugin-themed-assets.ts';
import { defaultGatewayPort } from './server/config.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? defaultGatewayPort}`;

export default defineConfig({
  plugins: [react(), markdown(), themedAssets(), fontFaces(), buildIdRecord()],
  // RETENTION_DAYS is read by the build too: the privacy notice states the period the server's
  // sweep applies (src/config/retention.ts).
  envPrefix: ['VITE_', 'RETENTION_DAYS'],
  // `@/` is `src/`, as in the TypeScript configs; tsx reads the alias from tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // `npm run dev` runs the gateway beside Vite; forms and the staff pages call the same origin
    // as in production.
    proxy: { [gatewayPath]: gateway, [staffApiPaths.prefix]: gateway },
  },
  build: {
    // Small SVGs stay separate files: they are cacheable and keep data: URLs out of the JS budget.
    assetsInlineLimit: 0,
    assetsDir,
    target: 'es2022',
    // Minified in the SSR build too: the prerender script inlines CSS it imports (the carousel's).
    cssMinify: 'lightningcss',
    // Read by the prerender script to preload each page's route chunk; moved out of dist/ there.
    manifest: true,
    // MUI X Data Grid is one large chunk that only the staff pages load; every page's own start
    // is held to a byte budget of its own (npm run test:budget), a stricter check than this one.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React Router is a chunk of its own, evaluated as its own step of the start-up
          // (src/main.tsx) rather than inside the chunk of MUI's styling runtime.
          // Without the flag the group would take in React too, which React DOM's step needs.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router/ },
            // The site's shared words and `mergeSx`, which every page loads, in one chunk: the
            // staff areas load one without the other, and split apart they cost every page a
            // request and some bytes.
            {
              name: 'site-words',
              test: /src[\\/](content[\\/]ui|components[\\/]common[\\/]merge-sx)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Full pages with MUI render slowly in jsdom on a 2-core machine.
    testTimeout: 20_000,
    // Vitest leaves one core to itself by default, which on a 2-core machine runs the files one
    // at a time; its own share of the work is small beside jsdom's pages and the servers' tests,
    // and two files at once finish the unit and server tests in about two thirds of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The server suite runs twice: on the embedded SQLite engine and on a throwaway PostgreSQL
    // cluster the run starts itself (Debian's postgresql package must be installed).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'scripts/restyle/**'],
        },
      },
      {
        // Builds a copy of the project with a second palette and a renamed service (a few
        // minutes): run by `npm run test:restyle`, part of `npm test`, not by `npm run test:unit`.
        extends: true,
        test: {
          name: 'restyle',
          include: ['scripts/restyle/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 15 * 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-sqlite',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.postgres.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'sqlite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['server/**/*.test.ts'],
          // Files about the SQLite file itself, or about code that touches no database.
          exclude: [
            'server/db/database.test.ts',
            'server/db/kept-statements.test.ts',
            'server/db/reader-thread.test.ts',
            'server/policy/rate-limit.test.ts',
            'server/gateway/spam.test.ts',
            'server/gateway/resume-check.test.ts',
            'server/http-server.test.ts',
            'server/staff/csv.test.ts',
            'server/staff/password-policy.test.ts',
            'server/db/migrations/schema.test.ts',
            'server/config.test.ts',
          ],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['server/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
