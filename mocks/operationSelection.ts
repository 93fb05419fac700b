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

/**
 * Inside `... on Type` branches of an abstract type every field is aliased by its type
 * (`Type_field: field`): two types may share a field name with different types (e.g. a
 * nullable and a non-null imageUrl), which one selection set may not ask for unaliased.
 */
export function selectAll(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  depth: number,
  aliased = false,
): string {
  if (isAbstractType(type)) {
    const branches = schema
      .getPossibleTypes(type)
      .map((possible) => `... on ${possible.name} ${selectAll(schema, possible, depth, true)}`);
    return `{ __typename ${branches.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields())
    .filter(selectable)
    .flatMap((field) => {
      const named = getNamedType(field.type);
      const name = aliased ? `${type.name}_${field.name}: ${field.name}` : field.name;
      if (isObjectType(named) || isAbstractType(named)) {
        return depth > 1 ? [`${name} ${selectAll(schema, named, depth - 1)}`] : [];
      }
      return [name];
    });
  return `{ __typename ${fields.join(' ')} }`;
}
