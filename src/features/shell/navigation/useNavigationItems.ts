import { createContext, useContext } from 'react';
import type { NavigationItem } from './navigation';

/** The shell's navigation entries, read once from the route table (appLayoutRoute). */
export const NavigationItemsContext = createContext<NavigationItem[]>([]);

export function useNavigationItems(section?: NavigationItem['section']): NavigationItem[] {
  const items = useContext(NavigationItemsContext);
  return section ? items.filter((item) => item.section === section) : items;
}
