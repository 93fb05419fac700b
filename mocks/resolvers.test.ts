// @vitest-environment node
// The per-type mock data: complete for the schema, deterministic, valid ids, both
// languages, and usable by both relay-test-utils and @graphql-tools/mock.

import { addMocksToSchema } from '@graphql-tools/mock';
import { graphql as execute, isEnumType, isObjectType, isScalarType, getNamedType } from 'graphql';
import { createOperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import gardenQuery from '../src/__generated__/relayTestGardenQuery.graphql';
import { loadGardenSchema } from './gardenSchema';
import { fromGlobalId } from 'graphql-relay';
import { createGraphqlToolsMocks, createMockPayloadResolvers, mockResolvers } from './resolvers';

const schema = loadGardenSchema();
const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/** Object types with data of their own (not only links to other objects) need a mock. */
function typesNeedingData(): string[] {
  return Object.values(schema.getTypeMap())
    .filter(
      (type) => isObjectType(type) && !type.name.startsWith('__') && !rootTypes.has(type.name),
    )
    .filter((type) =>
      Object.values((type as import('graphql').GraphQLObjectType).getFields()).some((field) => {
        const named = getNamedType(field.type);
        return (isScalarType(named) || isEnumType(named)) && field.name !== 'id';
      }),
    )
    .map((type) => type.name);
}

describe('mockResolvers', () => {
  it('has garden data for every type of the schema that holds data, in both adapters', () => {
    const customScalars = Object.values(schema.getTypeMap())
      .filter(
        (type) =>
          isScalarType(type) &&
          !type.name.startsWith('__') &&
          !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name),
      )
      .map((type) => type.name);
    const needed = [...typesNeedingData(), ...customScalars, 'ID'];
    expect(needed).toEqual(
      expect.arrayContaining(['Community', 'Channel', 'ChatMessage', 'User', 'DateTime']),
    );
    expect(Object.keys(mockResolvers)).toEqual(expect.arrayContaining(needed));
    expect(Object.keys(createGraphqlToolsMocks())).toEqual(expect.arrayContaining(needed));
  });

  it('generates the same payload every time, with global ids of the right type', () => {
    const operation = createOperationDescriptor(gardenQuery, {});
    const first = MockPayloadGenerator.generate(operation, createMockPayloadResolvers());
    const second = MockPayloadGenerator.generate(operation, createMockPayloadResolvers());
    expect(second).toEqual(first);
    const community = (first.data as { community: { id: string; name: string } }).community;
    expect(fromGlobalId(community.id).type).toBe('Community');
    expect(fromGlobalId(community.id).id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(community.name).toBe('魔王子と人形の庭');
  });

  it('speaks English when asked', () => {
    const operation = createOperationDescriptor(gardenQuery, {});
    const payload = MockPayloadGenerator.generate(
      operation,
      createMockPayloadResolvers({ locale: 'en' }),
    );
    expect(payload.data).toMatchObject({
      community: { name: 'The Garden of the Demon Prince and the Puppet' },
    });
  });

  it('feeds @graphql-tools/mock too, with image URLs under public/', async () => {
    const mocked = addMocksToSchema({
      schema,
      mocks: createGraphqlToolsMocks({ locale: 'ja' }),
      mockGenerationBehavior: 'deterministic',
    });
    const result = await execute({
      schema: mocked,
      source:
        '{ community { id name bannerUrl } node(id: "x") { id ... on User { displayName avatarUrl joinedAt } } }',
    });
    expect(result.errors).toBeUndefined();
    const data = result.data as { community: { id: string; name: string; bannerUrl: string } };
    expect(data.community.name).toBe('魔王子と人形の庭');
    expect(data.community.bannerUrl).toMatch(/^\/mock\/.+\.svg$/);
  });
});
