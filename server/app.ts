// The garden's HTTP server: GraphQL at /graphql, the graphql-sse stream at /stream
// (single connection mode), and the built app with its runtime config for the rest.
// Usable in process (tests call yoga.fetch) and behind node:http (server/main.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createIdTokenVerifier, type IdTokenVerifier } from './auth/idTokenVerifier';
import { createContextFactory, type GraphQLContext } from './context';
import type { Database } from './db/database';
import { createGardenSchema } from './graphql/gardenSchema';
import { useStreamRequestErrors } from './graphql/streamRequestErrors';
import { useStreamTenantGuard } from './graphql/streamTenantGuard';
import type { InjectedAppConfig } from './http/appConfigScript';
import { createStaticHandler } from './http/staticFiles';
import { openPubSub, type GardenPubSub } from './pubsub/gardenPubSub';

export interface GardenServerOptions {
  db: Database;
  /** In-process pub/sub when omitted. */
  pubSub?: GardenPubSub;
  firebaseProjectId: string;
  /** Origins allowed to call with credentials from elsewhere; same origin always works. */
  corsOrigins?: string[];
  /** The built app (dist/) and the config injected into its index.html. */
  staticSite?: { dir: string; appConfig: InjectedAppConfig };
  logger?: Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;
}

export type ServerContext = { req?: IncomingMessage; res?: ServerResponse };

export interface GardenServer {
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  handler: (request: IncomingMessage, response: ServerResponse) => void;
  close(): Promise<void>;
}

export const GRAPHQL_PATH = '/graphql';
export const STREAM_PATH = '/stream';

export function createGardenServer(options: GardenServerOptions): GardenServer {
  const logger = options.logger ?? console;
  const verifier: IdTokenVerifier = createIdTokenVerifier({
    projectId: options.firebaseProjectId,
    onInvalidToken: (error) =>
      logger.warn(`[auth] invalid ID token, treated as signed out: ${String(error)}`),
  });
  const ownPubSub = options.pubSub ? undefined : openPubSub();
  const pubSub = options.pubSub ?? ownPubSub!.pubSub;
  const allowedOrigins = new Set(options.corsOrigins ?? []);

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: createGardenSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    // yoga's own logger at info level unless one is given (its debug lines are per request).
    logging: options.logger ?? 'info',
    context: createContextFactory({ db: options.db, pubSub, verifier }),
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && allowedOrigins.has(origin) ? { origin: [origin], credentials: true } : false;
    },
    plugins: [
      useStreamTenantGuard({ db: options.db, streamPath: STREAM_PATH }),
      useStreamRequestErrors(),
      useGraphQLSSE({ endpoint: STREAM_PATH }),
    ],
  });

  const serveStatic = options.staticSite ? createStaticHandler(options.staticSite) : undefined;
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === GRAPHQL_PATH || path === STREAM_PATH || !serveStatic) {
      void yoga(request, response);
      return;
    }
    serveStatic(request, response).catch((error: unknown) => {
      logger.error(`[static] ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };

  return {
    yoga,
    handler,
    async close() {
      await verifier.close();
      await ownPubSub?.close();
    },
  };
}
