import { render } from '@testing-library/react';
import { useRelayEnvironment } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { GardenRelayEnvironment } from './environment';
import { GardenRelayProvider, useOnStreamReconnected } from './GardenRelayProvider';

/** A bundle whose stream reconnect the test fires by hand. */
function fakeBundle() {
  const listeners = new Set<() => void>();
  const bundle: GardenRelayEnvironment = {
    environment: new Environment({
      network: Network.create(() => ({ data: {} })),
      store: new Store(new RecordSource()),
    }),
    onStreamReconnected(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    streamStatus: () => 'live',
    onStreamStatus: () => () => undefined,
    retryStream: () => undefined,
    renewStream: () => undefined,
    dispose: () => listeners.clear(),
  };
  return { bundle, reconnect: () => listeners.forEach((listener) => listener()), listeners };
}

function ReconnectProbe({ onReconnect }: { onReconnect: () => void }) {
  useOnStreamReconnected(onReconnect);
  return <p>{useRelayEnvironment() ? 'has environment' : 'none'}</p>;
}

describe('GardenRelayProvider', () => {
  it('provides the Relay environment and calls back on every stream reconnect', () => {
    const { bundle, reconnect } = fakeBundle();
    const onReconnect = vi.fn();
    const view = render(
      <GardenRelayProvider value={bundle}>
        <ReconnectProbe onReconnect={onReconnect} />
      </GardenRelayProvider>,
    );
    expect(view.getByText('has environment')).toBeInTheDocument();
    reconnect();
    reconnect();
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('uses the latest callback without subscribing again, and stops on unmount', () => {
    const { bundle, reconnect, listeners } = fakeBundle();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <GardenRelayProvider value={bundle}>
        <ReconnectProbe onReconnect={first} />
      </GardenRelayProvider>,
    );
    view.rerender(
      <GardenRelayProvider value={bundle}>
        <ReconnectProbe onReconnect={second} />
      </GardenRelayProvider>,
    );
    expect(listeners.size).toBe(1);
    reconnect();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(listeners.size).toBe(0);
  });

  it('is a no-op outside the provider', () => {
    function Bare() {
      useOnStreamReconnected(() => {
        throw new Error('must not be called');
      });
      return <p>bare</p>;
    }
    expect(render(<Bare />).getByText('bare')).toBeInTheDocument();
  });
});
