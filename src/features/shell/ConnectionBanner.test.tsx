import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { GardenRelayEnvironment } from '../../relay/environment';
import { GardenRelayProvider } from '../../relay/GardenRelayProvider';
import type { StreamStatus } from '../../relay/stream';
import { ConnectionBanner } from './ConnectionBanner';
import { TestProviders } from '../../../tests/TestProviders';

/** A Relay bundle whose stream status the test sets by hand. */
function bundleWithStatus() {
  let status: StreamStatus = 'live';
  const listeners = new Set<() => void>();
  const retryStream = vi.fn();
  const bundle: GardenRelayEnvironment = {
    environment: new Environment({
      network: Network.create(() => ({ data: {} })),
      store: new Store(new RecordSource()),
    }),
    onStreamReconnected: () => () => undefined,
    streamStatus: () => status,
    onStreamStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retryStream,
    renewStream: () => undefined,
    dispose: () => listeners.clear(),
  };
  const setStatus = (next: StreamStatus) =>
    act(() => {
      status = next;
      listeners.forEach((listener) => listener());
    });
  return { bundle, setStatus, retryStream };
}

function renderBanner(bundle: GardenRelayEnvironment, offline = false, locale: 'ja' | 'en' = 'ja') {
  return render(
    <TestProviders locale={locale}>
      <GardenRelayProvider value={bundle}>
        <ConnectionBanner offline={offline} />
      </GardenRelayProvider>
    </TestProviders>,
  );
}

describe('ConnectionBanner', () => {
  it('shows nothing while live, "reconnecting" while the stream retries, and clears when live', () => {
    const { bundle, setStatus } = bundleWithStatus();
    renderBanner(bundle);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setStatus('reconnecting');
    expect(screen.getByRole('status')).toHaveTextContent('再接続中…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    setStatus('live');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says live updates are paused once retries are spent, and retries on request', async () => {
    const { bundle, setStatus, retryStream } = bundleWithStatus();
    renderBanner(bundle, false, 'en');
    setStatus('paused');
    expect(screen.getByRole('status')).toHaveTextContent('Live updates paused');
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(retryStream).toHaveBeenCalledTimes(1);
  });

  it('says the browser is offline, whatever the stream says', () => {
    const { bundle, setStatus } = bundleWithStatus();
    renderBanner(bundle, true);
    setStatus('paused');
    expect(screen.getByRole('status')).toHaveTextContent(/オフラインです/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
