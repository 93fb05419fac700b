// Operator mutations of the engagement feature: each is role-guarded first (errors as data),
// its input checked, then written once per clientMutationId.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { dbIdOf } from '../graphql/globalId';
import type { LocalizedText } from '../platform/tables';
import {
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import {
  countInput,
  imageUrlInput,
  keyInput,
  localizedInput,
  rewardedOfferInput,
  rewardsInput,
  type InputError,
} from './operatorInputs';
import {
  badges,
  checkInPresents,
  checkInStoreItems,
  missions,
  stepMissionSteps,
  votingCandidates,
  votingEvents,
} from './tables';

const MAX_CANDIDATES = 50;

/** The first error of several checks, in order. */
async function firstError(
  ...checks: (InputError | null | Promise<InputError | null>)[]
): Promise<InputError | null> {
  for (const check of checks) {
    const error = await check;
    if (error) return error;
  }
  return null;
}

const errorOf = <T>(checked: T | { error: InputError }) =>
  checked && typeof checked === 'object' && 'error' in checked ? checked.error : null;

export const operatorResolvers: Resolvers = {
  Mutation: {
    createMission: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const title = await localizedInput(
        t,
        db,
        'title',
        { ja: input.titleJa, en: input.titleEn },
        'name',
      );
      const description = await localizedInput(
        t,
        db,
        'description',
        { ja: input.descriptionJa, en: input.descriptionEn },
        'body',
      );
      const rewards = await rewardsInput(t, db, input.rewards);
      const error = await firstError(
        errorOf(title),
        errorOf(description),
        countInput(t, 'targetCount', input.targetCount, 1, 10_000),
        errorOf(rewards),
      );
      if (error) return error;
      if ('error' in title || 'error' in description || 'error' in rewards)
        throw new Error('unreachable');
      const written = await createOnce(context, 'createMission', input, async (tx) => {
        const position = await tx.count(missions);
        const [row] = await tx
          .insert(missions, {
            kind: input.kind,
            title: title.text,
            description: description.text,
            period: input.period,
            targetCount: input.targetCount,
            rewards: rewards.rewards,
            position,
          })
          .returning({ id: missions.id });
        return row.id;
      });
      if ('error' in written) return written.error;
      const mission = await context.loaders.engagement.missionById.load(written.id);
      if (!mission) throw new Error('A created mission could not be read back');
      return {
        __typename: 'CreateMissionPayload',
        clientMutationId: input.clientMutationId,
        mission,
      };
    },
    setMissionActive: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const missionId = dbIdOf(input.missionId, 'Mission');
      if (missionId === null || !(await context.loaders.engagement.missionById.load(missionId))) {
        return notFound(context.t);
      }
      const written = await createOnce(context, 'setMissionActive', input, async (tx) => {
        await tx.update(missions, { active: input.active }, eq(missions.id, missionId));
        return missionId;
      });
      if ('error' in written) return written.error;
      const mission = await context.loaders.engagement.missionById.load(written.id);
      if (!mission) throw new Error('A mission could not be read back');
      return {
        __typename: 'SetMissionActivePayload',
        clientMutationId: input.clientMutationId,
        mission,
      };
    },
    createStepMissionStep: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const title = await localizedInput(
        t,
        db,
        'title',
        { ja: input.titleJa, en: input.titleEn },
        'name',
      );
      const rewards = await rewardsInput(t, db, input.rewards);
      const error = await firstError(
        errorOf(title),
        countInput(t, 'requiredPoints', input.requiredPoints, 1, 1_000_000),
        errorOf(rewards),
      );
      if (error) return error;
      if ('error' in title || 'error' in rewards) throw new Error('unreachable');
      const written = await createOnce(context, 'createStepMissionStep', input, async (tx) => {
        // Steps are ordered by the points they need: a new step's position follows from them.
        const [row] = await tx
          .insert(stepMissionSteps, {
            position: input.requiredPoints,
            requiredPoints: input.requiredPoints,
            title: title.text,
            rewards: rewards.rewards,
          })
          .returning({ id: stepMissionSteps.id });
        return row.id;
      });
      if ('error' in written) return written.error;
      const step = await context.loaders.engagement.stepById.load(written.id);
      if (!step) throw new Error('A created step could not be read back');
      return {
        __typename: 'CreateStepMissionStepPayload',
        clientMutationId: input.clientMutationId,
        step,
      };
    },
    createCheckInPresent: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const offer = await rewardedOfferInput(
        context.t,
        context.db,
        input,
        countInput(context.t, 'threshold', input.threshold, 1, 3650),
      );
      if ('error' in offer) return offer.error;
      const written = await createOnce(context, 'createCheckInPresent', input, async (tx) => {
        const [row] = await tx
          .insert(checkInPresents, {
            title: offer.title,
            description: offer.description,
            imageUrl: input.imageUrl ?? null,
            rule: input.rule,
            threshold: input.threshold,
            rewards: offer.rewards,
          })
          .returning({ id: checkInPresents.id });
        return row.id;
      });
      if ('error' in written) return written.error;
      const present = await context.loaders.engagement.presentById.load(written.id);
      if (!present) throw new Error('A created present could not be read back');
      return {
        __typename: 'CreateCheckInPresentPayload',
        clientMutationId: input.clientMutationId,
        present,
      };
    },
    createCheckInStoreItem: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const offer = await rewardedOfferInput(
        context.t,
        context.db,
        input,
        countInput(context.t, 'pricePoints', input.pricePoints, 1, 1_000_000),
      );
      if ('error' in offer) return offer.error;
      const written = await createOnce(context, 'createCheckInStoreItem', input, async (tx) => {
        const position = await tx.count(checkInStoreItems);
        const [row] = await tx
          .insert(checkInStoreItems, {
            title: offer.title,
            description: offer.description,
            imageUrl: input.imageUrl ?? null,
            pricePoints: input.pricePoints,
            rewards: offer.rewards,
            position,
          })
          .returning({ id: checkInStoreItems.id });
        return row.id;
      });
      if ('error' in written) return written.error;
      const item = await context.loaders.engagement.storeItemById.load(written.id);
      if (!item) throw new Error('A created item could not be read back');
      return {
        __typename: 'CreateCheckInStoreItemPayload',
        clientMutationId: input.clientMutationId,
        item,
      };
    },
    createVotingEvent: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const title = await localizedInput(
        t,
        db,
        'title',
        { ja: input.titleJa, en: input.titleEn },
        'name',
      );
      const description = await localizedInput(
        t,
        db,
        'description',
        { ja: input.descriptionJa, en: input.descriptionEn },
        'body',
      );
      const opensAt = new Date(input.opensAt);
      const closesAt = new Date(input.closesAt);
      const windowError: InvalidInputResult | null =
        Number.isNaN(opensAt.getTime()) || Number.isNaN(closesAt.getTime()) || closesAt <= opensAt
          ? invalidInput(t, 'closesAt', 'INVALID_FORMAT')
          : null;
      const error = await firstError(
        keyInput(t, 'identifier', input.identifier),
        errorOf(title),
        errorOf(description),
        imageUrlInput(t, input.imageUrl),
        windowError,
        countInput(t, 'freeVotesPerDay', input.freeVotesPerDay, 1, 1000),
        input.extraVoteCoinPrice == null
          ? null
          : countInput(t, 'extraVoteCoinPrice', input.extraVoteCoinPrice, 1, 100_000),
        countInput(t, 'shareRewardCoins', input.shareRewardCoins, 0, 100_000),
        countInput(t, 'candidates', input.candidates.length, 2, MAX_CANDIDATES),
      );
      if (error) return error;
      if ('error' in title || 'error' in description) throw new Error('unreachable');
      const candidates: {
        name: LocalizedText;
        description: LocalizedText;
        imageUrl: string | null;
      }[] = [];
      for (const candidate of input.candidates) {
        const name = await localizedInput(
          t,
          db,
          'name',
          { ja: candidate.nameJa, en: candidate.nameEn },
          'name',
        );
        if ('error' in name) return name.error;
        const about = await localizedInput(
          t,
          db,
          'description',
          { ja: candidate.descriptionJa, en: candidate.descriptionEn },
          'body',
        );
        if ('error' in about) return about.error;
        const imageError = imageUrlInput(t, candidate.imageUrl);
        if (imageError) return imageError;
        candidates.push({
          name: name.text,
          description: about.text,
          imageUrl: candidate.imageUrl ?? null,
        });
      }
      const written = await createOnce<InvalidInputResult>(
        context,
        'createVotingEvent',
        input,
        async (tx) => {
          const [row] = await tx
            .insert(votingEvents, {
              identifier: input.identifier,
              title: title.text,
              description: description.text,
              imageUrl: input.imageUrl ?? null,
              opensAt,
              closesAt,
              freeVotesPerDay: input.freeVotesPerDay,
              extraVoteCoinPrice: input.extraVoteCoinPrice ?? null,
              showCounts: input.showCounts,
              shareRewardCoins: input.shareRewardCoins,
            })
            .onConflictDoNothing()
            .returning({ id: votingEvents.id });
          if (!row) return { refusal: invalidInput(t, 'identifier', 'INVALID_FORMAT') };
          await tx.insert(
            votingCandidates,
            candidates.map((candidate, position) => ({ ...candidate, eventId: row.id, position })),
          );
          return row.id;
        },
      );
      if ('error' in written) return written.error;
      const event = await context.loaders.engagement.votingEventById.load(written.id);
      if (!event) throw new Error('A created voting event could not be read back');
      return {
        __typename: 'CreateVotingEventPayload',
        clientMutationId: input.clientMutationId,
        event,
      };
    },
    createBadge: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const name = await localizedInput(
        t,
        db,
        'name',
        { ja: input.nameJa, en: input.nameEn },
        'name',
      );
      const description = await localizedInput(
        t,
        db,
        'description',
        { ja: input.descriptionJa, en: input.descriptionEn },
        'body',
      );
      const symbol = input.symbol.trim();
      const error = await firstError(
        keyInput(t, 'key', input.key),
        errorOf(name),
        errorOf(description),
        symbol.length === 0 || [...symbol].length > 4
          ? invalidInput(t, 'symbol', 'INVALID_FORMAT', 4)
          : null,
      );
      if (error) return error;
      if ('error' in name || 'error' in description) throw new Error('unreachable');
      const written = await createOnce<InvalidInputResult>(
        context,
        'createBadge',
        input,
        async (tx) => {
          const [row] = await tx
            .insert(badges, {
              key: input.key,
              name: name.text,
              description: description.text,
              symbol,
            })
            .onConflictDoNothing()
            .returning({ id: badges.id });
          // A key already used in the garden.
          return row ? row.id : { refusal: invalidInput(t, 'key', 'INVALID_FORMAT') };
        },
      );
      if ('error' in written) return written.error;
      const badge = await context.loaders.engagement.badgeById.load(written.id);
      if (!badge) throw new Error('A created badge could not be read back');
      return { __typename: 'CreateBadgePayload', clientMutationId: input.clientMutationId, badge };
    },
  },
  CreateMissionResult: { __resolveType: resolveResultType },
  SetMissionActiveResult: { __resolveType: resolveResultType },
  CreateStepMissionStepResult: { __resolveType: resolveResultType },
  CreateCheckInPresentResult: { __resolveType: resolveResultType },
  CreateCheckInStoreItemResult: { __resolveType: resolveResultType },
  CreateVotingEventResult: { __resolveType: resolveResultType },
  CreateBadgeResult: { __resolveType: resolveResultType },
};
