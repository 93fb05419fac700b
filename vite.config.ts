import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import manifestJa from './locales/ja/manifest.json';
import { precompileMessages } from './src/i18n/build/precompileMessages';

// The GraphQL server (npm start, or npm run mock) that Vite's dev server proxies to.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4000';

/**
 * The libraries every page runs, in two chunks instead of dozens: a phone on HTTP/1.1 opens
 * six connections, so fifty small chunks queue behind each other (and the page's images
 * behind them). Mantine's parts that twenty or more chunks share (the shell's and the common
 * ones) join one chunk; a part fewer pages use stays with them, so a page's first view does
 * not download every Mantine component some other page uses (~20 KB gzipped less).
 */
const FIRST_VIEW_CHUNKS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-relay|relay-runtime|recoil|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tslib|invariant)[\\/]/,
    priority: 30,
  },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui[\\/][^\\/]+|clsx|react-remove-scroll[^\\/]*|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tabbable|react-number-format|react-textarea-autosize)[\\/]/,
    priority: 20,
    minShareCount: 20,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    precompileMessages(),
    react(),
    // babel-plugin-relay turns graphql`` tags into imports of the compiled artifacts.
    babel({
      plugins: [['relay', { artifactDirectory: './src/__generated__', eagerEsModules: true }]],
    }),
    // The installable app (spec §4): web manifest + a Workbox service worker that precaches
    // the built shell. src/features/pwa/registerServiceWorker.ts registers it after load.
    VitePWA({
      // The server rendering bundle installs nothing.
      disable: Boolean(process.env.VITEST) || isSsrBuild,
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: manifestJa['manifest.name'],
        short_name: manifestJa['manifest.shortName'],
        description: manifestJa['manifest.description'],
        lang: 'ja',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#a3173b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The shell: index.html (fetched from the server, so with its runtime config), JS,
        // CSS; the manifest and its icons are added by the plugin. Mock data stays out.
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['mock/**'],
        cleanupOutdatedCaches: true,
        // Pages come from the network, so the server's per-page tags and access redirects
        // apply; only when the network fails does the precached shell stand in. The API,
        // the stream and crawler files are never touched (POSTs are not cached anyway).
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/(graphql|stream|sitemap\.xml|robots\.txt)(\/|$)/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            // The garden's own pictures (logo, channel icons, badges): public, so one cache
            // for every fan of the device, bounded, and shown offline with the saved pages.
            // Fans' uploads (/media) stay out: they may be private.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.destination === 'image' &&
              /^\/(images|icons)\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'garden-images',
              expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/stream': apiTarget,
    },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the server rendering module (src/serverRendering/renderPage.tsx)
        // in a dot folder of dist/, which the static handler never serves.
        outDir: 'dist/.ssr',
        sourcemap: true,
        rollupOptions: {
          input: { renderPage: 'src/serverRendering/renderPage.tsx' },
          // ES modules whatever package.json says: the server import()s them.
          output: {
            format: 'es',
            entryFileNames: '[name].mjs',
            chunkFileNames: '[name]-[hash].mjs',
          },
        },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: the server preloads each page's own chunks from it
        // (server/http/pagePreloads.ts), so they load alongside the entry, not after it.
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: FIRST_VIEW_CHUNKS } } },
      },
  // One self-contained module: the app's dependencies are bundled as the browser gets them,
  // in their production builds (Node would otherwise pick React's by NODE_ENV at run time).
  // Only for that build: vitest runs through Vite's SSR pipeline and keeps its own externals.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // react-relay's main module also carries the container API (createFragmentContainer,
  // QueryRenderer…) that a hooks-only app never calls; its CommonJS cannot be tree-shaken,
  // so the build takes the hooks entry, which exports everything the app imports.
  resolve: { alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
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
          exclude: ['tests/contract/**'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // Limits, not speed targets (a busy two-core machine renders slowly).
          testTimeout: 20_000,
        },
      },
      {
        // The same single graphql instance: graphql-armor and graphql-query-complexity load its CommonJS build.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          // common/ is pure: its tests run here, where no DOM exists to lean on.
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/**/*.abuse.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same GraphQL contract against the real server and the mock (tests/contract/).
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          // The contract's documents are not relay-compiled: the real server must run them.
          env: { ALLOW_UNTRUSTED_DOCUMENTS: '1' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // npm run test:abuse: the abuse suite against the real server (server/testing/abuse.ts).
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'abuse',
          include: ['server/**/*.abuse.test.ts'],
          environment: 'node',
          // The memory checks collect garbage before they measure.
          execArgv: ['--expose-gc'],
          // One file at a time: each case's ping budget (200 ms) measures the server under
          // that abuse, not under another file's abuse sharing the machine's cores.
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
