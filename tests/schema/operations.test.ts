// @vitest-environment node
// Every GraphQL document written in mocks/ and tests/ must be valid against schema/,
// so fixtures and test queries break loudly when the schema moves on.

import {
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
} from 'graphql';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGardenSchema } from '../../mocks/gardenSchema';
import { findDocuments } from './operationDocuments';

const repo = path.resolve(__dirname, '..', '..');
const schema = loadGardenSchema();
const documents = findDocuments([path.join(repo, 'mocks'), path.join(repo, 'tests')]);

/** Relay-only directives (@connection, @refetchable…) are not in the server schema. */
function withoutUnknownDirectives(document: DocumentNode): DocumentNode {
  return visit(document, {
    Directive: (node) => (schema.getDirective(node.name.value) ? undefined : null),
  });
}

function tryParse(source: string): DocumentNode | Error {
  try {
    // `${FRAGMENT}` appends a fragment document of its own, which is checked (and gathered
    // for the others) where it is written.
    return parse(source.replace(/\$\{\s*[A-Za-z_]\w*\s*\}/g, ''));
  } catch (error) {
    return error as Error;
  }
}

const parsed = documents.map((found) => {
  const document = tryParse(found.source);
  return {
    found,
    document:
      found.relay && !(document instanceof Error) ? withoutUnknownDirectives(document) : document,
  };
});
const fragments = parsed.flatMap(({ document }) =>
  document instanceof Error
    ? []
    : document.definitions.filter(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === Kind.FRAGMENT_DEFINITION,
      ),
);

describe('GraphQL documents in mocks/ and tests/', () => {
  it('finds the documents it guards', () => {
    expect(documents.map((found) => path.relative(repo, found.file))).toEqual(
      expect.arrayContaining(['tests/relay.test.tsx', 'mocks/mockYoga.test.ts']),
    );
  });

  it.each(
    parsed.map(
      ({ found, document }) =>
        [`${path.relative(repo, found.file)}:${found.line}`, document] as const,
    ),
  )('%s is valid against schema/', (_where, document) => {
    if (document instanceof Error) throw document;
    // Fragments may live in other files (Relay colocates them): validate with all of them at hand.
    const own = new Set(document.definitions.map((definition) => definition));
    const withFragments: DocumentNode = {
      ...document,
      definitions: [...document.definitions, ...fragments.filter((fragment) => !own.has(fragment))],
    };
    const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    expect(validate(schema, withFragments, rules).map((error) => error.message)).toEqual([]);
  });
});
