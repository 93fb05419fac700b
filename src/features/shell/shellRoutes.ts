import { featureRoutes } from '../../routing/routeDeclaration';

/**
 * The shell's own pages: /404, and the share, landing-page and /v/ addresses whose previews
 * (title, description, image) the server reads from their tables before any JavaScript
 * runs. Their pages in the app arrive with the banners and landing pages work; until then
 * the app shows the not-found page there, as it always has.
 */
export const shellRoutes = featureRoutes('shell', [
  { path: '404', page: 'NotFoundPage', namespaces: [] },
  { path: 'share/:urlId', page: 'NotFoundPage', namespaces: [], metadata: 'share-link' },
  {
    path: 'lp/:identifier',
    page: 'NotFoundPage',
    namespaces: [],
    metadata: 'landing-page',
    sitemap: 'landing-pages',
  },
  { path: 'v/:pageName', page: 'NotFoundPage', namespaces: [] },
  { path: 'v/:pageName/:ogpPath', page: 'NotFoundPage', namespaces: [], metadata: 'ogp-view' },
]);
