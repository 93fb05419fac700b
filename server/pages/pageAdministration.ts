// Operators write landing pages and free pages: role-guarded first, then the content
// checked (texts in both languages, blocks, window), then written once per clientMutationId.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import type { Translate } from '../graphql/translate';
import { invalidInput, notFound, resolveResultType } from '../graphql/typedErrors';
import { checkPageContent, isAddress } from './pageContent';
import { gardenPages, type GardenPageRow } from './tables';

export interface AddressTakenResult {
  __typename: 'AddressTakenError';
  message: string;
}

export function addressTaken(t: Translate): AddressTakenResult {
  return { __typename: 'AddressTakenError', message: t('errors.addressTaken') };
}

/** The page an operator names by its global id (drafts included), or null. */
async function pageNamed(context: GraphQLContext, pageId: string): Promise<GardenPageRow | null> {
  const id = dbIdOf(pageId, 'GardenPage');
  return id === null ? null : context.loaders.pages.pageById.load(id);
}

async function readBack(context: GraphQLContext, id: number): Promise<GardenPageRow> {
  const page = await context.loaders.pages.pageById.load(id);
  if (!page) throw new Error('A written page could not be read back');
  return page;
}

export const pageAdministrationResolvers: Resolvers = {
  Mutation: {
    createGardenPage: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      if (!isAddress(input.slug)) return invalidInput(context.t, 'slug', 'INVALID_FORMAT');
      const content = await checkPageContent(context, input.content);
      if ('error' in content) return content.error;
      const created = await createOnce(context, 'createGardenPage', input, async (tx) => {
        const taken = await tx.count(
          gardenPages,
          and(eq(gardenPages.kind, input.kind), eq(gardenPages.slug, input.slug)),
        );
        if (taken > 0) return { refusal: addressTaken(context.t) };
        const [row] = await tx
          .insert(gardenPages, { kind: input.kind, slug: input.slug, ...content })
          .returning({ id: gardenPages.id });
        return row.id;
      });
      if ('error' in created) return created.error;
      return {
        __typename: 'CreateGardenPagePayload',
        clientMutationId: input.clientMutationId,
        page: await readBack(context, created.id),
      };
    },
    updateGardenPage: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const page = await pageNamed(context, input.pageId);
      if (!page) return notFound(context.t);
      const content = await checkPageContent(context, input.content);
      if ('error' in content) return content.error;
      // createOnce keeps the receipt: a retried update replays instead of writing again.
      const updated = await createOnce(context, 'updateGardenPage', input, async (tx) => {
        await tx.update(gardenPages, content, eq(gardenPages.id, page.id));
        return page.id;
      });
      if ('error' in updated) return updated.error;
      return {
        __typename: 'UpdateGardenPagePayload',
        clientMutationId: input.clientMutationId,
        page: await readBack(context, updated.id),
      };
    },
    deleteGardenPage: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const page = await pageNamed(context, input.pageId);
      if (!page) return notFound(context.t);
      const deleted = await createOnce(context, 'deleteGardenPage', input, async (tx) => {
        await tx.delete(gardenPages, eq(gardenPages.id, page.id));
        return page.id;
      });
      if ('error' in deleted) return deleted.error;
      return {
        __typename: 'DeleteGardenPagePayload',
        clientMutationId: input.clientMutationId,
        deletedPageId: toGlobalId('GardenPage', deleted.id),
      };
    },
  },
  CreateGardenPageResult: { __resolveType: resolveResultType },
  UpdateGardenPageResult: { __resolveType: resolveResultType },
  DeleteGardenPageResult: { __resolveType: resolveResultType },
};
