import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { chatRoutes } from './features/chat/chatRoutes';
import { homeRoute } from './features/home/homeRoute';
import { appLayoutRoute } from './features/shell/appLayoutRoute';
import { NotFoundPage } from './features/shell/NotFoundPage';

/** The route table: every page inside the app shell; unknown paths get the 404 page. */
export function appRoutes(environment: Environment): RouteObject[] {
  return [
    appLayoutRoute(environment, [
      homeRoute(environment),
      ...chatRoutes(environment),
      { path: '*', element: <NotFoundPage /> },
    ]),
  ];
}

export function createAppRouter(environment: Environment) {
  return createBrowserRouter(appRoutes(environment));
}
