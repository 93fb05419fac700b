// The executable schema: the SDL of schema/*.graphql (the single source of truth),
// read at start, with the resolvers of every feature of server/features.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { garden } from '../features';
import { guardMutations, type MutationGuardOptions } from './mutationGuards';

const schemaFolder = fileURLToPath(new URL('../../schema', import.meta.url));

export function readSchemaSdl(folder = schemaFolder): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

export function createGardenSchema(guards?: MutationGuardOptions): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: readSchemaSdl(), resolvers: garden.resolvers });
  return guards ? guardMutations(schema, guards) : schema;
}
