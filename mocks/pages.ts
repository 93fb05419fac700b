// The mock of the pages feature (server/pages): the demo garden's own pages, share links
// and banners (server/pages/demoPages.ts), in the request's language; the banners shown
// are those whose window holds at the mock's now; the operators' mutations check blocks
// with the server's own rules and refuse non-operators the same way.
import { demoPages } from '../server/pages/demoPages';
import { pageBlockFields } from '../server/pages/pageBlockFields';
import { checkPageBlocks, problemMessages } from '../server/pages/pageBlocks';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { paginate, type PageArgs } from './mockPagination';

const DAY_MINUTES = 24 * 60;
const MAX_BANNERS_PER_PAGE = 50;
const pages = demoPages.pages ?? [];
const links = demoPages.shareLinks ?? [];
const banners = demoPages.banners ?? [];

type Parent = { $ref: { key: string } };
/** Store key → 1-based index in the demo lists, per type. */
const fromKey = new Map<string, number>();
const keyOf = (typeName: string, index: number) => {
  const key = mockGlobalId(typeName, index);
  fromKey.set(`${typeName}:${key}`, index);
  return key;
};
const indexIn = (typeName: string, parent: Parent) =>
  fromKey.get(`${typeName}:${parent.$ref.key}`) ?? 1;

export function buildGardenPage(locale: MockLocale, index: number) {
  const page = pages[(index - 1) % pages.length];
  return {
    id: mockGlobalId('GardenPage', index),
    kind: page.kind,
    slug: page.slug,
    path: `${page.kind === 'LANDING' ? '/lp/' : '/v/'}${page.slug}`,
    title: page.title[locale] ?? '',
    description: page.description[locale] ?? '',
    imageUrl: page.imageUrl ?? null,
    publishStartsAt: page.draft ? null : mockDateTime(DAY_MINUTES),
    publishEndsAt: null,
    isPublished: !page.draft,
  };
}

export function buildPageBlocks(locale: MockLocale, index: number) {
  return (pages[(index - 1) % pages.length].blocks?.[locale] ?? []).map(pageBlockFields);
}

export function buildShareLink(locale: MockLocale, index: number) {
  const link = links[(index - 1) % links.length];
  return {
    id: mockGlobalId('ShareLink', index),
    urlId: link.urlId,
    title: link.title[locale] ?? '',
    description: link.description[locale] ?? '',
    imageUrl: link.imageUrl ?? null,
    targetPath: link.targetPath ?? '/',
  };
}

export function buildBanner(locale: MockLocale, index: number) {
  const banner = banners[(index - 1) % banners.length];
  return {
    id: mockGlobalId('Banner', index),
    sectionId: banner.sectionId,
    title: banner.title[locale] ?? '',
    alt: banner.alt[locale] ?? '',
    imageUrl: banner.imageUrl,
    imageWidth: banner.imageWidth,
    imageHeight: banner.imageHeight,
    href: banner.href,
    startsAt: mockDateTime(-banner.startsInDays * DAY_MINUTES),
    endsAt: banner.endsInDays === undefined ? null : mockDateTime(-banner.endsInDays * DAY_MINUTES),
    position: banner.position,
  };
}

/** The banners whose window holds now (the demo's windows are relative to now). */
const currentBannerIndexes = banners
  .map((banner, offset) => ({ banner, index: offset + 1 }))
  .filter(({ banner }) => banner.startsInDays <= 0 && (banner.endsInDays ?? 1) > 0)
  .sort(
    (a, b) =>
      a.banner.sectionId.localeCompare(b.banner.sectionId) || a.banner.position - b.banner.position,
  )
  .map(({ index }) => index);

/** The server's refusal of a page's or article's blocks (server/pages/pageBlocks.ts), or null. */
export function blockErrors(input: { blocksJa: string; blocksEn: string }, language: MockLocale) {
  for (const field of ['blocksJa', 'blocksEn'] as const) {
    const checked = checkPageBlocks(input[field]);
    if ('problem' in checked)
      return {
        __typename: 'InvalidPageBlocksError',
        message: errorMessage(language, problemMessages[checked.problem], {
          block: checked.blockIndex === null ? '' : checked.blockIndex + 1,
          max: checked.problem === 'TOO_MANY_BLOCKS' ? 50 : 2000,
        }),
        field,
        blockIndex: checked.blockIndex,
        problem: checked.problem,
      };
  }
  return null;
}

