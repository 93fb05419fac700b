// Sends a fan who must agree to new terms to /onboarding/agree-terms, with the way back.
// Two signals: the shell's Viewer.termsAgreementRequired (on page loads) and any
// TermsAgreementRequiredError a mutation answers (the Relay network layer announces it
// with a window event, TERMS_AGREEMENT_REQUIRED_EVENT).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TERMS_AGREEMENT_REQUIRED_EVENT } from '../../relay/termsAgreementRequired';

export const AGREE_TERMS_PATH = '/onboarding/agree-terms';

/** A same-site path to return to; anything else (another site, nothing) is the home page. */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  return value;
}

export function agreeTermsPathFor(location: { pathname: string; search: string }): string {
  return `${AGREE_TERMS_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Rendered by the shell (AppLayout) with its viewer's termsAgreementRequired. */
export function TermsAgreementRedirect({ required }: { required: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onAgreePage = location.pathname === AGREE_TERMS_PATH;
  useEffect(() => {
    if (required && !onAgreePage) navigate(agreeTermsPathFor(location), { replace: true });
  }, [required, onAgreePage, navigate, location]);
  useEffect(() => {
    if (onAgreePage) return;
    const send = () => navigate(agreeTermsPathFor(location));
    window.addEventListener(TERMS_AGREEMENT_REQUIRED_EVENT, send);
    return () => window.removeEventListener(TERMS_AGREEMENT_REQUIRED_EVENT, send);
  }, [onAgreePage, navigate, location]);
  return null;
}
