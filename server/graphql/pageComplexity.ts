// How many objects an operation may put in one response: page sizes multiply what they
// hold (`messages(last: 100) { … channel { messages(last: 100) … } }` is 10,000 rows), so
// a small document cannot make the server read a huge tree. Counted with
// graphql-query-complexity on the coerced variables, before execution.
import { createGraphQLError } from 'graphql-yoga';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { contextOf, useOperationCheck } from './operationRefusal';

/** Page size assumed when a connection field is read without first/last (resolver default). */
const DEFAULT_PAGE_SIZE = 20;

/** A connection field costs its children once per item of the page; nodes(ids) once per id. */
const pageEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (Array.isArray(args.ids)) return 1 + args.ids.length * childComplexity;
  const paged = field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
  if (!paged) return undefined;
  const size = Number(args.first ?? args.last ?? DEFAULT_PAGE_SIZE);
  return 1 + Math.max(0, Number.isFinite(size) ? size : DEFAULT_PAGE_SIZE) * childComplexity;
};

export const pageComplexityEstimators = [pageEstimator, simpleEstimator({ defaultComplexity: 1 })];

export function usePageComplexityLimit(max: number): Plugin {
  return useOperationCheck((args) => {
    let complexity: number;
    try {
      complexity = getComplexity({
        schema: args.schema,
        query: args.document,
        variables: args.variableValues ?? {},
        operationName: args.operationName ?? undefined,
        estimators: pageComplexityEstimators,
      });
    } catch {
      // Variables that do not coerce: execution reports them as it always does.
      return null;
    }
    if (complexity <= max) return null;
    const { t } = contextOf(args);
    return createGraphQLError(
      t ? t('errors.queryTooComplex') : 'The request asks for too much at once.',
      { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } },
    );
  });
}
