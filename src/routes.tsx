import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { accountsRoutes } from './features/accounts/accountsRoutes';
import { accessBareRoutes, accessShellRoutes } from './features/access/accessRoutes';
import { cardsRoutes } from './features/cards/cardsRoutes';
import { chatRoutes } from './features/chat/chatRoutes';
import { engagementRoutes } from './features/engagement/engagementRoutes';
import { drawsRoutes } from './features/draws/drawsRoutes';
import { homeRoute } from './features/home/homeRoute';
import { informationRoutes } from './features/information/informationRoutes';
import { postsRoutes } from './features/posts/postsRoutes';
import { settingsRoutes } from './features/settings/settingsRoutes';
import { storeRoutes } from './features/store/storeRoutes';
import { appLayoutRoute } from './features/shell/appLayoutRoute';
import { BareLayout } from './features/shell/BareLayout';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { PageLoader } from './features/shell/PageLoader';
import { RootRoute } from './features/shell/RootRoute';
import { RouteErrorFallback } from './features/shell/RouteErrorFallback';

/**
 * The route table: most pages inside the app shell; blocked pages and Firebase's email
 * actions without it; /404 and unknown paths get the not-found page.
 */
export function appRoutes(environment: Environment): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        appLayoutRoute(environment, [
          homeRoute(environment),
          ...chatRoutes(environment),
          ...postsRoutes(environment),
          ...accountsRoutes(environment),
          ...engagementRoutes(environment),
          ...storeRoutes(environment),
          ...drawsRoutes(environment),
          ...cardsRoutes(environment),
          ...informationRoutes(environment),
          ...settingsRoutes(),
          ...accessShellRoutes(),
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ]),
        { element: <BareLayout />, children: accessBareRoutes() },
      ],
    },
  ];
}

export function createAppRouter(environment: Environment) {
  return createBrowserRouter(appRoutes(environment));
}
