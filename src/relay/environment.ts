// The app's Relay environment: data calls over HTTP (fetchGraphQL.ts), live events over
// the graphql-sse stream (stream.ts), one normalised store.
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { AppConfig } from '../../common/appConfig';
import type { AccessBlockedError } from './errors';
import { graphqlEndpoint, streamEndpoint, type ApiHosts } from './endpoints';
import { createFetchFunction, type SessionRecovery } from './fetchGraphQL';
import { buildRequestHeaders } from './headers';
import type { OfflinePages } from './offlinePages';
import { createSubscribeFunction, type StreamClientFactory, type StreamStatus } from './stream';

export interface RelayEnvironmentOptions {
  config: AppConfig;
  /** The signed-in user's Firebase ID token, or null when signed out. */
  getIdToken: () => Promise<string | null>;
  /** The language the UI shows; when absent the locale cookie, then ja, is sent. */
  getLanguage?: () => string | undefined;
  fetchFn?: typeof fetch;
  random?: () => number;
  /** Send queries as GET (spec §7: "GET for queries is possible when configured"). */
  useGETForQueries?: boolean;
  /** Overrides the VITE_API_HOST_<ENV> hosts (tests, previews). */
  apiHosts?: ApiHosts;
  /** graphql-sse's createClient; tests pass a fake. */
  createStreamClient?: StreamClientFactory;
  /** The server refused this network or account: the app shows the page that says why. */
  onAccessBlocked?: (error: AccessBlockedError) => void;
  /** When the server no longer accepts the ID token: refresh it once, else sign out. */
  session?: SessionRecovery;
  /** The records the server rendered the page with (common/serverRendering.ts). */
  records?: Record<string, unknown>;
  /** Pages kept for reading offline (offlinePages.ts); none when absent. */
  offlinePages?: OfflinePages;
}

export interface GardenRelayEnvironment {
  environment: Environment;
  /** Calls `listener` whenever the stream came back and events may have been missed. */
  onStreamReconnected(listener: () => void): () => void;
  /** How the live stream is now (the connection banner reads it). */
  streamStatus(): StreamStatus;
  onStreamStatus(listener: () => void): () => void;
  /** Tries the stream again at once, after its retries were spent. */
  retryStream(): void;
  /** The viewer changed: live operations move to a connection with the new credentials. */
  renewStream(): void;
  dispose(): void;
}

/** Released queries kept in the store, so going back to a recent page renders from cache. */
export const GC_RELEASE_BUFFER_SIZE = 20;

export function createRelayEnvironment(options: RelayEnvironmentOptions): GardenRelayEnvironment {
  const {
    config,
    getIdToken,
    getLanguage,
    fetchFn,
    random,
    useGETForQueries,
    apiHosts,
    createStreamClient,
    onAccessBlocked,
    session,
    records,
    offlinePages,
  } = options;
  const buildHeaders = () => buildRequestHeaders({ config, getIdToken, getLanguage });
  const listeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let streamStatus: StreamStatus = 'live';

  const stream = createSubscribeFunction({
    url: streamEndpoint(config, apiHosts),
    buildHeaders,
    random,
    fetchFn,
    createClient: createStreamClient,
    refreshIdToken: session?.refreshIdToken,
    onAccessBlocked,
    onReconnected: () => {
      // A copy: a listener may unsubscribe itself while being called.
      for (const listener of [...listeners]) listener();
    },
    onStatus: (status) => {
      streamStatus = status;
      for (const listener of [...statusListeners]) listener();
    },
  });
  const fetchFunction = createFetchFunction({
    endpoint: graphqlEndpoint(config, apiHosts),
    buildHeaders,
    fetchFn,
    random,
    useGETForQueries,
    onAccessBlocked,
    session,
    offlinePages,
  });

  const environment = new Environment({
    network: Network.create(fetchFunction, stream.subscribe),
    // The server's records are RecordSource.toJSON() of the same schema's store.
    store: new Store(new RecordSource(records as ConstructorParameters<typeof RecordSource>[0]), {
      gcReleaseBufferSize: GC_RELEASE_BUFFER_SIZE,
    }),
  });

  return {
    environment,
    onStreamReconnected(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    streamStatus: () => streamStatus,
    onStreamStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    retryStream: () => stream.retryNow(),
    renewStream: () => stream.renewConnection(),
    dispose() {
      listeners.clear();
      statusListeners.clear();
      stream.dispose();
    },
  };
}
