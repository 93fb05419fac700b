// Recognises the server's access refusals in a GraphQL response body, whatever the
// HTTP status it came with (the API answers them with 403).
import { ACCESS_BLOCKED_PATHS, type AccessBlockedCode } from './errors';

function isAccessBlockedCode(value: unknown): value is AccessBlockedCode {
  return typeof value === 'string' && Object.hasOwn(ACCESS_BLOCKED_PATHS, value);
}

/** The refusal code in a parsed GraphQL body's `errors[].extensions.code`, if any. */
export function accessBlockedCodeOf(body: unknown): AccessBlockedCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors: unknown = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  for (const error of errors) {
    const code: unknown = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (isAccessBlockedCode(code)) return code;
  }
  return undefined;
}

/** The same, from response text that may not be JSON at all. */
export function accessBlockedCodeOfText(text: string): AccessBlockedCode | undefined {
  try {
    return accessBlockedCodeOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}
