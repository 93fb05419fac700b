// The information feature's types and lists: articles, a fan's favourites, the unread
// count and the official schedule.
import { eq } from 'drizzle-orm';
import { CALENDAR_PATH_PREFIX } from '../../common/apiPaths';
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { hasPerk } from '../subscriptions/perks';
import {
  countUnreadArticles,
  readArticlePage,
  readFavoritePage,
  readSchedulePage,
} from './informationPage';
import { informationArticles } from './tables';

export const informationResolvers: Resolvers = {
  InformationArticle: {
    id: (article) => toGlobalId('InformationArticle', article.id),
    newsCategory: (article) => article.category,
    title: (article, _args, context) => pickLocalized(article.title, context.language),
    paragraphs: async (article, _args, context) => {
      if (article.membersOnly) {
        const viewer = await context.loaders.community.viewerUser();
        if (!viewer || !(await hasPerk(context, viewer.id, 'MEMBERS_ONLY_POSTS'))) return [];
      }
      return article.body[context.language] ?? article.body.ja ?? article.body.en ?? [];
    },
    isMembersOnly: (article) => article.membersOnly,
    publishedAt: (article) => article.publishedAt,
    isPinned: (article) => article.pinnedAt !== null,
    viewerHasRead: async (article, _args, context) =>
      (await context.loaders.community.viewerUser()) === null ||
      context.loaders.information.viewerHasReadByArticleId.load(article.id),
    viewerHasFavorited: (article, _args, context) =>
      context.loaders.information.viewerHasFavoritedByArticleId.load(article.id),
  },
  OfficialSchedule: {
    id: (schedule) => toGlobalId('OfficialSchedule', schedule.id),
    title: (schedule, _args, context) => pickLocalized(schedule.title, context.language),
    description: (schedule, _args, context) =>
      pickLocalized(schedule.description, context.language),
    startsAt: (schedule) => schedule.startsAt,
    endsAt: (schedule) => schedule.endsAt,
    place: (schedule, _args, context) =>
      schedule.place ? pickLocalized(schedule.place, context.language) : null,
    streamUrl: (schedule) => schedule.streamUrl,
    calendarFileUrl: (schedule, _args, context) =>
      `${CALENDAR_PATH_PREFIX}/${context.tenantId}/official-schedules/${schedule.id}.ics?hl=${context.language}`,
  },
  Community: {
    information: (_community, { category, ...args }, context) =>
      readArticlePage(
        context,
        category ? eq(informationArticles.category, category) : undefined,
        args,
      ),
    unreadInformationCount: (_community, _args, context) => countUnreadArticles(context),
    officialSchedules: (_community, { from, ...args }, context) =>
      readSchedulePage(context, { ...args, from: from ? new Date(from) : null }),
  },
  Viewer: {
    favoriteInformation: (_viewer, args, context) => readFavoritePage(context, args),
  },
};
