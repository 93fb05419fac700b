// The mock of the home sections feature (server/homeSections): the demo garden's home
// screen (server/homeSections/demoHomeSections.ts) in the request's language. What a section
// shows (banners, posts, schedule, topic) is read through the mock's own Community fields,
// so the other features' rules hold here too (members-only posts stay with members).
// Operators may add, change, move and remove sections (kept in memory, unchecked beyond the
// kind); members and visitors are refused (tests/contract/homeSections.contract.ts).
import { graphql, type GraphQLResolveInfo } from 'graphql';
import { demoHomeSections } from '../server/homeSections/demoHomeSections';
import type { HomeSectionSeed } from '../server/homeSections/seedHomeSections';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

type Localized = { ja?: string; en?: string };
const pick = (text: Localized | undefined | null, locale: MockLocale) =>
  text ? (text[locale] ?? text.en ?? '') : null;

const TYPE_OF_KIND: Record<HomeSectionSeed['kind'], string> = {
  BANNER: 'HomeBannerSection',
  CASUAL_GAME: 'HomeCasualGameSection',
  EVENT_CAROUSEL: 'HomeEventCarouselSection',
  NAVIGATION: 'HomeNavigationSection',
  POSTS: 'HomePostSection',
  TOPIC: 'HomeTopicSection',
  USER_INFORMATION: 'HomeUserInformationSection',
};

interface MockSection {
  key: number;
  seed: HomeSectionSeed;
}

/** A section's own fields (not what it shows), in one language. */
export function buildHomeSection(
  locale: MockLocale,
  seed: HomeSectionSeed,
  key: number,
  position: number,
) {
  const fields: Record<string, unknown> = {
    __typename: TYPE_OF_KIND[seed.kind],
    id: mockGlobalId('HomeSection', key),
    position,
    title: pick(seed.title, locale),
    startsAt: null,
    endsAt: null,
  };
  if (seed.kind === 'BANNER')
    Object.assign(fields, { style: seed.style, bannerSectionId: seed.bannerSectionId });
  if (seed.kind === 'CASUAL_GAME')
    Object.assign(fields, {
      description: pick(seed.description, locale),
      imageUrl: seed.imageUrl,
      href: seed.href,
    });
  if (seed.kind === 'NAVIGATION')
    fields.links = seed.links.map((link) => ({ label: pick(link.label, locale), href: link.href }));
  if (seed.kind === 'POSTS') Object.assign(fields, { layout: seed.layout, source: seed.source });
  return { ...fields, seed };
}

/** Runs a query on the mock itself, as the same viewer: ids of what another feature shows. */
async function idsThrough(
  info: GraphQLResolveInfo,
  context: MockContext,
  source: string,
  path: (data: Record<string, never>) => { id: string }[],
): Promise<string[]> {
  const result = await graphql({ schema: info.schema, source, contextValue: context });
  return result.data ? path(result.data as Record<string, never>).map((node) => node.id) : [];
}

type Built = ReturnType<typeof buildHomeSection>;
type Edges = { edges: { node: { id: string } }[] };
const nodesOf = (connection: Edges) => connection.edges.map((edge) => edge.node);
type Input = { input: Record<string, unknown> & { clientMutationId: string } };

