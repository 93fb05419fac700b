import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The GraphQL server (npm start, or npm run mock) that Vite's dev server proxies to.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    react(),
    // babel-plugin-relay turns graphql`` tags into imports of the compiled artifacts.
    babel({
      plugins: [['relay', { artifactDirectory: './src/__generated__', eagerEsModules: true }]],
    }),
  ],
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/stream': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        // One graphql instance per test run: dependencies that vitest leaves to Node
        // (@graphql-tools, graphql-yoga) load graphql's CommonJS build, so ours must too.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
