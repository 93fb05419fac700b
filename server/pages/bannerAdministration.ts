// Operators place banners in the garden's sections and make share links: role-guarded,
// checked (texts in both languages, site images, safe links, a window that ends after it
// starts), then written once per clientMutationId.
import { eq } from 'drizzle-orm';
import { safeHref } from '../../common/pageBlocks';
import type { BannerInput, Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import { checkLocalizedText } from '../graphql/localizedText';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { invalidInput, notFound, resolveResultType } from '../graphql/typedErrors';
import { addressTaken } from './pageAdministration';
import {
  checkTitleAndDescription,
  isAddress,
  MAX_PAGE_TITLE_LENGTH,
  sitePath,
} from './pageContent';
import { banners, shareLinks, type BannerRow } from './tables';

const MAX_ALT_LENGTH = 200;
const MAX_IMAGE_SIDE = 4000;
const MAX_POSITION = 10_000;

async function checkBanner(context: GraphQLContext, input: BannerInput) {
  const { t } = context;
  if (!isAddress(input.sectionId)) return { error: invalidInput(t, 'sectionId', 'INVALID_FORMAT') };
  const title = await checkLocalizedText(t, context.db, {
    ja: { field: 'titleJa', value: input.titleJa },
    en: { field: 'titleEn', value: input.titleEn },
    max: MAX_PAGE_TITLE_LENGTH,
    kind: 'name',
  });
  if ('error' in title) return title;
  const alt = await checkLocalizedText(t, context.db, {
    ja: { field: 'altJa', value: input.altJa },
    en: { field: 'altEn', value: input.altEn },
    max: MAX_ALT_LENGTH,
    kind: 'name',
  });
  if ('error' in alt) return alt;
  const imageUrl = sitePath(input.imageUrl);
  if (!imageUrl) return { error: invalidInput(t, 'imageUrl', 'INVALID_FORMAT') };
  for (const field of ['imageWidth', 'imageHeight'] as const) {
    const value = input[field];
    if (!Number.isInteger(value) || value < 1 || value > MAX_IMAGE_SIDE)
      return { error: invalidInput(t, field, 'INVALID_FORMAT') };
  }
  const href = safeHref(input.href);
  if (!href) return { error: invalidInput(t, 'href', 'INVALID_FORMAT') };
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= startsAt) return { error: invalidInput(t, 'endsAt', 'INVALID_FORMAT') };
  const position = input.position ?? 0;
  if (!Number.isInteger(position) || position < 0 || position > MAX_POSITION)
    return { error: invalidInput(t, 'position', 'INVALID_FORMAT') };
  return {
    banner: {
      sectionId: input.sectionId,
      title: title.text,
      alt: alt.text,
      imageUrl,
      imageWidth: input.imageWidth,
      imageHeight: input.imageHeight,
      href,
      startsAt,
      endsAt,
      position,
    },
  };
}

async function bannerNamed(context: GraphQLContext, bannerId: string): Promise<BannerRow | null> {
  const id = dbIdOf(bannerId, 'Banner');
  return id === null ? null : context.loaders.pages.bannerById.load(id);
}

async function readBack(context: GraphQLContext, id: number): Promise<BannerRow> {
  const banner = await context.loaders.pages.bannerById.load(id);
  if (!banner) throw new Error('A written banner could not be read back');
  return banner;
}

export const bannerAdministrationResolvers: Resolvers = {
  Mutation: {
    createBanner: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const checked = await checkBanner(context, input.banner);
      if ('error' in checked) return checked.error;
      const created = await createOnce(context, 'createBanner', input, async (tx) => {
        const [row] = await tx.insert(banners, checked.banner).returning({ id: banners.id });
        return row.id;
      });
      if ('error' in created) return created.error;
      return {
        __typename: 'CreateBannerPayload',
        clientMutationId: input.clientMutationId,
        banner: await readBack(context, created.id),
      };
    },
    updateBanner: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const banner = await bannerNamed(context, input.bannerId);
      if (!banner) return notFound(context.t);
      const checked = await checkBanner(context, input.banner);
      if ('error' in checked) return checked.error;
      const updated = await createOnce(context, 'updateBanner', input, async (tx) => {
        await tx.update(banners, checked.banner, eq(banners.id, banner.id));
        return banner.id;
      });
      if ('error' in updated) return updated.error;
      return {
        __typename: 'UpdateBannerPayload',
        clientMutationId: input.clientMutationId,
        banner: await readBack(context, updated.id),
      };
    },
    deleteBanner: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const banner = await bannerNamed(context, input.bannerId);
      if (!banner) return notFound(context.t);
      const deleted = await createOnce(context, 'deleteBanner', input, async (tx) => {
        await tx.delete(banners, eq(banners.id, banner.id));
        return banner.id;
      });
      if ('error' in deleted) return deleted.error;
      return {
        __typename: 'DeleteBannerPayload',
        clientMutationId: input.clientMutationId,
        deletedBannerId: toGlobalId('Banner', deleted.id),
      };
    },
    createShareLink: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      if (!isAddress(input.urlId)) return invalidInput(t, 'urlId', 'INVALID_FORMAT');
      const texts = await checkTitleAndDescription(context, input);
      if ('error' in texts) return texts.error;
      let imageUrl: string | null = null;
      if (input.imageUrl != null) {
        imageUrl = sitePath(input.imageUrl);
        if (!imageUrl) return invalidInput(t, 'imageUrl', 'INVALID_FORMAT');
      }
      const targetPath = sitePath(input.targetPath);
      if (!targetPath) return invalidInput(t, 'targetPath', 'INVALID_FORMAT');
      const created = await createOnce(context, 'createShareLink', input, async (tx) => {
        if ((await tx.count(shareLinks, eq(shareLinks.urlId, input.urlId))) > 0)
          return { refusal: addressTaken(t) };
        const [row] = await tx
          .insert(shareLinks, { urlId: input.urlId, ...texts, imageUrl, targetPath })
          .returning({ id: shareLinks.id });
        return row.id;
      });
      if ('error' in created) return created.error;
      const shareLink = await context.loaders.pages.shareLinkById.load(created.id);
      if (!shareLink) throw new Error('A created share link could not be read back');
      return {
        __typename: 'CreateShareLinkPayload',
        clientMutationId: input.clientMutationId,
        shareLink,
      };
    },
  },
  CreateBannerResult: { __resolveType: resolveResultType },
  UpdateBannerResult: { __resolveType: resolveResultType },
  DeleteBannerResult: { __resolveType: resolveResultType },
  CreateShareLinkResult: { __resolveType: resolveResultType },
};