const pagesResolvers: MockFeature['resolvers'] = (garden) => {
  pages.forEach((_page, offset) =>
    garden.store.set(
      'GardenPage',
      keyOf('GardenPage', offset + 1),
      buildGardenPage('ja', offset + 1),
    ),
  );
  links.forEach((_link, offset) =>
    garden.store.set('ShareLink', keyOf('ShareLink', offset + 1), buildShareLink('ja', offset + 1)),
  );
  banners.forEach((_banner, offset) =>
    garden.store.set('Banner', keyOf('Banner', offset + 1), buildBanner('ja', offset + 1)),
  );
  const isOperator = (uid: string | null) => {
    const key = garden.memberUserKey(uid);
    return key !== null && garden.store.get('User', key, 'role') === 'OPERATOR';
  };
  const operatorRefusal = ({ viewerUid, language }: MockContext) => {
    const key = garden.memberUserKey(viewerUid);
    if (!key) return shouldSignUp(language);
    return isOperator(viewerUid)
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(language) };
  };
  const pageRef = (kind: string, slug: string, { viewerUid }: MockContext) => {
    const offset = pages.findIndex((page) => page.kind === kind && page.slug === slug);
    if (offset === -1 || (pages[offset].draft && !isOperator(viewerUid))) return null;
    return garden.ref('GardenPage', keyOf('GardenPage', offset + 1));
  };
  const localized =
    <T>(typeName: string, build: (locale: MockLocale, index: number) => T) =>
    (field: keyof T) =>
    (parent: Parent, _args: unknown, { language }: MockContext) =>
      build(language, indexIn(typeName, parent))[field];
  const page = localized('GardenPage', buildGardenPage);
  const link = localized('ShareLink', buildShareLink);
  const banner = localized('Banner', buildBanner);
  const payload = (typeName: string, clientMutationId: string, rest: Record<string, unknown>) => ({
    __typename: typeName,
    clientMutationId,
    ...rest,
  });
  const notFound = (language: MockLocale) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(language),
  });
  const hrefError = (href: string, language: MockLocale) =>
    /^(\/(?![/\\])|https:\/\/)/.test(href)
      ? null
      : {
          __typename: 'InvalidInputError',
          ...buildInvalidInputError(language, 'href', 'INVALID_FORMAT', null),
        };

  return {
    GardenPage: {
      title: page('title'),
      description: page('description'),
      blocks: (parent: Parent, _args: unknown, { language }: MockContext) =>
        buildPageBlocks(language, indexIn('GardenPage', parent)),
    },
    ShareLink: { title: link('title'), description: link('description') },
    Banner: { title: banner('title'), alt: banner('alt') },
    Community: {
      landingPage: (
        _parent: unknown,
        { identifier }: { identifier: string },
        context: MockContext,
      ) => pageRef('LANDING', identifier, context),
      freePage: (_parent: unknown, { pageName }: { pageName: string }, context: MockContext) =>
        pageRef('FREE', pageName, context),
      shareLink: (_parent: unknown, { urlId }: { urlId: string }) => {
        const offset = links.findIndex((candidate) => candidate.urlId === urlId);
        return offset === -1 ? null : garden.ref('ShareLink', keyOf('ShareLink', offset + 1));
      },
      banners: (
        _parent: unknown,
        { sectionId, ...args }: PageArgs & { sectionId?: string | null },
        { language }: MockContext,
      ) => {
        const indexes = currentBannerIndexes.filter(
          (index) => !sectionId || banners[index - 1].sectionId === sectionId,
        );
        const result = paginate(indexes, (index) => mockCursor('Banner', index), args, {
          locale: language,
          max: MAX_BANNERS_PER_PAGE,
          defaultPage: { first: 20 },
        });
        return {
          ...result,
          edges: result.edges.map((edge) => ({
            ...edge,
            node: garden.ref('Banner', keyOf('Banner', edge.node)),
          })),
        };
      },
    },
    Mutation: {
      createGardenPage: (
        _root: unknown,
        {
          input,
        }: { input: { clientMutationId: string; content: { blocksJa: string; blocksEn: string } } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        blockErrors(input.content, context.language) ??
        payload('CreateGardenPagePayload', input.clientMutationId, {
          page: garden.ref('GardenPage', keyOf('GardenPage', 1)),
        }),
      updateGardenPage: (
        _root: unknown,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            pageId: string;
            content: { blocksJa: string; blocksEn: string };
          };
        },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        if (!fromKey.has(`GardenPage:${input.pageId}`)) return notFound(context.language);
        return (
          blockErrors(input.content, context.language) ??
          payload('UpdateGardenPagePayload', input.clientMutationId, {
            page: garden.ref('GardenPage', input.pageId),
          })
        );
      },
      deleteGardenPage: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; pageId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        (fromKey.has(`GardenPage:${input.pageId}`)
          ? payload('DeleteGardenPagePayload', input.clientMutationId, {
              deletedPageId: input.pageId,
            })
          : notFound(context.language)),
      createBanner: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; banner: { href: string } } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        hrefError(input.banner.href, context.language) ??
        payload('CreateBannerPayload', input.clientMutationId, {
          banner: garden.ref('Banner', keyOf('Banner', 1)),
        }),
      updateBanner: (
        _root: unknown,
        {
          input,
        }: { input: { clientMutationId: string; bannerId: string; banner: { href: string } } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        (fromKey.has(`Banner:${input.bannerId}`)
          ? (hrefError(input.banner.href, context.language) ??
            payload('UpdateBannerPayload', input.clientMutationId, {
              banner: garden.ref('Banner', input.bannerId),
            }))
          : notFound(context.language)),
      deleteBanner: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; bannerId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        (fromKey.has(`Banner:${input.bannerId}`)
          ? payload('DeleteBannerPayload', input.clientMutationId, {
              deletedBannerId: input.bannerId,
            })
          : notFound(context.language)),
      createShareLink: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; urlId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        (links.some((candidate) => candidate.urlId === input.urlId)
          ? {
              __typename: 'AddressTakenError',
              message: errorMessage(context.language, 'errors.addressTaken'),
            }
          : payload('CreateShareLinkPayload', input.clientMutationId, {
              shareLink: garden.ref('ShareLink', keyOf('ShareLink', 1)),
            })),
    },
  };
};

