import { Badge, VisuallyHidden } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { NavigationBadges_community$key } from '../../../__generated__/NavigationBadges_community.graphql';
import type { NavigationBadges_viewer$key } from '../../../__generated__/NavigationBadges_viewer.graphql';
import type { NavigationBadgeName } from './navigation';

type BadgeCounts = Record<NavigationBadgeName, number>;

const NO_COUNTS: BadgeCounts = { unreadPrivateChannels: 0, unreadInformation: 0 };
const BadgeCountsContext = createContext<BadgeCounts>(NO_COUNTS);

/**
 * The counts the navigation entries show (route handles name them): read from the shell's
 * query, so live updates of those fields (subscriptions, mutation answers) reach the badges.
 */
export function NavigationBadgesProvider({
  viewer,
  community,
  children,
}: {
  viewer: NavigationBadges_viewer$key | null;
  community: NavigationBadges_community$key | null;
  children: ReactNode;
}) {
  const viewerData = useFragment(
    graphql`
      fragment NavigationBadges_viewer on Viewer {
        unreadPrivateChannelCount
      }
    `,
    viewer,
  );
  const communityData = useFragment(
    graphql`
      fragment NavigationBadges_community on Community {
        unreadInformationCount
      }
    `,
    community,
  );
  const counts: BadgeCounts = {
    unreadPrivateChannels: viewerData?.unreadPrivateChannelCount ?? 0,
    unreadInformation: communityData?.unreadInformationCount ?? 0,
  };
  return <BadgeCountsContext.Provider value={counts}>{children}</BadgeCountsContext.Provider>;
}

/** The count for an entry's badge; 0 (no badge) when it has none. */
function useNavigationBadgeCount(name: NavigationBadgeName | undefined): number {
  const counts = useContext(BadgeCountsContext);
  return name ? counts[name] : 0;
}

/** Whether any of these entries has a count (the "more" button shows a dot for them). */
export function useAnyNavigationBadge(names: (NavigationBadgeName | undefined)[]): boolean {
  const counts = useContext(BadgeCountsContext);
  return names.some((name) => name !== undefined && counts[name] > 0);
}

/** The unread count of a navigation entry: "99+" beyond 99, read out as "n unread". */
export function NavigationBadge({
  name,
  className,
}: {
  name: NavigationBadgeName | undefined;
  className?: string;
}) {
  const intl = useIntl();
  const count = useNavigationBadgeCount(name);
  if (count === 0) return null;
  return (
    <>
      <Badge size="sm" circle={count < 10} color="red" className={className} aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{intl.formatMessage({ id: 'common.nav.unread' }, { count })}</VisuallyHidden>
    </>
  );
}
