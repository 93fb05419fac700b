// Reading the home screen: the sections shown now, each type resolving the data it shows
// through the feature that owns it (banners, schedule, posts, topics), with that feature's
// visibility rules (members-only posts stay with members).
import { and, asc, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { encodeGlobalId, fromGlobalId } from '../graphql/globalId';
import { readSchedulePage } from '../information/informationPage';
import { banners } from '../pages/tables';
import { currentBanners } from '../pages/visibility';
import { readTrend } from '../posts/feeds';
import { readPostPage } from '../posts/postPage';
import { posts } from '../posts/tables';
import { localized } from '../seo/siteMetadataOf';
import type { HomeSectionConfig, HomeSectionRow } from './tables';

/** At most this many sections on the home screen. */
export const MAX_HOME_SECTIONS = 30;

const TYPE_OF_KIND = {
  BANNER: 'HomeBannerSection',
  CASUAL_GAME: 'HomeCasualGameSection',
  EVENT_CAROUSEL: 'HomeEventCarouselSection',
  NAVIGATION: 'HomeNavigationSection',
  POSTS: 'HomePostSection',
  TOPIC: 'HomeTopicSection',
  USER_INFORMATION: 'HomeUserInformationSection',
} as const;

// Sections are not Nodes (they are only read as the home list, never refetched one by one),
// so their ids carry a type name of their own, outside the node registry.
export const sectionGlobalId = (row: Pick<HomeSectionRow, 'id'>) =>
  encodeGlobalId('HomeSection', row.id);

/** The database id behind a section's id, else null. */
export function sectionDbId(globalId: string): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'HomeSection' ? decoded.dbId : null;
}

function isShown(row: HomeSectionRow, now: Date): boolean {
  return (
    (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now)
  );
}

function configOf<K extends HomeSectionConfig['kind']>(row: HomeSectionRow, kind: K) {
  if (row.config.kind !== kind) throw new Error(`Home section ${row.id} is not of kind ${kind}`);
  return row.config as Extract<HomeSectionConfig, { kind: K }>;
}

/** The fields every section type shares. */
const common = {
  id: (row: HomeSectionRow) => sectionGlobalId(row),
  position: (row: HomeSectionRow) => row.position,
  title: (row: HomeSectionRow, _args: unknown, { language }: GraphQLContext) =>
    row.title ? localized(row.title, language) : null,
  startsAt: (row: HomeSectionRow) => row.startsAt,
  endsAt: (row: HomeSectionRow) => row.endsAt,
};

export const homeSectionResolvers: Resolvers = {
  Community: {
    homeSections: async (_community, _args, context) => {
      const now = new Date();
      const rows = await context.loaders.homeSections.allSections();
      return rows.filter((row) => isShown(row, now)).slice(0, MAX_HOME_SECTIONS);
    },
  },
  HomeSection: {
    __resolveType: (row) => TYPE_OF_KIND[row.kind],
  },
  HomeBannerSection: {
    ...common,
    style: (row) => configOf(row, 'BANNER').style,
    bannerSectionId: (row) => configOf(row, 'BANNER').bannerSectionId,
    banners: (row, _args, context) => {
      const config = configOf(row, 'BANNER');
      return context.db
        .select(banners, and(currentBanners(), eq(banners.sectionId, config.bannerSectionId)))
        .orderBy(asc(banners.position), asc(banners.id))
        .limit(config.count);
    },
  },
  HomeCasualGameSection: {
    ...common,
    description: (row, _args, { language }) =>
      localized(configOf(row, 'CASUAL_GAME').description, language),
    imageUrl: (row) => configOf(row, 'CASUAL_GAME').imageUrl,
    href: (row) => configOf(row, 'CASUAL_GAME').href,
  },
  HomeEventCarouselSection: {
    ...common,
    events: async (row, _args, context) => {
      const page = await readSchedulePage(context, {
        first: configOf(row, 'EVENT_CAROUSEL').count,
      });
      return page.edges.map((edge) => edge.node);
    },
  },
  HomeNavigationSection: {
    ...common,
    links: (row) => configOf(row, 'NAVIGATION').links,
  },
  HomeNavigationLink: {
    label: (link, _args, { language }) => localized(link.label, language),
    href: (link) => link.href,
  },
  HomePostSection: {
    ...common,
    layout: (row) => configOf(row, 'POSTS').layout,
    source: (row) => configOf(row, 'POSTS').source,
    topic: (row, _args, context) => {
      const { topicId } = configOf(row, 'POSTS');
      return topicId === null ? null : context.loaders.posts.topicById.load(topicId);
    },
    posts: async (row, _args, context) => {
      const { source, topicId, count } = configOf(row, 'POSTS');
      // Every source reads through the posts feature's pages: they keep members-only posts
      // from visitors.
      const page =
        source === 'TREND'
          ? await readTrend(context, { first: count })
          : await readPostPage(
              context,
              source === 'OFFICIAL' ? eq(posts.isOfficial, true) : eq(posts.topicId, topicId ?? -1),
              { first: count },
            );
      return page.edges.map((edge) => edge.node);
    },
  },
  HomeTopicSection: {
    ...common,
    topic: (row, _args, context) =>
      context.loaders.posts.topicById.load(configOf(row, 'TOPIC').topicId),
  },
  HomeUserInformationSection: {
    ...common,
    viewer: () => ({}),
  },
};
