// The garden's HTTP server: GraphQL at /graphql, the graphql-sse stream at /stream
// (single connection mode), the Sentry tunnel at /tunnel (when SENTRY_DSN is set), and
// each garden's OpenID provider under /oauth/<tenant> (server/oidc), and the built app with
// its runtime config for the rest.
// Usable in process (tests call yoga.fetch) and behind node:http (server/main.ts).
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import {
  GRAPHQL_PATH,
  PARTNER_SIGN_IN_LINKS_PATH,
  SESSION_PATH,
  STREAM_PATH,
  VIDEO_UPLOAD_PATH,
} from '../common/apiPaths';
import type { AccessRules } from './access/accessRules';
import { avatarUploadKind, avatarUploadRecords } from './accounts/avatarUploads';
import { postImageUploadKind, postImageUploads } from './posts/postImages';
import { isMediaPath, useMediaEndpoints } from './storage/mediaEndpoints';
import { usePartnerSignInEndpoint } from './oidc/partnerSignInEndpoint';
import { isVideoMediaPath, useVideoMedia } from './player/videoMediaEndpoint';
import { useVideoUploads, videoUploadRecords } from './player/videoUploads';
import { isCalendarPath, useCalendarFiles } from './information/calendarFiles';
import { clientAddress } from './access/clientAddress';
import { parseIpRanges } from './access/ipRanges';
import { createRateLimiters, type RateLimiters, type RateLimitSettings } from './access/rateLimits';
import { useAccessGuard } from './access/useAccessGuard';
import {
  createIdTokenVerifier,
  type AuthIdentity,
  type IdTokenVerifier,
} from './auth/idTokenVerifier';
import { createContextFactory, type GraphQLContext } from './context';
import type { Database } from './db/database';
import { createGardenSchema } from './graphql/gardenSchema';
import { languageOf } from '../common/requestHeaders';
import { queryLimitPlugins } from './graphql/queryLimits';
import { useSafeErrorBodies } from './graphql/safeErrorBodies';
import { readTrustedDocuments, useTrustedDocuments } from './graphql/trustedDocuments';
import { createTranslate } from './graphql/translate';
import type { InjectedAppConfig } from './http/appConfigScript';
import { SENTRY_TUNNEL_PATH } from './http/deploymentAppConfig';
import { createPageRenderer } from './http/pageRenderer';
import { inProcessOperations, serverRenderingModule } from './http/serverRendering';
import { createSentryTunnel } from './http/sentryTunnel';
import { createSeoFileHandler, SEO_FILE_PATHS } from './http/seoFiles';
import { createStaticHandler } from './http/staticFiles';
import { isPublicHost, parsePublicUrl } from './http/requestOrigin';
import { createHealthEndpoint, HEALTH_PATH } from './http/healthEndpoint';
import { createSessionEndpoint } from './http/sessionEndpoint';
import { loggedPath, toLogger, yogaLogger, type Logger, type LoggerLike } from './logging/logger';
import { openPubSub, type GardenPubSub } from './pubsub/gardenPubSub';
import { localDiskStorage, type MediaStorage } from './storage/mediaStorage';
import type { StreamLimits } from './stream/streamLimits';
import { useStreamRequestErrors } from './stream/streamRequestErrors';
import { isStoreEndpointPath, usePaymentEndpoints } from './store/payments/paymentEndpoints';
import { membershipPaymentTarget } from './subscriptions/membershipPayments';
import { useReceiptPdfEndpoint } from './store/receipts/receiptEndpoint';
import { questionnaireCsvExport } from './questionnaires/questionnaireCsv';
import { campaignCodesCsvExport } from './referrals/campaignCodesCsv';
import { isOperatorCsvPath, useOperatorCsvEndpoint } from './platform/operatorCsv';
import { useStreamTenantGuard } from './stream/streamTenantGuard';
import { useGardenStream } from './stream/useGardenStream';
import { garden } from './features';
import { startBackgroundWork } from './platform/backgroundWork';
import { createOidcProviders } from './oidc/providers';
import { readSessionCookie } from './access/sessionCookie';

