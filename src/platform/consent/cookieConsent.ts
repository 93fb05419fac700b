// The cookie-consent banner's script (a CDN URL from config) loads 1000 ms after start,
// so it never competes with the first view (spec §9).
export const CONSENT_SCRIPT_DELAY_MS = 1000;

/** Returns a cancel function; with no URL configured nothing is scheduled. */
export function scheduleCookieConsentScript(
  url: string | undefined,
  doc: Document = document,
  delayMs: number = CONSENT_SCRIPT_DELAY_MS,
): () => void {
  if (!url) return () => {};
  const timer = setTimeout(() => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.gardenConsent = '';
    doc.head.append(script);
  }, delayMs);
  return () => clearTimeout(timer);
}
