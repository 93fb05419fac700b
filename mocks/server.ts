// `npm run mock`: the mock GraphQL server on PORT (default 4000). /graphql and /stream
// behave like the real server's; everything else is the built app from dist/.

import { createServer } from 'node:http';
import path from 'node:path';
import { MOCK_TENANT_ID } from './gardenContent';
import { createMockYoga } from './mockYoga';
import { createStaticApp } from './staticApp';

const port = Number(process.env.PORT ?? 4000);
const { yoga } = createMockYoga({
  seed: process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined,
});
const serveApp = createStaticApp(path.resolve(__dirname, '..', 'dist'), {
  tenantId: MOCK_TENANT_ID,
  environment: 'local',
  authEmulatorUrl: process.env.MOCK_AUTH_EMULATOR_URL,
});

const server = createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://mock').pathname;
  if (pathname === '/graphql' || pathname === '/stream') {
    void yoga(request, response);
    return;
  }
  serveApp(request, response);
});

server.listen(port, () => {
  console.log(
    `[mock] GraphQL mock of the garden on http://127.0.0.1:${port}/graphql (stream: /stream)`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
