// The supporter rank mutations: a fan's choice to appear anonymously, and the operators'
// seasons (role-guarded first, checked, written once per clientMutationId; the season's end
// job scheduled — or moved — in the same transaction).
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import { engagementClock } from '../engagement/clock';
import { dbIdOf } from '../graphql/globalId';
import { notFound, resolveResultType, shouldBeLoggedInOrSignedUp } from '../graphql/typedErrors';
import { checkSeasonInput } from './seasonInput';
import { scheduleSeasonEnd } from './seasonEnd';
import { supporterSeasonEnded } from './supporterRankErrors';
import { supporterRankPreferences, supporterSeasons } from './tables';

async function readSeason(context: GraphQLContext, id: number) {
  const season = await context.loaders.supporterRank.seasonById.load(id);
  if (!season) throw new Error('A supporter season could not be read back');
  return season;
}

export const mutationResolvers: Resolvers = {
  Mutation: {
    setSupporterLeaderboardVisibility: async (_parent, { input }, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return shouldBeLoggedInOrSignedUp(context.t);
      const seasonId = dbIdOf(input.seasonId, 'SupporterSeason');
      if (seasonId === null || !(await context.loaders.supporterRank.seasonById.load(seasonId)))
        return notFound(context.t);
      const written = await createOnce(
        context,
        'setSupporterLeaderboardVisibility',
        input,
        async (tx) => {
          await tx
            .insert(supporterRankPreferences, { userId: viewer.id, hidden: input.hidden })
            .onConflictDoUpdate({
              target: [supporterRankPreferences.tenantId, supporterRankPreferences.userId],
              set: { hidden: input.hidden },
            });
          return seasonId;
        },
      );
      if ('error' in written) return written.error;
      return {
        __typename: 'SetSupporterLeaderboardVisibilityPayload',
        clientMutationId: input.clientMutationId,
        season: await readSeason(context, written.id),
      };
    },
    createSupporterSeason: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const checked = await checkSeasonInput(context.t, context.db, input);
      if ('error' in checked) return checked.error;
      const written = await createOnce(context, 'createSupporterSeason', input, async (tx) => {
        const [row] = await tx
          .insert(supporterSeasons, checked)
          .returning({ id: supporterSeasons.id, endsAt: supporterSeasons.endsAt });
        await scheduleSeasonEnd(tx, row);
        return row.id;
      });
      if ('error' in written) return written.error;
      return {
        __typename: 'CreateSupporterSeasonPayload',
        clientMutationId: input.clientMutationId,
        season: await readSeason(context, written.id),
      };
    },
    updateSupporterSeason: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const seasonId = dbIdOf(input.seasonId, 'SupporterSeason');
      const season =
        seasonId === null ? null : await context.loaders.supporterRank.seasonById.load(seasonId);
      if (!season) return notFound(context.t);
      const { seasonId: _id, ...fields } = input;
      const checked = await checkSeasonInput(context.t, context.db, fields);
      if ('error' in checked) return checked.error;
      const written = await createOnce<ReturnType<typeof supporterSeasonEnded>>(
        context,
        'updateSupporterSeason',
        input,
        async (tx) => {
          // Checked again inside the transaction: the end job may have run meanwhile.
          const [current] = await tx.select(supporterSeasons, eq(supporterSeasons.id, season.id));
          if (
            current.rewardsGrantedAt ||
            current.endsAt.getTime() <= engagementClock.now().getTime()
          )
            return { refusal: supporterSeasonEnded(context.t) };
          await tx.update(supporterSeasons, checked, eq(supporterSeasons.id, season.id));
          await scheduleSeasonEnd(tx, { id: season.id, endsAt: checked.endsAt });
          return season.id;
        },
      );
      if ('error' in written) return written.error;
      return {
        __typename: 'UpdateSupporterSeasonPayload',
        clientMutationId: input.clientMutationId,
        season: await readSeason(context, written.id),
      };
    },
  },
  SetSupporterLeaderboardVisibilityResult: { __resolveType: resolveResultType },
  CreateSupporterSeasonResult: { __resolveType: resolveResultType },
  UpdateSupporterSeasonResult: { __resolveType: resolveResultType },
};
