// Information: the garden's news articles (categories, pinning, read marks, favourites)
// and the official schedule of events with calendar files (calendarFiles.ts).
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { informationAdministrationResolvers } from './informationAdministration';
import { informationResolvers } from './informationResolvers';
import { createInformationLoaders } from './loaders';
import { readAndFavoriteResolvers } from './readAndFavorite';
import {
  informationArticles,
  informationFavorites,
  informationReads,
  officialSchedules,
} from './tables';

export const informationFeature = defineServerFeature({
  name: 'information',
  resolvers: [informationResolvers, readAndFavoriteResolvers, informationAdministrationResolvers],
  tables: { informationArticles, informationReads, informationFavorites, officialSchedules },
  loaders: (scope, others) =>
    createInformationLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    InformationArticle: (loaders) => loaders.articleById,
    OfficialSchedule: (loaders) => loaders.officialScheduleById,
  },
});
