// The limits on what one operation may ask: every operation the app sends stays under
// them, and the probe's expensive documents are refused before they run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type GraphQLList,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import { pageComplexityEstimators } from './pageComplexity';
import { QUERY_LIMITS } from './queryLimits';
import { allTrustedDocuments, type TrustedDocument } from './trustedDocuments';

const root = join(__dirname, '..', '..');
const schema = buildSchema(
  readFileSync(join(root, 'schema/generated/relay-schema.graphql'), 'utf8'),
);

/** Every operation the server trusts: the app's and the operator console's. */
function generatedOperations(): TrustedDocument[] {
  return allTrustedDocuments(root);
}

/** A value of an input type with every field filled: page sizes at their maximum. */
function largestValue(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isListType(getNullableType(type)))
    return [largestValue((getNullableType(type) as GraphQLList<GraphQLInputType>).ofType)];
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields()).map((field) => [field.name, largestValue(field.type)]),
    );
  }
  if (named.name === 'Int') return QUERY_LIMITS.maxListItems;
  if (named.name === 'Float') return 1.5;
  if (named.name === 'ID') return 'Q2hhbm5lbDox';
  if (named.name === 'Boolean') return true;
  return 'x';
}

/** The largest variables the app may send: every page size at the maximum. */
function largestVariables(text: string): Record<string, unknown> {
  const operation = getOperationAST(new MaxTokensParserWLexer(text, { n: 1e6 }).parseDocument())!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      largestValue(typeFromAST(schema, definition.type) as GraphQLInputType),
    ]),
  );
}

describe('every operation the app sends', () => {
  const operations = generatedOperations();

  it('is in the allowlist, one per relay artifact', () => {
    expect(operations.map((operation) => operation.name)).toContain('ChatChannelPageQuery');
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  it.each(operations)('$name stays under every limit', ({ text }) => {
    const parser = new MaxTokensParserWLexer(text, { n: QUERY_LIMITS.maxTokens });
    const document = parser.parseDocument();
    const rejected: string[] = [];
    const onReject = [(_context: unknown, error: Error) => void rejected.push(error.message)];
    validate(schema, document, [
      maxDepthRule({ n: QUERY_LIMITS.maxDepth, flattenFragments: true, onReject }),
      costLimitRule({ maxCost: QUERY_LIMITS.maxCost, flattenFragments: true, onReject }),
      maxAliasesRule({ n: QUERY_LIMITS.maxAliases, onReject }),
      maxDirectivesRule({ n: QUERY_LIMITS.maxDirectives, onReject }),
    ]);
    expect(rejected).toEqual([]);
    const complexity = getComplexity({
      schema,
      query: document,
      variables: largestVariables(text),
      estimators: pageComplexityEstimators,
    });
    expect(complexity).toBeLessThanOrEqual(QUERY_LIMITS.maxPageComplexity);
  });
});

/** The probe's query: each level reads a page of messages and each message's channel. */
function nestedQuery(levels: number): string {
  let inner = 'body';
  for (let level = 0; level < levels; level += 1)
    inner = `messages { edges { node { ${level === 0 ? inner : `channel { ${inner} }`} } } }`;
  return `query Nested($id: ID!) { node(id: $id) { ... on Channel { ${inner} } } }`;
}

describe.each(testBackends)('expensive documents are refused before they run (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: string;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
  });
  afterAll(() => garden?.close());

  const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0]?.extensions?.code;

  it('answers the nested messages → channel → messages query at two levels', async () => {
    const result = await garden.call(nestedQuery(2), { id: lobby });
    expect(result.errors).toBeUndefined();
    expect(result.data.node.messages.edges.length).toBeGreaterThan(0);
  });

  it.each([3, 4])('refuses it at %i levels', async (levels) => {
    const result = await garden.call(nestedQuery(levels), { id: lobby });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0].message).toMatch(/depth/i);
    expect(codeOf(result)).toBe('QUERY_TOO_COMPLEX');
    expect(result.status).toBe(400);
  });

  it('refuses pages that multiply past the page complexity', async () => {
    const result = await garden.call(
      // Under graphql-armor's cost (no page sizes written) but 20 × 20 × 20 rows by default.
      `{ community { channels { edges { node { messages { edges { node { channel { messages { edges { node { body } } } } } } } } } } } }`,
    );
    expect(result.errors).toEqual([expect.objectContaining({ message: expect.any(String) })]);
    expect(codeOf(result)).toBe('QUERY_TOO_COMPLEX');
    expect(result.data).toBeNull();
  });

  it('refuses nodes with more than 100 ids, given as a variable or written inline', async () => {
    const ids = Array.from({ length: 1000 }, (_, index) => channelGlobalId(index + 1));
    const variable = await garden.call('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(codeOf(variable)).toBe('BAD_USER_INPUT');
    expect(variable.errors?.[0].extensions?.limit).toBe(100);
    const inline = await garden.call(
      `{ nodes(ids: [${ids
        .slice(0, 101)
        .map((id) => `"${id}"`)
        .join(',')}]) { id } }`,
    );
    expect(codeOf(inline)).toBe('BAD_USER_INPUT');
    const allowed = await garden.call('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: ids.slice(0, 100),
    });
    expect(allowed.errors).toBeUndefined();
  });

  it('refuses page sizes over 100 with a typed error', async () => {
    const result = await garden.call(
      '{ community { channels(first: 1000000) { edges { cursor } } } }',
    );
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0].message).toMatch(/cost limit/i);
  });

  it('refuses too many aliases, directives and tokens', async () => {
    const aliases = Array.from(
      { length: 16 },
      (_, index) => `a${index}: viewer { isSignedIn }`,
    ).join(' ');
    expect((await garden.call(`{ ${aliases} }`)).errors?.[0].message).toMatch(/aliases/i);
    const directives = Array.from({ length: 21 }, () => '@include(if: true)').join(' ');
    expect((await garden.call(`{ __typename ${directives} }`)).errors?.[0].message).toMatch(
      /directives/i,
    );
    const tokens = Array.from({ length: 1000 }, () => '__typename').join(' ');
    expect((await garden.call(`{ ${tokens} }`)).errors?.[0].message).toMatch(/token/i);
  });

  it('refuses introspection and gives no field suggestions', async () => {
    const introspection = await garden.call('{ __schema { types { name } } }');
    expect(introspection.data).toBeUndefined();
    expect(introspection.errors?.[0].message).toMatch(/introspection/i);
    const typo = await garden.call('{ communty { name } }');
    expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
    expect(JSON.stringify(typo)).not.toContain('community');
  });
});
