// Runs the garden server from the environment: opens the database (PostgreSQL when
// DATABASE_URL is set, else PGlite persisted under ./.data/pglite), applies migrations,
// seeds the demo tenant once, creates the TENANT_ID garden when it is missing, and
// listens. server/start.ts (npm start) calls startServer; `tsx server/main.ts` runs it
// alone and stops on SIGINT/SIGTERM.
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseIpRangeList } from './access/ipRanges';
import { rateLimitsFromEnv, type RateLimitSettings } from './access/rateLimits';
import { createGardenServer } from './app';
import { createGardenHttpServer } from './http/gardenHttpServer';
import { openDatabase, type DatabaseLocation } from './db/database';
import { seedDemoTenant } from './db/demoTenant';
import { ensureTenant } from './db/ensureTenant';
import { freshTenant } from './db/freshTenant';
import { deploymentAppConfig } from './http/deploymentAppConfig';
import { isProduction } from './auth/emulatorMode';
import { serverLogger } from './logging/logger';
import { openPubSub } from './pubsub/gardenPubSub';
import { mediaStorageFromEnv } from './storage/storageFromEnv';
import { defaultRedisPrefix } from './pubsub/redisPrefix';
import { streamLimitsFromEnv, type StreamLimits } from './stream/streamLimits';

const log = serverLogger.child({ component: 'server' });

export interface StartServerOptions {
  port?: number;
  /** The built app; ./dist by default, served when it exists. */
  staticDir?: string;
  /** Where the embedded database lives when DATABASE_URL is not set; ./.data/pglite by default. */
  pgliteDir?: string;
  /** Where uploaded images are kept; ./.data/media by default. */
  mediaDir?: string;
  /** Overrides both DATABASE_URL and pgliteDir (tests). */
  database?: DatabaseLocation;
  host?: string;
  /** What must be up before the server listens (npm start: the embedded sign-in emulator). */
  beforeListening?: Promise<unknown>;
  /** Called when a fan's session cookie was set (npm start saves the emulator's accounts). */
  onSessionStarted?: () => void;
  /** Other rate limits than RATE_LIMITS (benchmarks that post from one fan). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Overrides of the /stream bounds (the bench's many clients share one address). */
  streamLimits?: Partial<StreamLimits>;
}

export interface RunningServer {
  url: string;
  port: number;
  httpServer: Server;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = process.env;
  const port = options.port ?? Number(env.PORT ?? 3000);
  // Read (and checked) before anything opens: a bad setting stops the start at once.
  const appConfig = deploymentAppConfig(env);
  const mediaStorage = mediaStorageFromEnv(env, options.mediaDir ?? resolve('.data/media'));
  const { tenantId } = appConfig;
  const tenant = freshTenant(tenantId);
  // Observed at once, so an early failure is not an unhandled rejection; reported once the
  // database is closed again.
  const waited = options.beforeListening?.then(
    () => undefined,
    (error: unknown) => ({ error }),
  );

  const location: DatabaseLocation =
    options.database ??
    (env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: options.pgliteDir ?? resolve('.data/pglite') });
  if (location.kind === 'pglite' && location.dataDir)
    mkdirSync(location.dataDir, { recursive: true });
  const database = await openDatabase(location);
  if (await seedDemoTenant(database.db)) log.info('seeded the demo tenant');
  if (await ensureTenant(database.db, tenant))
    log.info({ tenantId }, `created the garden of the tenant ${tenantId}`);
  const redisPrefix = env.REDIS_PREFIX?.trim() || defaultRedisPrefix(location);
  const events = openPubSub({ redisUrl: env.REDIS_URL || undefined, redisPrefix });

  const staticDir = resolve(options.staticDir ?? 'dist');
  const garden = createGardenServer({
    db: database.db,
    pubSub: events.pubSub,
    firebaseProjectId: appConfig.firebase.projectId,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    blockedIpRanges: parseIpRangeList(env.BLOCKED_IPS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    sentryDsn: appConfig.sentryDsn,
    publicUrl: env.PUBLIC_URL,
    production: isProduction(env),
    onSessionStarted: options.onSessionStarted,
    logger: serverLogger,
    allowUntrustedDocuments: env.ALLOW_UNTRUSTED_DOCUMENTS === '1',
    allowIntrospection: env.ALLOW_UNTRUSTED_DOCUMENTS === '1',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix,
    rateLimits: { ...rateLimitsFromEnv(env), ...options.rateLimits },
    streamLimits: { ...streamLimitsFromEnv(env), ...options.streamLimits },
    staticSite: existsSync(staticDir) ? { dir: staticDir, appConfig } : undefined,
    mediaStorage,
  });

  const closeGarden = async () => {
    await garden.close();
    await events.close();
    await database.close();
  };
  const failed = await waited;
  if (failed) {
    await closeGarden();
    throw failed.error;
  }
  const httpServer = createGardenHttpServer(garden.handler);
  await new Promise<void>((resolveListen, rejectListen) => {
    httpServer.once('error', rejectListen);
    httpServer.listen(port, options.host ?? '0.0.0.0', () => resolveListen());
  });
  const actualPort = (httpServer.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${actualPort}`;
  log.info(
    { tenantId, url, driver: database.driver },
    `the garden (${tenantId}) listens on ${env.PUBLIC_URL || url}`,
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    port: actualPort,
    httpServer,
    close: () =>
      (closing ??= (async () => {
        // Open event streams would keep the server alive: end them with the server.
        const closed = new Promise<void>((done) => httpServer.close(() => done()));
        httpServer.closeAllConnections();
        await closed;
        await closeGarden();
      })()),
  };
}

function runsAsScript(): boolean {
  const entry = process.argv[1] ?? '';
  return /server[\\/]main\.(ts|js|mjs|cjs)$/.test(entry);
}

if (runsAsScript()) {
  startServer()
    .then((server) => {
      const stop = (signal: NodeJS.Signals) => {
        log.info({ signal }, 'shutting down');
        server.close().then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ err: error }, 'closing the server failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
