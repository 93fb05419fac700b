// The shell's navigation is read from the route table: a route that belongs in the tab bar
// or side navigation says so in its `handle`, so a feature brings its own entry and the
// shell keeps no list of its own.
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { NavigationIconName } from './NavigationIcon';

export interface NavigationEntry {
  /** 'tabs': a tab on phones and a main entry on wider screens; 'more': under "more". */
  section: 'tabs' | 'more';
  /** Its label (declare it with defineMessages, so `check:i18n` sees the id). */
  label: MessageDescriptor;
  icon: NavigationIconName;
  /** Lower comes first. */
  order: number;
  /** A count shown on the entry (unread things), read by the shell (NavigationBadges). */
  badge?: NavigationBadgeName;
}

export type NavigationBadgeName = 'unreadPrivateChannels' | 'unreadInformation';

/** What a route of the app shell may declare in its `handle`. */
export interface GardenRouteHandle {
  navigation?: NavigationEntry;
  /** A full-height page (a chat room): no tab bar on phones, like LINE's rooms. */
  immersive?: boolean;
}

export interface NavigationItem extends NavigationEntry {
  to: string;
  /** Active only on exactly this path (the home index). */
  end: boolean;
}

function joinPath(base: string, path: string | undefined): string {
  if (!path) return base;
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** Every navigation entry of `routes` and their children, in order, with its path. */
export function navigationFromRoutes(routes: RouteObject[], base = '/'): NavigationItem[] {
  const items: NavigationItem[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const path = joinPath(parent, route.path);
      const entry = (route.handle as GardenRouteHandle | undefined)?.navigation;
      if (entry) items.push({ ...entry, to: path, end: route.index === true || path === '/' });
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, base);
  return items.sort((a, b) => a.order - b.order);
}
