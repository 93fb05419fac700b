// The cost of a subscription's selection: every field it selects, with fragments
// expanded where they are spread, and what lies under a paginated field (`first`/`last`)
// counted once per item it may return (a variable counts as the largest page). Each
// event runs the selection once per subscriber, so this bounds the work one subscriber
// adds to a post.
import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_MESSAGES_PER_PAGE } from '../../common/limits';

function pageSizeOf(field: FieldNode): number {
  const argument = field.arguments?.find(
    (arg) => arg.name.value === 'first' || arg.name.value === 'last',
  );
  if (!argument) return 1;
  if (argument.value.kind === Kind.INT) return Math.max(1, Number(argument.value.value));
  return MAX_MESSAGES_PER_PAGE;
}

export function selectionCost(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  // `within` holds the fragments being expanded, so a cycle (refused by validation
  // anyway) cannot loop.
  const cost = (selectionSet: SelectionSetNode, within: Set<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total +=
          1 +
          (selection.selectionSet
            ? pageSizeOf(selection) * cost(selection.selectionSet, within)
            : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += cost(selection.selectionSet, within);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !within.has(name))
          total += cost(fragment.selectionSet, new Set(within).add(name));
      }
    }
    return total;
  };
  return cost(operation.selectionSet, new Set());
}
