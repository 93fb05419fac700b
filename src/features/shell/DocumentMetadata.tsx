import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppConfig } from '../../platform/AppConfigProvider';
import { applyDocumentMetadata, documentTitle } from '../../platform/documentMetadata';
import { reportError } from '../../platform/errorReporting/errorReporter';
import {
  EMPTY_SITE_METADATA,
  loadSiteMetadata,
  type SiteMetadata,
} from '../../../common/siteMetadata';
import { fetchSiteMetadataFile } from '../../platform/siteMetadataSource';

interface PageMetadata {
  title?: string;
  description?: string;
}

const PageMetadataContext = createContext<(page: PageMetadata | null) => void>(() => {});

/**
 * The one writer of the document title and description: the site metadata of the
 * language (else `fallbackTitle`, the community's name), with the current page's own.
 */
export function DocumentMetadataProvider({
  fallbackTitle = '',
  children,
}: {
  fallbackTitle?: string;
  children: ReactNode;
}) {
  const config = useAppConfig();
  const { locale } = useIntl();
  const [site, setSite] = useState<SiteMetadata>(EMPTY_SITE_METADATA);
  const [page, setPage] = useState<PageMetadata | null>(null);

  useEffect(() => {
    let current = true;
    void loadSiteMetadata(
      () => fetchSiteMetadataFile(config),
      locale,
      (error) => void reportError(error),
    ).then((metadata) => {
      if (current) setSite(metadata);
    });
    return () => {
      current = false;
    };
  }, [config, locale]);

  useEffect(() => {
    applyDocumentMetadata(document, {
      title: documentTitle(site.title || fallbackTitle, page?.title),
      description: page?.description ?? site.description,
    });
  }, [site, fallbackTitle, page]);

  return <PageMetadataContext.Provider value={setPage}>{children}</PageMetadataContext.Provider>;
}

/** Gives the current page its title and description while it is on screen. */
export function usePageMetadata(title?: string, description?: string) {
  const setPage = useContext(PageMetadataContext);
  useEffect(() => {
    setPage({ title, description });
    return () => setPage(null);
  }, [setPage, title, description]);
}
