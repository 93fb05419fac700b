// DateTime: ISO 8601 strings in UTC. Given as a plain scalar config (not a
// GraphQLScalarType instance) so it never depends on which copy of graphql loaded it.
import { createGraphQLError } from 'graphql-yoga';
import type { ValueNode } from 'graphql';

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime()))
    throw createGraphQLError('DateTime cannot represent an invalid date');
  return date.toISOString();
}

export const dateTimeScalar = {
  serialize: toIso,
  parseValue: toIso,
  parseLiteral: (ast: ValueNode) => {
    if (ast.kind !== 'StringValue') throw createGraphQLError('DateTime must be a string');
    return toIso(ast.value);
  },
};
