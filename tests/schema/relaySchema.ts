// relay-compiler reads every `extend type` in its schema files as a client-only
// extension, so fields added by `extend type Query/Mutation/Subscription` in
// schema/<feature>.graphql would never be sent to the server. Relay therefore reads
// one merged copy of schema/ with the extensions folded in (printed by graphql-js).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { readSchemaSdl, schemaDir } from '../../mocks/gardenSchema';

export const relaySchemaPath = path.join(schemaDir, 'generated', 'relay-schema.graphql');

const header =
  '# Generated from schema/*.graphql by `npm run codegen` (tests/schema/relaySchema.ts): do not edit.\n' +
  '# relay-compiler reads this merged copy because it treats `extend type` as client-only.\n\n';

export function printRelaySchema(dir: string = schemaDir): string {
  return header + printSchema(buildSchema(readSchemaSdl(dir))) + '\n';
}

/** True when the file on disk matches the SDL of `dir`. */
export function isRelaySchemaCurrent(
  dir: string = schemaDir,
  file: string = relaySchemaPath,
): boolean {
  return existsSync(file) && readFileSync(file, 'utf8') === printRelaySchema(dir);
}

export function writeRelaySchema(dir: string = schemaDir, file: string = relaySchemaPath): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, printRelaySchema(dir));
}