export interface GardenServerOptions {
  db: Database;
  /** In-process pub/sub when omitted. */
  pubSub?: GardenPubSub;
  firebaseProjectId: string;
  /** Origins allowed to call with credentials from elsewhere; same origin always works. */
  corsOrigins?: string[];
  /** The built app (dist/) and the config injected into its index.html. */
  staticSite?: { dir: string; appConfig: InjectedAppConfig };
  logger?: LoggerLike;
  /** PUBLIC_URL: the site's public origin; requests for other hosts are refused (421). */
  publicUrl?: string;
  /** APP_ENV=production: the Auth emulator's unsigned tokens are refused. */
  production?: boolean;
  /** Called when a fan's session cookie was set (the embedded emulator saves accounts). */
  onSessionStarted?: () => void;
  /** IP ranges blocked for every tenant (BLOCKED_IPS), on top of each tenant's own list. */
  blockedIpRanges?: string[];
  /** Behind a proxy: read the client address and origin from X-Forwarded-* (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** SENTRY_DSN: POST /tunnel forwards the app's error reports to this project only. */
  sentryDsn?: string;
  /** ALLOW_UNTRUSTED_DOCUMENTS=1: execute any document, not only the app's (tests, GraphiQL). */
  allowUntrustedDocuments?: boolean;
  /** Introspection and field suggestions (development tools); off by default. */
  allowIntrospection?: boolean;
  /** REDIS_URL: rate limits counted in Redis, shared by every server process. */
  redisUrl?: string;
  /** The deployment's key prefix on Redis (REDIS_PREFIX): another deployment's counts stay apart. */
  redisPrefix?: string;
  /** Other rate limits than RATE_LIMITS (server/access/rateLimits.ts), e.g. in tests. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Overrides of the /stream bounds (STREAM_KEEP_ALIVE_MS; tests). */
  streamLimits?: Partial<StreamLimits>;
  /** Where uploads are kept (npm start: <GARDEN_DATA_DIR>/media); a temp folder by default. */
  mediaStorage?: MediaStorage;
  /** false: no timers for scheduled jobs and expiries (tests run them with their own clock). */
  backgroundWork?: boolean;
  /** The largest operator video upload (tests); MAX_VIDEO_UPLOAD_BYTES by default. */
  maxVideoUploadBytes?: number;
}

export type ServerContext = {
  req?: IncomingMessage;
  res?: ServerResponse;
  /** Server rendering's in-process operations only (server/http/serverRendering.ts). */
  sessionIdentity?: AuthIdentity | null;
};

export interface GardenServer {
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  handler: (request: IncomingMessage, response: ServerResponse) => void;
  close(): Promise<void>;
}

/** The largest operation body /graphql reads (README): 64 KB. */
export const MAX_OPERATION_BODY_BYTES = 64 * 1024;

/** The built app's hashed files: cheap to serve, loaded in bursts, never rate-limited. */
function isRateLimited(path: string): boolean {
  return path !== HEALTH_PATH && !path.startsWith('/assets/');
}

/** Operators' CSV downloads (server/platform/operatorCsv.ts). */
const operatorCsvExports = [questionnaireCsvExport, campaignCodesCsvExport];