export const pagesMock: MockFeature = {
  builders: (locale) => ({
    GardenPage: (index) => buildGardenPage(locale, index),
    PageBlock: (index) =>
      buildPageBlocks(locale, 1)[(index - 1) % buildPageBlocks(locale, 1).length],
    PageTextSpan: (index) => ({
      text: locale === 'ja' ? `お知らせ ${index}` : `News ${index}`,
      href: index % 2 === 0 ? '/information' : null,
    }),
    ShareLink: (index) => buildShareLink(locale, index),
    Banner: (index) => buildBanner(locale, index),
    BannerEdge: (index) => ({ cursor: mockCursor('Banner', index) }),
    InvalidPageBlocksError: () => ({
      message: errorMessage(locale, 'errors.pageBlocks.unsafeUrl', { block: 1 }),
      field: 'blocksJa',
      blockIndex: 0,
      problem: 'UNSAFE_URL',
    }),
    AddressTakenError: () => ({ message: errorMessage(locale, 'errors.addressTaken') }),
    ...payloadBuilders(
      'CreateGardenPagePayload',
      'UpdateGardenPagePayload',
      'DeleteGardenPagePayload',
      'CreateBannerPayload',
      'UpdateBannerPayload',
      'DeleteBannerPayload',
      'CreateShareLinkPayload',
    ),
  }),
  resolvers: pagesResolvers,
};
