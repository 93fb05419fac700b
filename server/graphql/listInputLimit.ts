// No list input may hold more than a bounded number of items (e.g. nodes(ids:)): a long
// list is refused at once instead of being read item by item. Checks the variables and
// the lists written in the document, for every field of every feature.
import { Kind, visit, type DocumentNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { contextOf, useOperationCheck } from './operationRefusal';

function longestList(value: unknown, depth = 0): number {
  if (depth > 20 || value === null || typeof value !== 'object') return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  const own = Array.isArray(value) ? value.length : 0;
  return items.reduce<number>(
    (longest, item) => Math.max(longest, longestList(item, depth + 1)),
    own,
  );
}

function longestLiteralList(document: DocumentNode): number {
  let longest = 0;
  visit(document, {
    [Kind.LIST]: (node) => {
      longest = Math.max(longest, node.values.length);
    },
  });
  return longest;
}

export function useListInputLimit(max: number): Plugin {
  return useOperationCheck((args) => {
    if (longestList(args.variableValues) <= max && longestLiteralList(args.document) <= max)
      return null;
    const { t } = contextOf(args);
    return createGraphQLError(
      t ? t('errors.listTooLong', { limit: max }) : `A list input holds more than ${max} items.`,
      { extensions: { code: 'BAD_USER_INPUT', limit: max, http: { status: 400 } } },
    );
  });
}
