// Puts the app's Relay environment in context, together with its stream-reconnect signal.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { GardenRelayEnvironment } from './environment';
import type { StreamStatus } from './stream';

const GardenRelayContext = createContext<GardenRelayEnvironment | null>(null);

export function GardenRelayProvider({
  value,
  children,
}: {
  value: GardenRelayEnvironment;
  children?: ReactNode;
}) {
  return (
    <GardenRelayContext.Provider value={value}>
      <RelayEnvironmentProvider environment={value.environment}>
        {children}
      </RelayEnvironmentProvider>
    </GardenRelayContext.Provider>
  );
}

/**
 * Calls `callback` after the stream reconnected, so a page can refetch what it may have
 * missed (graphql-sse never replays). Outside GardenRelayProvider (e.g. tests with a
 * mock environment) it does nothing.
 */
export function useOnStreamReconnected(callback: () => void): void {
  const bundle = useContext(GardenRelayContext);
  // The latest callback, without re-subscribing on every render.
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!bundle) return undefined;
    return bundle.onStreamReconnected(() => latest.current());
  }, [bundle]);
}

/** Moves the live stream to a connection with the current credentials (after sign-in/out). */
export function useRenewStream(): () => void {
  const bundle = useContext(GardenRelayContext);
  return useCallback(() => bundle?.renewStream(), [bundle]);
}

const alwaysLive = (): StreamStatus => 'live';

/**
 * How the live stream is ('live', 'reconnecting', 'paused') and a way to retry it now.
 * Live on the server and outside GardenRelayProvider.
 */
export function useStreamStatus(): { status: StreamStatus; retryNow: () => void } {
  const bundle = useContext(GardenRelayContext);
  const subscribe = useCallback(
    (listener: () => void) => (bundle ? bundle.onStreamStatus(listener) : () => undefined),
    [bundle],
  );
  const status = useSyncExternalStore(subscribe, bundle?.streamStatus ?? alwaysLive, alwaysLive);
  return { status, retryNow: () => bundle?.retryStream() };
}
