// Operators compose the home screen: create, change, move and remove sections. Role-guarded
// first, checked (sectionInput.ts), then written once per clientMutationId; positions stay
// dense (0, 1, 2, …), renumbered under a lock of the garden's sections.
import { asc, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import type { TenantScope } from '../db/tenantScope';
import {
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import { checkSection } from './sectionInput';
import { MAX_HOME_SECTIONS, sectionDbId, sectionGlobalId } from './sectionResolvers';
import { homeSections, type HomeSectionRow } from './tables';

async function sectionNamed(context: GraphQLContext, sectionId: string) {
  const id = sectionDbId(sectionId);
  return id === null ? null : context.loaders.homeSections.sectionById.load(id);
}

async function readBack(context: GraphQLContext, id: number): Promise<HomeSectionRow> {
  const row = await context.loaders.homeSections.sectionById.load(id);
  if (!row) throw new Error('A written home section could not be read back');
  return row;
}

/** The garden's section ids in order, locked until the transaction ends. */
async function lockedOrder(tx: TenantScope): Promise<number[]> {
  const rows = await tx
    .select(homeSections)
    .orderBy(asc(homeSections.position), asc(homeSections.id))
    .for('update');
  return rows.map((row) => row.id);
}

async function renumber(tx: TenantScope, order: number[]): Promise<void> {
  for (const [position, id] of order.entries())
    await tx.update(homeSections, { position }, eq(homeSections.id, id));
}

const clamp = (position: number | null | undefined, length: number) =>
  position == null ? length : Math.max(0, Math.min(position, length));

export const homeSectionOperatorResolvers: Resolvers = {
  Mutation: {
    createHomeSection: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const checked = await checkSection(context, input.section);
      if ('error' in checked) return checked.error;
      const created = await createOnce<InvalidInputResult>(
        context,
        'createHomeSection',
        input,
        async (tx) => {
          const order = await lockedOrder(tx);
          if (order.length >= MAX_HOME_SECTIONS)
            return {
              refusal: invalidInput(context.t, 'homeSection', 'INVALID_FORMAT', MAX_HOME_SECTIONS),
            };
          const [row] = await tx
            .insert(homeSections, { ...checked.section, position: order.length })
            .returning({ id: homeSections.id });
          order.splice(clamp(input.position, order.length), 0, row.id);
          await renumber(tx, order);
          return row.id;
        },
      );
      if ('error' in created) return created.error;
      return {
        __typename: 'CreateHomeSectionPayload',
        clientMutationId: input.clientMutationId,
        section: await readBack(context, created.id),
      };
    },
    updateHomeSection: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const section = await sectionNamed(context, input.sectionId);
      if (!section) return notFound(context.t);
      const checked = await checkSection(context, input.section);
      if ('error' in checked) return checked.error;
      const updated = await createOnce(context, 'updateHomeSection', input, async (tx) => {
        await tx.update(homeSections, checked.section, eq(homeSections.id, section.id));
        return section.id;
      });
      if ('error' in updated) return updated.error;
      return {
        __typename: 'UpdateHomeSectionPayload',
        clientMutationId: input.clientMutationId,
        section: await readBack(context, updated.id),
      };
    },
    moveHomeSection: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const section = await sectionNamed(context, input.sectionId);
      if (!section) return notFound(context.t);
      if (!Number.isInteger(input.position) || input.position < 0)
        return invalidInput(context.t, 'position', 'INVALID_FORMAT');
      const moved = await createOnce(context, 'moveHomeSection', input, async (tx) => {
        const order = (await lockedOrder(tx)).filter((id) => id !== section.id);
        order.splice(clamp(input.position, order.length), 0, section.id);
        await renumber(tx, order);
        return section.id;
      });
      if ('error' in moved) return moved.error;
      const rows = await context.loaders.homeSections.allSections();
      return {
        __typename: 'MoveHomeSectionPayload',
        clientMutationId: input.clientMutationId,
        sectionIds: rows.map(sectionGlobalId),
      };
    },
    deleteHomeSection: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const section = await sectionNamed(context, input.sectionId);
      if (!section) return notFound(context.t);
      const deleted = await createOnce(context, 'deleteHomeSection', input, async (tx) => {
        const order = await lockedOrder(tx);
        await tx.delete(homeSections, eq(homeSections.id, section.id));
        await renumber(
          tx,
          order.filter((id) => id !== section.id),
        );
        return section.id;
      });
      if ('error' in deleted) return deleted.error;
      return {
        __typename: 'DeleteHomeSectionPayload',
        clientMutationId: input.clientMutationId,
        deletedSectionId: sectionGlobalId({ id: deleted.id }),
      };
    },
  },
  CreateHomeSectionResult: { __resolveType: resolveResultType },
  UpdateHomeSectionResult: { __resolveType: resolveResultType },
  MoveHomeSectionResult: { __resolveType: resolveResultType },
  DeleteHomeSectionResult: { __resolveType: resolveResultType },
};
