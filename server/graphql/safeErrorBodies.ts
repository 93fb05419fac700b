// Error bodies of /graphql never echo the request: no `originalError` (yoga copies the
// JSON parser's message, which quotes the body), no stack, and no input value quoted back
// by graphql-js's variable coercion. A GET with variables or extensions that are not a
// JSON object is a 400, not an unexpected error.
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { languageOf } from '../../common/requestHeaders';
import { createTranslate } from './translate';

function isJsonObjectOrAbsent(value: string | null): boolean {
  if (value === null || value === '') return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed === null || (typeof parsed === 'object' && !Array.isArray(parsed));
  } catch {
    return false;
  }
}

/** `Variable "$x" got invalid value <the value>; <why>` quotes what was sent. */
function withoutQuotedInput(message: string): string {
  const quoting = /^(Variable "\$\w+") got invalid value [\s\S]*$/.exec(message);
  return quoting ? `${quoting[1]} got an invalid value.` : message;
}

function sanitize(error: GraphQLError): void {
  const extensions = error.extensions as Record<string, unknown> | undefined;
  if (extensions) {
    delete extensions.originalError;
    delete extensions.stack;
  }
  error.message = withoutQuotedInput(error.message);
}

export function useSafeErrorBodies(graphqlPath: string): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== 'GET' || url.pathname !== graphqlPath) return;
      const { searchParams } = url;
      if (
        isJsonObjectOrAbsent(searchParams.get('variables')) &&
        isJsonObjectOrAbsent(searchParams.get('extensions'))
      )
        return;
      const t = createTranslate(languageOf(request.headers));
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: t('errors.invalidRequest'), extensions: { code: 'BAD_REQUEST' } }],
          }),
          { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result];
      for (const one of results) {
        if (one && typeof one === 'object' && 'errors' in one && Array.isArray(one.errors))
          (one.errors as GraphQLError[]).forEach(sanitize);
      }
    },
  };
}
