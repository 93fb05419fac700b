import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocaleSetting } from './I18nProvider';
import { namespacesForPath } from '../../common/routeNamespaces';

/**
 * Shows its children once the translation namespaces of the current path are loaded;
 * until then it suspends (the nearest Suspense shows the page loader).
 */
export function NamespaceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { locale, catalog } = useLocaleSetting();
  const namespaces = namespacesForPath(pathname);
  if (!catalog.isLoaded(locale, namespaces)) throw catalog.load(locale, namespaces);
  return children;
}
