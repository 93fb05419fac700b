// Recognises the server's access refusals in a GraphQL response body, whatever the
// HTTP status it came with (the API answers them with 403).
import { ACCESS_BLOCKED_PATHS, type AccessBlockedCode } from '../../common/accessBlocked';
import { errorCodesOf, errorCodesOfText } from './errorCodes';

function isAccessBlockedCode(value: unknown): value is AccessBlockedCode {
  return typeof value === 'string' && Object.hasOwn(ACCESS_BLOCKED_PATHS, value);
}

/** The refusal code in a parsed GraphQL body's `errors[].extensions.code`, if any. */
export function accessBlockedCodeOf(body: unknown): AccessBlockedCode | undefined {
  return errorCodesOf(body).find(isAccessBlockedCode);
}

/** The same, from response text that may not be JSON at all. */
export function accessBlockedCodeOfText(text: string): AccessBlockedCode | undefined {
  return errorCodesOfText(text).find(isAccessBlockedCode);
}
