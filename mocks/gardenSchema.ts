// The whole SDL of schema/ as one executable-shaped schema (no resolvers), read
// from disk so the mock server and the schema checks always see today's files.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

export const schemaDir = path.resolve(__dirname, '..', 'schema');

/** The SDL files of a schema directory, concatenated in file-name order. */
export function readSchemaSdl(dir: string = schemaDir): string {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

export function loadGardenSchema(dir: string = schemaDir): GraphQLSchema {
  return buildSchema(readSchemaSdl(dir));
}
