// The garden's HTTP server: GraphQL at /graphql, the graphql-sse stream at /stream
// (single connection mode), the Sentry tunnel at /tunnel (when SENTRY_DSN is set), and
// the built app with its runtime config for the rest.
// Usable in process (tests call yoga.fetch) and behind node:http (server/main.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { AccessRules } from './access/accessRules';
import { parseIpRanges } from './access/ipRanges';
import { useAccessGuard } from './access/useAccessGuard';
import { createIdTokenVerifier, type IdTokenVerifier } from './auth/idTokenVerifier';
import { createContextFactory, type GraphQLContext } from './context';
import type { Database } from './db/database';
import { createGardenSchema } from './graphql/gardenSchema';
import { useStreamRequestErrors } from './graphql/streamRequestErrors';
import { useStreamTenantGuard } from './graphql/streamTenantGuard';
import type { InjectedAppConfig } from './http/appConfigScript';
import { SENTRY_TUNNEL_PATH } from './http/deploymentAppConfig';
import { createPageRenderer } from './http/pageRenderer';
import { createSentryTunnel } from './http/sentryTunnel';
import { createSeoFileHandler, SEO_FILE_PATHS } from './http/seoFiles';
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
  /** IP ranges blocked for every tenant (BLOCKED_IPS), on top of each tenant's own list. */
  blockedIpRanges?: string[];
  /** Behind a proxy: read the client address and origin from X-Forwarded-* (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** SENTRY_DSN: POST /tunnel forwards the app's error reports to this project only. */
  sentryDsn?: string;
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
  const trustProxy = options.trustProxy ?? false;
  const accessRules: AccessRules = {
    deploymentRanges: parseIpRanges(options.blockedIpRanges ?? [], (entry) =>
      logger.warn(`[access] ignoring the blocked IP range "${entry}"`),
    ),
    logger,
  };

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
      useAccessGuard({ ...accessRules, trustProxy }),
      useStreamRequestErrors(),
      useGraphQLSSE({ endpoint: STREAM_PATH }),
    ],
  });

  const staticSite = options.staticSite;
  const serveStatic = staticSite
    ? createStaticHandler({
        ...staticSite,
        renderPage: createPageRenderer({
          db: options.db,
          rules: accessRules,
          trustProxy,
          verifier,
        }),
      })
    : undefined;
  const serveSeoFile = staticSite
    ? createSeoFileHandler({
        db: options.db,
        tenantId: staticSite.appConfig.tenantId,
        staticDir: staticSite.dir,
        trustProxy,
      })
    : undefined;
  const sentryTunnel = options.sentryDsn
    ? createSentryTunnel({ dsn: options.sentryDsn, logger })
    : undefined;
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === SENTRY_TUNNEL_PATH && sentryTunnel) {
      sentryTunnel(request, response).catch((error: unknown) => {
        logger.error(`[tunnel] ${String(error)}`);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    if (path === GRAPHQL_PATH || path === STREAM_PATH || !serveStatic) {
      void yoga(request, response);
      return;
    }
    const served =
      serveSeoFile &&
      SEO_FILE_PATHS.has(path) &&
      (request.method === 'GET' || request.method === 'HEAD')
        ? serveSeoFile(request, response, path)
        : serveStatic(request, response);
    served.catch((error: unknown) => {
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
