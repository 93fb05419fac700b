// The mock of the information feature (server/information): news articles (pinned first,
// read marks, favourites per mock member) and the official schedule, with the server's
// typed errors.
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { paginate, type PageArgs } from './mockPagination';

const articleTexts: { category: string; ja: [string, string]; en: [string, string] }[] = [
  {
    category: 'NEWS',
    ja: [
      '公式ファンコミュニティ オープン！',
      'いつも応援ありがとうございます。本日、公式ファンコミュニティがオープンしました。',
    ],
    en: [
      'The official fan community is open!',
      'Thank you for your support. Our official fan community opens today.',
    ],
  },
  {
    category: 'EVENT',
    ja: [
      '第1話 同時視聴会を開催します',
      'キャストによるコメンタリー付きで、みんなで第1話を観ましょう。',
    ],
    en: [
      'Join our episode 1 watch party',
      'Watch episode 1 together, with commentary from the cast.',
    ],
  },
  {
    category: 'GOODS',
    ja: ['描き下ろしアクリルスタンド 予約受付開始', 'ストアにて数量限定で販売中です。'],
    en: ['Pre-orders open for the acrylic stands', 'On sale in the store in limited numbers.'],
  },
  {
    category: 'MAINTENANCE',
    ja: [
      '定期メンテナンスのお知らせ',
      '毎週水曜日の午前4時から5時まで、定期メンテナンスを行います。',
    ],
    en: [
      'Scheduled maintenance',
      'Every Wednesday from 4:00 to 5:00 (Japan time) we run maintenance.',
    ],
  },
];

const scheduleTexts: {
  ja: [string, string, string | null];
  en: [string, string, string | null];
  inDays: number;
  hours: number;
}[] = [
  {
    ja: ['第1話 同時視聴会', 'キャストのコメンタリー付き。', null],
    en: ['Episode 1 watch party', 'With commentary from the cast.', null],
    inDays: 2,
    hours: 1.5,
  },
  {
    ja: ['原画展「人形の見た夢」', '作中の原画と設定資料を展示します。', '池袋 サンシャインシティ'],
    en: [
      'Art exhibition "The Puppet\'s Dream"',
      'Original drawings and design sheets.',
      'Sunshine City, Ikebukuro',
    ],
    inDays: 14,
    hours: 240,
  },
];

export function buildInformationArticle(locale: MockLocale, index: number) {
  const text = articleTexts[(index - 1) % articleTexts.length];
  return {
    id: mockGlobalId('InformationArticle', index),
    newsCategory: text.category,
    title: text[locale][0],
    paragraphs: [text[locale][1]],
    publishedAt: mockDateTime(index * 60 * 6),
    isPinned: index === 1,
    isMembersOnly: false,
    viewerHasRead: true,
    viewerHasFavorited: false,
  };
}

export function buildOfficialSchedule(locale: MockLocale, index: number) {
  const text = scheduleTexts[(index - 1) % scheduleTexts.length];
  const startsInMinutes = text.inDays * 24 * 60;
  return {
    id: mockGlobalId('OfficialSchedule', index),
    title: text[locale][0],
    description: text[locale][1],
    place: text[locale][2],
    streamUrl: text[locale][2] ? null : 'https://www.youtube.com/@demon-prince-puppet',
    startsAt: mockDateTime(-startsInMinutes),
    endsAt: mockDateTime(-(startsInMinutes + text.hours * 60)),
    calendarFileUrl: `/calendar/demo/official-schedules/${index}.ics?hl=${locale}`,
  };
}

const MAX_PER_PAGE = 50;

