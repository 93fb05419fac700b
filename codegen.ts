// Generates the server's resolver types from the same SDL the Relay compiler reads,
// so every resolver is type-checked against schema/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

function rowMappers(): Record<string, string> {
  const sdl = readdirSync('schema')
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => readFileSync(`schema/${name}`, 'utf8'))
    .join('\n');
  const mappers: Record<string, string> = {};
  for (const feature of readdirSync('server').sort()) {
    const file = `server/${feature}/tables.ts`;
    if (!existsSync(file)) continue;
    for (const [, type] of readFileSync(file, 'utf8').matchAll(/^export type (\w+)Row\b/gm)) {
      if (new RegExp(`^type ${type}\\b`, 'm').test(sdl)) {
        mappers[type] = `../${feature}/tables#${type}Row`;
      }
    }
  }
  return mappers;
}

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
        // Each stored type resolves from its row: `export type <Type>Row` in a feature's
        // server/<feature>/tables.ts maps GraphQL type <Type> to it, by that name.
        mappers: {
          ...rowMappers(),
          Viewer: '../community/viewerParent#ViewerParent',
        },
      },
    },
  },
};

export default config;
