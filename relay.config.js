// relay-compiler reads this file as CommonJS only (see shared RECIPES). The multi-project
// form is the one that accepts a schema directory: schema/ is split per feature.
module.exports = {
  sources: { src: 'garden' },
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  projects: {
    garden: {
      language: 'typescript',
      schemaDir: 'schema',
      output: 'src/__generated__',
      eagerEsModules: true,
      customScalarTypes: { DateTime: 'string' },
      noFutureProofEnums: true,
    },
  },
};
