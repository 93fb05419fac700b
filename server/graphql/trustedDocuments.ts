// Trusted documents: the app only ever sends the operations relay-compiler generated, so
// the server executes a document only when the SHA-256 of its text is in the allowlist
// written by `npm run codegen` (server/__generated__/trusted-documents.json). Checked when
// execution starts, which /graphql and /stream (graphql-sse) both do through yoga.
// ALLOW_UNTRUSTED_DOCUMENTS=1 lets any document through (GraphiQL, development tools).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { contextOf, useOperationCheck } from './operationRefusal';

/** Operation name by the hex SHA-256 of its text. */
export type TrustedDocuments = Record<string, string>;

export const trustedDocumentsPath = fileURLToPath(
  new URL('../__generated__/trusted-documents.json', import.meta.url),
);

export function documentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A document the server runs: its operation name and its exact text. */
export interface TrustedDocument {
  name: string;
  text: string;
}

/** Every operation text relay-compiler wrote into a Relay artifact directory. */
export function appDocuments(artifactDir: string): TrustedDocument[] {
  const documents: TrustedDocument[] = [];
  for (const file of readdirSync(artifactDir).sort()) {
    if (!file.endsWith('.graphql.ts')) continue;
    const source = readFileSync(join(artifactDir, file), 'utf8');
    const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
    const name = /"name": "(\w+)",\s*"operationKind"/.exec(source)?.[1];
    if (text && name) documents.push({ name, text: JSON.parse(text) as string });
  }
  return documents;
}

/**
 * The operator console's operations: one named operation per file under
 * `server/<feature>/operator/*.graphql`, trusted as the file's exact text. Operator-only
 * mutations are still role-guarded; the allowlist only says which documents may run.
 */
export function operatorDocuments(serverDir: string): TrustedDocument[] {
  const documents: TrustedDocument[] = [];
  for (const feature of readdirSync(serverDir).sort()) {
    const dir = join(serverDir, feature, 'operator');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.graphql')) continue;
      const text = readFileSync(join(dir, file), 'utf8');
      const operations = parse(text).definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const name = operations.length === 1 ? operations[0]?.name?.value : undefined;
      if (!name) throw new Error(`${feature}/operator/${file} must hold one named operation`);
      documents.push({ name, text });
    }
  }
  return documents;
}

/** Where the operator console's documents live (see operatorDocuments). */
export function operatorDocumentPath(feature: string, operationName: string): string {
  return fileURLToPath(new URL(`../${feature}/operator/${operationName}.graphql`, import.meta.url));
}

/** Everything the server trusts, app and operator console, from the project root. */
export function allTrustedDocuments(root: string): TrustedDocument[] {
  return [
    ...appDocuments(join(root, 'src', '__generated__')),
    ...operatorDocuments(join(root, 'server')),
  ];
}

/** The allowlist: operation name by the hex SHA-256 of its text. */
export function trustedDocumentHashes(documents: TrustedDocument[]): TrustedDocuments {
  return Object.fromEntries(documents.map(({ name, text }) => [documentHash(text), name]));
}

export function serializeTrustedDocuments(documents: TrustedDocuments): string {
  const sorted = Object.fromEntries(Object.entries(documents).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function readTrustedDocuments(): TrustedDocuments {
  return JSON.parse(readFileSync(trustedDocumentsPath, 'utf8')) as TrustedDocuments;
}

export function useTrustedDocuments(documents: TrustedDocuments): Plugin {
  const trusted = new Set(Object.keys(documents));
  // Where execution starts rather than at parse: graphql-sse (/stream) answers a refused
  // operation as a clean result, while a throwing parse escapes its handler. Parsing and
  // validation before it are bounded by the body size and the token limit.
  return useOperationCheck((args) => {
    const text = args.document.loc?.source.body;
    if (text !== undefined && trusted.has(documentHash(text))) return null;
    const { t } = contextOf(args);
    return createGraphQLError(t ? t('errors.untrustedDocument') : 'Untrusted document.', {
      extensions: { code: 'UNTRUSTED_DOCUMENT', http: { status: 400 } },
    });
  });
}
