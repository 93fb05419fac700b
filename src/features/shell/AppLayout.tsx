import { AppShell, Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLocation, useMatches, useRevalidator } from 'react-router-dom';
import type { AppLayoutQuery } from '../../__generated__/AppLayoutQuery.graphql';
import { NamespaceGate } from '../../i18n/NamespaceGate';
import { useAppConfig } from '../../platform/AppConfigProvider';
import { useAuthState } from '../../state/auth';
import { useLoginModal } from '../../state/loginModal';
import { RedirectSignInCompleter } from '../auth/RedirectSignInCompleter';
import { ViewerDataRefresher } from '../auth/ViewerDataRefresher';
import { PrivateChannelsLive } from '../chat/PrivateChannelsLive';
import { MissionProgressLive } from '../engagement/MissionProgressLive';
import { useInstallHelper } from '../pwa/useInstallHelper';
import { AppFooter, DEFAULT_PRIVACY_CHOICES_PATH } from './AppFooter';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { ConnectionBanner } from './ConnectionBanner';
import { isPublicInClosedCommunity } from './closedCommunity';
import { DocumentMetadataProvider } from './DocumentMetadata';
import { MembersOnlyNotice } from './MembersOnlyNotice';
import { OfflineDataBoundary } from './OfflineDataBoundary';
import { OfflinePage } from './OfflinePage';
import type { GardenRouteHandle, NavigationItem } from './navigation/navigation';
import { NavigationBadgesProvider } from './navigation/NavigationBadges';
import { SideNav } from './navigation/SideNav';
import { TabBar } from './navigation/TabBar';
import { NavigationItemsContext } from './navigation/useNavigationItems';
import { PageLoader } from './PageLoader';
import { useOnBackOnline } from './useOnBackOnline';
import { usePageQueryRef } from '../../routing/routeQueries';
import { TermsAgreementRedirect } from '../accounts/termsAgreementRedirect';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    community {
      name
      ...AppHeader_community
      ...NavigationBadges_community
    }
    viewer {
      joinedCommunity {
        __typename
      }
      termsAgreementRequired
      ...AppHeader_viewer
      ...NavigationBadges_viewer
    }
  }
`;

// The modal (and the sign-in service behind it) loads only when first opened.
const LoginModal = lazy(() =>
  import('../auth/LoginModal').then((module) => ({ default: module.LoginModal })),
);

export interface AppLayoutProps {
  /** The closed-community variant (see closedCommunity.ts). */
  closedCommunity: boolean;
  /** The tab bar's and side navigation's entries, read from the route table. */
  navigation: NavigationItem[];
}

/**
 * The app shell: header with the garden name, navigation and account actions; pages below.
 * Offline, when its own data cannot be fetched, it still renders with what it has.
 */
export function AppLayout({ closedCommunity, navigation }: AppLayoutProps) {
  const queryRef = usePageQueryRef<AppLayoutQuery>();
  return (
    <NavigationItemsContext.Provider value={navigation}>
      <OfflineDataBoundary
        resetKey={queryRef}
        fallback={<OfflineAppLayout closedCommunity={closedCommunity} />}
      >
        <LoadedAppLayout closedCommunity={closedCommunity} queryRef={queryRef} />
      </OfflineDataBoundary>
    </NavigationItemsContext.Provider>
  );
}

type ShellProps = Omit<AppLayoutProps, 'navigation'>;

function LoadedAppLayout({
  closedCommunity,
  queryRef,
}: ShellProps & { queryRef: PreloadedQuery<AppLayoutQuery> }) {
  const data = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, queryRef);
  return <AppLayoutFrame closedCommunity={closedCommunity} data={data} />;
}

/** Without the shell's data: once the connection is back, the route loads it again. */
function OfflineAppLayout({ closedCommunity }: ShellProps) {
  const { revalidate } = useRevalidator();
  useOnBackOnline(() => void revalidate());
  return (
    <AppLayoutFrame
      closedCommunity={closedCommunity}
      data={null}
      onRetry={() => void revalidate()}
    />
  );
}

function AppLayoutFrame({
  closedCommunity,
  data,
  onRetry,
}: ShellProps & { data: AppLayoutQuery['response'] | null; onRetry?: () => void }) {
  const config = useAppConfig();
  const privacyChoicesUrl = config.privacyChoicesUrl ?? DEFAULT_PRIVACY_CHOICES_PATH;
  const { state: loginModal } = useLoginModal();
  const { status } = useAuthState();
  const { pathname } = useLocation();
  const installHelper = useInstallHelper();
  const immersive = useMatches().some(
    (match) => (match.handle as GardenRouteHandle | undefined)?.immersive,
  );

  const isMember = data?.viewer.joinedCommunity != null;
  const membersOnly = closedCommunity && !isMember;
  let page = <Outlet />;
  if (membersOnly && !isPublicInClosedCommunity(pathname)) {
    // Offline, membership is unknown: the members-only notice would be wrong.
    if (!data && onRetry) page = <OfflinePage onRetry={onRetry} />;
    else page = status === 'pendding' ? <PageLoader /> : <MembersOnlyNotice />;
  }

  return (
    <DocumentMetadataProvider fallbackTitle={data?.community.name}>
      <TermsAgreementRedirect required={data?.viewer.termsAgreementRequired === true} />
      {/* The private channels' live events keep the messages tab's badge (and lists) fresh. */}
      {isMember && <PrivateChannelsLive />}
      {/* Mission bars fill live, and a completed mission says so on any page. */}
      {isMember && <MissionProgressLive />}
      <NavigationBadgesProvider viewer={data?.viewer ?? null} community={data?.community ?? null}>
        <AppShell
          header={{ height: 56 }}
          navbar={{
            width: 248,
            breakpoint: 'sm',
            collapsed: { mobile: true, desktop: membersOnly },
          }}
          padding="md"
        >
          <AppShell.Header className={classes.header}>
            <AppHeader
              community={data?.community ?? null}
              viewer={data?.viewer ?? null}
              installHelper={installHelper}
            />
          </AppShell.Header>
          {!membersOnly && (
            <AppShell.Navbar className={classes.navbar}>
              <SideNav privacyChoicesUrl={privacyChoicesUrl} />
            </AppShell.Navbar>
          )}
          <AppShell.Main className={classes.main} data-immersive={immersive || undefined}>
            <ConnectionBanner offline={installHelper.offline} />
            {/* No Suspense boundary of its own: one nested under the shell would hydrate after
              it, and the shell's first layout effects (Mantine's AppShell) would then reach
              it before it had, so React would drop the server's page and draw it afresh
              (error #421). Navigations are transitions, which keep the previous page on
              screen; the app's boundary (App.tsx) covers the first load in the browser. */}
            <NamespaceGate>{page}</NamespaceGate>
            {/* From `sm` up the side navigation carries these links, unless it is hidden. */}
            {!immersive && (
              <Box hiddenFrom={membersOnly ? undefined : 'sm'}>
                <AppFooter privacyChoicesUrl={privacyChoicesUrl} />
              </Box>
            )}
          </AppShell.Main>
          {!membersOnly && !immersive && <TabBar privacyChoicesUrl={privacyChoicesUrl} />}
          <ViewerDataRefresher />
          <RedirectSignInCompleter />
          {loginModal.onceOpened && (
            <Suspense fallback={null}>
              <LoginModal />
            </Suspense>
          )}
        </AppShell>
      </NavigationBadgesProvider>
    </DocumentMetadataProvider>
  );
}
