// Refuses an operation before it executes, on /graphql and /stream alike: the checks
// that need the variables (page sizes, list lengths) run where execution starts.
import type { DocumentNode, ExecutionArgs, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';

export type OperationCheck = (
  args: ExecutionArgs & { document: DocumentNode },
) => GraphQLError | null;

export function useOperationCheck(check: OperationCheck): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ data: null, errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ data: null, errors: [error] });
    },
  };
}

/** The request's translate function; English before the context exists. */
export function contextOf(args: ExecutionArgs): Partial<GraphQLContext> {
  return (args.contextValue ?? {}) as Partial<GraphQLContext>;
}
