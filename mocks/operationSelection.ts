// Builds a selection set that asks for every field of a type down to a depth, so a
// test can prove that the mock answers the whole schema, not just what we thought of.

import {
  getNamedType,
  isAbstractType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

function selectable(field: GraphQLField<unknown, unknown>): boolean {
  // Fields with required arguments need values a generic walk cannot invent.
  return field.args.every((arg) => !arg.type.toString().endsWith('!'));
}

export function selectAll(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isAbstractType(type)) {
    const branches = schema
      .getPossibleTypes(type)
      .map((possible) => `... on ${possible.name} ${selectAll(schema, possible, depth)}`);
    return `{ __typename ${branches.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields())
    .filter(selectable)
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (isObjectType(named) || isAbstractType(named)) {
        return depth > 1 ? [`${field.name} ${selectAll(schema, named, depth - 1)}`] : [];
      }
      return [field.name];
    });
  return `{ __typename ${fields.join(' ')} }`;
}
