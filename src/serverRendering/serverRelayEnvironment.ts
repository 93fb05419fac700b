// The Relay environment of one server-rendered page: the page's operations run in process
// (the server passes `execute`, which runs them through its GraphQL server with the page
// request's tenant, language and session), and nothing lives longer than the request.
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { ExecuteServerOperation } from '../../common/serverRendering';
import type { GardenRelayEnvironment } from '../relay/environment';

const noListener = () => () => undefined;
const nothing = () => undefined;

export function serverRelayEnvironment(execute: ExecuteServerOperation): GardenRelayEnvironment {
  const environment = new Environment({
    network: Network.create(async (params, variables) => {
      // relay-compiler gives every operation its text (no persisted queries).
      if (!params.text) throw new Error(`operation ${params.name} has no text`);
      return (await execute({
        query: params.text,
        operationName: params.name,
        variables,
      })) as GraphQLResponse;
    }),
    store: new Store(new RecordSource()),
    // No timers for released queries: the store is dropped with the request.
    isServer: true,
  });
  // No live stream on the server: the app opens it once hydrated.
  return {
    environment,
    onStreamReconnected: noListener,
    streamStatus: () => 'live',
    onStreamStatus: noListener,
    retryStream: nothing,
    renewStream: nothing,
    dispose: nothing,
  };
}
