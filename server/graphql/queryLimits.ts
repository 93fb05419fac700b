// What one operation may ask of the server, checked before anything runs (on /graphql and
// /stream alike: both parse and validate through yoga's envelop). The README states these
// numbers; tests/ run every operation the app sends through them.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { usePageComplexityLimit } from './pageComplexity';
import { useListInputLimit } from './listInputLimit';

export const QUERY_LIMITS = {
  /** Nesting of fields (the app's deepest operation: 11). */
  maxDepth: 12,
  /**
   * graphql-armor's cost (objects 2, scalars 1, ×1.5 per level of the response; the app's
   * largest, ChatChannelPageQuery: 9,618). Fragments are flattened, as for the depth: a
   * Relay app spreads one fragment per component, and each spread counted as a level of
   * its own (×1.5 each) would price the same response by how the app's components nest.
   */
  maxCost: 30_000,
  maxAliases: 15,
  maxDirectives: 20,
  /** Lexical tokens of the document (the app's longest: 110). */
  maxTokens: 1_000,
  /** Objects a response may hold, counting page sizes (first/last, nodes ids) as multipliers. */
  maxPageComplexity: 6_000,
  /** Items of any list input, e.g. nodes(ids:). */
  maxListItems: 100,
} as const;

export interface QueryLimitOptions {
  /** Introspection and "Did you mean …?" field suggestions, for development tools. */
  allowIntrospection: boolean;
}

/** Refuses introspection queries (their schema is not for strangers). */
function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * Armor's refusals carry the same code and HTTP status as the garden's own limits, so a
 * client tells "too much at once" from any other error without reading the text.
 */
function markRefusal(_context: unknown, error: GraphQLError): void {
  Object.assign(error.extensions, { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } });
}

export function queryLimitPlugins(options: QueryLimitOptions): Plugin[] {
  // Armor's messages name the limit and the count found, never the request's text.
  const shared = { exposeLimits: true, propagateOnRejection: true, onReject: [markRefusal] };
  const plugins: Plugin[] = [
    maxTokensPlugin({ ...shared, n: QUERY_LIMITS.maxTokens }),
    maxDepthPlugin({ ...shared, n: QUERY_LIMITS.maxDepth, flattenFragments: true }),
    costLimitPlugin({ ...shared, maxCost: QUERY_LIMITS.maxCost, flattenFragments: true }),
    maxAliasesPlugin({ ...shared, n: QUERY_LIMITS.maxAliases }),
    maxDirectivesPlugin({ ...shared, n: QUERY_LIMITS.maxDirectives }),
    useListInputLimit(QUERY_LIMITS.maxListItems),
    usePageComplexityLimit(QUERY_LIMITS.maxPageComplexity),
  ];
  if (!options.allowIntrospection)
    plugins.push(useNoIntrospection(), blockFieldSuggestionsPlugin());
  return plugins;
}
