// Generates the server's resolver types from the same SDL the Relay compiler reads,
// so every resolver is type-checked against schema/.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'server/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
        mappers: {
          Community: '../db/schema#CommunityRow',
          User: '../db/schema#UserRow',
          Channel: '../db/schema#ChannelRow',
          ChatMessage: '../db/schema#ChatMessageRow',
          Viewer: '../community/viewerParent#ViewerParent',
        },
      },
    },
  },
};

export default config;
