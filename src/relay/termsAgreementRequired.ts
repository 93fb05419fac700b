// A mutation answered TermsAgreementRequiredError (the garden published new terms the fan
// has not agreed to): the network layer announces it on window, and the shell sends the
// fan to agree (src/features/accounts/termsAgreementRedirect.tsx).
export const TERMS_AGREEMENT_REQUIRED_EVENT = 'garden:terms-agreement-required';

/** Whether a GraphQL response's data holds a TermsAgreementRequiredError anywhere. */
export function holdsTermsAgreementRequired(value: unknown, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if ((value as { __typename?: unknown }).__typename === 'TermsAgreementRequiredError') return true;
  return Object.values(value).some((item) => holdsTermsAgreementRequired(item, depth + 1));
}

/** Announces it when a mutation's response holds one (browser only). */
export function announceTermsAgreementRequired(body: unknown): void {
  if (typeof window === 'undefined') return;
  const data = (body as { data?: unknown } | null)?.data;
  if (data && holdsTermsAgreementRequired(data))
    window.dispatchEvent(new Event(TERMS_AGREEMENT_REQUIRED_EVENT));
}
