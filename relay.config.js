// relay-compiler reads this file as CommonJS only (see shared RECIPES). schema/ is split
// per feature with `extend type`, which relay-compiler would take for client-only fields,
// so it reads the merged copy that `npm run codegen` prints (tests/schema/relaySchema.ts).
module.exports = {
  sources: { src: 'garden', tests: 'garden' },
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  projects: {
    garden: {
      language: 'typescript',
      schema: 'schema/generated/relay-schema.graphql',
      output: 'src/__generated__',
      eagerEsModules: true,
      customScalarTypes: { DateTime: 'string' },
      noFutureProofEnums: true,
    },
  },
};