const homeSectionsResolvers: MockFeature['resolvers'] = (garden) => {
  let nextKey = demoHomeSections.length + 1;
  let sections: MockSection[] = demoHomeSections.map((seed, index) => ({ key: index + 1, seed }));
  const operatorRefusal = (context: MockContext) => {
    const key = garden.memberUserKey(context.viewerUid);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(context.language) };
  };
  const built = (context: MockContext, section: MockSection) =>
    buildHomeSection(context.language, section.seed, section.key, sections.indexOf(section));
  const named = (id: unknown) => sections.find((s) => mockGlobalId('HomeSection', s.key) === id);
  const notFound = (context: MockContext) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(context.language),
  });
  /** The topic a seed names, by its Japanese name, among the mock's topics. */
  const topicId = async (info: GraphQLResolveInfo, context: MockContext, nameJa?: string) => {
    const result = await graphql({
      schema: info.schema,
      source: '{ community { topics(first: 50) { edges { node { id name } } } } }',
      contextValue: { ...context, language: 'ja' },
    });
    const topics = nodesOf((result.data?.community as { topics: Edges }).topics) as {
      id: string;
      name?: string;
    }[];
    return topics.find((topic) => topic.name === nameJa)?.id ?? null;
  };
  const seedOf = (input: Record<string, unknown>): HomeSectionSeed => {
    const section = input.section as Record<string, string> & { kind: HomeSectionSeed['kind'] };
    const title =
      section.titleJa || section.titleEn ? { ja: section.titleJa, en: section.titleEn } : undefined;
    return { ...section, title } as unknown as HomeSectionSeed;
  };
  return {
    Community: {
      homeSections: (_community: unknown, _args: unknown, context: MockContext) =>
        sections.map((section) => built(context, section)),
    },
    HomeBannerSection: {
      banners: async (
        section: Built,
        _args: unknown,
        context: MockContext,
        info: GraphQLResolveInfo,
      ) => {
        const seed = section.seed as Extract<HomeSectionSeed, { kind: 'BANNER' }>;
        const ids = await idsThrough(
          info,
          context,
          `{ community { banners(sectionId: "${seed.bannerSectionId}", first: ${seed.count}) { edges { node { id } } } } }`,
          (data) => nodesOf((data.community as { banners: Edges }).banners),
        );
        return ids.map((id) => garden.ref('Banner', id));
      },
    },
    HomeEventCarouselSection: {
      events: async (
        section: Built,
        _args: unknown,
        context: MockContext,
        info: GraphQLResolveInfo,
      ) => {
        const seed = section.seed as Extract<HomeSectionSeed, { kind: 'EVENT_CAROUSEL' }>;
        const ids = await idsThrough(
          info,
          context,
          `{ community { officialSchedules(first: ${seed.count}) { edges { node { id } } } } }`,
          (data) => nodesOf((data.community as { officialSchedules: Edges }).officialSchedules),
        );
        return ids.map((id) => garden.ref('OfficialSchedule', id));
      },
    },
    HomePostSection: {
      topic: async (
        section: Built,
        _args: unknown,
        context: MockContext,
        info: GraphQLResolveInfo,
      ) => {
        if (section.seed.kind !== 'POSTS' || section.seed.source !== 'TOPIC') return null;
        const id = await topicId(info, context, section.seed.topicJa);
        return id ? garden.ref('Topic', id) : null;
      },
      posts: async (
        section: Built,
        _args: unknown,
        context: MockContext,
        info: GraphQLResolveInfo,
      ) => {
        const seed = section.seed as Extract<HomeSectionSeed, { kind: 'POSTS' }>;
        const page = `(first: 50) { edges { node { id isOfficial } } }`;
        // Each source through the posts mock's own lists; the official account's posts are
        // the timeline's official ones (the mock's timeline has no filter of its own).
        const source =
          seed.source === 'TREND'
            ? `trend${page}`
            : seed.source === 'TOPIC'
              ? `topics(first: 50) { edges { node { name posts${page} } } }`
              : `timeline${page}`;
        const result = await graphql({
          schema: info.schema,
          source: `{ community { ${source} } }`,
          contextValue: { ...context, language: 'ja' },
        });
        type Community = Record<string, Edges> & {
          topics?: { edges: { node: { name: string; posts: Edges } }[] };
        };
        const community = (result.data?.community ?? null) as Community | null;
        const connection =
          seed.source === 'TOPIC'
            ? community?.topics?.edges.find((edge) => edge.node.name === seed.topicJa)?.node.posts
            : community?.[seed.source === 'TREND' ? 'trend' : 'timeline'];
        const nodes = (connection ? nodesOf(connection) : []) as {
          id: string;
          isOfficial: boolean;
        }[];
        return nodes
          .filter((node) => seed.source !== 'OFFICIAL' || node.isOfficial)
          .slice(0, seed.count)
          .map((node) => garden.ref('Post', node.id));
      },
    },
    HomeTopicSection: {
      topic: async (
        section: Built,
        _args: unknown,
        context: MockContext,
        info: GraphQLResolveInfo,
      ) => {
        const id = await topicId(info, context, section.seed.topicJa);
        return id ? garden.ref('Topic', id) : null;
      },
    },
    HomeUserInformationSection: {
      viewer: () => ({}),
    },
    Mutation: {
      createHomeSection: (_root: unknown, { input }: Input, context: MockContext) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const section = { key: nextKey++, seed: seedOf(input) };
        const at = typeof input.position === 'number' ? input.position : sections.length;
        sections.splice(Math.max(0, Math.min(at, sections.length)), 0, section);
        return {
          __typename: 'CreateHomeSectionPayload',
          clientMutationId: input.clientMutationId,
          section: built(context, section),
        };
      },
      updateHomeSection: (_root: unknown, { input }: Input, context: MockContext) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const section = named(input.sectionId);
        if (!section) return notFound(context);
        section.seed = seedOf(input);
        return {
          __typename: 'UpdateHomeSectionPayload',
          clientMutationId: input.clientMutationId,
          section: built(context, section),
        };
      },
      moveHomeSection: (_root: unknown, { input }: Input, context: MockContext) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const section = named(input.sectionId);
        if (!section) return notFound(context);
        sections = sections.filter((s) => s !== section);
        sections.splice(Math.min(Number(input.position), sections.length), 0, section);
        return {
          __typename: 'MoveHomeSectionPayload',
          clientMutationId: input.clientMutationId,
          sectionIds: sections.map((s) => mockGlobalId('HomeSection', s.key)),
        };
      },
      deleteHomeSection: (_root: unknown, { input }: Input, context: MockContext) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const section = named(input.sectionId);
        if (!section) return notFound(context);
        sections = sections.filter((s) => s !== section);
        return {
          __typename: 'DeleteHomeSectionPayload',
          clientMutationId: input.clientMutationId,
          deletedSectionId: input.sectionId,
        };
      },
    },
  };
};

const seedOfKind = (kind: HomeSectionSeed['kind']) =>
  demoHomeSections.find((seed) => seed.kind === kind) ?? demoHomeSections[0];

export const homeSectionsMock: MockFeature = {
  builders: (locale) => ({
    ...Object.fromEntries(
      (Object.keys(TYPE_OF_KIND) as HomeSectionSeed['kind'][]).map((kind) => [
        TYPE_OF_KIND[kind],
        (index: number) => {
          const { seed: _seed, ...fields } = buildHomeSection(
            locale,
            seedOfKind(kind),
            index,
            index - 1,
          );
          return fields;
        },
      ]),
    ),
    HomeNavigationLink: (index) => {
      const navigation = seedOfKind('NAVIGATION');
      const links = navigation.kind === 'NAVIGATION' ? navigation.links : [];
      const link = links[(index - 1) % links.length];
      return { label: pick(link.label, locale), href: link.href };
    },
    ...payloadBuilders(
      'CreateHomeSectionPayload',
      'UpdateHomeSectionPayload',
      'MoveHomeSectionPayload',
      'DeleteHomeSectionPayload',
    ),
  }),
  resolvers: homeSectionsResolvers,
};
