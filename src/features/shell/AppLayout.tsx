import { AppShell } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router-dom';
import type { AppLayoutQuery } from '../../__generated__/AppLayoutQuery.graphql';
import { useLoginModal } from '../../state/loginModal';
import { ViewerDataRefresher } from '../auth/ViewerDataRefresher';
import { AppHeader } from './AppHeader';
import { PageLoader } from './PageLoader';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    community {
      ...AppHeader_community
    }
    viewer {
      ...AppHeader_viewer
    }
  }
`;

// The modal (and the sign-in service behind it) loads only when first opened.
const LoginModal = lazy(() =>
  import('../auth/LoginModal').then((module) => ({ default: module.LoginModal })),
);

/** The app shell: header with the garden name, navigation and account actions; pages below. */
export function AppLayout() {
  const data = usePreloadedQuery<AppLayoutQuery>(
    appLayoutQuery,
    useLoaderData() as PreloadedQuery<AppLayoutQuery>,
  );
  const { state: loginModal } = useLoginModal();

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <AppHeader community={data.community} viewer={data.viewer} />
      </AppShell.Header>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <ViewerDataRefresher />
      {loginModal.onceOpened && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </AppShell>
  );
}