const informationResolvers: MockFeature['resolvers'] = (garden) => {
  const articleKeys = articleTexts.map((_text, index) =>
    mockGlobalId('InformationArticle', index + 1),
  );
  const scheduleKeys = scheduleTexts.map((_text, index) =>
    mockGlobalId('OfficialSchedule', index + 1),
  );
  articleKeys.forEach((key, index) =>
    garden.store.set('InformationArticle', key, buildInformationArticle('ja', index + 1)),
  );
  scheduleKeys.forEach((key, index) =>
    garden.store.set('OfficialSchedule', key, buildOfficialSchedule('ja', index + 1)),
  );
  /** Per member key: the articles read, and those starred (newest star last). */
  const reads = new Map<string, Set<string>>();
  const stars = new Map<string, string[]>();
  const indexOf = (key: string) => articleKeys.indexOf(key) + 1;
  const page = (typeName: string, keys: string[], args: PageArgs, { language }: MockContext) => {
    const result = paginate(keys, (key) => mockCursor(typeName, key), args, {
      locale: language,
      max: MAX_PER_PAGE,
      defaultPage: { first: 20 },
    });
    return {
      ...result,
      edges: result.edges.map((edge) => ({ ...edge, node: garden.ref(typeName, edge.node) })),
    };
  };
  const memberAndArticle = (articleId: string, { viewerUid, language }: MockContext) => {
    const member = garden.memberUserKey(viewerUid);
    if (!member) return { error: shouldSignUp(language) };
    if (!articleKeys.includes(articleId))
      return { error: { __typename: 'NotFoundError', ...buildNotFoundError(language) } };
    return { member };
  };
  const operatorRefusal = ({ viewerUid, language }: MockContext) => {
    const key = garden.memberUserKey(viewerUid);
    if (!key) return shouldSignUp(language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(language) };
  };
  const articleRef = (parent: { $ref: { key: string } }) => parent.$ref.key;

  return {
    InformationArticle: {
      title: (parent: { $ref: { key: string } }, _args: unknown, { language }: MockContext) =>
        buildInformationArticle(language, indexOf(articleRef(parent))).title,
      paragraphs: (parent: { $ref: { key: string } }, _args: unknown, { language }: MockContext) =>
        buildInformationArticle(language, indexOf(articleRef(parent))).paragraphs,
      viewerHasRead: (
        parent: { $ref: { key: string } },
        _args: unknown,
        { viewerUid }: MockContext,
      ) => {
        const member = garden.memberUserKey(viewerUid);
        return !member || (reads.get(member)?.has(articleRef(parent)) ?? false);
      },
      viewerHasFavorited: (
        parent: { $ref: { key: string } },
        _args: unknown,
        { viewerUid }: MockContext,
      ) => {
        const member = garden.memberUserKey(viewerUid);
        return member !== null && (stars.get(member) ?? []).includes(articleRef(parent));
      },
    },
    OfficialSchedule: {
      title: (parent: { $ref: { key: string } }, _args: unknown, { language }: MockContext) =>
        buildOfficialSchedule(language, scheduleKeys.indexOf(parent.$ref.key) + 1).title,
      description: (parent: { $ref: { key: string } }, _args: unknown, { language }: MockContext) =>
        buildOfficialSchedule(language, scheduleKeys.indexOf(parent.$ref.key) + 1).description,
      place: (parent: { $ref: { key: string } }, _args: unknown, { language }: MockContext) =>
        buildOfficialSchedule(language, scheduleKeys.indexOf(parent.$ref.key) + 1).place,
    },
    Community: {
      information: (
        _parent: unknown,
        { category, ...args }: PageArgs & { category?: string | null },
        context: MockContext,
      ) =>
        page(
          'InformationArticle',
          category
            ? articleKeys.filter(
                (key) => garden.store.get('InformationArticle', key, 'newsCategory') === category,
              )
            : articleKeys,
          args,
          context,
        ),
      unreadInformationCount: (_parent: unknown, _args: unknown, { viewerUid }: MockContext) => {
        const member = garden.memberUserKey(viewerUid);
        return member ? articleKeys.length - (reads.get(member)?.size ?? 0) : 0;
      },
      officialSchedules: (_parent: unknown, args: PageArgs, context: MockContext) =>
        page('OfficialSchedule', scheduleKeys, args, context),
    },
    Viewer: {
      favoriteInformation: (_viewer: unknown, args: PageArgs, context: MockContext) => {
        const member = garden.memberUserKey(context.viewerUid);
        return page(
          'InformationArticle',
          member ? [...(stars.get(member) ?? [])].reverse() : [],
          args,
          context,
        );
      },
    },
    Mutation: {
      markInformationRead: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; articleId: string } },
        context: MockContext,
      ) => {
        const found = memberAndArticle(input.articleId, context);
        if ('error' in found) return found.error;
        reads.set(found.member, (reads.get(found.member) ?? new Set()).add(input.articleId));
        return {
          __typename: 'MarkInformationReadPayload',
          clientMutationId: input.clientMutationId,
          article: garden.ref('InformationArticle', input.articleId),
          community: garden.ref('Community', garden.communityKey),
        };
      },
      setInformationFavorite: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; articleId: string; favorite: boolean } },
        context: MockContext,
      ) => {
        const found = memberAndArticle(input.articleId, context);
        if ('error' in found) return found.error;
        const starred = (stars.get(found.member) ?? []).filter((key) => key !== input.articleId);
        stars.set(found.member, input.favorite ? [...starred, input.articleId] : starred);
        return {
          __typename: 'SetInformationFavoritePayload',
          clientMutationId: input.clientMutationId,
          article: garden.ref('InformationArticle', input.articleId),
        };
      },
      publishInformationArticle: (
        _root: unknown,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        return {
          __typename: 'PublishInformationArticlePayload',
          clientMutationId: input.clientMutationId,
          article: garden.ref('InformationArticle', articleKeys[0]),
        };
      },
      createOfficialSchedule: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; startsAt: string; endsAt: string } },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        if (Date.parse(input.endsAt) <= Date.parse(input.startsAt))
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'endsAt', 'INVALID_FORMAT', null),
          };
        return {
          __typename: 'CreateOfficialSchedulePayload',
          clientMutationId: input.clientMutationId,
          officialSchedule: garden.ref('OfficialSchedule', scheduleKeys[0]),
        };
      },
    },
  };
};

export const informationMock: MockFeature = {
  builders: (locale) => ({
    InformationArticle: (index) => buildInformationArticle(locale, index),
    OfficialSchedule: (index) => buildOfficialSchedule(locale, index),
    InformationArticleEdge: (index) => ({ cursor: mockCursor('InformationArticle', index) }),
    OfficialScheduleEdge: (index) => ({ cursor: mockCursor('OfficialSchedule', index) }),
    MarkInformationReadPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    SetInformationFavoritePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    PublishInformationArticlePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    CreateOfficialSchedulePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
  }),
  resolvers: informationResolvers,
};
