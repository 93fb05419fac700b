// The platform: tenants and their garden settings, mutation receipts, scheduled jobs (tables), the DateTime scalar, Query.node/nodes and the typed errors.
import type { Resolvers, ResolversParentTypes } from '../__generated__/resolvers-types';
import { dateTimeScalar } from '../graphql/dateTimeScalar';
import type { NodeTypeName } from '../graphql/globalId';
import { nodeFieldResolvers } from '../graphql/nodeRegistry';
import { defineServerFeature } from './serverFeature';
import * as tables from './tables';

const platformResolvers: Resolvers = {
  // A GraphQLScalarTypeConfig; graphql-tools builds the scalar from it.
  ...({ DateTime: dateTimeScalar } as Resolvers),
  ...nodeFieldResolvers<ResolversParentTypes['Node'], NodeTypeName>(),
  Error: {
    // Typed errors are built with their __typename (graphql/typedErrors.ts).
    __resolveType: (error) => {
      if (!error.__typename) throw new Error('A typed error result without __typename');
      return error.__typename;
    },
  },
};

export const platformFeature = defineServerFeature({
  name: 'platform',
  resolvers: [platformResolvers],
  tables: {
    tenants: tables.tenants,
    communities: tables.communities,
    bannedWords: tables.bannedWords,
    mutationReceipts: tables.mutationReceipts,
    scheduledJobs: tables.scheduledJobs,
  },
});