export function createGardenServer(options: GardenServerOptions): GardenServer {
  const logger = toLogger(options.logger);
  const publicOrigin = parsePublicUrl(options.publicUrl);
  const verifier: IdTokenVerifier = createIdTokenVerifier({
    projectId: options.firebaseProjectId,
    production: options.production,
    onInvalidToken: (error) => logger.debug({ err: error }, 'an ID token or session was refused'),
  });
  const ownPubSub = options.pubSub ? undefined : openPubSub();
  const pubSub = options.pubSub ?? ownPubSub!.pubSub;
  const allowedOrigins = new Set(options.corsOrigins ?? []);
  const trustProxy = options.trustProxy ?? false;
  const accessRules: AccessRules = {
    deploymentRanges: parseIpRanges(options.blockedIpRanges ?? [], (entry) =>
      logger.warn({ entry }, 'ignoring a blocked IP range that is not valid'),
    ),
    logger,
  };

  const rateLimiters: RateLimiters = createRateLimiters({
    redisUrl: options.redisUrl,
    limits: options.rateLimits,
    keyPrefix: options.redisPrefix ? `${options.redisPrefix}:rate` : undefined,
  });

  const oidc = createOidcProviders({
    db: options.db,
    trustProxy,
    publicOrigin,
    logger,
    gardenSession: async (cookieHeader) =>
      (await verifier.identifySession(readSessionCookie(cookieHeader)))?.uid ?? null,
  });

  const mediaStorage =
    options.mediaStorage ?? localDiskStorage(join(tmpdir(), `garden-media-${process.pid}`));
  const stopBackgroundWork = startBackgroundWork({
    db: options.db,
    jobHandlers: garden.jobHandlers,
    storage: mediaStorage,
    uploadRecords: [avatarUploadRecords, postImageUploads, videoUploadRecords],
    logger,
    enabled: options.backgroundWork ?? true,
  });
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: createGardenSchema({
      consumeMutation: rateLimiters.mutation,
      consumeMessage: rateLimiters.message,
    }),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    maxRequestBodySize: MAX_OPERATION_BODY_BYTES,
    // yoga's own logger at info level unless one is given (its debug lines are per request).
    logging: yogaLogger(logger),
    context: createContextFactory({
      db: options.db,
      mediaStorage,
      pubSub,
      verifier,
      oidc,
      rateLimiters,
      trustProxy,
    }),
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && allowedOrigins.has(origin) ? { origin: [origin], credentials: true } : false;
    },
    plugins: [
      useStreamTenantGuard({ db: options.db, streamPath: STREAM_PATH }),
      useAccessGuard({ ...accessRules, trustProxy, db: options.db, streamPath: STREAM_PATH }),
      useStreamRequestErrors(),
      useSafeErrorBodies(GRAPHQL_PATH),
      // First: an untrusted document is refused before any other check reads its variables.
      ...(options.allowUntrustedDocuments ? [] : [useTrustedDocuments(readTrustedDocuments())]),
      ...queryLimitPlugins({ allowIntrospection: options.allowIntrospection ?? false }),
      useGardenStream({
        path: STREAM_PATH,
        verifier,
        trustProxy,
        limits: options.streamLimits,
        rateLimiters,
      }),
      usePaymentEndpoints({ db: options.db, targets: [membershipPaymentTarget] }),
      useReceiptPdfEndpoint({ db: options.db, verifier }),
      ...operatorCsvExports.map((csvExport) =>
        useOperatorCsvEndpoint(csvExport, { db: options.db, verifier }),
      ),
      useCalendarFiles({ db: options.db }),
      useVideoMedia({ db: options.db, verifier, storage: mediaStorage }),
      useVideoUploads({
        db: options.db,
        verifier,
        storage: mediaStorage,
        consumeUpload: rateLimiters.upload,
        maxBytes: options.maxVideoUploadBytes,
      }),
      usePartnerSignInEndpoint({ db: options.db, publicOrigin, rateLimiters }),
      useMediaEndpoints({
        db: options.db,
        verifier,
        storage: mediaStorage,
        kinds: [avatarUploadKind, postImageUploadKind],
        consumeUpload: rateLimiters.upload,
      }),
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
          publicOrigin,
          renderPage: serverRenderingModule(staticSite.dir),
          operations: (requester) => inProcessOperations(yoga, requester),
          logger,
        }),
        trustProxy,
        publicOrigin,
      })
    : undefined;
  const serveSeoFile = staticSite
    ? createSeoFileHandler({
        db: options.db,
        tenantId: staticSite.appConfig.tenantId,
        staticDir: staticSite.dir,
        trustProxy,
        publicOrigin,
      })
    : undefined;
  const sentryTunnel = options.sentryDsn
    ? createSentryTunnel({ dsn: options.sentryDsn, logger })
    : undefined;
  const sessionEndpoint = createSessionEndpoint({
    verifier,
    trustProxy,
    publicOrigin,
    allowedOrigins,
    logger,
    onSessionStarted: options.onSessionStarted,
  });
  const healthEndpoint = createHealthEndpoint(options.db);
  const route = (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    requestLog: Logger,
  ) => {
    if (path === HEALTH_PATH) {
      void healthEndpoint(request, response);
      return;
    }
    if (path === SESSION_PATH) {
      sessionEndpoint(request, response).catch((error: unknown) => {
        requestLog.error({ err: error }, 'the session endpoint failed');
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    if (path === SENTRY_TUNNEL_PATH && sentryTunnel) {
      sentryTunnel(request, response).catch((error: unknown) => {
        requestLog.error({ err: error }, 'the Sentry tunnel failed');
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    const oidcRoute = oidc.match(path);
    if (oidcRoute) {
      oidc.handle(request, response, oidcRoute.tenantId).catch((error: unknown) => {
        requestLog.error({ err: error }, 'the OpenID provider failed');
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    if (
      path === GRAPHQL_PATH ||
      path === STREAM_PATH ||
      isMediaPath(path) ||
      path === PARTNER_SIGN_IN_LINKS_PATH ||
      isVideoMediaPath(path) ||
      path === VIDEO_UPLOAD_PATH ||
      isStoreEndpointPath(path) ||
      isCalendarPath(path) ||
      operatorCsvExports.some((csvExport) => isOperatorCsvPath(csvExport, path)) ||
      !serveStatic
    ) {
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
      requestLog.error({ err: error }, 'serving a page or file failed');
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    const requestId = randomUUID();
    const started = Date.now();
    response.setHeader('x-request-id', requestId);
    const requestLog = logger.child({ reqId: requestId });
    response.once('finish', () =>
      requestLog.debug(
        {
          method: request.method,
          path: loggedPath(path),
          status: response.statusCode,
          ms: Date.now() - started,
        },
        'request',
      ),
    );
    if (!isPublicHost(request, trustProxy, publicOrigin)) {
      response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Misdirected request');
      return;
    }
    if (!isRateLimited(path)) return route(request, response, path, requestLog);
    const address = clientAddress(
      {
        forwardedFor: request.headers['x-forwarded-for']?.toString(),
        remoteAddress: request.socket.remoteAddress,
      },
      trustProxy,
    );
    rateLimiters.request(address ?? 'unknown').then(
      (wait) => {
        if (wait === null) return route(request, response, path, requestLog);
        const t = createTranslate(
          languageOf({ get: (name) => request.headers[name.toLowerCase()]?.toString() ?? null }),
        );
        const message = t('errors.rateLimited', { seconds: wait });
        response.writeHead(429, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(wait),
        });
        response.end(
          JSON.stringify({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] }),
        );
        // The request body is not read: drop it with the connection.
        request.resume();
      },
      (error: unknown) => {
        requestLog.error({ err: error }, 'the rate limiter failed');
        route(request, response, path, requestLog);
      },
    );
  };

  return {
    yoga,
    handler,
    async close() {
      // The work already running ends before the caller closes the database.
      await stopBackgroundWork();
      await rateLimiters.close();
      await verifier.close();
      await ownPubSub?.close();
    },
  };
}
