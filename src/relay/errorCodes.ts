// The `errors[].extensions.code` values of a GraphQL response body.
export function errorCodesOf(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors: unknown = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.map(
    (error: unknown) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code,
  );
}

/** The same, from response text that may not be JSON at all. */
export function errorCodesOfText(text: string): unknown[] {
  try {
    return errorCodesOf(JSON.parse(text));
  } catch {
    return [];
  }
}
