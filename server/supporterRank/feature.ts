// The supporter rank feature: seasons, points counted from the activity log, ranks by
// thresholds, the leaderboard with its anonymous supporters, and season-end rewards.
import { defineServerFeature } from '../platform/serverFeature';
import { createSupporterRankLoaders } from './loaders';
import { mutationResolvers } from './mutationResolvers';
import { SUPPORTER_SEASON_END_JOB, supporterSeasonEndJob } from './seasonEnd';
import { seasonResolvers } from './seasonResolvers';
import { supporterRankPreferences, supporterSeasonResults, supporterSeasons } from './tables';

export const supporterRankFeature = defineServerFeature({
  name: 'supporterRank',
  resolvers: [seasonResolvers, mutationResolvers],
  tables: { supporterSeasons, supporterRankPreferences, supporterSeasonResults },
  loaders: createSupporterRankLoaders,
  nodeTypes: {
    SupporterSeason: (loaders) => loaders.seasonById,
  },
  jobs: { [SUPPORTER_SEASON_END_JOB]: supporterSeasonEndJob },
});
