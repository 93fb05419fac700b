// Opens one subscription over /stream (the event-stream protocol the app uses: reserve a
// token, open the stream, post the operation) and returns its events.
import { readServerSentEvents } from './eventStream';
import type { TestGarden } from './testGarden';

export async function subscribeOnStream(
  garden: TestGarden,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  operationId = 'sub',
) {
  const stream = (init: RequestInit) => garden.server.yoga.fetch('http://garden.test/stream', init);
  const { accept: _accept, ...reserveHeaders } = headers;
  const token = await (await stream({ method: 'PUT', headers: reserveHeaders })).text();
  const opened = await stream({
    method: 'GET',
    headers: { ...headers, accept: 'text/event-stream', 'x-graphql-event-stream-token': token },
  });
  const events = readServerSentEvents(opened);
  const posted = await stream({
    method: 'POST',
    headers: { ...headers, 'x-graphql-event-stream-token': token },
    body: JSON.stringify({ query, variables, extensions: { operationId } }),
  });
  if (posted.status !== 202) throw new Error(`The subscription was refused: ${posted.status}`);
  // The subscription is registered once the POST is answered; give the repeater a tick.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    /** The next event's GraphQL result ({ data, errors }); fails after timeoutMs. */
    async next(timeoutMs?: number) {
      const event = await events.next(timeoutMs);
      return JSON.parse(event?.data ?? '{}').payload as {
        data: Record<string, unknown> | null;
        errors?: { extensions?: Record<string, unknown> }[];
      };
    },
    cancel: () => events.cancel(),
  };
}
