// A feature's part of the mock server: builders of its types' data (used by the mock server
// and by relay-test-utils) and its stateful resolvers (mutations, per-viewer fields, live
// events) layered over the MockStore. Each feature writes one `mocks/<feature>.ts` exporting
// a MockFeature and adds it to mocks/features.ts in one line.
import type { IResolvers } from '@graphql-tools/utils';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockGarden } from './mockGarden';
import type { MockPubSub } from './mockServerResolvers';

export interface MockFeature {
  /** Data per GraphQL type name; `index` is 1-based, per type, fixed for a seed. */
  builders?(locale: MockLocale): Record<string, (index: number) => unknown>;
  resolvers?(garden: MockGarden, pubSub: MockPubSub): IResolvers<unknown, MockContext>;
}
