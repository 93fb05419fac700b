// npm run check:dead-code — files, exports and dependencies nothing uses. knip's plugins
// find most entry points themselves: the app (index.html → src/main.tsx), the server and
// the mock server (server/start.ts, mocks/server.ts, mocks/devMock.ts from package.json
// scripts), tests and e2e specs (vitest, playwright), and the tool configs. Listed here:
// what only a person or another program starts.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The server for tests/bench/web.ts (imported dynamically) and for other hosts.
    'server/main.ts',
    // npx tsx server/tools/drawGardenImages.ts (README); npm run db:generate reads the config.
    'server/tools/*.ts',
    'server/db/drizzle.config.ts',
    // Spec §7's tenant-scoped storage paths: kept (with its tests) for the uploads of the
    // accounts work, its first caller.
    'src/platform/tenantPath.ts',
  ],
  project: ['{common,src,server,mocks,tests,e2e}/**/*.{ts,tsx}', '*.{ts,mjs,js}'],
  // An export a file also uses itself is its own detail, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Run as binaries from node_modules/.bin by code, where knip cannot see them:
    // tests/i18n/checkMessages.ts spawns formatjs, server/start.ts spawns firebase,
    // tests/bench/lighthouse.ts spawns lighthouse.
    '@formatjs/cli',
    'firebase-tools',
    'lighthouse',
    // Loaded by URL from src/design/emoji.css (@font-face src), which knip does not read.
    'twemoji-colr-font',
  ],
};

export default config;
