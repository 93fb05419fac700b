import { featureRoutes } from '../../routing/routeDeclaration';

/** The shell's own pages: /404. */
export const shellRoutes = featureRoutes('shell', [
  { path: '404', page: 'NotFoundPage', namespaces: [] },
]);
