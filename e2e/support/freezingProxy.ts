// A TCP proxy in front of the garden server that can freeze the live connection: the
// event streams open at that moment stop being forwarded in both directions, without
// being closed — as a half-open connection or a stalled proxy looks to the browser.
// Other connections, and connections opened later, are forwarded as usual.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
  /** This connection carries a text/event-stream response. */
  eventStream: boolean;
  frozen: boolean;
}

export interface FreezingProxy {
  url: string;
  /** Event-stream responses seen so far (a reconnect opens a new one). */
  eventStreamsOpened(): number;
  /** Stops forwarding on every event stream open now; returns how many. */
  freezeEventStreams(): number;
  close(): Promise<void>;
}

export async function startFreezingProxy(targetPort: number): Promise<FreezingProxy> {
  const pairs = new Set<Pair>();
  let eventStreams = 0;
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    const pair: Pair = { client, upstream, eventStream: false, frozen: false };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (!pair.frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (pair.frozen) return;
      if (!pair.eventStream && /content-type: text\/event-stream/i.test(chunk.toString('latin1'))) {
        pair.eventStream = true;
        eventStreams += 1;
      }
      client.write(chunk);
    });
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // A frozen pair is never closed from here: only the browser gives up on it.
    client.on('close', close);
    client.on('error', close);
    upstream.on('close', () => {
      if (!pair.frozen) close();
    });
    upstream.on('error', () => {
      if (!pair.frozen) close();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    eventStreamsOpened: () => eventStreams,
    freezeEventStreams() {
      let frozen = 0;
      for (const pair of pairs) {
        if (pair.eventStream && !pair.frozen) {
          pair.frozen = true;
          frozen += 1;
        }
      }
      return frozen;
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
