import type { SupporterRankPageQuery } from '../../__generated__/SupporterRankPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { LEADERBOARD_PAGE_SIZE } from './leaderboardPageSize';

/** The season a path names: `current` is the season open now (or the latest). */
export const CURRENT_SEASON = 'current';

/** The supporter rank of a season: the fan's rank and progress and the leaderboard. */
export const supporterRankRoutes = featureRoutes('supporterRank', [
  {
    path: 'supporter-rank/:seasonId',
    page: 'SupporterRankPage',
    // Rewards speak the engagement feature's words.
    namespaces: ['supporterRank', 'engagement'],
    // network-only: points and places move with every fan's activity.
    query: pageQuery<SupporterRankPageQuery>(
      () => import('../../__generated__/SupporterRankPageQuery.graphql'),
      (params) => ({
        seasonId: !params.seasonId || params.seasonId === CURRENT_SEASON ? null : params.seasonId,
        first: LEADERBOARD_PAGE_SIZE,
      }),
      'network-only',
    ),
  },
  { path: 'supporter-rank', redirect: `/supporter-rank/${CURRENT_SEASON}` },
]);
