import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_QUERY_PARAMETER } from '../../common/languageParameter';
import { SUPPORTED_LOCALES } from '../../common/localeCookies';

/** The address of this page in one language: the same path with ?hl=<language>. */
export function alternateLanguageUrl(
  origin: string,
  pathname: string,
  search: string,
  language: string,
) {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAMETER, language);
  return `${origin}${pathname}?${params.toString()}`;
}

/**
 * Keeps <link rel="alternate" hreflang> for ja, en and x-default (the English version) in
 * the document head for the current page, for search engines.
 */
export function AlternateLanguageLinks() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const origin = window.location.origin;
    const links = [
      ...SUPPORTED_LOCALES.map((language) => [language, language] as const),
      ['x-default', 'en'] as const,
    ].map(([hreflang, language]) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = alternateLanguageUrl(origin, pathname, search, language);
      return link;
    });
    // The server already put this page's links into the HTML: replace them, not add to them.
    for (const stale of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
      stale.remove();
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [pathname, search]);

  return null;
}
