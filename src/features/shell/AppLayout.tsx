import { AppShell } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import type { AppLayoutQuery } from '../../__generated__/AppLayoutQuery.graphql';
import { NamespaceGate } from '../../i18n/NamespaceGate';
import { useAppConfig } from '../../platform/AppConfigProvider';
import { useAuthState } from '../../state/auth';
import { useLoginModal } from '../../state/loginModal';
import { ViewerDataRefresher } from '../auth/ViewerDataRefresher';
import { useInstallHelper } from '../pwa/useInstallHelper';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { isPublicInClosedCommunity } from './closedCommunity';
import { DocumentMetadataProvider } from './DocumentMetadata';
import { MembersOnlyNotice } from './MembersOnlyNotice';
import { OfflineDataBoundary } from './OfflineDataBoundary';
import { OfflineNotice } from './OfflineNotice';
import { OfflinePage } from './OfflinePage';
import { PageLoader } from './PageLoader';
import { useOnBackOnline } from './useOnBackOnline';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    community {
      name
      ...AppHeader_community
    }
    viewer {
      joinedCommunity {
        __typename
      }
      ...AppHeader_viewer
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
}

/**
 * The app shell: header with the garden name, navigation and account actions; pages below.
 * Offline, when its own data cannot be fetched, it still renders with what it has.
 */
export function AppLayout({ closedCommunity }: AppLayoutProps) {
  const queryRef = useLoaderData() as PreloadedQuery<AppLayoutQuery>;
  return (
    <OfflineDataBoundary
      resetKey={queryRef}
      fallback={<OfflineAppLayout closedCommunity={closedCommunity} />}
    >
      <LoadedAppLayout closedCommunity={closedCommunity} queryRef={queryRef} />
    </OfflineDataBoundary>
  );
}

function LoadedAppLayout({
  closedCommunity,
  queryRef,
}: AppLayoutProps & { queryRef: PreloadedQuery<AppLayoutQuery> }) {
  const data = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, queryRef);
  return <AppLayoutFrame closedCommunity={closedCommunity} data={data} />;
}

/** Without the shell's data: once the connection is back, the route loads it again. */
function OfflineAppLayout({ closedCommunity }: AppLayoutProps) {
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
}: AppLayoutProps & { data: AppLayoutQuery['response'] | null; onRetry?: () => void }) {
  const config = useAppConfig();
  const { state: loginModal } = useLoginModal();
  const { status } = useAuthState();
  const { pathname } = useLocation();
  const installHelper = useInstallHelper();

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
      <AppShell header={{ height: 56 }} padding="md">
        <AppShell.Header>
          <AppHeader
            community={data?.community ?? null}
            viewer={data?.viewer ?? null}
            showNavigation={!membersOnly}
            installHelper={installHelper}
          />
        </AppShell.Header>
        <AppShell.Main>
          {installHelper.offline && <OfflineNotice />}
          <Suspense fallback={<PageLoader />}>
            <NamespaceGate>{page}</NamespaceGate>
          </Suspense>
        </AppShell.Main>
        <AppFooter privacyChoicesUrl={config.privacyChoicesUrl} />
        <ViewerDataRefresher />
        {loginModal.onceOpened && (
          <Suspense fallback={null}>
            <LoginModal />
          </Suspense>
        )}
      </AppShell>
    </DocumentMetadataProvider>
  );
}
