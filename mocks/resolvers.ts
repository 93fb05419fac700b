// Per-type mock data for the whole schema, in the two shapes our tools read:
// - relay-test-utils' MockPayloadGenerator: (context, generateId) => fields
// - @graphql-tools/mock's addMocksToSchema / MockStore: () => fields
// Both adapters call the same builders, so component tests, the mock server and
// e2e runs see the same garden.

import type { IMocks } from '@graphql-tools/mock';
import type { MockResolvers } from 'relay-test-utils';
import {
  buildChannel,
  buildChatMessage,
  buildCommunity,
  buildInvalidInputError,
  buildLastPageInfo,
  buildNotFoundError,
  buildRateLimitedError,
  buildShouldBeLoggedInOrSignedUpError,
  buildTextModerationError,
  buildUser,
  buildViewer,
  mockCursor,
  mockDateTime,
  mockGlobalId,
} from './gardenBuilders';
import { mockFeatures } from './features';
import type { MockLocale } from './gardenContent';

export interface MockOptions {
  locale?: MockLocale;
  /** Whether the visitor is signed in (the Viewer type's isSignedIn). */
  signedIn?: boolean;
}

/** The builders every feature's mock adds (mocks/features.ts). */
function featureBuilders(locale: MockLocale): Record<string, (index: number) => unknown> {
  return Object.assign({}, ...mockFeatures.map((feature) => feature.builders?.(locale) ?? {}));
}

/**
 * Builds the per-type data once for a language, keyed by GraphQL type name; `next`
 * yields the index of the next object of a type.
 */
function typeBuilders({ locale = 'ja', signedIn = true }: MockOptions) {
  return {
    Community: (index: number) => buildCommunity(locale, index),
    Channel: (index: number) => buildChannel(locale, index),
    ChatMessage: (index: number) => buildChatMessage(index),
    User: (index: number) => buildUser(index),
    Viewer: () => buildViewer(signedIn),
    PageInfo: () => buildLastPageInfo(),
    ChannelEdge: (index: number) => ({ cursor: mockCursor('Channel', index) }),
    ChatMessageEdge: (index: number) => ({ cursor: mockCursor('ChatMessage', index) }),
    PostChatMessagePayload: (index: number) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    JoinCommunityPayload: (index: number) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    ShouldBeLoggedInOrSignedUpError: () => buildShouldBeLoggedInOrSignedUpError(locale),
    TextModerationError: () => buildTextModerationError(locale),
    InvalidInputError: () => buildInvalidInputError(locale),
    NotFoundError: () => buildNotFoundError(locale),
    RateLimitedError: () => buildRateLimitedError(locale),
    DateTime: (index: number) => mockDateTime(index * 7),
    ...featureBuilders(locale),
  } satisfies Record<string, (index: number) => unknown>;
}

/** For relay-test-utils: `MockPayloadGenerator.generate(operation, createMockPayloadResolvers())`. */
export function createMockPayloadResolvers(options: MockOptions = {}): MockResolvers {
  const builders = typeBuilders(options);
  const resolvers: MockResolvers = {
    // Relay asks for ids of any type; the parent type keeps them believable.
    ID: (context, generateId) => mockGlobalId(context.parentType ?? 'Node', generateId()),
  };
  for (const [typeName, build] of Object.entries(builders)) {
    resolvers[typeName] = (_context, generateId) => build(generateId()) as never;
  }
  return resolvers;
}

/**
 * For @graphql-tools/mock: every call of a type's mock gives the next object of
 * that type. The counters live in the returned object, so two fresh servers start
 * from the same first object and answer identically.
 */
export function createGraphqlToolsMocks(options: MockOptions = {}): IMocks {
  const builders = typeBuilders(options);
  const counters = new Map<string, number>();
  const next = (typeName: string) => {
    const index = (counters.get(typeName) ?? 0) + 1;
    counters.set(typeName, index);
    return index;
  };
  const mocks: IMocks = {
    ID: () => mockGlobalId('Node', next('ID')),
  };
  for (const [typeName, build] of Object.entries(builders)) {
    mocks[typeName] = () => build(next(typeName));
  }
  return mocks;
}

/** The default Japanese, signed-in garden for component tests. */
export const mockResolvers: MockResolvers = createMockPayloadResolvers();
