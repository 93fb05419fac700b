import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { namespacesOfHandles } from '../routing/routeNamespaces';
import { useLocaleSetting } from './I18nProvider';

/**
 * Shows its children once the translation namespaces of the current page are loaded;
 * until then it suspends (the nearest Suspense shows the page loader).
 */
export function NamespaceGate({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { locale, catalog } = useLocaleSetting();
  const namespaces = namespacesOfHandles(matches.map((match) => match.handle));
  if (!catalog.isLoaded(locale, namespaces)) throw catalog.load(locale, namespaces);
  return children;
}
